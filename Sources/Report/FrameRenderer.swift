import Foundation
import Motion
import Recording

/// Draws a recorded frame as SVG: every view as drawn on screen, back to front, and the fingers
/// as dots.
///
/// Images are drawn as a simple landscape in a colour of their own (Stage draws no pixels), so
/// that a photo's scale and rotation show. Text is drawn as an app draws a label: dark on a light
/// backdrop, light on a dark one, with no outline — the backdrop is what the views drawn before
/// it (and its own fill) show at the label's centre (`textColor(at:in:)`).
public struct FrameRenderer: Sendable {
    /// The screen's size, in points.
    public var screenWidth: Double
    public var screenHeight: Double

    /// A renderer for a screen of `screenWidth` × `screenHeight` points.
    public init(screenWidth: Double, screenHeight: Double) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
    }

    /// A renderer for the screen of `scene`.
    public init(scene: RecordedScene) {
        self.init(screenWidth: scene.screenWidth, screenHeight: scene.screenHeight)
    }

    /// The SVG document of `frame`, sized in points (the view box is the screen).
    public func svg(_ frame: RecordedFrame) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        write(frame, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``svg(_:)``'s document of `frame` to `bytes` (UTF-8), without the fingers when
    /// `drawsTouches` is false.
    ///
    /// The document is written in memory of its own (no capacity or uniqueness
    /// check per append), then appended at once.
    public func write(_ frame: RecordedFrame, drawsTouches: Bool = true, to bytes: inout [UInt8]) {
        var out = SVGWriter(capacity: 8192)
        write(frame, drawsTouches: drawsTouches, to: &out)
        out.append(to: &bytes)
    }

    /// Writes ``svg(_:)``'s document of `frame` to `out`, without the fingers when `drawsTouches`
    /// is false.
    func write(_ frame: RecordedFrame, drawsTouches: Bool, to out: inout SVGWriter) {
        out.literal("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
        out.number(screenWidth)
        out.byte(0x20)
        out.number(screenHeight)
        out.literal("\" width=\"")
        out.number(screenWidth)
        out.literal("\" height=\"")
        out.number(screenHeight)
        out.literal("\"><rect width=\"")
        out.number(screenWidth)
        out.literal("\" height=\"")
        out.number(screenHeight)
        out.literal("\" fill=\"#000\"/>")
        for (index, view) in frame.views.enumerated() {
            if case .text = view.content {
                Self.write(view, textColor: Self.textColor(at: index, in: frame.views), to: &out)
            } else {
                Self.write(view, to: &out)
            }
        }
        if drawsTouches {
            for touch in frame.touches { Self.write(touch, to: &out) }
        }
        out.literal("</svg>")
    }

    /// The colour of a label's text: near-black on a light backdrop, white on a dark one.
    enum TextColor: String, Sendable {
        case dark = "#1c1c1e"
        case light = "#fff"
    }

    /// The text colour for the label `views[index]`: what is drawn under its centre — the screen's
    /// black, then each view drawn before it (back to front) whose on-screen box holds the centre
    /// and draws something there (its fill, by its alpha and opacity; an image as its light sky),
    /// then the label's own fill — and of the two text colours the one that contrasts more with
    /// it (WCAG's contrast ratio of relative luminances): dark text on light, white on dark.
    static func textColor(at index: Int, in views: [RecordedView]) -> TextColor {
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
        let backdrop = luminance(red, green, blue)
        // #1c1c1e and #fff.
        let dark = darkLuminance, light = 1.0
        let darkContrast = (backdrop + 0.05) / (dark + 0.05), lightContrast = (light + 0.05) / (backdrop + 0.05)
        return darkContrast >= lightContrast ? .dark : .light
    }

    /// WCAG's relative luminance of an sRGB colour (components 0…1).
    static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The relative luminance of the dark text colour, #1c1c1e.
    static let darkLuminance = luminance(28.0 / 255, 28.0 / 255, 30.0 / 255)

    /// Writes `view` (a group about its centre) to `out`, text in `textColor`; nothing for a
    /// view that draws nothing.
    static func write(_ view: RecordedView, textColor: TextColor = .light, to out: inout SVGWriter) {
        let hasFill = view.background.map { $0.alpha > 0 } ?? false
        let hasContent: Bool
        switch view.content {
        case .none: hasContent = false
        case .image, .text: hasContent = true
        }
        guard hasFill || hasContent, view.width > 0, view.height > 0, view.opacity > 0 else { return }
        let halfWidth = view.width / 2, halfHeight = view.height / 2
        let scale = min(view.scaleX, view.scaleY)
        let radius = scale > 0 ? view.cornerRadius / scale : 0
        let shape = Shape(halfWidth: halfWidth, halfHeight: halfHeight, width: view.width, height: view.height,
                          radius: radius > 0 ? radius : nil)
        out.literal("<g transform=\"translate(")
        out.number(view.centerX)
        out.byte(0x20)
        out.number(view.centerY)
        out.byte(0x29)
        if abs(view.rotation) > 1e-9 {
            out.literal(" rotate(")
            out.number(view.rotation * 180 / .pi)
            out.byte(0x29)
        }
        if abs(view.scaleX - 1) > 1e-9 || abs(view.scaleY - 1) > 1e-9 {
            out.literal(" scale(")
            out.fixed(view.scaleX, digits: 4)
            out.byte(0x20)
            out.fixed(view.scaleY, digits: 4)
            out.byte(0x29)
        }
        out.byte(0x22)
        if view.opacity < 1 {
            out.literal(" opacity=\"")
            out.fixed(view.opacity, digits: 3)
            out.byte(0x22)
        }
        out.byte(0x3E)
        if let shadow = view.shadow, scale > 0 { Self.writeShadow(shadow, scale: scale, shape: shape, to: &out) }
        if let background = view.background, background.alpha > 0 {
            out.literal("<rect ")
            shape.writeBox(to: &out)
            out.literal(" fill=\"")
            Self.writeCSS(background, to: &out)
            out.literal("\"/>")
        }
        switch view.content {
        case .none:
            break
        case let .image(image):
            Self.writeImage(image, shape: shape, to: &out)
        case let .text(text):
            let size = min(view.height * 0.7, 28)
            out.literal("<text x=\"")
            out.number(-halfWidth)
            out.literal("\" y=\"")
            out.number(size * 0.35)
            out.literal("\" font-family=\"sans-serif\" font-size=\"")
            out.number(size)
            out.literal("\" font-weight=\"600\" fill=\"")
            switch textColor {
            case .dark: out.literal("#1c1c1e")
            case .light: out.literal("#fff")
            }
            out.literal("\">")
            out.escaped(text)
            out.literal("</text>")
        }
        out.literal("</g>")
    }

    /// A view's shape in its own coordinates, about its centre: its box and its corner radius.
    struct Shape {
        var halfWidth: Double
        var halfHeight: Double
        var width: Double
        var height: Double
        /// The corner radius, if the corners are round.
        var radius: Double?

        /// `x="…" y="…" width="…" height="…"`, then ` rx="…"` for round corners.
        func writeBox(to out: inout SVGWriter) {
            out.literal("x=\"")
            out.number(-halfWidth)
            out.literal("\" y=\"")
            out.number(-halfHeight)
            out.literal("\" width=\"")
            out.number(width)
            out.literal("\" height=\"")
            out.number(height)
            out.byte(0x22)
            writeCorner(to: &out)
        }

        /// ` rx="…"` for round corners; nothing for square ones.
        func writeCorner(to out: inout SVGWriter) {
            guard let radius else { return }
            out.literal(" rx=\"")
            out.number(radius)
            out.byte(0x22)
        }
    }

    /// A shadow under a view's shape: its rounded rectangle, offset and blurred by an SVG
    /// Gaussian (`feGaussianBlur`, standard deviation σ = the recorded radius), in the view's own
    /// coordinates (so divided by its on-screen `scale`). The filter's id names every value it
    /// holds, so equal ids are equal filters wherever frames share a page.
    static func writeShadow(_ shadow: RecordedShadow, scale: Double, shape: Shape, to out: inout SVGWriter) {
        guard shadow.opacity > 0 else { return }
        let halfWidth = shape.halfWidth, halfHeight = shape.halfHeight
        let sigma = max(shadow.radius / scale, 0)
        let dx = shadow.offsetX / scale, dy = shadow.offsetY / scale
        // The blur reaches about 3σ beyond the shape.
        let reach = 3 * sigma
        let x = -halfWidth + dx - reach, y = -halfHeight + dy - reach
        let width = 2 * (halfWidth + reach), height = 2 * (halfHeight + reach)
        let filtered = sigma > 0
        if filtered {
            out.literal("<filter id=\"")
            writeShadowID(sigma, x, y, width, height, to: &out)
            out.literal("\" filterUnits=\"userSpaceOnUse\" x=\"")
            out.number(x)
            out.literal("\" y=\"")
            out.number(y)
            out.literal("\" width=\"")
            out.number(width)
            out.literal("\" height=\"")
            out.number(height)
            out.literal("\"><feGaussianBlur stdDeviation=\"")
            out.number(sigma)
            out.literal("\"/></filter>")
        }
        out.literal("<rect x=\"")
        out.number(-halfWidth + dx)
        out.literal("\" y=\"")
        out.number(-halfHeight + dy)
        out.literal("\" width=\"")
        out.number(2 * halfWidth)
        out.literal("\" height=\"")
        out.number(2 * halfHeight)
        out.byte(0x22)
        shape.writeCorner(to: &out)
        out.literal(" fill=\"")
        writeCSS(shadow.color, to: &out)
        out.literal("\" opacity=\"")
        out.fixed(min(shadow.opacity, 1), digits: 3)
        out.byte(0x22)
        if filtered {
            out.literal(" filter=\"url(#")
            writeShadowID(sigma, x, y, width, height, to: &out)
            out.literal(")\"")
        }
        out.literal("/>")
    }

    /// `shadow-` and the values as SVG numbers joined by `_`, with `.` written `p` and `-` written `m`.
    private static func writeShadowID(_ sigma: Double, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                                      to out: inout SVGWriter) {
        out.literal("shadow-")
        func part(_ value: Double, _ out: inout SVGWriter) {
            let start = out.count
            out.number(value)
            out.spellPointsAndMinuses(from: start)
        }
        part(sigma, &out)
        out.byte(0x5F)
        part(x, &out)
        out.byte(0x5F)
        part(y, &out)
        out.byte(0x5F)
        part(width, &out)
        out.byte(0x5F)
        part(height, &out)
    }

    /// A landscape in the image's own colour: sky, sun and hills, clipped to the view's shape.
    static func writeImage(_ image: ImageReference, shape: Shape, to out: inout SVGWriter) {
        let hue = Double(stableHash(image.name) % 360)
        let w = shape.halfWidth, h = shape.halfHeight
        let sun = min(w, h) * 0.22
        out.literal("<rect ")
        shape.writeBox(to: &out)
        out.literal(" fill=\"hsl(")
        out.number(hue)
        out.literal(",55%,72%)\"/><circle cx=\"")
        out.number(w * 0.45)
        out.literal("\" cy=\"")
        out.number(-h * 0.5)
        out.literal("\" r=\"")
        out.number(sun)
        out.literal("\" fill=\"hsl(48,95%,82%)\"/><polygon points=\"")
        // The hills' points: "x,y" pairs joined by spaces.
        func point(_ x: Double, _ y: Double, last: Bool = false, _ out: inout SVGWriter) {
            out.number(x)
            out.byte(0x2C)
            out.number(y)
            if !last { out.byte(0x20) }
        }
        point(-w, h, &out)
        point(-w, h * 0.1, &out)
        point(-w * 0.45, -h * 0.25, &out)
        point(-w * 0.05, h * 0.2, &out)
        point(w * 0.4, -h * 0.35, &out)
        point(w, h * 0.05, &out)
        point(w, h, last: true, &out)
        out.literal("\" fill=\"hsl(")
        out.number(hue)
        out.literal(",45%,38%)\"/><rect ")
        shape.writeBox(to: &out)
        out.literal(" fill=\"none\" stroke=\"#0004\" stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"/>")
    }

    /// A finger: a dot where it touches, hollow once lifted.
    static func write(_ touch: RecordedTouch, to out: inout SVGWriter) {
        let lifted = touch.phase == "ended" || touch.phase == "cancelled"
        out.literal("<circle cx=\"")
        out.number(touch.x)
        out.literal("\" cy=\"")
        out.number(touch.y)
        out.literal("\" r=\"18\" fill=\"")
        if lifted { out.literal("none") } else { out.literal("#ffffff99") }
        out.literal("\" stroke=\"#e0245e\" stroke-width=\"3\"/>")
    }

    /// A CSS colour for `color`, components clamped to 0…1.
    static func css(_ color: Color) -> String {
        var out = SVGWriter(capacity: 32)
        writeCSS(color, to: &out)
        var bytes: [UInt8] = []
        out.append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes ``css(_:)``'s colour to `out`: `rgba(r,g,b,a)`.
    static func writeCSS(_ color: Color, to out: inout SVGWriter) {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = min(max(color.alpha, 0), 1)
        out.literal("rgba(")
        out.decimal(UInt64(channel(color.red)))
        out.byte(0x2C)
        out.decimal(UInt64(channel(color.green)))
        out.byte(0x2C)
        out.decimal(UInt64(channel(color.blue)))
        out.byte(0x2C)
        out.number(alpha)
        out.byte(0x29)
    }

    /// FNV-1a over the UTF-8 bytes: the same on every run and platform (unlike `hashValue`).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
