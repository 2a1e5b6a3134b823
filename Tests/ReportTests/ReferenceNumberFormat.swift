import Foundation

/// The report's number formatting as it was before it wrote bytes (`String(format:)`, kept
/// verbatim): the oracle ``Number`` must match byte for byte.
enum ReferenceNumberFormat {
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let text = String(format: "%.\(digits)f", value)
        if text.hasPrefix("-"), Double(text) == 0 { return String(text.dropFirst()) }
        return text
    }

    static func svg(_ value: Double) -> String {
        var text = fixed(value, digits: 2)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
