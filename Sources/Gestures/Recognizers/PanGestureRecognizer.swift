import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Recognizes fingers dragging, as UIKit's `UIPanGestureRecognizer`.
///
/// It begins once the centroid of ``minimumNumberOfTouches``…``maximumNumberOfTouches`` fingers
/// has moved ``movementThreshold`` points, reports ``translation(in:)`` from where the fingers
/// touched down and ``velocity(in:)``, and ends when the fingers lift (or fewer than the
/// minimum remain). A finger added or lifted mid-pan moves the centroid but not the
/// translation: the translation continues from where it was.
@MainActor
public class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan (1 by default).
    public final var minimumNumberOfTouches = 1
    /// The most fingers that pan; more fingers before it begins make it fail.
    public final var maximumNumberOfTouches = Int.max
    /// How far the fingers move, in points, before the pan begins (UIKit's hysteresis).
    public final var movementThreshold = 10.0

    /// What the pan measures on every move (see ``UncheckedPanMeasuringState`` for why measuring makes
    /// no exclusivity checks).
    private let measuring = UncheckedPanMeasuringState()

    /// The translation of the fingers since they touched down (or since ``setTranslation(_:in:)``),
    /// in `view`'s coordinates (window coordinates for `nil`), in points.
    public func translation(in view: (any GestureView)?) -> CGPoint {
        let vector = windowTranslation
        return view?.convertVectorFromWindow(vector, at: measuring.origin) ?? vector
    }

    /// Makes the current translation read `translation` in `view`'s coordinates (points).
    /// The velocity is unaffected.
    public func setTranslation(_ translation: CGPoint, in view: (any GestureView)?) {
        let vector = view?.vectorToWindow(translation, at: measuring.origin) ?? translation
        measuring.setTranslation(vector, at: currentCentroid)
    }

    /// The velocity of the fingers in `view`'s coordinates (window coordinates for `nil`), in
    /// points per second; zero when the fingers rested more than 40 ms.
    public func velocity(in view: (any GestureView)?) -> CGPoint {
        let vector = measuring.velocity(at: currentTime)
        return view?.convertVectorFromWindow(vector, at: measuring.origin) ?? vector
    }

    /// Where ``translation(in:)`` measures a vector in a view's coordinates (window
    /// coordinates): `translation(in: view)` is `view.convertVectorFromWindow(translation(in: nil),
    /// at: translationOrigin)`.
    package var translationOrigin: CGPoint { measuring.origin }

    private var windowTranslation: CGPoint { measuring.translation(at: currentCentroid) }

    private var currentCentroid: CGPoint { location(in: nil) }

    /// Whether the pan may begin with this translation (window coordinates); subclasses
    /// restrict the direction.
    func allowsBeginning(with translation: CGPoint) -> Bool { true }

    override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, numberOfTouches > maximumNumberOfTouches {
            requestState(.failed)
            return
        }
        if numberOfTouches == touches.count {
            // The first fingers: the gesture starts here.
            measuring.begin(at: currentCentroid, time: currentTime)
        } else {
            reanchor(previous: TouchGeometry.centroid(of: trackedTouches.filter { touch in
                !touches.contains { $0.id == touch.id }
            }))
        }
    }

    override func touchesMoved(_ touches: [Touch]) {
        recordPath()
        switch state {
        case .possible:
            let translation = measuring.movement(at: currentCentroid)
            guard (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches),
                  TouchGeometry.distance(.zero, translation) >= movementThreshold
            else { return }
            if allowsBeginning(with: translation) {
                requestState(.began)
            } else {
                requestState(.failed)
            }
        case .began, .changed:
            requestState(.changed)
        default:
            break
        }
    }

    override func touchesEnded(_ touches: [Touch]) {
        if numberOfTouches == 0 {
            requestState(state.isActive ? .ended : .failed)
            return
        }
        // Keep the translation and the measured path continuous across the lift.
        let lifted = touches
        reanchor(previous: TouchGeometry.centroid(of: trackedTouches + lifted))
        if state.isActive, numberOfTouches < minimumNumberOfTouches { requestState(.ended) }
    }

    /// The centroid jumped from `previous` to the current one because fingers came or went:
    /// shift the anchors by the same amount so nothing the app sees jumps.
    private func reanchor(previous: CGPoint) {
        measuring.reanchor(from: previous, to: currentCentroid)
    }

    private func recordPath() {
        measuring.record(currentCentroid, at: currentTime)
    }

    override func resetGesture() {
        measuring.reset()
    }
}
