import Foundation
import Motion
import Recording
@testable import Report

// The frame renderer as it was before it wrote bytes (string concatenation, `String(format:)`),
// kept verbatim but for its name: the oracle `FrameRenderer` must match byte for byte.
/// Draws a recorded frame as SVG: every view as drawn on screen, back to front, and the fingers
/// as dots.
///
/// Images are drawn as a simple landscape in a colour of their own (Stage draws no pixels), so
/// that a photo's scale and rotation show. Text is drawn as an app draws a label: dark on a light
/// backdrop, light on a dark one, with no outline — the backdrop is what the views drawn before
/// it (and its own fill) show at the label's centre (`textColor(at:in:)`).
struct ReferenceFrameRenderer: Sendable {
    /// The screen's size, in points.
    var screenWidth: Double
    var screenHeight: Double

    /// A renderer for a screen of `screenWidth` × `screenHeight` points.
    init(screenWidth: Double, screenHeight: Double) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
    }

    /// A renderer for the screen of `scene`.
    init(scene: RecordedScene) {
        self.init(screenWidth: scene.screenWidth, screenHeight: scene.screenHeight)
    }

    /// The SVG document of `frame`, sized in points (the view box is the screen).
    func svg(_ frame: RecordedFrame) -> String {
        let width = ReferenceNumberFormat.svg(screenWidth), height = ReferenceNumberFormat.svg(screenHeight)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\">"
        svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#000\"/>"
        for (index, view) in frame.views.enumerated() {
            if case .text = view.content {
                svg += Self.draw(view, textColor: Self.textColor(at: index, in: frame.views))
            } else {
                svg += Self.draw(view)
            }
        }
        for touch in frame.touches { svg += Self.draw(touch) }
        svg += "</svg>"
        return svg
    }

    /// The colour of a label's text: near-black on a light backdrop, white on a dark one.
    enum ReferenceTextColor: String, Sendable {
        case dark = "#1c1c1e"
        case light = "#fff"
    }

    /// The text colour for the label `views[index]`: what is drawn under its centre — the screen's
    /// black, then each view drawn before it (back to front) whose on-screen box holds the centre
    /// and draws something there (its fill, by its alpha and opacity; an image as its light sky),
    /// then the label's own fill — and of the two text colours the one that contrasts more with
    /// it (WCAG's contrast ratio of relative luminances): dark text on light, white on dark.
    static func textColor(at index: Int, in views: [RecordedView]) -> ReferenceTextColor {
        guard views.indices.contains(index) else { return .light }
        let label = views[index]
        let x = label.centerX, y = label.centerY
        var red = 0.0, green = 0.0, blue = 0.0
        func blend(_ color: Color, _ alpha: Double) {
            let a = min(max(alpha, 0), 1)
            red += (min(max(color.red, 0), 1) - red) * a
            green += (min(max(color.green, 0), 1) - green) * a
            blue += (min(max(color.blue, 0), 1) - blue) * a
        }
        for view in views[...index] {
            guard view.opacity > 0, x >= view.frameX, x <= view.frameX + view.frameWidth,
                  y >= view.frameY, y <= view.frameY + view.frameHeight else { continue }
            if let fill = view.background, fill.alpha > 0 { blend(fill, fill.alpha * view.opacity) }
            if case .image = view.content {
                // The landscape's sky, hsl(hue, 55%, 72%): light whatever its hue.
                blend(Color(red: 0.72, green: 0.72, blue: 0.72), view.opacity)
            }
        }
        /// WCAG's relative luminance of an sRGB colour (components 0…1).
        func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
            func linear(_ value: Double) -> Double {
                value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }
        let backdrop = luminance(red, green, blue)
        // #1c1c1e and #fff.
        let dark = luminance(28.0 / 255, 28.0 / 255, 30.0 / 255), light = 1.0
        let darkContrast = (backdrop + 0.05) / (dark + 0.05), lightContrast = (light + 0.05) / (backdrop + 0.05)
        return darkContrast >= lightContrast ? .dark : .light
    }

    static func draw(_ view: RecordedView, textColor: ReferenceTextColor = .light) -> String {
        let hasFill = view.background.map { $0.alpha > 0 } ?? false
        let hasContent: Bool
        switch view.content {
        case .none: hasContent = false
        case .image, .text: hasContent = true
        }
        guard hasFill || hasContent, view.width > 0, view.height > 0, view.opacity > 0 else { return "" }
        let halfWidth = view.width / 2, halfHeight = view.height / 2
        let scale = min(view.scaleX, view.scaleY)
        let radius = scale > 0 ? view.cornerRadius / scale : 0
        var group = "<g transform=\"translate(\(ReferenceNumberFormat.svg(view.centerX)) \(ReferenceNumberFormat.svg(view.centerY)))"
        if abs(view.rotation) > 1e-9 { group += " rotate(\(ReferenceNumberFormat.svg(view.rotation * 180 / .pi)))" }
        if abs(view.scaleX - 1) > 1e-9 || abs(view.scaleY - 1) > 1e-9 {
            group += " scale(\(ReferenceNumberFormat.fixed(view.scaleX, digits: 4)) \(ReferenceNumberFormat.fixed(view.scaleY, digits: 4)))"
        }
        group += "\""
        if view.opacity < 1 { group += " opacity=\"\(ReferenceNumberFormat.fixed(view.opacity, digits: 3))\"" }
        group += ">"
        let box = "x=\"\(ReferenceNumberFormat.svg(-halfWidth))\" y=\"\(ReferenceNumberFormat.svg(-halfHeight))\" width=\"\(ReferenceNumberFormat.svg(view.width))\" height=\"\(ReferenceNumberFormat.svg(view.height))\""
        let corner = radius > 0 ? " rx=\"\(ReferenceNumberFormat.svg(radius))\"" : ""
        if let shadow = view.shadow, scale > 0 { group += Self.drawShadow(shadow, scale: scale, halfWidth: halfWidth, halfHeight: halfHeight, corner: corner) }
        if let background = view.background, background.alpha > 0 {
            group += "<rect \(box)\(corner) fill=\"\(Self.css(background))\"/>"
        }
        switch view.content {
        case .none:
            break
        case let .image(image):
            group += Self.drawImage(image, halfWidth: halfWidth, halfHeight: halfHeight, box: box, corner: corner)
        case let .text(text):
            let size = min(view.height * 0.7, 28)
            group += "<text x=\"\(ReferenceNumberFormat.svg(-halfWidth))\" y=\"\(ReferenceNumberFormat.svg(size * 0.35))\" font-family=\"sans-serif\" "
                + "font-size=\"\(ReferenceNumberFormat.svg(size))\" font-weight=\"600\" fill=\"\(textColor.rawValue)\">\(ReferenceMarkup.escaped(text))</text>"
        }
        group += "</g>"
        return group
    }

    /// A shadow under a view's shape: its rounded rectangle, offset and blurred by an SVG
    /// Gaussian (`feGaussianBlur`, standard deviation σ = the recorded radius), in the view's own
    /// coordinates (so divided by its on-screen `scale`). The filter's id names every value it
    /// holds, so equal ids are equal filters wherever frames share a page.
    static func drawShadow(_ shadow: RecordedShadow, scale: Double, halfWidth: Double, halfHeight: Double, corner: String) -> String {
        guard shadow.opacity > 0 else { return "" }
        let sigma = max(shadow.radius / scale, 0)
        let dx = shadow.offsetX / scale, dy = shadow.offsetY / scale
        // The blur reaches about 3σ beyond the shape.
        let reach = 3 * sigma
        let x = -halfWidth + dx - reach, y = -halfHeight + dy - reach
        let width = 2 * (halfWidth + reach), height = 2 * (halfHeight + reach)
        let id = "shadow-" + [sigma, x, y, width, height].map { ReferenceNumberFormat.svg($0) }.joined(separator: "_")
            .replacingOccurrences(of: ".", with: "p").replacingOccurrences(of: "-", with: "m")
        let rect = "<rect x=\"\(ReferenceNumberFormat.svg(-halfWidth + dx))\" y=\"\(ReferenceNumberFormat.svg(-halfHeight + dy))\" width=\"\(ReferenceNumberFormat.svg(2 * halfWidth))\" "
            + "height=\"\(ReferenceNumberFormat.svg(2 * halfHeight))\"\(corner) fill=\"\(Self.css(shadow.color))\" "
            + "opacity=\"\(ReferenceNumberFormat.fixed(min(shadow.opacity, 1), digits: 3))\""
        guard sigma > 0 else { return rect + "/>" }
        return "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(ReferenceNumberFormat.svg(x))\" y=\"\(ReferenceNumberFormat.svg(y))\" "
            + "width=\"\(ReferenceNumberFormat.svg(width))\" height=\"\(ReferenceNumberFormat.svg(height))\"><feGaussianBlur stdDeviation=\"\(ReferenceNumberFormat.svg(sigma))\"/></filter>"
            + rect + " filter=\"url(#\(id))\"/>"
    }

    /// A landscape in the image's own colour: sky, sun and hills, clipped to the view's shape.
    static func drawImage(_ image: ImageReference, halfWidth: Double, halfHeight: Double, box: String, corner: String) -> String {
        let hue = Double(FrameRenderer.stableHash(image.name) % 360)
        let w = halfWidth, h = halfHeight
        let hills = [(-w, h), (-w, h * 0.1), (-w * 0.45, -h * 0.25), (-w * 0.05, h * 0.2), (w * 0.4, -h * 0.35), (w, h * 0.05), (w, h)]
            .map { "\(ReferenceNumberFormat.svg($0.0)),\(ReferenceNumberFormat.svg($0.1))" }.joined(separator: " ")
        let sun = min(w, h) * 0.22
        return "<rect \(box)\(corner) fill=\"hsl(\(ReferenceNumberFormat.svg(hue)),55%,72%)\"/>"
            + "<circle cx=\"\(ReferenceNumberFormat.svg(w * 0.45))\" cy=\"\(ReferenceNumberFormat.svg(-h * 0.5))\" r=\"\(ReferenceNumberFormat.svg(sun))\" fill=\"hsl(48,95%,82%)\"/>"
            + "<polygon points=\"\(hills)\" fill=\"hsl(\(ReferenceNumberFormat.svg(hue)),45%,38%)\"/>"
            + "<rect \(box)\(corner) fill=\"none\" stroke=\"#0004\" stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"/>"
    }

    static func draw(_ touch: RecordedTouch) -> String {
        let lifted = touch.phase == "ended" || touch.phase == "cancelled"
        let fill = lifted ? "none" : "#ffffff99"
        return "<circle cx=\"\(ReferenceNumberFormat.svg(touch.x))\" cy=\"\(ReferenceNumberFormat.svg(touch.y))\" r=\"18\" fill=\"\(fill)\" "
            + "stroke=\"#e0245e\" stroke-width=\"3\"/>"
    }

    /// A CSS colour for `color`, components clamped to 0…1.
    static func css(_ color: Color) -> String {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = min(max(color.alpha, 0), 1)
        return "rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(ReferenceNumberFormat.svg(alpha)))"
    }
}

/// `Markup.escaped` as it was, character by character.
enum ReferenceMarkup {
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
}
