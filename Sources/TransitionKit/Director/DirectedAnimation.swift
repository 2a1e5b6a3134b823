import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// An animation that can say where its shared element rests at each end without setting up
/// (for the reduced-motion cross-fade that takes its place).
@MainActor
protocol SharedElementFramesSource {
    /// The shared element's frame at the back end and at the fore end, in the container's
    /// coordinates, or `nil`.
    func sharedElementFrames(in operationContext: TransitionOperationContext) -> (back: CGRect, fore: CGRect)?
}

/// The animation of a ``Transition`` described by a ``TransitionDirector``: it puts the incoming
/// view in place, makes the director and lets it add its plans; it has no layers of its own.
@MainActor
final class DirectedAnimation<Director: TransitionDirector>: TransitionAnimation {
    let contextElement: AnyObject?
    /// Called with the director before it sets up.
    let configure: (@MainActor (Director) -> Void)?
    /// The director of the transition, once it is set up.
    private(set) var director: Director?
    private var addedView: (any HostView)?

    init(contextElement: AnyObject?, configure: (@MainActor (Director) -> Void)?) {
        self.contextElement = contextElement
        self.configure = configure
    }

    /// The transition's fore and back controllers.
    private static func controllers(of operationContext: TransitionOperationContext)
        -> (fore: any HostViewController, back: any HostViewController)? {
        let context = operationContext.context
        let forward = operationContext.runtime.timeline.direction == .forward
        guard let fore = context.viewController(forKey: forward ? .to : .from),
              let back = context.viewController(forKey: forward ? .from : .to)
        else { return nil }
        return (fore, back)
    }

    func setup(in operationContext: TransitionOperationContext) {
        let context = operationContext.context
        let forward = operationContext.runtime.timeline.direction == .forward
        guard let (fore, back) = Self.controllers(of: operationContext) else { return }
        if let incoming = context.view(forKey: .to), incoming.superview !== context.containerView {
            let frame = context.finalFrame(for: forward ? fore : back)
            if frame != .zero { incoming.frame = frame }
            // The fore controller comes in on top; the back one goes under the fore one.
            if !forward, let outgoing = context.view(forKey: .from), outgoing.superview === context.containerView {
                context.containerView.insertSubview(incoming, belowSubview: outgoing)
            } else {
                context.containerView.addSubview(incoming)
            }
            addedView = incoming
        }
        let transition = DirectedTransition(operationContext: operationContext, fore: fore, back: back, contextElement: contextElement)
        let director = Director(transition: transition)
        self.director = director
        operationContext.runtime.director = director
        configure?(director)
        director.setUp()
    }

    var layers: [AnimationLayer] { [] }

    func completion(position: AnimatingPosition) {
        director?.tearDown()
        director = nil
        // A cancelled transition takes out the view it brought in.
        if position == .start { addedView?.removeFromSuperview() }
        addedView = nil
    }
}

extension DirectedAnimation: SharedElementFramesSource {
    func sharedElementFrames(in operationContext: TransitionOperationContext) -> (back: CGRect, fore: CGRect)? {
        guard let (fore, back) = Self.controllers(of: operationContext) else { return nil }
        return Director.sharedElementFrames(
            for: DirectedTransition(operationContext: operationContext, fore: fore, back: back, contextElement: contextElement))
    }
}

extension Transition {
    /// A transition of `duration` seconds described by a `director`, starting from
    /// `contextElement` (for example the tapped thumbnail).
    ///
    /// ```swift
    /// Transition(duration: 0.4, director: PhotoTransitionDirector.self, contextElement: thumbnail)
    /// ```
    ///
    /// `configure`, if given, is called with the director before it sets up (to choose its
    /// options: `{ $0.cascade = … }`).
    ///
    /// - Precondition: `duration` is finite and greater than 0.
    public init<Director: TransitionDirector>(duration: Double, director: Director.Type, contextElement: AnyObject? = nil,
                                              configure: (@MainActor (Director) -> Void)? = nil) {
        self.init(duration: duration, animation: DirectedAnimation<Director>(contextElement: contextElement, configure: configure))
    }

    /// The director of a transition made with ``init(duration:director:contextElement:configure:)``, once
    /// it is set up and until it ends.
    public func director<Director: TransitionDirector>(as type: Director.Type) -> Director? {
        (animation as? DirectedAnimation<Director>)?.director
    }
}
