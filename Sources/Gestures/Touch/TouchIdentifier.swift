/// The identity of one finger, from the moment it touches down until it lifts or is cancelled.
///
/// Identifiers are chosen by whoever produces touches (a gesture script, a device adapter); the
/// only rule is that two fingers down at the same time never share one.
public struct TouchIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The raw number.
    public var rawValue: Int

    /// An identifier with the raw number `rawValue`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: TouchIdentifier, rhs: TouchIdentifier) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "touch \(rawValue)" }
}
