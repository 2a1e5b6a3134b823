import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a ``PanGestureRecognizer`` measures on every move: where the translation is measured
/// from, where the gesture started, and the path its velocity is measured on.
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions each per
/// access). That is sound because of one invariant, kept by this type alone: every access happens
/// inside one of its own methods, on the main actor, and no method calls out while an access is
/// open — they are pure measuring, given the centroid and the time by the recognizer (which reads
/// them from its own frame state first). So no two accesses to the same property can overlap,
/// even when an action sets the translation while the pan delivers a change. Its recognizer holds
/// it in a `let`, which needs no check of its own.
@MainActor
final class UncheckedPanMeasuringState {
    /// Translation in window coordinates is `centroid − anchor`.
    @exclusivity(unchecked) private var anchor = CGPoint.zero
    /// Where the gesture started, in window coordinates.
    @exclusivity(unchecked) private var start = CGPoint.zero
    /// The continuous path the velocity is measured on: `centroid − pathAnchor`.
    @exclusivity(unchecked) private var pathAnchor = CGPoint.zero
    @exclusivity(unchecked) private var tracker = VelocityTracker()

    /// Where the gesture started, in window coordinates; conversions measure vectors here.
    var origin: CGPoint {
        @inline(__always) get { start }
    }

    /// The translation, in window coordinates, when the fingers' centroid is `centroid`.
    @inline(__always)
    func translation(at centroid: CGPoint) -> CGPoint {
        CGPoint(x: centroid.x - anchor.x, y: centroid.y - anchor.y)
    }

    /// How far the fingers' centroid `centroid` has moved since they touched down, in window
    /// coordinates: what the movement threshold measures. Fingers that come or go don't move it,
    /// and neither does ``setTranslation(_:at:)`` — an app that resets the translation on every
    /// change while the pan waits for its threshold doesn't keep it from being recognized.
    @inline(__always)
    func movement(at centroid: CGPoint) -> CGPoint {
        CGPoint(x: centroid.x - pathAnchor.x, y: centroid.y - pathAnchor.y)
    }

    /// Makes the translation read `translation` (window coordinates) at `centroid`.
    func setTranslation(_ translation: CGPoint, at centroid: CGPoint) {
        anchor = CGPoint(x: centroid.x - translation.x, y: centroid.y - translation.y)
    }

    /// The velocity of the path at `time` seconds, in points per second (window coordinates).
    @inline(__always)
    func velocity(at time: Double) -> CGPoint {
        tracker.velocity(at: time)
    }

    /// The first fingers touched down with their centroid at `centroid`, at `time` seconds: the
    /// gesture starts here.
    func begin(at centroid: CGPoint, time: Double) {
        start = centroid
        anchor = centroid
        pathAnchor = centroid
        tracker.reset()
        record(centroid, at: time)
    }

    /// The centroid jumped from `previous` to `centroid` because fingers came or went: shifts
    /// the anchors by the same amount so nothing the app sees jumps.
    func reanchor(from previous: CGPoint, to centroid: CGPoint) {
        let shift = CGPoint(x: centroid.x - previous.x, y: centroid.y - previous.y)
        anchor = CGPoint(x: anchor.x + shift.x, y: anchor.y + shift.y)
        pathAnchor = CGPoint(x: pathAnchor.x + shift.x, y: pathAnchor.y + shift.y)
    }

    /// Adds the centroid at `time` seconds to the measured path.
    @inline(__always)
    func record(_ centroid: CGPoint, at time: Double) {
        // Times never go backwards here: the arena refuses such events before delivering them.
        try? tracker.addSample(x: Double(centroid.x - pathAnchor.x), y: Double(centroid.y - pathAnchor.y), time: time)
    }

    /// Forgets the gesture.
    func reset() {
        anchor = .zero
        start = .zero
        pathAnchor = .zero
        tracker.reset()
    }
}
