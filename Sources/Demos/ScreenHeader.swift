import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Stage

/// A screen's own title header, drawn where a navigation bar would be when the screen is shown
/// without one (presented modally): the bar's height, the title at its bottom left.
@MainActor
enum ScreenHeader {
    /// A header named "`title` header", `width` × `height` points, with its title view
    /// ("`title` header title").
    static func view(titled title: String, width: Double, height: Double) -> View {
        let header = View(name: "\(title) header", frame: CGRect(x: 0, y: 0, width: width, height: height))
        header.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.98)
        let label = View(name: "\(title) header title", frame: CGRect(x: 16, y: height - 36, width: 120, height: 30))
        label.content = .text(title)
        header.addSubview(label)
        return header
    }
}
