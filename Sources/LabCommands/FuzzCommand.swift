import ArgumentParser
import Demos
import Foundation
import Fuzzing
import Gestures
import GestureScripts

/// `transition-lab fuzz`: random schedules of operations, gestures, interruptions and a hostile
/// clock, under the invariant checker.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Run random schedules under the invariant checker; print a shrunk reproducer for any violation.",
        discussion: """
        Each schedule builds a fresh demo (a built-in transition in a navigation, modal or tab bar \
        host, or the photo transition) and plays random steps on it: push, pop, present, dismiss \
        and tab switches (animated or not, some during a transition), gesture scripts (swipes, \
        drags, flicks, pinches, rotations, taps with extra fingers, touch cancels) that start, \
        drive and interrupt transitions, and runs of frames from a hostile clock (zero-length, \
        dropped and 2-second frames). The same seed runs the same schedules. On a violation the \
        first failing schedule is shrunk, printed and saved as JSON for --replay, and the exit \
        status is 1.
        """
    )

    // `.unconditional`: a value starting with "-" (`--count -1`) is the option's value, refused
    // by the range check naming it, not "Missing value".
    @Option(parsing: .unconditional, help: "The campaign's seed (0 to 18446744073709551615).")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "How many schedules to run (1 to 100000000).")
    var count: Int = 1000

    @Option(help: "The transition to fuzz: \(DemoTransition.names), or all.")
    var transition: String = "all"

    @Option(parsing: .unconditional, help: "Worker processes, 1 to 64 (default: one per processor; 1 runs in this process).")
    var jobs: Int?

    @Option(help: "Replay one schedule from a JSON file (as saved for a violation) instead of fuzzing.")
    var replay: String?

    @Option(help: "The folder to save a failing schedule's reproducer in.")
    var out: String = "fuzz-output"

    @Option(parsing: .unconditional, help: .hidden) var firstIndex: Int = 0
    @Flag(help: .hidden) var worker = false

    /// The most schedules a campaign runs, and the end of the last one's index.
    static let maximumCount = 100_000_000

    func validate() throws {
        guard count >= 1, count <= Self.maximumCount else {
            throw ValidationError("--count must be from 1 to \(Self.maximumCount), got \(count)")
        }
        if let jobs, jobs < 1 || jobs > 64 { throw ValidationError("--jobs must be from 1 to 64, got \(jobs)") }
        guard firstIndex >= 0 else { throw ValidationError("--first-index must not be negative") }
        // Subtracting, as count is at most the maximum: the sum itself could overflow.
        guard firstIndex <= Self.maximumCount - count else {
            throw ValidationError("--first-index plus --count must be at most \(Self.maximumCount), got \(firstIndex) + \(count)")
        }
        guard !out.isEmpty else { throw ValidationError("--out must name a folder, got ''") }
        _ = try transitions()
    }

    /// The transitions asked for.
    func transitions() throws -> [DemoTransition] {
        if transition == "all" { return DemoTransition.allCases }
        guard let one = DemoTransition(rawValue: transition) else {
            throw ValidationError("unknown transition '\(transition)'; use one of: \(DemoTransition.names), all")
        }
        return [one]
    }

    func run() throws {
        if worker {
            InterruptHandler.shared.restoreDefaults()
            let transitions = try transitions()
            let json = MainActor.assumeIsolated {
                FuzzCampaign(seed: seed, transitions: transitions).runInWorker(first: firstIndex, count: count)
            }
            print(json)
            return
        }
        let result = try MainActor.assumeIsolated { try execute(progress: ProgressBar()) }
        print(result.text)
        if let failure = result.failure { throw LabFailure(failure) }
    }

    /// Runs the command; returns what to print and, when a promise was broken, the one-line
    /// failure.
    @MainActor
    func execute(progress: ProgressBar? = nil) throws -> (text: String, failure: String?) {
        if let replay { return try replaySchedule(at: replay) }
        let transitions = try transitions()
        let requestedLanes = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // Workers pay off once each gets at least two schedules.
        let lanes = requestedLanes > 1 && count >= 2 * requestedLanes ? requestedLanes : 1
        let clock = ContinuousClock()
        let start = clock.now
        let summary: FuzzSummary
        if lanes == 1 {
            summary = FuzzCampaign(seed: seed, transitions: transitions).run(firstIndex..<firstIndex + count) { summary in
                if summary.schedules % 100 == 0 { progress?.update(done: summary.schedules, of: count, label: "schedules") }
            }
        } else {
            summary = try FuzzWorkers(arguments: workerArguments, first: firstIndex, count: count, lanes: lanes).run { done in
                progress?.update(done: done, of: count, label: "schedules")
            }
        }
        progress?.finish()
        let elapsed = clock.now - start
        return FuzzReport(seed: seed, transitions: transitions, lanes: lanes,
                              summary: summary, elapsed: elapsed, folder: URL(fileURLWithPath: out)).make()
    }

    /// The arguments a worker gets besides its range.
    private var workerArguments: [String] { ["fuzz", "--worker", "--seed", String(seed), "--transition", transition] }

    @MainActor
    private func replaySchedule(at path: String) throws -> (text: String, failure: String?) {
        let data = try InputFile.read(path, as: "--replay ")
        let schedule: FuzzSchedule
        do {
            schedule = try JSONDecoder().decode(FuzzSchedule.self, from: data)
        } catch {
            let failure = JSONDecodingFailure(error, in: data)
            let place = failure.path.isEmpty ? "" : " at \(failure.path)"
            throw ValidationError("--replay \(Printable.escaped(path)) is not a fuzz schedule\(place): \(failure.reason)")
        }
        do {
            try schedule.validate()
        } catch {
            throw ValidationError("--replay \(Printable.escaped(path)) can't be played: \(error)")
        }
        let outcome = ScheduleRunner.run(schedule)
        var lines = ["replay of \(Printable.escaped(path)): \(schedule.transition.rawValue) in a \(schedule.host.rawValue) host, "
            + "\(schedule.steps.count) steps, \(outcome.frames) frames; \(outcome.completed) transitions completed, "
            + "\(outcome.cancelled) cancelled, \(outcome.refused) requests refused"]
        if outcome.passed {
            lines.append("no violation")
            return (lines.joined(separator: "\n"), nil)
        }
        lines += outcome.violations.map { "  \($0)" }
        return (lines.joined(separator: "\n"), "the replayed schedule broke \(outcome.violations.count) promise(s)")
    }
}

@MainActor
extension FuzzCampaign {
    /// Runs `count` schedules from `first` and returns the summary as JSON, for the parent.
    ///
    /// Should the parent go (killed, so it could not stop its workers), the worker exits after
    /// the schedule under way: nobody is left to read its summary.
    func runInWorker(first: Int, count: Int) -> String {
        let parent = getppid()
        let summary = run(first..<(first + count)) { _ in
            if getppid() != parent { _exit(LabMain.failureStatus) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(summary) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
