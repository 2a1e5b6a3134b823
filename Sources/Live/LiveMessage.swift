import Foundation
import Gestures

/// A message from the live page: a frame, touches, a button, a setting, a demo to show, or "save".
///
/// Every message is one JSON object with a `"type"`:
/// ```json
/// {"type": "frame", "time": 12.52}
/// {"type": "touches", "time": 12.5, "touches": [{"id": 1, "x": 120, "y": 400, "phase": "began"}]}
/// {"type": "forward"}   {"type": "back"}   {"type": "save"}
/// {"type": "reducedMotion", "on": true}   {"type": "slowMotion", "on": true}
/// {"type": "show", "demo": "zoom", "host": "modal"}
/// ```
/// ``decode(_:)`` checks everything before anything changes: a message that is too long, not
/// JSON, of an unknown type, or with a number that is not finite or out of range is refused
/// with a ``LiveMessageError``.
public enum LiveMessage: Sendable, Equatable {
    /// The page draws a frame at `time` (its clock, in seconds): step the engine there and
    /// send the frame.
    case frame(time: Double)
    /// Every finger on the glass at `time` (the page's clock, in seconds), and those that end.
    case touches(time: Double, touches: [Touch])
    /// Go forward without a gesture: push, present, select the next tab, open a card.
    case forward
    /// Go back without a gesture: pop, dismiss, select the previous tab, close.
    case back
    /// The host's reduced-motion setting.
    case reducedMotion(Bool)
    /// The engine's clock at a quarter of real time, or at real time.
    case slowMotion(Bool)
    /// Show `demo` (a ``Demos/DemoTransition``'s name) in `host`.
    case show(demo: String, host: String?)
    /// Save what the person did as a gesture script.
    case save

    /// The longest message accepted, in bytes.
    public static let maximumLength = 16 * 1024
    /// The most fingers in one touch message.
    public static let maximumTouches = 10
    /// The largest coordinate accepted, in points (either way).
    public static let maximumCoordinate = 1e6
    /// The largest time accepted, in seconds (the page's clock: about 11 days).
    public static let maximumTime = 1e6

    /// Reads one message, or says in one line why it can't be used.
    public static func decode(_ data: Data) throws(LiveMessageError) -> LiveMessage {
        guard data.count <= maximumLength else { throw .tooLong(data.count) }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: data)
        } catch let error as LiveMessageError {
            throw error
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw .notJSON
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw .notAnObject
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
                DecodingError.keyNotFound(_, let context) {
            throw .invalid(Wire.path(context.codingPath), "is missing or of the wrong type")
        } catch {
            throw .notJSON
        }
        return wire.message
    }
}

/// The message as JSON has it, checked as it is read.
private struct Wire: Decodable {
    let message: LiveMessage

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."])
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let type = try c.decode(String.self, forKey: Key("type"))
        func allow(_ keys: Set<String>) throws {
            if let unknown = c.allKeys.map(\.stringValue).filter({ !keys.contains($0) }).sorted().first {
                throw LiveMessageError.invalid(unknown, "is not a key of a \(type) message")
            }
        }
        switch type {
        case "touches":
            try allow(["type", "time", "touches"])
            let time = try Self.number(c, "time", within: 0...LiveMessage.maximumTime)
            var list = try c.nestedUnkeyedContainer(forKey: Key("touches"))
            var touches: [Touch] = []
            while !list.isAtEnd {
                let key = "touches[\(list.currentIndex)]"
                guard touches.count < LiveMessage.maximumTouches else {
                    throw LiveMessageError.invalid("touches", "must hold at most \(LiveMessage.maximumTouches) fingers")
                }
                let item = try list.nestedContainer(keyedBy: Key.self)
                if let unknown = item.allKeys.map(\.stringValue).filter({ !["id", "x", "y", "phase"].contains($0) }).sorted().first {
                    throw LiveMessageError.invalid("\(key).\(unknown)", "is not a key of a finger")
                }
                let id = try Self.number(item, "id", within: 1...1e9, path: key)
                guard id == id.rounded() else { throw LiveMessageError.invalid("\(key).id", "must be a whole number") }
                let limit = LiveMessage.maximumCoordinate
                let x = try Self.number(item, "x", within: -limit...limit, path: key)
                let y = try Self.number(item, "y", within: -limit...limit, path: key)
                guard let phase = TouchPhase(rawValue: try item.decode(String.self, forKey: Key("phase"))) else {
                    throw LiveMessageError.invalid("\(key).phase", "must be began, moved, stationary, ended or cancelled")
                }
                touches.append(Touch(id: Int(id), x: x, y: y, timestamp: time, phase: phase))
            }
            guard !touches.isEmpty else { throw LiveMessageError.invalid("touches", "must hold at least 1 finger") }
            message = .touches(time: time, touches: touches)
        case "frame":
            try allow(["type", "time"])
            message = .frame(time: try Self.number(c, "time", within: 0...LiveMessage.maximumTime))
        case "forward", "back", "save":
            try allow(["type"])
            message = type == "forward" ? .forward : type == "back" ? .back : .save
        case "reducedMotion", "slowMotion":
            try allow(["type", "on"])
            let on = try c.decode(Bool.self, forKey: Key("on"))
            message = type == "reducedMotion" ? .reducedMotion(on) : .slowMotion(on)
        case "show":
            try allow(["type", "demo", "host"])
            let demo = try c.decode(String.self, forKey: Key("demo"))
            let host = try c.decodeIfPresent(String.self, forKey: Key("host"))
            guard demo.count <= 32, (host?.count ?? 0) <= 32 else {
                throw LiveMessageError.invalid("demo", "must be a demo's name (and host a host's)")
            }
            message = .show(demo: demo, host: host)
        default:
            throw LiveMessageError.unknownType(String(type.prefix(32)))
        }
    }

    private static func number(_ c: KeyedDecodingContainer<Key>, _ key: String, within range: ClosedRange<Double>,
                               path: String? = nil) throws -> Double {
        let value = try c.decode(Double.self, forKey: Key(key))
        guard value.isFinite, range.contains(value) else {
            throw LiveMessageError.invalid(path.map { "\($0).\(key)" } ?? key,
                                           "must be a finite number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}

/// Why a live message was refused; it changes nothing.
public enum LiveMessageError: Error, Equatable, CustomStringConvertible {
    /// Longer than ``LiveMessage/maximumLength`` bytes (this many).
    case tooLong(Int)
    /// Not JSON at all.
    case notJSON
    /// JSON, but not an object.
    case notAnObject
    /// A key that must be there is not (its path).
    case missing(String)
    /// A key's value can't be used (its path, and why).
    case invalid(String, String)
    /// A `type` no message has.
    case unknownType(String)

    public var description: String {
        switch self {
        case let .tooLong(length): "the message is \(length) bytes, more than \(LiveMessage.maximumLength)"
        case .notJSON: "the message is not JSON"
        case .notAnObject: "the message is not a JSON object"
        case let .missing(key): "\(key) is missing or not a number"
        case let .invalid(key, reason): "\(key) \(reason)"
        case let .unknownType(type): "unknown message type \"\(type)\""
        }
    }
}
