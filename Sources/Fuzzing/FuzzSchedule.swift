import Demos
import Foundation
import Gestures

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
        seed = try container.decode(UInt64.self, forKey: .seed)
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

    /// Checks that every gesture script is valid and lifts (or cancels) every finger it puts
    /// down, so the window can come to rest.
    ///
    /// - Throws: ``FuzzScheduleError`` for the first step that can't be played.
    public func validate() throws(FuzzScheduleError) {
        for (index, step) in steps.enumerated() {
            guard case let .gesture(script) = step else { continue }
            let events: [TouchEvent]
            do {
                events = try script.touchEvents()
            } catch {
                throw .invalidScript(step: index, reason: error.description)
            }
            if let last = events.last, last.touches.contains(where: { $0.phase.isDown }) {
                throw .fingersLeftDown(step: index)
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
