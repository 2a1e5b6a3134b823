#if canImport(UIKit)
import CoreGraphics
import Gestures
import UIKit

/// An engine recognizer that follows a UIKit recognizer the app made (the
/// `UIPanGestureRecognizer` of a do-it-yourself ``TransitionInteractionController``): the
/// engine's ``/Gestures/ExternalGestureRecognizer``, fed from the UIKit recognizer's actions.
///
/// Without a delegate of the app's, it becomes the UIKit recognizer's delegate so that the engine
/// decides whether the gesture may begin (as the seed library's `TransitionController` did): a
/// gesture whose operation can't be performed fails at once and leaves the touches to others.
@MainActor
final class RecognizerMirror: NSObject, UIGestureRecognizerDelegate {
    /// The UIKit recognizer, while it exists.
    private(set) weak var source: UIGestureRecognizer?
    /// The engine's recognizer that follows it.
    let engine: ExternalGestureRecognizer
    private unowned let host: UIKitHost

    init(source: UIGestureRecognizer, host: UIKitHost) {
        self.source = source
        engine = ExternalGestureRecognizer(name: source.name ?? String(describing: type(of: source)))
        self.host = host
        super.init()
        source.addTarget(self, action: #selector(sourceDidChange(_:)))
        if source.delegate == nil { source.delegate = self }
    }

    @objc private func sourceDidChange(_ recognizer: UIGestureRecognizer) {
        let time = host.now
        host.prepareForInput(at: time)
        engine.follow(
            GestureRecognizerState(recognizer.state), location: recognizer.location(in: nil),
            numberOfTouches: recognizer.numberOfTouches, at: time)
        host.wakeIfNeeded()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        engine.delegate?.gestureRecognizerShouldBegin(engine) ?? true
    }

    /// Runs together with the engine's recognizers it may run with in the engine (the
    /// touch-down that grabbed a running transition).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let other = host.knownEngineRecognizer(for: otherGestureRecognizer) else { return false }
        return engine.canRecognizeSimultaneously(with: other)
    }
}
#endif
