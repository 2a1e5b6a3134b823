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
    /// `drawsTouches` is false: a caller that reuses `bytes` draws a frame without allocating.
    public func write(_ frame: RecordedFrame, drawsTouches: Bool = true, to bytes: inout [UInt8]) {
        bytes.appendASCII("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
        Number.appendSVG(screenWidth, to: &bytes)
        bytes.append(0x20)
        Number.appendSVG(screenHeight, to: &bytes)
        bytes.appendASCII("\" width=\"")
        Number.appendSVG(screenWidth, to: &bytes)
        bytes.appendASCII("\" height=\"")
        Number.appendSVG(screenHeight, to: &bytes)
        bytes.appendASCII("\"><rect width=\"")
        Number.appendSVG(screenWidth, to: &bytes)
        bytes.appendASCII("\" height=\"")
        Number.appendSVG(screenHeight, to: &bytes)
        bytes.appendASCII("\" fill=\"#000\"/>")
        for (index, view) in frame.views.enumerated() {
            if case .text = view.content {
                Self.write(view, textColor: Self.textColor(at: index, in: frame.views), to: &bytes)
            } else {
                Self.write(view, to: &bytes)
            }
        }
        if drawsTouches {
            for touch in frame.touches { Self.write(touch, to: &bytes) }
        }
        bytes.appendASCII("</svg>")
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

    /// Appends `view` (a group about its centre) to `bytes`, text in `textColor`; nothing for a
    /// view that draws nothing.
    static func write(_ view: RecordedView, textColor: TextColor = .light, to bytes: inout [UInt8]) {
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
        bytes.appendASCII("<g transform=\"translate(")
        Number.appendSVG(view.centerX, to: &bytes)
        bytes.append(0x20)
        Number.appendSVG(view.centerY, to: &bytes)
        bytes.append(0x29)
        if abs(view.rotation) > 1e-9 {
            bytes.appendASCII(" rotate(")
            Number.appendSVG(view.rotation * 180 / .pi, to: &bytes)
            bytes.append(0x29)
        }
        if abs(view.scaleX - 1) > 1e-9 || abs(view.scaleY - 1) > 1e-9 {
            bytes.appendASCII(" scale(")
            Number.appendFixed(view.scaleX, digits: 4, to: &bytes)
            bytes.append(0x20)
            Number.appendFixed(view.scaleY, digits: 4, to: &bytes)
            bytes.append(0x29)
        }
        bytes.append(0x22)
        if view.opacity < 1 {
            bytes.appendASCII(" opacity=\"")
            Number.appendFixed(view.opacity, digits: 3, to: &bytes)
            bytes.append(0x22)
        }
        bytes.append(0x3E)
        if let shadow = view.shadow, scale > 0 { Self.writeShadow(shadow, scale: scale, shape: shape, to: &bytes) }
        if let background = view.background, background.alpha > 0 {
            bytes.appendASCII("<rect ")
            shape.writeBox(to: &bytes)
            bytes.appendASCII(" fill=\"")
            Self.writeCSS(background, to: &bytes)
            bytes.appendASCII("\"/>")
        }
        switch view.content {
        case .none:
            break
        case let .image(image):
            Self.writeImage(image, shape: shape, to: &bytes)
        case let .text(text):
            let size = min(view.height * 0.7, 28)
            bytes.appendASCII("<text x=\"")
            Number.appendSVG(-halfWidth, to: &bytes)
            bytes.appendASCII("\" y=\"")
            Number.appendSVG(size * 0.35, to: &bytes)
            bytes.appendASCII("\" font-family=\"sans-serif\" font-size=\"")
            Number.appendSVG(size, to: &bytes)
            bytes.appendASCII("\" font-weight=\"600\" fill=\"")
            bytes.append(contentsOf: textColor.rawValue.utf8)
            bytes.appendASCII("\">")
            Markup.appendEscaped(text, to: &bytes)
            bytes.appendASCII("</text>")
        }
        bytes.appendASCII("</g>")
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
        func writeBox(to bytes: inout [UInt8]) {
            bytes.appendASCII("x=\"")
            Number.appendSVG(-halfWidth, to: &bytes)
            bytes.appendASCII("\" y=\"")
            Number.appendSVG(-halfHeight, to: &bytes)
            bytes.appendASCII("\" width=\"")
            Number.appendSVG(width, to: &bytes)
            bytes.appendASCII("\" height=\"")
            Number.appendSVG(height, to: &bytes)
            bytes.append(0x22)
            writeCorner(to: &bytes)
        }

        /// ` rx="…"` for round corners; nothing for square ones.
        func writeCorner(to bytes: inout [UInt8]) {
            guard let radius else { return }
            bytes.appendASCII(" rx=\"")
            Number.appendSVG(radius, to: &bytes)
            bytes.append(0x22)
        }
    }

    /// A shadow under a view's shape: its rounded rectangle, offset and blurred by an SVG
    /// Gaussian (`feGaussianBlur`, standard deviation σ = the recorded radius), in the view's own
    /// coordinates (so divided by its on-screen `scale`). The filter's id names every value it
    /// holds, so equal ids are equal filters wherever frames share a page.
    static func writeShadow(_ shadow: RecordedShadow, scale: Double, shape: Shape, to bytes: inout [UInt8]) {
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
            bytes.appendASCII("<filter id=\"")
            writeShadowID(sigma, x, y, width, height, to: &bytes)
            bytes.appendASCII("\" filterUnits=\"userSpaceOnUse\" x=\"")
            Number.appendSVG(x, to: &bytes)
            bytes.appendASCII("\" y=\"")
            Number.appendSVG(y, to: &bytes)
            bytes.appendASCII("\" width=\"")
            Number.appendSVG(width, to: &bytes)
            bytes.appendASCII("\" height=\"")
            Number.appendSVG(height, to: &bytes)
            bytes.appendASCII("\"><feGaussianBlur stdDeviation=\"")
            Number.appendSVG(sigma, to: &bytes)
            bytes.appendASCII("\"/></filter>")
        }
        bytes.appendASCII("<rect x=\"")
        Number.appendSVG(-halfWidth + dx, to: &bytes)
        bytes.appendASCII("\" y=\"")
        Number.appendSVG(-halfHeight + dy, to: &bytes)
        bytes.appendASCII("\" width=\"")
        Number.appendSVG(2 * halfWidth, to: &bytes)
        bytes.appendASCII("\" height=\"")
        Number.appendSVG(2 * halfHeight, to: &bytes)
        bytes.append(0x22)
        shape.writeCorner(to: &bytes)
        bytes.appendASCII(" fill=\"")
        writeCSS(shadow.color, to: &bytes)
        bytes.appendASCII("\" opacity=\"")
        Number.appendFixed(min(shadow.opacity, 1), digits: 3, to: &bytes)
        bytes.append(0x22)
        if filtered {
            bytes.appendASCII(" filter=\"url(#")
            writeShadowID(sigma, x, y, width, height, to: &bytes)
            bytes.appendASCII(")\"")
        }
        bytes.appendASCII("/>")
    }

    /// `shadow-` and the values as SVG numbers joined by `_`, with `.` written `p` and `-` written `m`.
    private static func writeShadowID(_ sigma: Double, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                                      to bytes: inout [UInt8]) {
        bytes.appendASCII("shadow-")
        func part(_ value: Double) {
            let start = bytes.count
            Number.appendSVG(value, to: &bytes)
            for position in start..<bytes.count {
                if bytes[position] == 0x2E {
                    bytes[position] = 0x70  // p
                } else if bytes[position] == 0x2D {
                    bytes[position] = 0x6D  // m
                }
            }
        }
        part(sigma)
        bytes.append(0x5F)
        part(x)
        bytes.append(0x5F)
        part(y)
        bytes.append(0x5F)
        part(width)
        bytes.append(0x5F)
        part(height)
    }

    /// A landscape in the image's own colour: sky, sun and hills, clipped to the view's shape.
    static func writeImage(_ image: ImageReference, shape: Shape, to bytes: inout [UInt8]) {
        let hue = Double(stableHash(image.name) % 360)
        let w = shape.halfWidth, h = shape.halfHeight
        let sun = min(w, h) * 0.22
        bytes.appendASCII("<rect ")
        shape.writeBox(to: &bytes)
        bytes.appendASCII(" fill=\"hsl(")
        Number.appendSVG(hue, to: &bytes)
        bytes.appendASCII(",55%,72%)\"/><circle cx=\"")
        Number.appendSVG(w * 0.45, to: &bytes)
        bytes.appendASCII("\" cy=\"")
        Number.appendSVG(-h * 0.5, to: &bytes)
        bytes.appendASCII("\" r=\"")
        Number.appendSVG(sun, to: &bytes)
        bytes.appendASCII("\" fill=\"hsl(48,95%,82%)\"/><polygon points=\"")
        // The hills' points: "x,y" pairs joined by spaces.
        func point(_ x: Double, _ y: Double, last: Bool = false) {
            Number.appendSVG(x, to: &bytes)
            bytes.append(0x2C)
            Number.appendSVG(y, to: &bytes)
            if !last { bytes.append(0x20) }
        }
        point(-w, h)
        point(-w, h * 0.1)
        point(-w * 0.45, -h * 0.25)
        point(-w * 0.05, h * 0.2)
        point(w * 0.4, -h * 0.35)
        point(w, h * 0.05)
        point(w, h, last: true)
        bytes.appendASCII("\" fill=\"hsl(")
        Number.appendSVG(hue, to: &bytes)
        bytes.appendASCII(",45%,38%)\"/><rect ")
        shape.writeBox(to: &bytes)
        bytes.appendASCII(" fill=\"none\" stroke=\"#0004\" stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"/>")
    }

    /// A finger: a dot where it touches, hollow once lifted.
    static func write(_ touch: RecordedTouch, to bytes: inout [UInt8]) {
        let lifted = touch.phase == "ended" || touch.phase == "cancelled"
        bytes.appendASCII("<circle cx=\"")
        Number.appendSVG(touch.x, to: &bytes)
        bytes.appendASCII("\" cy=\"")
        Number.appendSVG(touch.y, to: &bytes)
        bytes.appendASCII("\" r=\"18\" fill=\"")
        bytes.append(contentsOf: (lifted ? "none" : "#ffffff99").utf8)
        bytes.appendASCII("\" stroke=\"#e0245e\" stroke-width=\"3\"/>")
    }

    /// A CSS colour for `color`, components clamped to 0…1.
    static func css(_ color: Color) -> String {
        var bytes: [UInt8] = []
        writeCSS(color, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``css(_:)``'s colour to `bytes`: `rgba(r,g,b,a)`.
    static func writeCSS(_ color: Color, to bytes: inout [UInt8]) {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = min(max(color.alpha, 0), 1)
        bytes.appendASCII("rgba(")
        Number.appendDecimal(UInt64(channel(color.red)), minimumDigits: 1, to: &bytes)
        bytes.append(0x2C)
        Number.appendDecimal(UInt64(channel(color.green)), minimumDigits: 1, to: &bytes)
        bytes.append(0x2C)
        Number.appendDecimal(UInt64(channel(color.blue)), minimumDigits: 1, to: &bytes)
        bytes.append(0x2C)
        Number.appendSVG(alpha, to: &bytes)
        bytes.append(0x29)
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
