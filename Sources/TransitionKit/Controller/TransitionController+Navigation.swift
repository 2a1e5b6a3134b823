import Gestures

extension TransitionController: NavigationControllerDelegate {
    /// Transitions for every push and pop in `navigationController`, from `transitionsSource`.
    /// The controller becomes the navigation controller's delegate.
    public convenience init(forTransitionsIn navigationController: any HostNavigationController, transitionsSource: any TransitionsSource) {
        self.init(container: .navigation(navigationController), transitionsSource: transitionsSource, interactionController: nil)
        navigationController.delegate = self
    }

    /// Interactive transitions in `navigationController`: `interactionController`'s gesture
    /// (attached to the navigation controller's view) asks `operationDelegate` to push or pop.
    public convenience init(
        forInteractiveTransitionsIn navigationController: any HostNavigationController,
        transitionsSource: any TransitionsSource,
        operationDelegate: any InteractiveNavigationTransitionOperationDelegate,
        interactionController: any TransitionInteractionController
    ) {
        self.init(container: .navigation(navigationController), transitionsSource: transitionsSource,
                  interactionController: interactionController)
        navigationOperationDelegate = operationDelegate
        navigationController.delegate = self
        navigationController.view.addGestureRecognizer(interactionController.gestureRecognizer)
    }

    public func navigationController(
        _ navigationController: any HostNavigationController, animationControllerFor operation: NavigationControllerOperation,
        from: any HostViewController, to: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        guard operation != .none else { return nil }
        return runner(for: .navigation(operation))
    }

    public func navigationController(
        _ navigationController: any HostNavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard let runner = animationController as? TransitionRunner, runner.wantsInteractiveStart else { return nil }
        return runner
    }
}

extension TransitionController: TabBarControllerDelegate {
    /// Transitions for every tab switch in `tabBarController`, from `transitionsSource`.
    public convenience init(forTransitionsIn tabBarController: any HostTabBarController, transitionsSource: any TransitionsSource) {
        self.init(container: .tabBar(tabBarController), transitionsSource: transitionsSource, interactionController: nil)
        tabBarController.delegate = self
    }

    /// Interactive tab switches: `interactionController`'s gesture (attached to the tab bar
    /// controller's view) asks `operationDelegate` for the next or previous tab.
    public convenience init(
        forInteractiveTransitionsIn tabBarController: any HostTabBarController,
        transitionsSource: any TransitionsSource,
        operationDelegate: any InteractiveTabBarTransitionOperationDelegate,
        interactionController: any TransitionInteractionController
    ) {
        self.init(container: .tabBar(tabBarController), transitionsSource: transitionsSource,
                  interactionController: interactionController)
        tabBarOperationDelegate = operationDelegate
        tabBarController.delegate = self
        tabBarController.view.addGestureRecognizer(interactionController.gestureRecognizer)
    }

    public func tabBarController(
        _ tabBarController: any HostTabBarController,
        animationControllerForTransitionFrom from: any HostViewController, to: any HostViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        guard let fromIndex = tabBarController.viewControllers.firstIndex(where: { $0 === from }),
              let toIndex = tabBarController.viewControllers.firstIndex(where: { $0 === to }),
              fromIndex != toIndex
        else { return nil }
        return runner(for: .tabBar(toIndex > fromIndex ? .increaseIndex : .decreaseIndex))
    }

    public func tabBarController(
        _ tabBarController: any HostTabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard let runner = animationController as? TransitionRunner, runner.wantsInteractiveStart else { return nil }
        return runner
    }
}

extension TransitionController {
    /// Whether `operation` makes sense for the container now: not none, of the container's kind,
    /// and possible (a pop needs two controllers, a tab change stays in range, a dismissal needs a
    /// presentation, a presentation needs none).
    func isPerformable(_ operation: TransitionOperation) -> Bool {
        guard let container else { return false }
        switch (container, operation) {
        case let (.navigation(navigation), .navigation(kind)):
            switch kind {
            case .push: return true
            case .pop: return navigation.viewControllers.count > 1
            case .none: return false
            }
        case let (.tabBar(tabBar), .tabBar(kind)):
            switch kind {
            case .increaseIndex: return tabBar.selectedIndex + 1 < tabBar.viewControllers.count
            case .decreaseIndex: return tabBar.selectedIndex > 0
            case .none: return false
            }
        case let (.modal(source), .modal(kind)):
            switch kind {
            case .present: return source.presentedViewController == nil
            case .dismiss: return source.presentedViewController != nil
            case .none: return false
            }
        default:
            return false
        }
    }

    /// Asks the operation delegate (or, for a presentation, presents itself) to perform
    /// `operation`, which makes the container ask for the transition.
    func perform(_ operation: TransitionOperation, gestureRecognizer: GestureRecognizer) {
        guard let container else { return }
        switch (container, operation) {
        case let (.navigation(navigation), .navigation(kind)):
            navigationOperationDelegate?.performOperation(
                operation: kind, forInteractiveTransitionIn: navigation, gestureRecognizer: gestureRecognizer)
        case let (.tabBar(tabBar), .tabBar(kind)):
            tabBarOperationDelegate?.performOperation(
                operation: kind, forInteractiveTransitionIn: tabBar, gestureRecognizer: gestureRecognizer)
        case let (.modal(source), .modal(.present)):
            guard let delegate = modalOperationDelegate else { return }
            let presented = delegate.viewControllerForInteractiveModalPresentation(by: source, gestureRecognizer: gestureRecognizer)
            presented.transitioningDelegate = self
            presented.modalPresentationStyle = .custom
            do {
                try source.present(presented, animated: true, completion: nil)
            } catch {
                report(.operationRefused(operation, error))
            }
        case let (.modal(source), .modal(.dismiss)):
            do {
                try source.dismiss(animated: true, completion: nil)
            } catch {
                report(.operationRefused(operation, error))
            }
        default:
            break
        }
    }
}
