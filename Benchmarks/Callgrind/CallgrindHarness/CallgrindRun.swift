import Benchmark
import CallgrindShim
import Foundation

/// Runs this executable's registered benchmarks under callgrind: each one once to warm up, then
/// `iterations` times, collecting instructions only between the benchmark's start and stop of
/// measurement and dumping them once per iteration under the benchmark's name. `callgrind.sh`
/// runs it and divides each dump by the benchmark's scaled iteration count.
///
/// Arguments: a name filter (a benchmark runs when its name contains it; empty runs all) and
/// the iteration count (5 by default). Benchmarks whose names contain one of `excluded` never run
/// here (their setup hooks, which this harness can't call, are what they need).
public func runUnderCallgrind(excluding excluded: [String] = []) -> Never {
    let arguments = CommandLine.arguments
    let filter = arguments.count > 1 ? arguments[1] : ""
    let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
    guard cg_running_on_valgrind() != 0 else {
        FileHandle.standardError.write(Data("run me with Benchmarks/callgrind.sh (under valgrind --tool=callgrind)\n".utf8))
        exit(2)
    }
    let selected = Benchmark.benchmarks.filter { benchmark in
        (filter.isEmpty || benchmark.name.contains(filter)) && !excluded.contains { benchmark.name.contains($0) }
    }
    // The benchmarks hop to the main actor, so the main thread keeps its run loop turning while
    // another thread runs them.
    let runner = Thread {
        for benchmark in selected {
            let state = MeasurementState()
            let name = benchmark.name
            benchmark.measurementPreSynchronization = { _ in
                guard state.measuring else { return }
                if !state.collecting { cg_start(); state.collecting = true }
                cg_zero()
            }
            benchmark.measurementPostSynchronization = { _ in
                guard state.measuring, state.collecting else { return }
                cg_stop()
                state.collecting = false
                name.withCString { cg_dump($0) }
            }
            benchmark.run()
            state.measuring = true
            for index in 0..<iterations {
                benchmark.currentIteration = index
                benchmark.run()
            }
            print("callgrind: \(name) | scale \(benchmark.configuration.scalingFactor.rawValue) | \(iterations) iterations")
        }
        exit(0)
    }
    runner.start()
    while true { RunLoop.main.run(until: Date(timeIntervalSinceNow: 1)) }
}

/// Whether the warm-up is over and whether callgrind is collecting, shared by the harness's
/// hooks (which run on the benchmark's thread only).
private final class MeasurementState: @unchecked Sendable {
    var measuring = false
    var collecting = false
}
