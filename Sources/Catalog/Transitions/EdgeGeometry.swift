import Foundation
import Motion
import TransitionKit

/// Offsets that put a view just outside one edge of a container.
enum EdgeGeometry {
    /// The translation that moves a view the size of `bounds` off `edge`.
    static func offscreen(_ edge: TransitionScreenEdge, of bounds: CGRect) -> Transform2D {
        switch edge {
        case .left: .translation(x: -Double(bounds.width), y: 0)
        case .right: .translation(x: Double(bounds.width), y: 0)
        case .top: .translation(x: 0, y: -Double(bounds.height))
        case .bottom: .translation(x: 0, y: Double(bounds.height))
        }
    }
}

/// The views a built-in transition works with, prepared in `setup` and put back in `completion`.
@MainActor
struct TransitionViews {
    var from: (any HostView)?
    var to: (any HostView)?
    var container: (any HostView)?
    var dismissing = false

    /// Reads the views of `operationContext`; the incoming view is placed at its final frame,
    /// beneath the outgoing one when `toBelow`, else on top.
    init(_ operationContext: TransitionOperationContext, toBelow: Bool) {
        let context = operationContext.context
        container = context.containerView
        from = context.view(forKey: .from)
        to = context.view(forKey: .to)
        dismissing = operationContext.operation.isDismissing
        if let to, let toController = context.viewController(forKey: .to) {
            let frame = context.finalFrame(for: toController)
            if frame != .zero { to.frame = frame }
            if let from, from.superview === context.containerView {
                if toBelow {
                    context.containerView.insertSubview(to, belowSubview: from)
                } else {
                    context.containerView.insertSubview(to, aboveSubview: from)
                }
            } else if to.superview !== context.containerView {
                context.containerView.addSubview(to)
            }
        }
    }

    /// Puts back the transforms and opacity the transition changed.
    func restore() {
        for view in [from, to] {
            view?.transform = .identity
            view?.alpha = 1
        }
    }
}
