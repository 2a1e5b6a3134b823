/// JSON for scripts: an object with `steps` (required) and optional `touchRate` (Hz, default
/// 120), `jitter` (points, default 0), `seed` (default 0) and `startTime` (seconds, default 0).
/// Unknown keys are errors.
extension GestureScript: Codable {
    private static let keys = ["touchRate", "jitter", "seed", "startTime", "steps"]

    /// Reads a script, filling in the defaults; refuses unknown keys. The script is not
    /// validated here: use ``GestureScript/decode(from:)`` to read and validate.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ScriptCodingKey.self)
        try container.refuseUnknownKeys(allowed: Self.keys, owner: "a gesture script")
        try self.init(
            touchRate: container.value("touchRate", default: Self.defaultTouchRate),
            jitter: container.value("jitter", default: 0),
            seed: container.value("seed", default: 0),
            startTime: container.value("startTime", default: 0),
            steps: container.value("steps")
        )
    }

    /// Writes every setting and step.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ScriptCodingKey.self)
        try container.encode(touchRate, forKey: "touchRate")
        try container.encode(jitter, forKey: "jitter")
        try container.encode(seed, forKey: "seed")
        try container.encode(startTime, forKey: "startTime")
        try container.encode(steps, forKey: "steps")
    }
}
