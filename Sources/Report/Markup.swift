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

    /// Whether `utf8` is ASCII with none of the five characters markup escapes: its escaped text
    /// is itself.
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        !utf8.contains { byte in
            byte >= 0x80 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
        }
    }

    /// Appends ``escaped(_:)``'s text of `text` to `bytes` (UTF-8). ASCII text is escaped byte by
    /// byte (each ASCII character is one byte, and none of the five joins another character);
    /// any other text as ``escaped(_:)`` does, character by character. Text with nothing to
    /// escape (a label's, mostly) is appended at once.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            let plain = isPlain(utf8)
            if plain { bytes.append(contentsOf: utf8) }
            return plain
        }
        if plain { return }
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            bytes.append(contentsOf: escaped(text).utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x26: bytes.appendASCII("&amp;")
            case 0x3C: bytes.appendASCII("&lt;")
            case 0x3E: bytes.appendASCII("&gt;")
            case 0x22: bytes.appendASCII("&quot;")
            case 0x27: bytes.appendASCII("&#39;")
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
