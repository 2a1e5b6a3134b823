/// Everything a transition's parts need to know about the transition running: the operation,
/// the host's context, the view controller a modal transition was started from, and the
/// transition's ``TransitionPlans`` (its timeline, and the plans that fly, pause and follow
/// views).
@MainActor
public struct TransitionOperationContext {
    /// What the transition does.
    public let operation: TransitionOperation
    /// The host's transition context (container view, controllers, frames).
    public let context: any ViewControllerContextTransitioning
    /// The controller a modal presentation was started from, if any.
    public let sourceViewController: (any HostViewController)?
    /// The transition's plans and timeline: made with the context, one per transition.
    public let runtime: TransitionPlans

    /// The context of `operation` in the host's `context`, with plans of its own.
    public init(
        operation: TransitionOperation, context: any ViewControllerContextTransitioning,
        sourceViewController: (any HostViewController)? = nil
    ) {
        self.operation = operation
        self.context = context
        self.sourceViewController = sourceViewController
        runtime = TransitionPlans(timeline: TransitionTimeline(direction: TransitionDirection(operation), duration: 0))
    }

    /// The context of `operation` with `runtime`, made earlier for the same transition.
    init(operation: TransitionOperation, context: any ViewControllerContextTransitioning,
         sourceViewController: (any HostViewController)?, runtime: TransitionPlans) {
        self.operation = operation
        self.context = context
        self.sourceViewController = sourceViewController
        self.runtime = runtime
    }
}

/// How interaction reports progress: a step added to the current fraction, or the fraction
/// itself.
public enum TransitionProgress: Sendable, Equatable {
    /// A change, added to the current fraction complete.
    case step(AnimationFraction)
    /// The new fraction complete.
    case fractionComplete(AnimationFraction)

    /// The number: the step, or the fraction.
    public var value: AnimationFraction {
        switch self {
        case let .step(step): step
        case let .fractionComplete(fraction): fraction
        }
    }

    /// Whether this is a step.
    public var isStep: Bool {
        if case .step = self { true } else { false }
    }

    /// The fraction this progress leads to from `current`, clamped to 0…1; a non-finite
    /// progress keeps `current`.
    public func applied(to current: AnimationFraction) -> AnimationFraction {
        let next: Double
        switch self {
        case let .step(step): next = current + step
        case let .fractionComplete(fraction): next = fraction
        }
        return next.isFinite ? min(max(next, 0), 1) : current
    }
}
