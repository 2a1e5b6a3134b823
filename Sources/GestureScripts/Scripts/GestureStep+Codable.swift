import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// JSON for steps: an object whose `"kind"` names the step, with the step's parameters as keys
/// (omitted keys take the Swift defaults), or just the string `"lift"` or `"cancel"`.
///
/// ```json
/// {"kind": "drag", "path": [[40, 300], [300, 300]], "duration": 0.4, "easing": "easeIn"}
/// ```
/// Points and vectors are `[x, y]` (or `{"x": …, "y": …}`), sizes `[width, height]`. Unknown
/// kinds and unknown keys are errors, so a misspelt optional key is not silently ignored.
extension GestureStep: Codable {
    /// The keys each kind takes, besides `kind`.
    static let keys: [String: [String]] = [
        "tap": ["at", "fingers"],
        "doubleTap": ["at", "fingers"],
        "longPress": ["at", "duration", "fingers", "lift"],
        "drag": ["path", "duration", "easing", "lift"],
        "flick": ["from", "velocity", "duration"],
        "pinch": ["center", "span", "angle", "scale", "duration", "easing", "lift"],
        "rotate": ["center", "span", "angle", "rotation", "duration", "easing", "lift"],
        "pinchRotateDrag": ["center", "span", "angle", "scale", "rotation", "translation", "duration", "easing", "lift"],
        "edgeSwipe": ["edge", "screen", "along", "distance", "duration", "easing", "lift"],
        "hold": ["duration"],
        "lift": [],
        "cancel": [],
        "wait": ["duration"],
        "touches": ["frames"],
    ]

    static let kinds = [
        "tap", "doubleTap", "longPress", "drag", "flick", "pinch", "rotate", "pinchRotateDrag",
        "edgeSwipe", "hold", "lift", "cancel", "wait", "touches",
    ]

    /// Reads a step object or the string `"lift"` or `"cancel"`, filling in defaults.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "lift": self = .lift
            case "cancel": self = .cancel
            default:
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a step written as a string must be \"lift\" or \"cancel\", got \"\(name)\""
                ))
            }
            return
        }
        guard let container = try? decoder.container(keyedBy: ScriptCodingKey.self) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "expected a step: an object with a \"kind\", or \"lift\" or \"cancel\""
            ))
        }
        let kind: String = try container.value("kind")
        guard let keys = Self.keys[kind] else {
            throw DecodingError.dataCorruptedError(
                forKey: "kind", in: container,
                debugDescription: "unknown step kind \"\(kind)\"; expected one of " + Self.kinds.joined(separator: ", ")
            )
        }
        try container.refuseUnknownKeys(allowed: ["kind"] + keys, owner: "a \(kind) step")
        self = try Self.decode(kind: kind, from: container)
    }

    private static func decode(kind: String, from c: KeyedDecodingContainer<ScriptCodingKey>) throws -> GestureStep {
        switch kind {
        case "tap":
            return try .tap(at: c.value("at", as: ScriptPoint.self).point, fingers: c.value("fingers", default: 1))
        case "doubleTap":
            return try .doubleTap(at: c.value("at", as: ScriptPoint.self).point, fingers: c.value("fingers", default: 1))
        case "longPress":
            return try .longPress(
                at: c.value("at", as: ScriptPoint.self).point, duration: c.value("duration", default: 0.8),
                fingers: c.value("fingers", default: 1), lift: c.value("lift", default: true)
            )
        case "drag":
            let path: [ScriptPoint] = try c.value("path")
            return try .drag(
                path: path.map(\.point), duration: c.value("duration", default: 0.5),
                easing: c.value("easing", default: .easeInEaseOut), lift: c.value("lift", default: true)
            )
        case "flick":
            let from: ScriptPoint? = try c.optionalValue("from")
            return try .flick(
                from: from?.point, velocity: c.value("velocity", as: ScriptPoint.self).point,
                duration: c.value("duration", default: 0.2)
            )
        case "pinch":
            let center: ScriptPoint? = try c.optionalValue("center")
            return try .pinch(
                center: center?.point, span: c.optionalValue("span"), angle: c.optionalValue("angle"),
                scale: c.value("scale"), duration: c.value("duration", default: 0.4),
                easing: c.value("easing", default: .easeInEaseOut), lift: c.value("lift", default: true)
            )
        case "rotate":
            let center: ScriptPoint? = try c.optionalValue("center")
            return try .rotate(
                center: center?.point, span: c.optionalValue("span"), angle: c.optionalValue("angle"),
                rotation: c.value("rotation"), duration: c.value("duration", default: 0.4),
                easing: c.value("easing", default: .easeInEaseOut), lift: c.value("lift", default: true)
            )
        case "pinchRotateDrag":
            let center: ScriptPoint? = try c.optionalValue("center")
            return try .pinchRotateDrag(
                center: center?.point, span: c.optionalValue("span"), angle: c.optionalValue("angle"),
                scale: c.value("scale", default: 1), rotation: c.value("rotation", default: 0),
                translation: c.value("translation", default: ScriptPoint(.zero)).point,
                duration: c.value("duration", default: 0.5),
                easing: c.value("easing", default: .easeInEaseOut), lift: c.value("lift", default: true)
            )
        case "edgeSwipe":
            return try .edgeSwipe(
                edge: c.value("edge"), screen: c.value("screen", as: ScriptSize.self).size,
                along: c.optionalValue("along"), distance: c.value("distance"),
                duration: c.value("duration", default: 0.3), easing: c.value("easing", default: .linear),
                lift: c.value("lift", default: true)
            )
        case "hold": return try .hold(duration: c.value("duration"))
        case "lift": return .lift
        case "cancel": return .cancel
        case "wait": return try .wait(duration: c.value("duration"))
        case "touches": return try .touches(c.value("frames"))
        default:
            throw DecodingError.dataCorruptedError(forKey: "kind", in: c, debugDescription: "unknown step kind \"\(kind)\"")
        }
    }

    /// Writes the step as an object with its `kind` and every parameter (absent optionals
    /// omitted).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: ScriptCodingKey.self)
        try c.encode(kind, forKey: "kind")
        switch self {
        case let .tap(at, fingers), let .doubleTap(at, fingers):
            try c.encode(ScriptPoint(at), forKey: "at")
            try c.encode(fingers, forKey: "fingers")
        case let .longPress(at, duration, fingers, lift):
            try c.encode(ScriptPoint(at), forKey: "at")
            try c.encode(duration, forKey: "duration")
            try c.encode(fingers, forKey: "fingers")
            try c.encode(lift, forKey: "lift")
        case let .drag(path, duration, easing, lift):
            try c.encode(path.map(ScriptPoint.init), forKey: "path")
            try c.encodeMotion(duration: duration, easing: easing, lift: lift)
        case let .flick(from, velocity, duration):
            try c.encodeIfPresent(from.map(ScriptPoint.init), forKey: "from")
            try c.encode(ScriptPoint(velocity), forKey: "velocity")
            try c.encode(duration, forKey: "duration")
        case let .pinch(center, span, angle, scale, duration, easing, lift):
            try c.encodeStart(center: center, span: span, angle: angle)
            try c.encode(scale, forKey: "scale")
            try c.encodeMotion(duration: duration, easing: easing, lift: lift)
        case let .rotate(center, span, angle, rotation, duration, easing, lift):
            try c.encodeStart(center: center, span: span, angle: angle)
            try c.encode(rotation, forKey: "rotation")
            try c.encodeMotion(duration: duration, easing: easing, lift: lift)
        case let .pinchRotateDrag(center, span, angle, scale, rotation, translation, duration, easing, lift):
            try c.encodeStart(center: center, span: span, angle: angle)
            try c.encode(scale, forKey: "scale")
            try c.encode(rotation, forKey: "rotation")
            try c.encode(ScriptPoint(translation), forKey: "translation")
            try c.encodeMotion(duration: duration, easing: easing, lift: lift)
        case let .edgeSwipe(edge, screen, along, distance, duration, easing, lift):
            try c.encode(edge, forKey: "edge")
            try c.encode(ScriptSize(screen), forKey: "screen")
            try c.encodeIfPresent(along, forKey: "along")
            try c.encode(distance, forKey: "distance")
            try c.encodeMotion(duration: duration, easing: easing, lift: lift)
        case let .hold(duration), let .wait(duration):
            try c.encode(duration, forKey: "duration")
        case .lift, .cancel:
            break
        case let .touches(frames):
            try c.encode(frames, forKey: "frames")
        }
    }
}

extension KeyedDecodingContainer where Key == ScriptCodingKey {
    fileprivate func value<T: Decodable>(_ key: ScriptCodingKey, as type: T.Type) throws -> T {
        try decode(type, forKey: key)
    }
}

extension KeyedEncodingContainer where Key == ScriptCodingKey {
    fileprivate mutating func encodeStart(center: CGPoint?, span: Double?, angle: Double?) throws {
        try encodeIfPresent(center.map(ScriptPoint.init), forKey: "center")
        try encodeIfPresent(span, forKey: "span")
        try encodeIfPresent(angle, forKey: "angle")
    }

    fileprivate mutating func encodeMotion(duration: Double, easing: GestureEasing, lift: Bool) throws {
        try encode(duration, forKey: "duration")
        try encode(easing, forKey: "easing")
        try encode(lift, forKey: "lift")
    }
}
