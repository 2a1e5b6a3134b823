import Invariants

/// A saved live session played back on the manual clock and compared with the session as it
/// was live: whether the recording replays exactly.
///
/// It replays exactly when the same transitions ended the same way, in the same order, and —
/// if the live session was at rest when it was saved — the replay's final frame shows the same
/// views as the live one within 0.01 pt (``/Recording/RecordedFrame/viewDifferences(from:tolerance:limit:)``),
/// with no broken promise found by the invariant checker on the way.
public struct LiveReplayCheck: Sendable, Equatable, Codable {
    /// How the transitions ended live, oldest first.
    public var live: [TransitionEnding]
    /// How they ended when replayed.
    public var replayed: [TransitionEnding]
    /// Whether the final frames were compared: only when the live session was at rest when
    /// saved (a session still moving has no end yet; its replay plays on to rest).
    public var comparedFinalFrames: Bool
    /// What differs, one line each; empty when it replays exactly.
    public var differences: [String]

    /// Whether the recording replays exactly.
    public var replaysExactly: Bool { differences.isEmpty }

    /// A check.
    public init(live: [TransitionEnding], replayed: [TransitionEnding], comparedFinalFrames: Bool, differences: [String]) {
        self.live = live
        self.replayed = replayed
        self.comparedFinalFrames = comparedFinalFrames
        self.differences = differences
    }

    /// One line: "replays exactly: 2 transitions, final frame within 0.01 pt", or the first difference.
    public var summary: String {
        guard replaysExactly else { return "does not replay exactly: " + differences[0] }
        let count = replayed.count == 1 ? "1 transition" : "\(replayed.count) transitions"
        return "replays exactly: \(count) ended as live" + (comparedFinalFrames ? ", final frame within 0.01 pt" : "")
    }
}
