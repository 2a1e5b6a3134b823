import Foundation
import Motion

/// The views a built-in transition (and the reduced-motion cross-fade) works with, prepared in
/// `setup` and put back in `completion`.
@MainActor
package struct TransitionViews {
    package var from: (any HostView)?
    package var to: (any HostView)?
    package var container: (any HostView)?
    package var dismissing = false

    /// Reads the views of `operationContext`; the incoming view is placed at its final frame,
    /// beneath the outgoing one when `toBelow`, else on top.
    package init(_ operationContext: TransitionOperationContext, toBelow: Bool) {
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
    package func restore() {
        for view in [from, to] {
            view?.transform = .identity
            view?.alpha = 1
        }
    }
}
