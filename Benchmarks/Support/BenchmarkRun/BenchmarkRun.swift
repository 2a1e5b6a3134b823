import Benchmark
import Foundation

/// How this package's benchmarks run: measured, as `swift package benchmark` runs them, or as
/// CI's smoke run (`BENCHMARK_SMOKE=1` in the environment), which runs every benchmark once with
/// no warm-up to prove that each still runs — its numbers mean nothing.
public enum BenchmarkRun {
    /// Whether this is the smoke run.
    public static let isSmoke = ProcessInfo.processInfo.environment["BENCHMARK_SMOKE"] == "1"

    /// The configuration the benchmarks of one executable share: `metrics`, in nanoseconds, each
    /// benchmark stopping after `maxDuration` (or after one iteration in the smoke run).
    public static func configuration(metrics: [BenchmarkMetric], maxDuration: Duration) -> Benchmark.Configuration {
        var configuration = Benchmark.Configuration(metrics: metrics, timeUnits: .nanoseconds, maxDuration: maxDuration)
        if isSmoke { smoke(&configuration) }
        return configuration
    }

    /// `configuration` as given, or cut to one iteration with no warm-up in the smoke run.
    public static func configuration(_ configuration: Benchmark.Configuration) -> Benchmark.Configuration {
        var configuration = configuration
        if isSmoke { smoke(&configuration) }
        return configuration
    }

    private static func smoke(_ configuration: inout Benchmark.Configuration) {
        configuration.warmupIterations = 0
        configuration.maxIterations = 1
    }
}
