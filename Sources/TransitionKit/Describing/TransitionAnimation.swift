import Motion

/// The non-shared part of a transition: views set up for an operation, animated in layers,
/// and cleaned up at the end.
///
/// ```swift
/// final class Dissolve: TransitionAnimation {
///     private weak var toView: (any HostView)?
///     func setup(in operationContext: TransitionOperationContext) {
///         let context = operationContext.context
///         guard let to = context.view(forKey: .to) else { return }
///         context.containerView.addSubview(to)
///         to.alpha = 0
///         toView = to
///     }
///     var layers: [AnimationLayer] { [AnimationLayer { self.toView?.alpha = 1 }] }
///     func completion(position: AnimatingPosition) { if position != .end { toView?.removeFromSuperview() } }
/// }
/// ```
@MainActor
public protocol TransitionAnimation: AnyObject {
    /// Prepares the views for the operation (adds the incoming view, sets start values).
    func setup(in operationContext: TransitionOperationContext)
    /// The layers to run; read once, after ``setup(in:)``.
    var layers: [AnimationLayer] { get }
    /// Cleans up when the transition ends at `position` (`.end` completed, `.start` cancelled).
    func completion(position: AnimatingPosition)
}
