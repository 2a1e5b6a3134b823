import Foundation
import Gestures
import GestureScripts

/// A live session saved to a file: the scene it showed, the buttons the person pressed and the
/// settings they changed, with their times, and every touch, as a gesture script.
///
/// As JSON (`transition-lab run --script FILE` plays one):
/// ```json
/// {"scene": {"demo": "push", "host": "navigation", "reducedMotion": false,
///            "actions": [{"time": 0.52, "do": "forward"}]},
///  "script": {"startTime": 1.9, "steps": [{"kind": "touches", "frames": [...]}]}}
/// ```
/// Times are the engine's, in seconds from when the demo was shown; the script is the gesture
/// scripts' own format, touch by touch at the times the engine received them.
public struct LiveRecording: Sendable, Equatable {
    /// The demo shown.
    public var demo: DemoTransition
    /// The host it was shown in.
    public var host: DemoHost
    /// Whether reduced motion was on when the demo was shown.
    public var reducedMotion: Bool
    /// The buttons pressed and settings changed, in time order.
    public var actions: [LiveAction]
    /// Every touch, at its time.
    public var script: GestureScript

    /// The most actions a recording holds.
    public static let maximumActions = 100_000
    /// The latest time an action may have, in seconds (about 11 days, as for the live page).
    public static let maximumTime = 1e6

    /// A recording.
    public init(demo: DemoTransition, host: DemoHost, reducedMotion: Bool = false, actions: [LiveAction] = [],
                script: GestureScript) {
        self.demo = demo
        self.host = host
        self.reducedMotion = reducedMotion
        self.actions = actions
        self.script = script
    }

    /// When its last touch or action happens, in seconds.
    public var endTime: Double {
        let touchesEnd = (try? script.extent()).map { script.startTime + $0.duration } ?? script.startTime
        return max(touchesEnd, actions.last?.time ?? 0)
    }

    /// Whether `data` looks like a live recording (a JSON object with a `scene` or a `script`,
    /// keys no gesture script has) rather than a plain gesture script, without reading it all:
    /// a recording missing either is read as one, and refused for what it lacks.
    public static func isRecording(_ data: Data) -> Bool {
        struct Probe: Decodable {
            let isRecording: Bool
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: LiveRecordingKey.self)
                isRecording = container.contains(LiveRecordingKey("scene")) || container.contains(LiveRecordingKey("script"))
            }
        }
        return (try? JSONDecoder().decode(Probe.self, from: data))?.isRecording ?? false
    }

    /// Reads and checks a recording: its scene, its actions (in time order, at finite times
    /// from 0), and its script (validated like any gesture script, its `startTime` — when its
    /// first touch came, in seconds from when the demo was shown — 0 or more).
    ///
    /// - Throws: ``LiveRecordingError/invalid(_:_:)`` naming the JSON path of the problem and
    ///   the rule it breaks.
    public static func decode(from data: Data) throws(LiveRecordingError) -> LiveRecording {
        let recording: LiveRecording
        do {
            recording = try JSONDecoder().decode(LiveRecording.self, from: data)
        } catch let error as LiveRecordingError {
            throw error
        } catch let DecodingError.keyNotFound(key, context)
                    where Self.requirement(of: LiveRecordingKey.path(context.codingPath + [key])) != nil {
            let path = LiveRecordingKey.path(context.codingPath + [key])
            throw .invalid(path, "is missing: " + (Self.requirement(of: path) ?? ""))
        } catch {
            // The path and what was expected there; a number no field can hold (1e400) is found
            // and named, where the decoder only says the text is not valid JSON.
            let failure = JSONDecodingFailure(error, in: data)
            throw .invalid(failure.path, failure.reason)
        }
        guard recording.script.startTime >= 0 else {
            throw .invalid("script.startTime", "must be 0 or more: it is when the first touch came, in seconds from when "
                + "the demo was shown (touches can't be played in the past), got \(recording.script.startTime)")
        }
        do {
            try recording.script.validate()
        } catch {
            throw .invalid("script", "\(error)")
        }
        return recording
    }

    /// What the required key at `path` holds, for the message when it is missing; nil for a key
    /// of the script (the gesture scripts' own messages say).
    private static func requirement(of path: String) -> String? {
        if path.hasPrefix("scene.actions["), path.hasSuffix(".time") || path.hasSuffix(".do") {
            return "an action has a time (seconds from when the demo was shown) and a do ("
                + LiveAction.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        }
        return requirements[path]
    }

    /// What each required key of a recording holds, for the message when one is missing.
    private static let requirements = [
        "scene": "a live recording has a scene (demo, host, reducedMotion, actions) and a script",
        "script": "a live recording has a scene and a script (a gesture script of its touches)",
        "scene.demo": "the scene names its demo: \(DemoTransition.names)",
        "scene.host": "the scene names its host: navigation, modal or tabbar",
        "scene.actions": "the scene lists its actions (an empty array if none)",
    ]
}

/// A button the person pressed, or a setting they changed, at an engine time.
public struct LiveAction: Sendable, Equatable, Codable {
    /// What was done.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// Forward without a gesture (push, present, next tab, open).
        case forward
        /// Back without a gesture (pop, dismiss, previous tab, close).
        case back
        /// Reduced motion turned on.
        case reducedMotionOn
        /// Reduced motion turned off.
        case reducedMotionOff
    }

    /// When, in seconds of engine time.
    public var time: Double
    /// What.
    public var kind: Kind

    /// An action.
    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    private enum CodingKeys: String, CodingKey {
        case time
        case kind = "do"
    }
}

/// Why a file can't be played as a live recording.
public enum LiveRecordingError: Error, Equatable, CustomStringConvertible {
    /// A value can't be used: its JSON path, and why.
    case invalid(String, String)

    public var description: String {
        switch self {
        case let .invalid(path, reason): path.isEmpty ? reason : "\(path): \(reason)"
        }
    }
}

/// A key of a live recording's JSON, by name, so unknown keys can be refused.
struct LiveRecordingKey: CodingKey {
    let stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = "[\(intValue)]"
        self.intValue = intValue
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."])
    }
}

extension LiveRecording: Codable {
    public init(from decoder: any Decoder) throws {
        let outer = try decoder.container(keyedBy: LiveRecordingKey.self)
        try Self.refuseUnknown(in: outer, allowed: ["scene", "script"], owner: "a live recording")
        let scene = try outer.nestedContainer(keyedBy: LiveRecordingKey.self, forKey: LiveRecordingKey("scene"))
        try Self.refuseUnknown(in: scene, allowed: ["demo", "host", "reducedMotion", "actions"], owner: "a live recording's scene")
        let demoName = try scene.decode(String.self, forKey: LiveRecordingKey("demo"))
        guard let demo = DemoTransition(rawValue: demoName) else {
            throw LiveRecordingError.invalid("scene.demo", "unknown demo \"\(demoName.prefix(32))\"; demos: \(DemoTransition.names)")
        }
        let hostName = try scene.decode(String.self, forKey: LiveRecordingKey("host"))
        guard let host = DemoHost(rawValue: hostName), demo.hosts.contains(host) else {
            let hosts = demo.hosts.map(\.rawValue).joined(separator: ", ")
            throw LiveRecordingError.invalid("scene.host", "\"\(hostName.prefix(32))\" is not a host for \(demo.rawValue); use one of: \(hosts)")
        }
        let reducedMotion = try scene.decodeIfPresent(Bool.self, forKey: LiveRecordingKey("reducedMotion")) ?? false
        var list = try scene.nestedUnkeyedContainer(forKey: LiveRecordingKey("actions"))
        var actions: [LiveAction] = []
        while !list.isAtEnd {
            let path = "scene.actions[\(list.currentIndex)]"
            guard actions.count < Self.maximumActions else {
                throw LiveRecordingError.invalid("scene.actions", "holds more than \(Self.maximumActions) actions")
            }
            let item = try list.nestedContainer(keyedBy: LiveRecordingKey.self)
            try Self.refuseUnknown(in: item, allowed: ["time", "do"], owner: "an action")
            let time = try item.decode(Double.self, forKey: LiveRecordingKey("time"))
            guard time.isFinite, time >= 0, time <= Self.maximumTime else {
                throw LiveRecordingError.invalid("\(path).time", "must be a finite number from 0 to \(Int(Self.maximumTime)) s")
            }
            guard time >= (actions.last?.time ?? 0) else {
                throw LiveRecordingError.invalid("\(path).time", "comes before the action before it: actions are in time order")
            }
            let name = try item.decode(String.self, forKey: LiveRecordingKey("do"))
            guard let kind = LiveAction.Kind(rawValue: name) else {
                throw LiveRecordingError.invalid("\(path).do", "must be one of "
                    + LiveAction.Kind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            actions.append(LiveAction(time: time, kind: kind))
        }
        let script = try outer.decode(GestureScript.self, forKey: LiveRecordingKey("script"))
        self.init(demo: demo, host: host, reducedMotion: reducedMotion, actions: actions, script: script)
    }

    public func encode(to encoder: any Encoder) throws {
        var outer = encoder.container(keyedBy: LiveRecordingKey.self)
        var scene = outer.nestedContainer(keyedBy: LiveRecordingKey.self, forKey: LiveRecordingKey("scene"))
        try scene.encode(demo.rawValue, forKey: LiveRecordingKey("demo"))
        try scene.encode(host.rawValue, forKey: LiveRecordingKey("host"))
        try scene.encode(reducedMotion, forKey: LiveRecordingKey("reducedMotion"))
        try scene.encode(actions, forKey: LiveRecordingKey("actions"))
        try outer.encode(script, forKey: LiveRecordingKey("script"))
    }

    private static func refuseUnknown(in container: KeyedDecodingContainer<LiveRecordingKey>, allowed: [String], owner: String) throws {
        if let unknown = container.allKeys.map(\.stringValue).filter({ !allowed.contains($0) }).sorted().first {
            let path = LiveRecordingKey.path(container.codingPath + [LiveRecordingKey(unknown)])
            throw LiveRecordingError.invalid(path, "is not a key of \(owner); it takes " + allowed.joined(separator: ", "))
        }
    }
}
