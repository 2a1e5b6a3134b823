/// Text from the command line or a file, made safe to print on one line.
enum Printable {
    /// `text` in single quotes, with control characters (a newline, a tab, an escape, …)
    /// written as Swift escapes, so a message naming it stays on one line and shows what the
    /// terminal would otherwise hide or obey.
    static func quoted(_ text: String) -> String {
        "'" + escaped(text) + "'"
    }

    /// `text` with control characters written as escapes (`\n`, `\t`, `\u{1B}`, …).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where Self.isInvisible(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control and format characters, and the line and paragraph separators.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let category: Unicode.GeneralCategory = scalar.properties.generalCategory
        switch category {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
