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
    /// Show `demo` (a ``/Demos/DemoTransition``'s name) in `host`.
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
    ///
    /// The page's frame and touches messages, sent every display frame, are read by
    /// `LiveMessageScanner` when they are plainly valid; everything else (and anything unusual
    /// in those) by `JSONDecoder`, which gives the same messages and says why one is refused.
    public static func decode(_ data: Data) throws(LiveMessageError) -> LiveMessage {
        guard data.count <= maximumLength else { throw .tooLong(data.count) }
        if let message = LiveMessageScanner.hotMessage(data) { return message }
        return try decodeWithDecoder(data)
    }

    /// ``decode(_:)`` by `JSONDecoder` alone: every message, and every refusal's reason.
    static func decodeWithDecoder(_ data: Data) throws(LiveMessageError) -> LiveMessage {
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
        } catch let DecodingError.keyNotFound(key, context) {
            throw .missing(Wire.path(context.codingPath + [key]), rule: "the message needs it")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw .invalid(Wire.path(context.codingPath), "is of the wrong type")
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
        let type = try Self.value(String.self, c, "type", rule: "every message names its type, a string")
        func allow(_ keys: Set<String>) throws {
            if let unknown = c.allKeys.map(\.stringValue).filter({ !keys.contains($0) }).sorted().first {
                throw LiveMessageError.invalid(unknown, "is not a key of a \(type) message")
            }
        }
        switch type {
        case "touches":
            try allow(["type", "time", "touches"])
            let time = try Self.number(c, "time", within: 0...LiveMessage.maximumTime)
            guard c.contains(Key("touches")) else {
                throw LiveMessageError.missing("touches", rule: "a touches message holds its fingers, an array of 1 to "
                    + "\(LiveMessage.maximumTouches) objects with id, x, y and phase")
            }
            guard var list = try? c.nestedUnkeyedContainer(forKey: Key("touches")) else {
                throw LiveMessageError.invalid("touches", "must be an array of fingers (objects with id, x, y and phase)")
            }
            var touches: [Touch] = []
            while !list.isAtEnd {
                let key = "touches[\(list.currentIndex)]"
                guard touches.count < LiveMessage.maximumTouches else {
                    throw LiveMessageError.invalid("touches", "must hold at most \(LiveMessage.maximumTouches) fingers")
                }
                guard let item = try? list.nestedContainer(keyedBy: Key.self) else {
                    throw LiveMessageError.invalid(key, "must be a finger: an object with id, x, y and phase")
                }
                if let unknown = item.allKeys.map(\.stringValue).filter({ !["id", "x", "y", "phase"].contains($0) }).sorted().first {
                    throw LiveMessageError.invalid("\(key).\(unknown)", "is not a key of a finger")
                }
                let id = try Self.number(item, "id", within: 1...1e9, path: key)
                guard id == id.rounded() else { throw LiveMessageError.invalid("\(key).id", "must be a whole number") }
                let limit = LiveMessage.maximumCoordinate
                let x = try Self.number(item, "x", within: -limit...limit, path: key)
                let y = try Self.number(item, "y", within: -limit...limit, path: key)
                let phaseName = try Self.value(String.self, item, "phase", path: key, rule: Self.phaseRule)
                guard let phase = TouchPhase(rawValue: phaseName) else {
                    throw LiveMessageError.invalid("\(key).phase", Self.phaseRule)
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
            let on = try Self.value(Bool.self, c, "on", rule: "a \(type) message says whether it is on: true or false")
            message = type == "reducedMotion" ? .reducedMotion(on) : .slowMotion(on)
        case "show":
            try allow(["type", "demo", "host"])
            let demo = try Self.value(String.self, c, "demo", rule: "a show message names a demo, a string")
            let host = c.contains(Key("host")) && !((try? c.decodeNil(forKey: Key("host"))) ?? false)
                ? try Self.value(String.self, c, "host", rule: "a host's name, a string") : nil
            guard demo.count <= 32, (host?.count ?? 0) <= 32 else {
                throw LiveMessageError.invalid("demo", "must be a demo's name (and host a host's)")
            }
            message = .show(demo: demo, host: host)
        default:
            throw LiveMessageError.unknownType(String(type.prefix(32)))
        }
    }

    private static let phaseRule = "must be began, moved, stationary, ended or cancelled"

    /// The value at `key` (in the object at `path`, if any): a missing key or a value of
    /// another type is refused, naming the key's path and `rule` (what the key must hold).
    private static func value<T: Decodable>(_ type: T.Type, _ c: KeyedDecodingContainer<Key>, _ key: String,
                                            path: String? = nil, rule: String) throws -> T {
        let fullPath = path.map { "\($0).\(key)" } ?? key
        guard c.contains(Key(key)) else { throw LiveMessageError.missing(fullPath, rule: rule) }
        guard let value = try? c.decode(T.self, forKey: Key(key)) else {
            throw LiveMessageError.invalid(fullPath, "is of the wrong type: \(rule)")
        }
        return value
    }

    private static func number(_ c: KeyedDecodingContainer<Key>, _ key: String, within range: ClosedRange<Double>,
                               path: String? = nil) throws -> Double {
        let rule = "must be a finite number from \(range.lowerBound) to \(range.upperBound)"
        let value = try Self.value(Double.self, c, key, path: path, rule: rule)
        guard value.isFinite, range.contains(value) else {
            throw LiveMessageError.invalid(path.map { "\($0).\(key)" } ?? key, rule)
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
    /// A key that must be there is not (its path, and what it must hold).
    case missing(String, rule: String)
    /// A key's value can't be used (its path, and why).
    case invalid(String, String)
    /// A `type` no message has.
    case unknownType(String)

    public var description: String {
        switch self {
        case let .tooLong(length): "the message is \(length) bytes, more than \(LiveMessage.maximumLength)"
        case .notJSON: "the message is not JSON"
        case .notAnObject: "the message is not a JSON object"
        case let .missing(key, rule): "\(key) is missing: \(rule)"
        case let .invalid(key, reason): "\(key) \(reason)"
        case let .unknownType(type): "unknown message type \"\(type)\""
        }
    }
}
