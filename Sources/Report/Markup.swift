/// Escaping for text placed in SVG and HTML.
enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Appends ``escaped(_:)``'s text of `text` to `bytes` (UTF-8). ASCII text is escaped byte by
    /// byte (each ASCII character is one byte, and none of the five joins another character);
    /// any other text as ``escaped(_:)`` does, character by character.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            bytes.append(contentsOf: escaped(text).utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
    }

    /// An HTML5 document titled `title` with `style` in its head and `body`.
    static func document(title: String, style: String, body: String) -> String {
        documentStart(title: title, style: style) + body + documentEnd
    }

    /// The start of ``document(title:style:body:)``: everything before its body.
    static func documentStart(title: String, style: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>

        """
    }

    /// The end of ``document(title:style:body:)``: everything after its body.
    static let documentEnd = "\n</body>\n</html>"
}
