import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

package extension CGRect {
    /// The rectangle of `size` centred on `center`.
    init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
