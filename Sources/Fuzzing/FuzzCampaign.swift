import Demos
import Foundation
import Invariants

/// Many schedules from one seed: runs them, counts what happened, and keeps the failures.
@MainActor
public struct FuzzCampaign {
    /// The campaign's seed; schedule `i` is generated from
    /// ``ScheduleGenerator/scheduleSeed(campaign:index:)``.
    public let seed: UInt64
    /// The transitions to draw from.
    public let transitions: [DemoTransition]
    /// Makes the schedules.
    public var generator = ScheduleGenerator()

    public init(seed: UInt64, transitions: [DemoTransition] = DemoTransition.allCases) {
        self.seed = seed
        self.transitions = transitions
    }

    /// The schedule at `index`.
    public func schedule(at index: Int) -> FuzzSchedule {
        generator.schedule(seed: ScheduleGenerator.scheduleSeed(campaign: seed, index: index), transitions: transitions)
    }

    /// Runs the schedules at `indices`, calling `progress` after each with the summary so far.
    public func run(_ indices: Range<Int>, progress: (FuzzSummary) -> Void = { _ in }) -> FuzzSummary {
        var summary = FuzzSummary()
        for index in indices {
            let schedule = schedule(at: index)
            let outcome = ScheduleRunner.run(schedule)
            summary.add(outcome, of: schedule, index: index)
            progress(summary)
        }
        return summary
    }
}

/// The counts of a fuzz campaign (or of one shard of it) and its first failures.
public struct FuzzSummary: Sendable, Equatable, Codable {
    /// A schedule that failed.
    public struct Failure: Sendable, Equatable, Codable {
        /// Its index in the campaign.
        public var index: Int
        /// The schedule.
        public var schedule: FuzzSchedule
        /// What it broke.
        public var violations: [InvariantViolation]

        public init(index: Int, schedule: FuzzSchedule, violations: [InvariantViolation]) {
            self.index = index
            self.schedule = schedule
            self.violations = violations
        }
    }

    /// The most failures kept; the rest are counted only.
    public static let keptFailures = 5

    public var schedules = 0
    public var transitionsCompleted = 0
    public var transitionsCancelled = 0
    public var requestsRefused = 0
    public var frames = 0
    /// Schedules per transition name.
    public var schedulesByTransition: [String: Int] = [:]
    /// Schedules that broke a promise.
    public var failedSchedules = 0
    /// Violations per kind.
    public var violationsByKind: [String: Int] = [:]
    /// The first failures, by index.
    public var failures: [Failure] = []

    public init() {}

    mutating func add(_ outcome: ScheduleOutcome, of schedule: FuzzSchedule, index: Int) {
        schedules += 1
        transitionsCompleted += outcome.completed
        transitionsCancelled += outcome.cancelled
        requestsRefused += outcome.refused
        frames += outcome.frames
        schedulesByTransition[schedule.transition.rawValue, default: 0] += 1
        guard !outcome.passed else { return }
        failedSchedules += 1
        for violation in outcome.violations { violationsByKind[violation.kind.rawValue, default: 0] += 1 }
        if failures.count < Self.keptFailures {
            failures.append(Failure(index: index, schedule: schedule, violations: outcome.violations))
        }
    }

    /// Adds another shard's summary to this one.
    public mutating func merge(_ other: FuzzSummary) {
        schedules += other.schedules
        transitionsCompleted += other.transitionsCompleted
        transitionsCancelled += other.transitionsCancelled
        requestsRefused += other.requestsRefused
        frames += other.frames
        failedSchedules += other.failedSchedules
        schedulesByTransition.merge(other.schedulesByTransition, uniquingKeysWith: +)
        violationsByKind.merge(other.violationsByKind, uniquingKeysWith: +)
        failures = Array((failures + other.failures).sorted { $0.index < $1.index }.prefix(Self.keptFailures))
    }
}
