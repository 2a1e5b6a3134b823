import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Stage
import TransitionKit

/// A transition context of its own, outside any container: a container view in a window on a
/// manual clock, two controllers, and a record of what the engine told it — for running a
/// transition's parts, or asking its runner things, without a host's container.
@MainActor
public final class TestTransitionContext: ViewControllerContextTransitioning {
    /// The window, whose loop the transition runs on.
    public let window: Window
    /// The controller shown at the start.
    public let from: ViewController
    /// The controller shown at the end.
    public let to: ViewController
    /// The container view, in the window.
    public let container = View(name: "container", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    public let presentationStyle: ModalPresentationStyle
    /// Every state the engine handed down, in order.
    public private(set) var states: [TransitionState] = []
    /// Every `completeTransition` call, in order.
    public private(set) var completions: [Bool] = []

    /// A context from a controller titled `from` to one titled `to`.
    public init(from: String = "From", to: String = "To", presentationStyle: ModalPresentationStyle = .fullScreen) throws {
        window = Window(clock: try ManualClock())
        self.from = ViewController(title: from)
        self.to = ViewController(title: to)
        self.presentationStyle = presentationStyle
        window.rootView.addSubview(container)
    }

    public var containerView: any HostView { container }
    public var animationLoop: AnimationLoop { window.loop }
    public var isAnimated: Bool { true }
    public var isInteractive: Bool { false }
    public var transitionWasCancelled: Bool { completions.last == false }
    public func viewController(forKey key: TransitionContextKey) -> (any HostViewController)? { key == .from ? from : to }
    public func view(forKey key: TransitionContextKey) -> (any HostView)? { key == .from ? from.view : to.view }
    public func initialFrame(for viewController: any HostViewController) -> CGRect { container.bounds }
    public func finalFrame(for viewController: any HostViewController) -> CGRect { container.bounds }
    public func updateInteractiveTransition(_ percentComplete: Double) {}
    public func finishInteractiveTransition() {}
    public func cancelInteractiveTransition() {}
    public func pauseInteractiveTransition() {}
    public func completeTransition(_ didComplete: Bool) { completions.append(didComplete) }
    public func transitionDidUpdate(_ state: TransitionState) { states.append(state) }
}
