import Gestures
import GestureScripts

/// One step of a ``FuzzSchedule``.
public enum FuzzStep: Sendable, Equatable {
    /// Go forward without a gesture: push, present (for photo, open a photo) or the next tab.
    case forward(animated: Bool)
    /// Go back without a gesture: pop, dismiss (for photo, close the photo) or the previous tab.
    case back(animated: Bool)
    /// Play a gesture script, starting one frame from now; it plays as later frames run (the
    /// runner first lets any earlier gesture's fingers lift).
    case gesture(GestureScript)
    /// Play a gesture script moved so that its first fingers land on what flies in the running
    /// transition: the middle of its shared element where it is now, else the middle of its
    /// container; with no transition running, as written. A grab in the middle of a push or a
    /// presentation, wherever the flying element has got to.
    case grab(GestureScript)
    /// Run frames of these lengths, in seconds: a hostile clock has zero-length frames,
    /// dropped frames (a multiple of 1/120 s) and a 2-second frame among the normal ones.
    case frames([Double])
}

extension FuzzStep: Codable {
    private enum CodingKeys: String, CodingKey { case step, animated, script, intervals }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .step) {
        case "forward": self = .forward(animated: try container.decode(Bool.self, forKey: .animated))
        case "back": self = .back(animated: try container.decode(Bool.self, forKey: .animated))
        case "gesture": self = .gesture(try container.decode(GestureScript.self, forKey: .script))
        case "grab": self = .grab(try container.decode(GestureScript.self, forKey: .script))
        case "frames": self = .frames(try container.decode([Double].self, forKey: .intervals))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .step, in: container, debugDescription: "unknown step \"\(other)\" (forward, back, gesture, grab, frames)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .forward(animated):
            try container.encode("forward", forKey: .step)
            try container.encode(animated, forKey: .animated)
        case let .back(animated):
            try container.encode("back", forKey: .step)
            try container.encode(animated, forKey: .animated)
        case let .gesture(script):
            try container.encode("gesture", forKey: .step)
            try container.encode(script, forKey: .script)
        case let .grab(script):
            try container.encode("grab", forKey: .step)
            try container.encode(script, forKey: .script)
        case let .frames(intervals):
            try container.encode("frames", forKey: .step)
            try container.encode(intervals, forKey: .intervals)
        }
    }
}

extension FuzzStep {
    /// The gesture script a gesture or grab step plays, or `nil`.
    var script: GestureScript? {
        switch self {
        case let .gesture(script), let .grab(script): script
        case .forward, .back, .frames: nil
        }
    }

    /// A step of this one's kind (grab, else gesture) playing `script` instead.
    func playing(_ script: GestureScript) -> FuzzStep {
        if case .grab = self { return .grab(script) }
        return .gesture(script)
    }
}
