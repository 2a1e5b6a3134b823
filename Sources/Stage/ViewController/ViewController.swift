import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TransitionKit

/// A headless view controller with UIKit's appearance callbacks and modal presentation.
///
/// Appearance callbacks follow UIKit's rules: they come in pairs (will, then did), never twice in
/// a row for the same side, and a cancelled transition tells the side that was disappearing
/// that it reappears (`viewWillAppear`, `viewDidAppear`) and the side that was appearing that
/// it disappears again. Every callback is also kept in ``appearanceLog``.
@MainActor
open class ViewController: HostViewController {
    /// The root view, as a Stage view.
    public let stageView: View
    public var view: any HostView { stageView }
    public var title: String?
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?

    /// The container controller this one is a child of, if any.
    public internal(set) weak var parent: ViewController?
    /// The controller this one presents.
    public internal(set) var presentedStageViewController: ViewController?
    /// The controller that presents this one.
    public internal(set) weak var presentingStageViewController: ViewController?
    /// The window this controller is shown in (through its parent or presenter), if any.
    public internal(set) weak var installedWindow: Window?

    /// The container view a presentation of this controller runs in.
    var presentationContainer: View?
    /// Where the presenting side's view was before a full-screen presentation removed it.
    var presentingViewPlace: (superview: View?, index: Int) = (nil, 0)

    /// Where the controller is in its appearance cycle.
    public private(set) var appearanceState: AppearanceState = .disappeared
    /// Every appearance callback received, in order.
    public private(set) var appearanceLog: [AppearanceEvent] = []

    /// A controller whose view fills `size` (points) until a container sizes it.
    public init(title: String? = nil, size: CGSize = CGSize(width: 390, height: 844)) {
        self.title = title
        stageView = View(name: title ?? "view controller", frame: CGRect(origin: .zero, size: size))
    }

    public var presentedViewController: (any HostViewController)? { presentedStageViewController }
    public var presentingViewController: (any HostViewController)? { presentingStageViewController }

    /// The window this controller is shown in.
    public var window: Window? {
        installedWindow ?? parent?.window ?? presentingStageViewController?.window
    }

    // MARK: Appearance callbacks (override points)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Every child controller of a container (shown or not).
    var childControllers: [ViewController] { [] }

    /// The children whose appearance follows this controller's (the visible child of a
    /// container).
    var appearanceChildren: [ViewController] { [] }

    /// Starts appearing (`isAppearing`) or disappearing, as UIKit's
    /// `beginAppearanceTransition(_:animated:)`; a call that would repeat the current direction
    /// does nothing.
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceLog.append(.willAppear(animated: animated))
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceLog.append(.willDisappear(animated: animated))
            viewWillDisappear(animated)
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the appearance transition begun last, as UIKit's `endAppearanceTransition()`.
    func endAppearanceTransition(animated: Bool) {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            appearanceLog.append(.didAppear(animated: animated))
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            appearanceLog.append(.didDisappear(animated: animated))
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition(animated: animated) }
    }

    /// Whether the controller is shown in a window (its view is in the window's hierarchy).
    var isInWindow: Bool {
        guard let window else { return false }
        return stageView.isDescendant(of: window.rootView)
    }

    /// A name for messages.
    var debugName: String { title ?? "view controller" }
}
