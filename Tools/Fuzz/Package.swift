// swift-tools-version: 6.2
import PackageDescription

// A libFuzzer harness for everything the engine reads, in its own package so that the main package's
// builds and tests never see it. Build and run it with `Tools/fuzz` (see there).
let package = Package(
    name: "GestureKitFuzz",
    dependencies: [
        .package(name: "GestureKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzInputs",
            dependencies: [
                .product(name: "GestureKit", package: "GestureKit"),
                .product(name: "GestureKitIO", package: "GestureKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
