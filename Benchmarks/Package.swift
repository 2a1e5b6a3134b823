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
                "BenchmarkRun",
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
                "BenchmarkRun",
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
                "BenchmarkRun",
            ],
            path: "Benchmarks/TransitionBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // How the benchmarks run: measured, or once each in CI's smoke run (BENCHMARK_SMOKE=1).
        .target(
            name: "BenchmarkRun",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Support/BenchmarkRun",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The live server the round-trip benchmark talks to, run as a process of its own. It lives
        // outside Benchmarks/, where package-benchmark would run it as a benchmark (it serves forever).
        .executableTarget(
            name: "LiveBenchmarkServer",
            dependencies: [.product(name: "LiveServer", package: "Transition")],
            path: "Support/LiveBenchmarkServer",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "LiveBenchmarks",
            dependencies: [
                "LiveBenchmarkServer",
                .product(name: "Live", package: "Transition"),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkRun",
            ],
            path: "Benchmarks/LiveBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Instruction counts under callgrind (`bash callgrind.sh`): the same benchmark sources as
        // MotionBenchmarks, TransitionBenchmarks and LiveBenchmarks (linked into Callgrind/), run by
        // a harness that collects only while a benchmark measures.
        .target(name: "CallgrindShim", path: "Callgrind/CallgrindShim"),
        .target(
            name: "CallgrindHarness",
            dependencies: ["CallgrindShim", .product(name: "Benchmark", package: "benchmark")],
            path: "Callgrind/CallgrindHarness",
            // package-benchmark's registry of benchmarks is a plain static var, which Swift 6
            // mode won't read from the harness's own thread.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "MotionCallgrind",
            dependencies: ["CallgrindHarness", "BenchmarkRun", .product(name: "Motion", package: "Transition"), .product(name: "Benchmark", package: "benchmark")],
            path: "Callgrind/MotionCallgrind",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "TransitionCallgrind",
            dependencies: [
                "CallgrindHarness",
                .product(name: "TransitionKit", package: "Transition"),
                .product(name: "Catalog", package: "Transition"),
                .product(name: "Stage", package: "Transition"),
                .product(name: "Demos", package: "Transition"),
                .product(name: "Gestures", package: "Transition"),
                .product(name: "GestureScripts", package: "Transition"),
                .product(name: "Motion", package: "Transition"),
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkRun",
            ],
            path: "Callgrind/TransitionCallgrind",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "LiveCallgrind",
            dependencies: [
                "CallgrindHarness",
                "BenchmarkRun",
                .product(name: "Live", package: "Transition"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Callgrind/LiveCallgrind",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
