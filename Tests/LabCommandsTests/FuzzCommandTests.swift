import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Fuzzing
import Invariants
import Testing
@testable import LabCommands

@MainActor
@Suite("transition-lab fuzz")
struct FuzzCommandTests {
    @Test("a campaign prints its counts, per transition, and no violation")
    func campaign() throws {
        let result = try FuzzCommand.parse(["--seed", "3", "--count", "30", "--jobs", "1", "--transition", "move"]).execute()
        #expect(result.failure == nil)
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "fuzz: seed 3, 30 schedules (move 30), 1 process")
        let summary = FuzzCampaign(seed: 3, transitions: [.move]).run(0..<30)
        #expect(lines.contains("  transitions: \(summary.transitionsCompleted) completed, \(summary.transitionsCancelled) cancelled; "
            + "\(summary.requestsRefused) requests refused as documented; \(summary.frames) frames"))
        #expect(lines.last == "  violations: none")
    }

    @Test("--replay plays a saved schedule; one that leaves a finger down is refused with the step named")
    func replay() throws {
        let folder = try temporaryFolder()
        defer { removeItem(folder) }
        let good = try file(#"{"seed": 1, "transition": "push", "host": "tabbar", "steps": [{"step": "forward", "animated": true}]}"#, name: "good.json", in: folder)
        let result = try FuzzCommand.parse(["--replay", good]).execute()
        #expect(result.failure == nil)
        #expect(result.text.hasPrefix("replay of \(good): push in a tabbar host, 1 steps, "))
        #expect(result.text.hasSuffix("no violation"))

        let stuck = try file("""
            {"seed": 1, "transition": "move", "host": "navigation", "steps": [{"step": "gesture", "script":
              {"steps": [{"kind": "drag", "path": [[10, 10], [90, 10]], "lift": false}]}}]}
            """, name: "stuck.json", in: folder)
        #expect {
            try FuzzCommand.parse(["--replay", stuck]).execute()
        } throws: { error in
            LabMain.oneLine(for: error) == "--replay \(stuck) can't be played: steps[0]: the gesture script ends with fingers "
                + "still down; end it with a lift or a cancel"
        }
        let wrong = try file(#"{"seed": 1, "transition": "move", "host": "navigation", "steps": [{"step": "forward"}]}"#, name: "wrong.json", in: folder)
        #expect {
            try FuzzCommand.parse(["--replay", wrong]).execute()
        } throws: { error in
            LabMain.oneLine(for: error).hasPrefix("--replay \(wrong) is not a fuzz schedule at steps[0].animated: ")
        }
    }

    @Test("bad arguments get one line naming the argument", arguments: [
        (["--count", "0"], "--count must be from 1 to 100000000, got 0"),
        (["--transition", "slide"], "unknown transition 'slide'; use one of: dissolve, move, push, reveal, photo, zoom, all"),
        (["--jobs", "0"], "--jobs must be from 1 to 64, got 0"),
        (["--worker", "--first-index", "9223372036854775807", "--count", "1"],
         "--first-index plus --count must be at most 100000000, got 9223372036854775807 + 1"),
        (["--first-index", "99999999", "--count", "2"], "--first-index plus --count must be at most 100000000, got 99999999 + 2"),
        (["--out", ""], "--out must name a folder, got ''"),
    ])
    func badArguments(arguments: [String], message: String) {
        #expect {
            try TransitionLab.parseAsRoot(["fuzz"] + arguments)
        } throws: { error in
            LabMain.oneLine(for: error) == message
        }
    }

    /// A schedule that leaves a finger down never comes to rest: a real violation to report.
    let stuck = FuzzSchedule(seed: 77, transition: .move, host: .navigation, steps: [
        .forward(animated: false),
        .gesture(.init(steps: [.drag(path: [CGPoint(x: 10, y: 400), CGPoint(x: 90, y: 400)], lift: false)])),
    ])

    /// A summary of one schedule, `stuck` at index 4, that broke a promise.
    func failedSummary() -> FuzzSummary {
        let outcome = ScheduleRunner.run(stuck)
        #expect(outcome.violations.contains { $0.kind == .frozen })
        var summary = FuzzSummary()
        summary.schedules = 1
        summary.failedSchedules = 1
        summary.violationsByKind = ["frozen": 1]
        summary.failures = [FuzzSummary.Failure(index: 4, schedule: stuck, violations: outcome.violations)]
        return summary
    }

    @Test("a failure prints its violations and a reproducer, saves it for --replay, and fails the command")
    func failureReport() throws {
        let summary = failedSummary()
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let folder = temporary.appendingPathComponent("fuzz-output")
        let result = FuzzReport(seed: 9, transitions: [.move], lanes: 1, summary: summary, elapsed: .seconds(1), folder: folder).make()
        #expect(result.failure == "1 of 1 schedules broke a promise")
        #expect(result.text.contains("  VIOLATIONS: 1 schedules broke a promise (frozen 1)"))
        #expect(result.text.contains("  schedule #4 (seed 77, move in a navigation host):\n    [frozen] at "))
        let saved = folder.appendingPathComponent("reproducer-4.json")
        #expect(result.text.contains("  replay: transition-lab fuzz --replay \(saved.path)"))
        let reread = try JSONDecoder().decode(FuzzSchedule.self, from: Data(contentsOf: saved))
        #expect(reread == stuck, "nothing smaller fails the same way and can be played")
    }

    @Test("a reproducer that can't be saved still prints the violations and the shrunk schedule, and says it wasn't saved")
    func unsavedReproducer() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let blocker = try file("not a folder", name: "blocker", in: temporary)
        let folder = URL(fileURLWithPath: blocker).appendingPathComponent("fuzz-output")
        let saved = folder.appendingPathComponent("reproducer-4.json")
        let result = FuzzReport(seed: 9, transitions: [.move], lanes: 1, summary: failedSummary(), elapsed: .seconds(1), folder: folder).make()
        let failure = try #require(result.failure)
        #expect(failure.hasPrefix("1 of 1 schedules broke a promise; the reproducer could not be saved to \(saved.path): "))
        #expect(!failure.contains("\n"))
        #expect(result.text.contains("  VIOLATIONS: 1 schedules broke a promise (frozen 1)"))
        #expect(result.text.contains("  schedule #4 (seed 77, move in a navigation host):\n    [frozen] at "))
        #expect(result.text.contains("; the reproducer could not be saved to \(saved.path): "))
        #expect(result.text.contains(stuck.json(pretty: true)), "the shrunk schedule, to save by hand")
        #expect(try contents(of: temporary) == ["blocker"])
    }
}

@Suite("transition-lab fuzz, the built binary")
struct FuzzBinaryTests {
    @Test("worker processes run the same schedules as one process")
    @MainActor
    func workers() throws {
        let (status, text, _) = try runLab(["fuzz", "--seed", "11", "--count", "24", "--jobs", "2"])
        #expect(status == 0)
        #expect(text.hasPrefix("fuzz: seed 11, 24 schedules ("))
        #expect(text.contains(", 2 processes\n"))
        let summary = FuzzCampaign(seed: 11).run(0..<24)
        #expect(text.contains("  transitions: \(summary.transitionsCompleted) completed, \(summary.transitionsCancelled) cancelled; "
            + "\(summary.requestsRefused) requests refused as documented; \(summary.frames) frames"))
    }

    @Test("an interrupted parent stops its workers and waits for them: none outlives it", arguments: [SIGINT, SIGTERM])
    func interruptStopsWorkers(signal: Int32) throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let lab = try LabProcess(["fuzz", "--count", "100000", "--jobs", "2", "--out", temporary.appendingPathComponent("fuzz").path])
        var workers: [ProcessTable.Entry] = []
        // A bounded number of looks at the process table, until both workers run.
        var looks = 0
        while workers.count < 2, looks < 20_000 {
            workers = ProcessTable.children(of: lab.pid)
            looks += 1
            sched_yield()
        }
        guard workers.count == 2 else {
            Issue.record("two workers should have started; found \(workers.count)")
            kill(lab.pid, SIGKILL)
            _ = lab.finish()
            return
        }
        kill(lab.pid, signal)
        let result = lab.finish()
        #expect(result.ending == .exited(128 + signal))
        #expect(result.error == "transition-lab: interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM")\n")
        for worker in workers {
            #expect(!ProcessTable.isRunning(worker), "worker \(worker.pid) has exited with its parent")
        }
        #expect(try contents(of: temporary).isEmpty)
    }

    @Test("workers run at the niceness the command was started with: `nice -n 7 transition-lab fuzz` runs them at 7")
    func workersInheritNiceness() throws {
        // Issue 29, point 14: they ran at 0, started from threads of Dispatch's pool.
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let expected = min(Int(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)) + 7, 19)
        let lab = try LabProcess(["fuzz", "--count", "100000", "--jobs", "2", "--out", temporary.appendingPathComponent("fuzz").path],
                                 niceness: 7)
        var workers: [ProcessTable.Entry] = []
        var looks = 0
        while workers.count < 2, looks < 20_000 {
            workers = ProcessTable.children(of: lab.pid)
            looks += 1
            sched_yield()
        }
        let niceness = workers.map { ProcessTable.threadNiceness(of: $0.pid) }
        kill(lab.pid, workers.count == 2 ? SIGINT : SIGKILL)
        _ = lab.finish()
        #expect(workers.count == 2, "two workers should have started; found \(workers.count)")
        for (worker, threads) in zip(workers, niceness) {
            #expect(!threads.isEmpty)
            #expect(threads.allSatisfy { $0 == expected }, "worker \(worker.pid)'s threads run at \(threads), not \(expected)")
        }
    }

    @Test("--first-index picks the schedules to run, in one process or in workers", arguments: [1, 2])
    @MainActor
    func firstIndex(jobs: Int) throws {
        // Issue 29, point 14: without --worker it was ignored (schedule 0 ran, not 844,339).
        let (status, text, _) = try runLab(["fuzz", "--seed", "909", "--first-index", "8", "--count", "6", "--jobs", String(jobs)])
        #expect(status == 0)
        let summary = FuzzCampaign(seed: 909).run(8..<14)
        let other = FuzzCampaign(seed: 909).run(0..<6)
        #expect(summary.frames != other.frames, "the two ranges tell apart")
        #expect(text.contains("  transitions: \(summary.transitionsCompleted) completed, \(summary.transitionsCancelled) cancelled; "
            + "\(summary.requestsRefused) requests refused as documented; \(summary.frames) frames"), "\(text)")
    }

    @Test("a first index and count that overflow are a bad argument, not a crash")
    func firstIndexOverflow() throws {
        let result = try runLab(["fuzz", "--worker", "--first-index", "9223372036854775807", "--count", "1"])
        #expect(result.status == 2)
        #expect(result.error == "transition-lab: --first-index plus --count must be at most 100000000, got 9223372036854775807 + 1\n")
        #expect(result.output.isEmpty)
    }
}

extension FuzzCommandTests {
    @Test("a saved reproducer's path (from --out) is printed on one line, its control characters escaped")
    @MainActor
    func reproducerPathEscaped() throws {
        let temporary = try temporaryFolder()
        defer { removeItem(temporary) }
        let folder = temporary.appendingPathComponent("out\nput")
        let summary = failedSummary()
        let result = FuzzReport(seed: 9, transitions: [.move], lanes: 1, summary: summary, elapsed: .seconds(1), folder: folder).make()
        #expect(result.text.hasSuffix("  replay: transition-lab fuzz --replay \(temporary.path)/out\\nput/reproducer-4.json"))
        #expect(result.text.contains(", saved to \(temporary.path)/out\\nput/reproducer-4.json:\n"))
    }
}
