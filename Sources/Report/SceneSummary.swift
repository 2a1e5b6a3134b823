import Foundation
import Recording

/// What a recorded scene did, read from its frames: the phases of its transitions with their
/// times, how each transition ended (the position it completed at: its end, or its start when
/// cancelled), the duration and the frame count.
public struct SceneSummary: Sendable, Equatable {
    /// A stretch of time during which one phase held.
    public struct PhaseSpan: Sendable, Equatable {
        /// The phase.
        public var phase: RecordedTransition.Phase
        /// The first and last frame time of the span, in seconds.
        public var start: Double
        public var end: Double
    }

    /// The phases, in time order; consecutive frames in the same phase make one span.
    public var phases: [PhaseSpan]
    /// How each transition ended, in order: its name (when its start was recorded) and its
    /// completion position — "at end (completed)" or "at start (cancelled)".
    public var outcomes: [String]
    /// Time from the first frame to the last, in seconds.
    public var duration: Double
    /// How many frames were recorded.
    public var frameCount: Int

    /// The time of the first frame, if any.
    private var startTime: Double?
    /// The transition of the latest frame, and the name of the one whose start was seen last.
    private var previousTransition: String?
    private var began: String?

    /// The summary of no frame: add them with ``add(_:)``.
    public init() {
        phases = []
        outcomes = []
        duration = 0
        frameCount = 0
    }

    /// The summary of `scene`.
    public init(_ scene: RecordedScene) {
        self.init()
        for frame in scene.frames { add(frame) }
    }

    /// Takes in the next frame, in time order: a report that streams a scene sums it up frame
    /// by frame, keeping none.
    public mutating func add(_ frame: RecordedFrame) {
        for event in frame.events {
            switch event.kind {
            case .transitionBegan:
                began = event.detail
            case .transitionCompleted:
                let outcome = event.detail == "end" ? "at end (completed)" : "at \(event.detail) (cancelled)"
                outcomes.append(began.map { "\($0) \(outcome)" } ?? outcome)
                began = nil
            case .interactionStarted, .interactionEnded, .note:
                break
            }
        }
        let start = startTime ?? frame.time
        startTime = start
        duration = frame.time - start
        frameCount += 1
        guard let transition = frame.transition else {
            previousTransition = nil
            return
        }
        if let last = phases.last, last.phase == transition.phase, previousTransition == transition.name {
            phases[phases.count - 1].end = frame.time
        } else {
            phases.append(PhaseSpan(phase: transition.phase, start: frame.time, end: frame.time))
        }
        previousTransition = transition.name
    }

    /// One line per fact, for the terminal: phases with times, completions, duration, frames.
    public var lines: [String] {
        let spans = phases.map { "\($0.phase.rawValue) \(Self.seconds($0.start))–\(Self.seconds($0.end))" }
        return [
            "phases: " + (spans.isEmpty ? "none" : spans.joined(separator: ", ")),
            "transitions ended: " + (outcomes.isEmpty ? "none" : outcomes.joined(separator: "; ")),
            "duration: \(Self.seconds(duration)) s, \(frameCount) frames",
        ]
    }

    /// `value` with three decimals.
    static func seconds(_ value: Double) -> String { Number.fixed(value, digits: 3) }
}
