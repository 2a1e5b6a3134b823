import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import TransitionKit

/// The base of the built-in transitions that move views to and from screen edges (move, push,
/// reveal), as the seed library's: which edge views move at for each operation, and their
/// timing. On its own it does nothing; subclass it for a transition of your own.
///
/// Give it the ``/TransitionKit/TransitionEdges`` of an interaction controller (or the same initialiser), so
/// views move the way the finger does: for navigation at the right edge, a push brings the
/// incoming view in from the right and a pop takes the outgoing one back out to the right.
/// The built-ins' own initialisers (`init(from:timingParameters:)`) use one edge for every
/// operation instead.
@MainActor
open class EdgeTransitionAnimation: TransitionAnimation {
    /// Which operation a movement towards each edge stands for.
    public let transitionEdges: TransitionEdges
    /// The edge to use for every operation, when the transition was given one.
    private var fixedEdge: TransitionScreenEdge?
    /// Timing given explicitly, which takes the place of ``animationCurve``.
    private var givenTiming: AnimationTimingParameters?

    /// The named curve of the transition's layer (ease-in-out by default), read each time the
    /// layers are made.
    open var animationCurve: AnimationCurve = .easeInOut {
        didSet { givenTiming = nil }
    }

    /// The timing of the transition's layer: ``animationCurve``'s, unless timing was given.
    open var timingParameters: AnimationTimingParameters {
        get { givenTiming ?? AnimationTimingParameters(animationCurve: animationCurve) }
        set { givenTiming = newValue }
    }

    /// A transition whose views move at the edges `transitionEdges` gives.
    public init(transitionEdges: TransitionEdges) {
        self.transitionEdges = transitionEdges
    }

    /// A transition that moves views at `edge` for every operation. (A convenience, so that
    /// subclasses in any module inherit every initialiser.)
    convenience init(edge: TransitionScreenEdge, timingParameters: AnimationTimingParameters) {
        self.init(transitionEdges: TransitionEdges(forNavigationTransitionsAtEdge: edge))
        fixedEdge = edge
        givenTiming = timingParameters
    }

    /// For navigation transitions whose controllers are pushed from `edge`.
    public convenience init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(transitionEdges: TransitionEdges(forNavigationTransitionsAtEdge: edge))
    }

    /// For modal transitions whose controllers are presented from `edge`.
    public convenience init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        self.init(transitionEdges: TransitionEdges(forModalTransitionsAtEdge: edge))
    }

    /// For tab bar transitions: the next tab comes from the right (from the left when
    /// `rightToLeft`), the previous one from the other side. Each built-in returns one of its
    /// own kind; a subclass of yours overrides this to do the same.
    open class func forTabBarTransitions(rightToLeft: Bool = false) -> EdgeTransitionAnimation {
        EdgeTransitionAnimation(transitionEdges: TransitionEdges.forTabBarTransitions(rightToLeft: rightToLeft))
    }

    open func setup(in operationContext: TransitionOperationContext) {}

    /// One layer over the whole transition that runs ``animate()`` with ``timingParameters``.
    open var layers: [AnimationLayer] {
        [AnimationLayer(timingParameters: timingParameters, animation: animate, identifier: layerIdentifier)]
    }

    /// Sets the views to where the transition takes them; the built-ins override it.
    open func animate() {}

    open func completion(position: AnimatingPosition) {}

    /// The name the layer goes by in diagnostics.
    var layerIdentifier: String { "edge" }

    /// The edge a view comes in from for `operation`: the opposite of the edge a movement
    /// towards which asks for it (a push asked for by a movement to the left comes in from the
    /// right); `nil` for an operation the edges don't name.
    open func transitionScreenEdgeFor(operation: TransitionOperation) -> TransitionScreenEdge? {
        transitionEdges.screenEdgeFor(operation: operation)?.opposite
    }

    /// The transform that moves a view the size of `frame` just outside `edge`.
    open func transformForTranslatingViewTo(edge: TransitionScreenEdge, outside frame: CGRect) -> Transform2D {
        EdgeGeometry.offscreen(edge, of: frame)
    }

    /// The edge the built-ins move views at for `operation`: for a dismissing operation, the
    /// edge the outgoing view leaves by (the one the movement goes to); otherwise the edge the
    /// incoming view comes from. With a single edge given, that edge.
    public func movingEdge(for operation: TransitionOperation) -> TransitionScreenEdge? {
        if let fixedEdge { return fixedEdge }
        let edge = transitionScreenEdgeFor(operation: operation)
        return operation.isDismissing ? edge?.opposite : edge
    }
}
