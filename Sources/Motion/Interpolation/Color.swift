/// A colour with red, green, blue and alpha components, in sRGB, each nominally in 0…1.
///
/// Colours interpolate component by component. A spring that overshoots can carry a component
/// outside 0…1 for a moment; ``clamped`` brings it back for display.
public struct Color: Interpolatable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    public static let zero = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let clear = Color.zero
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    public func adding(_ other: Color) -> Color {
        Color(red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
    }

    public func subtracting(_ other: Color) -> Color {
        Color(red: red - other.red, green: green - other.green, blue: blue - other.blue, alpha: alpha - other.alpha)
    }

    public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// Every component clamped to 0…1 (NaN becomes 0).
    public var clamped: Color {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    public var description: String { "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }
}
