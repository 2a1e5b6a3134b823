import Foundation
import TransitionKit

extension ViewController {
    /// Presents `viewController` over this controller, as UIKit does: its transitioning
    /// delegate supplies the animation (for ``/TransitionKit/ModalPresentationStyle/custom``, or any style when
    /// it answers), the window hosts a full-screen container view for the transition, and a
    /// full-screen presentation removes the presenting view once it completes.
    ///
    /// - Throws: ``/TransitionKit/ContainerError/alreadyPresenting`` when this controller already presents one
    ///   (present from the top of the chain instead), ``/TransitionKit/ContainerError/transitionInProgress``,
    ///   ``/TransitionKit/ContainerError/viewControllerAlreadyShown(_:)``, or
    ///   ``/TransitionKit/ContainerError/notInContainer(_:)`` when this controller is in no window.
    public func present(
        _ viewController: any HostViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) throws(ContainerError) {
        guard let presented = viewController as? ViewController else { throw .foreignObject("the presented controller") }
        guard let window else { throw .notInContainer(debugName) }
        try window.checkNoTransition()
        guard presentedStageViewController == nil else { throw .alreadyPresenting }
        guard presented !== self, presented.parent == nil, presented.presentingStageViewController == nil,
              presented.installedWindow == nil
        else { throw .viewControllerAlreadyShown(presented.debugName) }

        let style = presented.modalPresentationStyle
        let container = View(name: "presentation container", frame: window.rootView.bounds)
        let presentingView = presentationAnchorView
        let originalSuperview = presentingView.stageSuperview
        let originalIndex = originalSuperview?.stageSubviews.firstIndex { $0 === presentingView } ?? 0
        let animator = animated
            ? presented.transitioningDelegate?.animationController(forPresented: presented, presenting: self, source: self)
            : nil
        let interaction = animator.flatMap { presented.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        window.perform(ContainerChange(
            operation: .modal(.present), container: container, from: self, to: presented, animated: animated, style: style,
            animator: animator, interaction: interaction,
            prepare: { [self] in
                presentedStageViewController = presented
                presented.presentingStageViewController = self
                presented.presentationContainer = container
                presented.presentingViewPlace = (originalSuperview, originalIndex)
                window.rootView.addSubview(container)
            },
            commit: {
                container.ensureSubview(presented.stageView, frame: container.bounds)
                if style == .fullScreen { presentingView.removeFromSuperview() }
            },
            revert: { [self] in
                presented.stageView.removeFromSuperview()
                container.removeFromSuperview()
                presentedStageViewController = nil
                presented.presentingStageViewController = nil
                presented.presentationContainer = nil
            },
            completion: completion
        ))
    }

    /// Dismisses the controller this one presents or, if it presents none, this one.
    ///
    /// - Throws: ``/TransitionKit/ContainerError/nothingToDismiss`` when neither applies,
    ///   ``/TransitionKit/ContainerError/transitionInProgress`` during a transition.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) throws(ContainerError) {
        try window?.checkNoTransition()
        guard let presented = presentedStageViewController ?? (presentingStageViewController != nil ? self : nil),
              let presenting = presented.presentingStageViewController,
              let container = presented.presentationContainer,
              let window = presenting.window
        else { throw .nothingToDismiss }
        try window.checkNoTransition()
        if let deeper = presented.presentedStageViewController {
            // UIKit dismisses the whole chain above `presenting`: the deeper ones go at once.
            try deeper.dismissChainImmediately()
        }
        let style = presented.modalPresentationStyle
        let presentingView = presenting.presentationAnchorView
        let place = presented.presentingViewPlace
        let animator = animated ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let interaction = animator.flatMap { presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        window.perform(ContainerChange(
            operation: .modal(.dismiss), container: container, from: presented, to: presenting, animated: animated, style: style,
            animator: animator, interaction: interaction,
            prepare: {
                if style == .fullScreen, presentingView.stageSuperview == nil, let superview = place.superview {
                    superview.insertSubview(presentingView, at: place.index)
                }
            },
            commit: {
                presented.stageView.removeFromSuperview()
                container.removeFromSuperview()
                presenting.presentedStageViewController = nil
                presented.presentingStageViewController = nil
                presented.presentationContainer = nil
            },
            revert: {
                container.ensureSubview(presented.stageView, frame: container.bounds)
                if style == .fullScreen { presentingView.removeFromSuperview() }
            },
            completion: completion
        ))
    }

    /// Dismisses, without animation, everything this controller and the controllers inside it
    /// present (when it leaves the window).
    func dismissEveryPresentation() {
        for child in childControllers { child.dismissEveryPresentation() }
        if let presented = presentedStageViewController {
            try? presented.dismissChainImmediately()
        }
    }

    /// Dismisses this presented controller and those it presents, without animation.
    private func dismissChainImmediately() throws(ContainerError) {
        if let deeper = presentedStageViewController { try deeper.dismissChainImmediately() }
        try presentingStageViewController?.dismiss(animated: false, completion: nil)
    }

    /// The view that a presentation covers: this controller's view, or the root of the
    /// container that holds it.
    var presentationAnchorView: View {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller.stageView
    }
}
