#if canImport(UIKit)
import CoreGraphics
import HostBridge
import Motion
import UIKit

/// A `UIView` in an ``/HostBridge/AnimationCapture``: its values read and restored directly, its
/// changes set again through its engine adapter (made only for a view that changed).
@MainActor
final class CapturedUIView: CapturedView {
    private let view: UIView
    private unowned let host: UIKitHost
    /// The values as the capture began, exactly: the very colour (dynamic or patterned) and the
    /// layer's whole transform.
    private let center: CGPoint
    private let bounds: CGRect
    private let layerTransform: CATransform3D
    private let alpha: CGFloat
    private let backgroundColor: UIColor?
    private let cornerRadius: CGFloat

    init(_ view: UIView, host: UIKitHost) {
        self.view = view
        self.host = host
        center = view.center
        bounds = view.bounds
        layerTransform = view.layer.transform
        alpha = view.alpha
        backgroundColor = view.backgroundColor
        cornerRadius = view.layer.cornerRadius
    }

    var platformValues: ViewValues {
        ViewValues(
            center: view.center, bounds: view.bounds, transform: AffineMatrix(view.transform), alpha: Double(view.alpha),
            backgroundColor: view.backgroundColor.flatMap(Color.init), cornerRadius: Double(view.layer.cornerRadius))
    }

    func restore(_ properties: [ViewValues.Property]) {
        for property in properties {
            switch property {
            case .center: view.center = center
            case .bounds: view.bounds = bounds
            case .transform: view.layer.transform = layerTransform
            case .alpha: view.alpha = alpha
            case .backgroundColor: view.backgroundColor = backgroundColor
            case .cornerRadius: view.layer.cornerRadius = cornerRadius
            }
        }
    }

    func setThroughEngine(_ properties: [ViewValues.Property], to values: ViewValues) {
        let adapter = host.adapter(for: view)
        for property in properties {
            switch property {
            case .center: adapter.center = values.center
            case .bounds: adapter.bounds = values.bounds
            case .transform:
                if values.transform.isRepresentable(tolerance: 1e-6) {
                    adapter.transform = values.transform.transform
                } else {
                    // A shear the engine can't animate: applied at once, as written.
                    view.transform = CGAffineTransform(values.transform)
                }
            case .alpha: adapter.alpha = values.alpha
            case .backgroundColor: adapter.backgroundColor = values.backgroundColor
            case .cornerRadius: adapter.cornerRadius = values.cornerRadius
            }
        }
    }
}
#endif
