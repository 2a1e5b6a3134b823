/// The seed library's conveniences on the transition context: the two controllers and views by
/// name, and the usual way to put the views in the container.
extension ViewControllerContextTransitioning {
    /// No reduced motion unless the host asks for it.
    public var prefersReducedMotion: Bool { false }

    /// Three pixels per point (most iPhones) unless the host says otherwise.
    public var displayScale: Double { 3 }

    /// The controller shown at the start (and at the end of a cancelled transition).
    public var fromViewController: (any HostViewController)! { viewController(forKey: .from) }

    /// The controller shown at the end of a completed transition.
    public var toViewController: (any HostViewController)! { viewController(forKey: .to) }

    /// The view shown at the start: the `.from` view, or the `.from` controller's view when the
    /// host manages it (the presenting view of an over-full-screen presentation).
    public var fromView: (any HostView)! { view(forKey: .from) ?? viewController(forKey: .from)?.view }

    /// The view shown at the end: the `.to` view, or the `.to` controller's view when the host
    /// manages it.
    public var toView: (any HostView)! { view(forKey: .to) ?? viewController(forKey: .to)?.view }

    /// Puts the views of `operation` in the container the usual way and returns the one on top:
    /// a push, presentation or tab switch (either way) adds the incoming view on top; a pop or
    /// dismissal puts it below the outgoing view, unless it is already in place. The incoming
    /// view gets its final frame. Nothing happens for ``TransitionOperation/none``.
    @discardableResult
    public func defaultViewSetup(for operation: TransitionOperation) -> (any HostView)? {
        guard !operation.isNone, let toViewController = viewController(forKey: .to), let incoming = toView else { return nil }
        let goesBelow: Bool = switch operation {
        case .navigation(.pop), .modal(.dismiss): true
        default: false
        }
        if goesBelow {
            if incoming.superview == nil {
                if let outgoing = fromView, outgoing.superview === containerView {
                    containerView.insertSubview(incoming, belowSubview: outgoing)
                } else {
                    containerView.insertSubview(incoming, at: 0)
                }
            }
        } else {
            containerView.addSubview(incoming)
        }
        incoming.frame = finalFrame(for: toViewController)
        return goesBelow ? fromView : incoming
    }
}
