import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts

/// Makes a failing ``FuzzSchedule`` as small as it can while it still breaks the same promise:
/// fewer steps, fewer and plainer frames, gestures with fewer steps, no jitter and round
/// numbers — a reproducer a person can read.
@MainActor
public enum ScheduleShrinker {
    /// The smallest schedule found that still fails with a violation of `schedule`'s first
    /// violation's kind, trying at most `budget` candidates; `schedule` itself when it passes.
    public static func shrink(_ schedule: FuzzSchedule, budget: Int = 400) -> FuzzSchedule {
        guard let kind = ScheduleRunner.run(schedule).violations.first?.kind else { return schedule }
        return shrink(schedule, budget: budget) { candidate in
            ScheduleRunner.run(candidate).violations.contains { $0.kind == kind }
        }
    }

    /// The smallest schedule found for which `fails` holds, trying at most `budget` candidates.
    ///
    /// - Parameters:
    ///   - schedule: The failing schedule.
    ///   - budget: The most candidates tried.
    ///   - fails: Whether a candidate still shows the failure; it holds for `schedule`.
    public static func shrink(
        _ schedule: FuzzSchedule, budget: Int = 400, fails: @escaping @MainActor (FuzzSchedule) -> Bool
    ) -> FuzzSchedule {
        var search = Search(best: schedule, fails: fails, budget: budget)
        var improved = true
        while improved, search.budget > 0 {
            improved = false
            improved = search.removeSteps() || improved
            improved = search.simplifyFrames() || improved
            improved = search.simplifyGestures() || improved
        }
        return search.best
    }

    /// The state of one shrink: the smallest failing schedule so far and the runs left.
    @MainActor
    struct Search {
        var best: FuzzSchedule
        let fails: @MainActor (FuzzSchedule) -> Bool
        var budget: Int

        /// Whether `candidate` still fails the same way; if so it becomes the best.
        mutating func keeps(_ candidate: FuzzSchedule) -> Bool {
            guard budget > 0, candidate != best, (try? candidate.validate()) != nil else { return false }
            budget -= 1
            guard fails(candidate) else { return false }
            best = candidate
            return true
        }

        /// Removes runs of steps, halves first, then smaller runs down to single steps.
        mutating func removeSteps() -> Bool {
            var improved = false
            var size = max(best.steps.count / 2, 1)
            while size >= 1 {
                var start = 0
                while start < best.steps.count {
                    var candidate = best
                    candidate.steps.removeSubrange(start..<min(start + size, candidate.steps.count))
                    if keeps(candidate) { improved = true } else { start += size }
                }
                size /= 2
            }
            return improved
        }

        /// Shortens runs of frames and makes hostile frames normal ones.
        mutating func simplifyFrames() -> Bool {
            var improved = false
            for index in best.steps.indices {
                guard index < best.steps.count, case var .frames(intervals) = best.steps[index] else { continue }
                var size = max(intervals.count / 2, 1)
                while size >= 1, intervals.count > 1 {
                    var start = 0
                    while start < intervals.count, intervals.count > 1 {
                        var shorter = intervals
                        shorter.removeSubrange(start..<min(start + size, shorter.count))
                        if !shorter.isEmpty, keeps(replacing(index, with: .frames(shorter))) {
                            intervals = shorter
                            improved = true
                        } else {
                            start += size
                        }
                    }
                    size /= 2
                }
                for position in intervals.indices where intervals[position] != 1.0 / 120 {
                    var plainer = intervals
                    plainer[position] = 1.0 / 120
                    if keeps(replacing(index, with: .frames(plainer))) {
                        intervals = plainer
                        improved = true
                    }
                }
            }
            return improved
        }

        /// Removes gesture steps, jitter and odd touch rates, and rounds coordinates.
        mutating func simplifyGestures() -> Bool {
            var improved = false
            for index in best.steps.indices {
                guard index < best.steps.count, var script = best.steps[index].script else { continue }
                let step = best.steps[index]
                var position = 0
                while position < script.steps.count, script.steps.count > 1 {
                    var shorter = script
                    shorter.steps.remove(at: position)
                    if keeps(replacing(index, with: step.playing(shorter))) {
                        script = shorter
                        improved = true
                    } else {
                        position += 1
                    }
                }
                var plainer = script
                plainer.jitter = 0
                plainer.touchRate = GestureScript.defaultTouchRate
                plainer.steps = plainer.steps.map(\.rounded)
                if plainer != script, keeps(replacing(index, with: step.playing(plainer))) {
                    improved = true
                }
            }
            return improved
        }

        private func replacing(_ index: Int, with step: FuzzStep) -> FuzzSchedule {
            var candidate = best
            candidate.steps[index] = step
            return candidate
        }
    }
}

extension GestureStep {
    /// The step with its points on whole points, and its other numbers to 3 decimals.
    var rounded: GestureStep {
        func point(_ value: CGPoint) -> CGPoint { CGPoint(x: value.x.rounded(), y: value.y.rounded()) }
        func number(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        switch self {
        case let .tap(at, fingers): return .tap(at: point(at), fingers: fingers)
        case let .doubleTap(at, fingers): return .doubleTap(at: point(at), fingers: fingers)
        case let .longPress(at, duration, fingers, lift):
            return .longPress(at: point(at), duration: number(duration), fingers: fingers, lift: lift)
        case let .drag(path, duration, easing, lift):
            return .drag(path: path.map(point), duration: number(duration), easing: easing, lift: lift)
        case let .flick(from, velocity, duration):
            return .flick(from: from.map(point), velocity: point(velocity), duration: number(duration))
        case let .pinch(center, span, angle, scale, duration, easing, lift):
            return .pinch(center: center.map(point), span: span.map(number), angle: angle.map(number), scale: number(scale),
                          duration: number(duration), easing: easing, lift: lift)
        case let .rotate(center, span, angle, rotation, duration, easing, lift):
            return .rotate(center: center.map(point), span: span.map(number), angle: angle.map(number), rotation: number(rotation),
                           duration: number(duration), easing: easing, lift: lift)
        case let .pinchRotateDrag(center, span, angle, scale, rotation, translation, duration, easing, lift):
            return .pinchRotateDrag(center: center.map(point), span: span.map(number), angle: angle.map(number), scale: number(scale),
                                    rotation: number(rotation), translation: point(translation), duration: number(duration),
                                    easing: easing, lift: lift)
        case let .edgeSwipe(edge, screen, along, distance, duration, easing, lift):
            return .edgeSwipe(edge: edge, screen: screen, along: along.map(number), distance: number(distance),
                              duration: number(duration), easing: easing, lift: lift)
        case let .hold(duration): return .hold(duration: number(duration))
        case let .wait(duration): return .wait(duration: number(duration))
        case .lift, .cancel: return self
        // Recorded touches keep their times and places: rounded, they might no longer replay.
        case .touches: return self
        }
    }
}
