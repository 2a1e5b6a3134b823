import Gestures

/// JSON for a touch phase: its name (`"began"`, `"moved"`, `"stationary"`, `"ended"` or
/// `"cancelled"`), written and read by the standard library's coding of a `String` raw value.
extension TouchPhase: Codable {}
