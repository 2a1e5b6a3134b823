#if canImport(UIKit)
import CoreGraphics
import Foundation
import Gestures
import HostBridge
import Motion
import TransitionKit
import UIKit

// UIKit's values in the engine's words and back. Conversions only: no behaviour.

extension Color {
    /// The colour of `color` in sRGB, or `nil` when it has no RGB form (a pattern image).
    init?(_ color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension UIColor {
    /// The engine's `color`.
    convenience init(_ color: Color) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
}

extension AffineMatrix {
    /// `transform`'s entries.
    init(_ transform: CGAffineTransform) {
        self.init(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                  tx: Double(transform.tx), ty: Double(transform.ty))
    }
}

extension CGAffineTransform {
    /// The matrix's entries.
    init(_ matrix: AffineMatrix) {
        self.init(a: CGFloat(matrix.a), b: CGFloat(matrix.b), c: CGFloat(matrix.c), d: CGFloat(matrix.d),
                  tx: CGFloat(matrix.tx), ty: CGFloat(matrix.ty))
    }
}

extension CGRect {
    /// Whether every coordinate is finite.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension TouchPhase {
    /// The phase of a touch, or `nil` for a pointer hovering (no finger down).
    init?(_ phase: UITouch.Phase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .stationary: self = .stationary
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        default: return nil
        }
    }
}

extension GestureRecognizerState {
    /// A UIKit recognizer's state.
    init(_ state: UIGestureRecognizer.State) {
        switch state {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        @unknown default: self = .failed
        }
    }
}

extension UIGestureRecognizer.State {
    /// The engine's recognizer state.
    init(_ state: GestureRecognizerState) {
        switch state {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        }
    }
}

extension UIViewAnimatingPosition {
    /// The engine's position.
    init(_ position: AnimatingPosition) {
        switch position {
        case .start: self = .start
        case .end: self = .end
        case .current: self = .current
        }
    }
}

extension AnimatingPosition {
    /// UIKit's position.
    init(_ position: UIViewAnimatingPosition) {
        switch position {
        case .start: self = .start
        case .end: self = .end
        case .current: self = .current
        @unknown default: self = .current
        }
    }
}

extension ModalPresentationStyle {
    /// UIKit's style, as the engine tells them apart: whether the presenting view stays.
    init(_ style: UIModalPresentationStyle) {
        switch style {
        case .fullScreen: self = .fullScreen
        case .custom: self = .custom
        default: self = .overFullScreen
        }
    }
}

extension UIModalPresentationStyle {
    /// The engine's style.
    init(_ style: ModalPresentationStyle) {
        switch style {
        case .fullScreen: self = .fullScreen
        case .overFullScreen: self = .overFullScreen
        case .custom: self = .custom
        }
    }
}

extension NavigationControllerOperation {
    /// UIKit's navigation operation.
    init(_ operation: UINavigationController.Operation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        default: self = .none
        }
    }
}

extension UINavigationController.Operation {
    /// The engine's navigation operation.
    init(_ operation: NavigationControllerOperation) {
        switch operation {
        case .none: self = .none
        case .push: self = .push
        case .pop: self = .pop
        }
    }
}

extension TransitionContextKey {
    /// UIKit's key for the controller (and, with ``viewKey``, the view).
    var viewControllerKey: UITransitionContextViewControllerKey { self == .from ? .from : .to }
    /// UIKit's key for the view.
    var viewKey: UITransitionContextViewKey { self == .from ? .from : .to }
}
#endif
