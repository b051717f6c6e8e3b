// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 language mode everywhere, with complete concurrency checking spelled out.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableExperimentalFeature("StrictConcurrency=complete"),
]

let package = Package(
    name: "GestureKit",
    products: [
        // MARK: - Public API
        /// The engine: samples, touch tracking, events, the run loop.
        .library(name: "GestureKit", targets: ["GestureKit"]),
        /// Dataset readers and writers (JSON Lines, CSV, evemu), synthetic generators, replay.
        .library(name: "GestureKitIO", targets: ["GestureKitIO"]),
        /// The command-line tool.
        .executable(name: "gesture", targets: ["gesture"]),
        /// The Eight Ball terminal demo.
        .executable(name: "eight-ball", targets: ["eight-ball"]),
        /// The Event Reporter terminal demo.
        .executable(name: "event-reporter", targets: ["event-reporter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // MARK: - Implementation details
        /// GSL, Debian's libgsl-dev. Only the `GSL` module imports it.
        .systemLibrary(
            name: "CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"])]
        ),
        /// Swift face of GSL: typed errors, a seeded named generator, block statistics.
        .target(name: "GSL", dependencies: ["CGSL"], swiftSettings: strictSettings),
        .target(
            name: "GestureKit",
            dependencies: [
                "GSL",
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "GestureKitIO", dependencies: ["GestureKit", "GSL"], swiftSettings: strictSettings),
        /// The `gesture` commands, as a library so that tests can run them in-process.
        .target(
            name: "GestureCLI",
            dependencies: [
                "GestureKit",
                "GestureKitIO",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "gesture", dependencies: ["GestureCLI"], swiftSettings: strictSettings),
        /// Full-screen terminal plumbing for the demos: raw mode, signals, keys, a text canvas.
        .target(name: "TerminalUI", dependencies: ["GestureKit"], swiftSettings: strictSettings),
        /// The Eight Ball demo, as a library so that tests can drive it without a terminal.
        .target(
            name: "EightBall",
            dependencies: [
                "GestureKit", "GestureKitIO", "GSL", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "eight-ball", dependencies: ["EightBall"], swiftSettings: strictSettings),
        /// The Event Reporter demo (controls, target-action, the terminal's mouse), as a library for tests.
        .target(
            name: "EventReporter",
            dependencies: [
                "GestureKit", "GestureKitIO", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "event-reporter", dependencies: ["EventReporter"], swiftSettings: strictSettings),

        // MARK: - Unit test bundles
        .testTarget(name: "GSLTests", dependencies: ["GSL"], swiftSettings: strictSettings),
        .testTarget(name: "GestureKitTests", dependencies: ["GestureKit"], swiftSettings: strictSettings),
        .testTarget(
            name: "GestureKitIOTests",
            dependencies: ["GestureKitIO", "GestureKit", "TestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        /// Shared by the test bundles: runs a built executable and captures what it prints; gives each test a
        /// scratch folder that is deleted when it ends.
        .target(name: "TestSupport", dependencies: ["CTestTerminal"], path: "Tests/Support", swiftSettings: strictSettings),
        /// Opens pseudo-terminals for TestSupport's TerminalRunner (the POSIX calls need C's feature macros).
        .target(name: "CTestTerminal", path: "Tests/CTestTerminal"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"], swiftSettings: strictSettings),
        .testTarget(
            name: "EightBallTests",
            dependencies: ["EightBall", "GestureKit", "GestureKitIO", "TerminalUI", "TestSupport", "eight-ball"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EventReporterTests",
            dependencies: ["EventReporter", "GestureKit", "TerminalUI", "TestSupport", "event-reporter"],
            exclude: ["Expected"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GestureCLITests",
            dependencies: ["GestureCLI", "TestSupport", "gesture"],
            // Golden outputs, read by path through the built CLI rather than bundled.
            exclude: ["Expected"],
            swiftSettings: strictSettings
        ),
    ]
)
