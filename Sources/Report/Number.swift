import Foundation

/// Numbers as reports print them: fixed decimals, no exponent, no "-0".
public enum Number {
    /// `value` with `digits` decimals ("nan", "inf" or "-inf" for non-finite values): every
    /// Double has a text, however large.
    public static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let text = String(format: "%.\(digits)f", value)
        if text.hasPrefix("-"), Double(text) == 0 { return String(text.dropFirst()) }
        return text
    }

    /// `value` for an SVG attribute: up to two decimals, trailing zeros dropped.
    static func svg(_ value: Double) -> String {
        var text = fixed(value, digits: 2)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
