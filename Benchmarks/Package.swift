// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so that `swift test` in the main package never builds them.
// Run: cd Benchmarks && swift package benchmark
let package = Package(
    name: "GestureKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GestureKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ReadTrack",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: "GestureKit"),
                .product(name: "GestureKitIO", package: "GestureKit"),
            ],
            path: "Benchmarks/ReadTrack",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Delivery",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: "GestureKit"),
            ],
            path: "Benchmarks/Delivery",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Motion",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: "GestureKit"),
            ],
            path: "Benchmarks/Motion",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Recognizers",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: "GestureKit"),
                .product(name: "GestureKitIO", package: "GestureKit"),
            ],
            path: "Benchmarks/Recognizers",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
