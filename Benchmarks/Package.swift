// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the library's manifest stays light.
// Run them with `swift package benchmark` from this folder.
let package = Package(
    name: "TransitionBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Transition", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "MotionBenchmarks",
            dependencies: [
                .product(name: "Motion", package: "Transition"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/MotionBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GesturesBenchmarks",
            dependencies: [
                .product(name: "Gestures", package: "Transition"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/GesturesBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TransitionBenchmarks",
            dependencies: [
                .product(name: "TransitionKit", package: "Transition"),
                .product(name: "Catalog", package: "Transition"),
                .product(name: "Stage", package: "Transition"),
                .product(name: "Demos", package: "Transition"),
                .product(name: "Gestures", package: "Transition"),
                .product(name: "GestureScripts", package: "Transition"),
                .product(name: "Motion", package: "Transition"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TransitionBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The live server the round-trip benchmark talks to, run as a process of its own.
        .executableTarget(
            name: "LiveBenchmarkServer",
            dependencies: [.product(name: "LiveServer", package: "Transition")],
            path: "LiveBenchmarkServer",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "LiveBenchmarks",
            dependencies: [
                "LiveBenchmarkServer",
                .product(name: "Live", package: "Transition"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LiveBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
