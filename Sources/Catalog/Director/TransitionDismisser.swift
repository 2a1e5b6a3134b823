import Gestures
import TransitionKit

/// Starts a dismissal when any of its gestures begins (a tap when it is recognized), with all of
/// them recognized together, and hands them to the transition's director.
@MainActor
public final class TransitionDismisser: GestureRecognizerDelegate {
    /// The gestures that dismiss.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Called when one of the gestures begins: should start the dismissal.
    var onBegin: (@MainActor (GestureRecognizer) -> Void)?

    public init() {}

    /// Makes `recognizer` start the dismissal when it begins.
    public func dismiss(whenGestureRecognizerBegins recognizer: GestureRecognizer) {
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizers.append(recognizer)
        recognizer.delegate = self
        recognizer.addTarget { [weak self] recognizer in
            let begins = recognizer.state == .began || (recognizer is TapGestureRecognizer && recognizer.state == .ended)
            if begins { self?.onBegin?(recognizer) }
        }
    }

    /// Stops `recognizer` from dismissing.
    public func remove(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.delegate === self { recognizer.delegate = nil }
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        gestureRecognizers.contains { $0 === other }
    }
}
