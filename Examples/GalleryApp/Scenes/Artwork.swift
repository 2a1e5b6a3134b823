#if canImport(UIKit)
import UIKit

/// Pictures drawn for the example (it ships no images): a gradient with a sun and hills, in the
/// proportions of a photo.
@MainActor
enum Artwork {
    /// Picture `index`, `size` points (its aspect ratio is the photo's).
    static func picture(_ index: Int, size: CGSize) -> UIImage {
        let hue = CGFloat(index % 12) / 12
        let top = UIColor(hue: hue, saturation: 0.55, brightness: 0.95, alpha: 1)
        let bottom = UIColor(hue: hue + 0.08, saturation: 0.75, brightness: 0.55, alpha: 1)
        return UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            let colors = [top.cgColor, bottom.cgColor] as CFArray
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
                cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            }
            UIColor(white: 1, alpha: 0.85).setFill()
            let sun = min(size.width, size.height) * 0.18
            cg.fillEllipse(in: CGRect(x: size.width * 0.68, y: size.height * 0.18, width: sun, height: sun))
            UIColor(hue: hue + 0.3, saturation: 0.5, brightness: 0.35, alpha: 1).setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: size.height))
            hills.addLine(to: CGPoint(x: 0, y: size.height * 0.7))
            hills.addQuadCurve(to: CGPoint(x: size.width * 0.55, y: size.height * 0.72), controlPoint: CGPoint(x: size.width * 0.25, y: size.height * 0.5))
            hills.addQuadCurve(to: CGPoint(x: size.width, y: size.height * 0.62), controlPoint: CGPoint(x: size.width * 0.8, y: size.height * 0.85))
            hills.addLine(to: CGPoint(x: size.width, y: size.height))
            hills.close()
            hills.fill()
        }
    }

    /// The aspect ratio (width ÷ height) of picture `index`: landscapes, portraits, squares.
    static func aspectRatio(_ index: Int) -> CGFloat { [4.0 / 3, 3.0 / 4, 1, 16.0 / 9, 2.0 / 3][index % 5] }
}
#endif
