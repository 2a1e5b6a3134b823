import Demos
import Foundation
import Gestures
import GestureScripts

/// One random run: a transition in a host, and the steps played on it. Plain data, so a failing
/// schedule can be printed, saved and replayed exactly.
public struct FuzzSchedule: Sendable, Equatable, Codable {
    /// The seed the schedule was generated from (kept to name it; replay needs only the steps).
    public var seed: UInt64
    /// The transition every operation uses.
    public var transition: DemoTransition
    /// The container.
    public var host: DemoHost
    /// The steps, in order.
    public var steps: [FuzzStep]

    public init(seed: UInt64, transition: DemoTransition, host: DemoHost, steps: [FuzzStep]) {
        self.seed = seed
        self.transition = transition
        self.host = host
        self.steps = steps
    }

    private enum CodingKeys: String, CodingKey { case seed, transition, host, steps }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seed = try container.decodeWholeNumber(UInt64.self, forKey: .seed)
        transition = try container.decode(DemoTransition.self, forKey: .transition)
        let hostName = try container.decode(String.self, forKey: .host)
        guard let host = DemoHost(rawValue: hostName), transition.hosts.contains(host) else {
            throw DecodingError.dataCorruptedError(
                forKey: .host, in: container,
                debugDescription: "\(transition.rawValue) runs in \(transition.hosts.map(\.rawValue).joined(separator: ", ")), not \"\(hostName)\"")
        }
        self.host = host
        steps = try container.decode([FuzzStep].self, forKey: .steps)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seed, forKey: .seed)
        try container.encode(transition, forKey: .transition)
        try container.encode(host.rawValue, forKey: .host)
        try container.encode(steps, forKey: .steps)
    }

    /// The most steps a schedule may have.
    public static let maximumStepCount = 1_000
    /// The most frames one `frames` step may run.
    public static let maximumFramesPerStep = 10_000
    /// The longest frame a `frames` step may ask for, in seconds.
    public static let maximumFrameInterval = 10.0
    /// The longest a gesture script may play, its `startTime` (a delay) included, in seconds:
    /// the runner waits this long for one script's fingers to lift before the next.
    public static let maximumScriptSeconds = 10.0

    /// Checks that the schedule can be played as written, so that whatever the checker reports
    /// is the engine's doing, never the schedule's: at most ``maximumStepCount`` steps; every
    /// frame finite, 0 or longer and at most ``maximumFrameInterval``, at most
    /// ``maximumFramesPerStep`` per step; every gesture script valid, starting 0 or more
    /// seconds after the next frame, playing for at most ``maximumScriptSeconds`` in all, and
    /// lifting (or cancelling) every finger it puts down, so the window can come to rest.
    ///
    /// - Throws: ``FuzzScheduleError`` for the first step that can't be played.
    public func validate() throws(FuzzScheduleError) {
        guard steps.count <= Self.maximumStepCount else { throw .tooManySteps(steps.count) }
        for (index, step) in steps.enumerated() {
            switch step {
            case .forward, .back:
                continue
            case let .frames(intervals):
                guard intervals.count <= Self.maximumFramesPerStep else { throw .tooManyFrames(step: index, count: intervals.count) }
                if let position = intervals.firstIndex(where: { !($0.isFinite && $0 >= 0 && $0 <= Self.maximumFrameInterval) }) {
                    throw .invalidFrame(step: index, position: position, interval: intervals[position])
                }
            case let .gesture(script), let .grab(script):
                let extent: GestureScript.Extent
                do {
                    try script.validate()
                    extent = try script.extent()
                } catch {
                    throw .invalidScript(step: index, reason: error.description)
                }
                guard script.startTime >= 0 else {
                    throw .invalidScript(step: index, reason: "startTime: a delay after the next frame, must be 0 or more, "
                        + "got \(script.startTime)")
                }
                guard script.startTime + extent.duration <= Self.maximumScriptSeconds else {
                    throw .scriptTooLong(step: index, seconds: script.startTime + extent.duration)
                }
                if extent.fingersDownAtEnd > 0 { throw .fingersLeftDown(step: index) }
            }
        }
    }

    /// The schedule as JSON, keys sorted, on one line or pretty-printed.
    public func json(pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
