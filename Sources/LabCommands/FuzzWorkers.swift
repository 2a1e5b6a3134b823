import Foundation
import Fuzzing

/// Runs a fuzz campaign in worker processes of this executable, one lane per processor: the
/// engine is main-actor bound, so processes are how it uses every core.
///
/// The schedules are cut into batches; each lane runs one worker per batch in turn (so progress
/// can be shown), and the parent adds up the summaries the workers print as JSON. No worker
/// outlives the parent: an interrupted parent stops its workers (``RunningWorkers``), and a worker
/// whose parent has gone stops after its schedule under way.
struct FuzzWorkers {
    /// The worker's arguments, without its range.
    let arguments: [String]
    /// The index of the first schedule (`--first-index`).
    let first: Int
    /// How many schedules in all.
    let count: Int
    /// How many workers run at once.
    let lanes: Int

    /// The most schedules per worker process.
    static let batchSize = 5_000

    /// Runs every batch; `progress` gets the number of schedules done after each batch.
    func run(progress: (Int) -> Void) throws -> FuzzSummary {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        // Small campaigns are split evenly over the lanes; large ones in batches, for progress.
        let size = min(Self.batchSize, (count + lanes - 1) / lanes)
        let batches = stride(from: first, to: first + count, by: size).map { $0..<min($0 + size, first + count) }
        let results = BatchResults(count: batches.count)
        let group = DispatchGroup()
        for lane in 0..<min(lanes, batches.count) {
            group.enter()
            let arguments = arguments
            // A thread of its own, started from this one: it inherits this thread's niceness, and
            // so do the workers it starts (`nice -n 10 transition-lab fuzz` runs them at 10). A
            // thread of Dispatch's pool would not: Dispatch sets its threads' niceness from their
            // quality of service (0 for the default), and a worker takes its starter's.
            let thread = Thread {
                defer { group.leave() }
                for index in stride(from: lane, to: batches.count, by: lanes) {
                    let range = batches[index]
                    results.store(index, Self.runWorker(executable, arguments + ["--first-index", String(range.lowerBound),
                                                                                 "--count", String(range.count)]))
                }
            }
            thread.name = "fuzz lane \(lane + 1)"
            thread.start()
        }
        while group.wait(timeout: .now() + 0.5) == .timedOut { progress(results.schedulesDone) }
        var summary = FuzzSummary()
        for result in results.all {
            switch result {
            case let .success(part): summary.merge(part)
            case let .failure(error): throw error
            }
        }
        return summary
    }

    /// Runs one worker and reads its summary.
    private static func runWorker(_ executable: URL, _ arguments: [String]) -> Result<FuzzSummary, LabFailure> {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            guard try RunningWorkers.shared.start(process) else { return .failure(LabFailure("the fuzz workers were stopped")) }
        } catch {
            return .failure(LabFailure("cannot start a fuzz worker (\(executable.path)): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        RunningWorkers.shared.finished(process)
        guard process.terminationStatus == 0, let summary = try? JSONDecoder().decode(FuzzSummary.self, from: data) else {
            return .failure(LabFailure("a fuzz worker (\(arguments.joined(separator: " "))) exited with status \(process.terminationStatus)"))
        }
        return .success(summary)
    }
}

/// The workers' results, filled in from several threads.
///
/// `@unchecked Sendable`: every access to the stored state holds `lock`.
private final class BatchResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<FuzzSummary, LabFailure>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ result: Result<FuzzSummary, LabFailure>) {
        lock.withLock { results[index] = result }
    }

    /// The schedules run by the batches done so far.
    var schedulesDone: Int {
        lock.withLock { results.reduce(0) { done, result in done + ((try? result?.get())?.schedules ?? 0) } }
    }

    var all: [Result<FuzzSummary, LabFailure>] {
        lock.withLock { results.compactMap { $0 } }
    }
}
