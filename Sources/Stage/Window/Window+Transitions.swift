import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TransitionKit

/// One container change, described for ``Window/perform(_:)``.
@MainActor
struct ContainerChange {
    var operation: TransitionOperation
    var container: View
    var from: ViewController
    var to: ViewController
    var animated: Bool
    var style: ModalPresentationStyle = .fullScreen
    var animator: (any ViewControllerAnimatedTransitioning)?
    var interaction: (any ViewControllerInteractiveTransitioning)?
    /// Runs before the transition starts (links controllers, adds containers).
    var prepare: @MainActor () -> Void = {}
    /// Makes the change permanent; must leave `to`'s view where the operation puts it.
    var commit: @MainActor () -> Void
    /// Puts everything back as it was before `prepare`.
    var revert: @MainActor () -> Void
    /// Follows the transition's progress, 0…1, each time the engine reports a new one (the
    /// container's own chrome, such as a navigation bar's titles, fades along).
    var progress: @MainActor (Double) -> Void = { _ in }
    var completion: (@MainActor () -> Void)?
}

extension Window {
    /// Runs `change`: appearance callbacks, then either the animation controller (with its
    /// interaction controller, if any) or, without one or unanimated, the change at once.
    func perform(_ change: ContainerChange) {
        let presentingSideStays = change.operation.isModal && change.style != .fullScreen
        let fromAppearance = !(change.operation == .modal(.present) && presentingSideStays)
        let toAppearance = !(change.operation == .modal(.dismiss) && presentingSideStays)
        let animated = change.animated
        let observed = StageContainerChange(
            operation: change.operation, container: change.container, from: change.from, to: change.to,
            isAnimated: animated && change.animator != nil, presentationStyle: change.style, context: nil)
        transitionObserver?.window(self, willBegin: observed)
        change.prepare()
        if fromAppearance { change.from.beginAppearanceTransition(false, animated: animated) }
        if toAppearance { change.to.beginAppearanceTransition(true, animated: animated) }

        let finish: @MainActor (Bool) -> Void = { [weak self] done in
            if done {
                change.commit()
                if fromAppearance { change.from.endAppearanceTransition(animated: animated) }
                if toAppearance { change.to.endAppearanceTransition(animated: animated) }
            } else {
                change.revert()
                if toAppearance {
                    change.to.beginAppearanceTransition(false, animated: animated)
                    change.to.endAppearanceTransition(animated: animated)
                }
                if fromAppearance {
                    change.from.beginAppearanceTransition(true, animated: animated)
                    change.from.endAppearanceTransition(animated: animated)
                }
            }
            if let self, let observer = transitionObserver {
                var ended = observed
                ended.context = observed.isAnimated ? activeTransition : nil
                observer.window(self, didEnd: ended, completed: done)
            }
            if done { change.completion?() }
        }

        guard animated, let animator = change.animator else {
            finish(true)
            return
        }
        let context = StageTransitionContext(
            operation: change.operation, container: change.container, from: change.from, to: change.to,
            isAnimated: true, presentationStyle: change.style, animationController: animator,
            window: self, animationLoop: loop, finish: finish, progress: change.progress
        )
        activeTransition = context
        context.transitionDuration = animator.transitionDuration(using: context)
        record(.transitionBegan, detail: context.name)
        let start = TransitionStart(context: context, animator: animator, interaction: change.interaction)
        if startsTransitionsAtNextFrame {
            pendingStart = start
        } else {
            begin(start)
        }
    }

    /// Hands a transition's context to its animation (and interaction) controller.
    func begin(_ start: TransitionStart) {
        if let interaction = start.interaction {
            start.context.isInteractive = interaction.wantsInteractiveStart
            if start.context.isInteractive { record(.interactionStarted, detail: "start") }
            interaction.startInteractiveTransition(start.context)
        } else {
            start.animator.animateTransition(using: start.context)
        }
    }

    /// Refuses a container request while a transition runs.
    func checkNoTransition() throws(ContainerError) {
        if activeTransition != nil { throw .transitionInProgress }
    }
}

/// A transition whose context is ready, waiting to be handed to its controllers.
@MainActor
struct TransitionStart {
    let context: StageTransitionContext
    let animator: any ViewControllerAnimatedTransitioning
    let interaction: (any ViewControllerInteractiveTransitioning)?
}

extension View {
    /// Puts `view` in this view (on top) if it is not already a subview, sized to `frame`.
    func ensureSubview(_ view: View, frame: CGRect) {
        if view.stageSuperview !== self { addSubview(view) }
        view.frame = frame
    }
}
