/// How one layer's animator follows the transition's offset: the math of a layer, apart from
/// the driver that sequences it.
///
/// A transition animating on its own scrubs each layer along its own timing curve to its local
/// fraction of the offset, so a layer starts from rest when the offset enters its range and
/// waits before and after it, in either direction. A gesture moves layers *linearly*, as UIKit's
/// animators scrub by default, so that what the finger holds stays under it: from where each
/// layer was when the gesture held it, towards where its range starts and ends. Released, a
/// layer the gesture left part-way runs on its own from there, along its curve, to the end (or
/// the start) of its range, leaving at the speed the gesture moved it and paced by the distance it has left; nothing jumps.
enum LayerPacing: Equatable {
    /// Scrubbed along its timing curve to its local fraction of the offset.
    case alongCurve
    /// Following a gesture from where it was held: at local fraction `heldAt`, showing
    /// `progress`, and running on its own (`wasRunning`) or scrubbed along its curve before.
    case following(heldAt: Double, progress: Double, wasRunning: Bool)
    /// Running on its own to the end (or start) of its range.
    case running

    /// The progress a layer held at local fraction `held`, showing `progress`, shows at local
    /// fraction `fraction`: linear on each side of where it was held, through (0, 0) and (1, 1),
    /// so it moves with the finger, reaches its range's start and end with the offset, and shows
    /// `progress` when the offset is back where it was held.
    static func progress(at fraction: Double, heldAt held: Double, progress: Double) -> Double {
        if fraction >= held {
            guard held < 1 else { return progress }
            return progress + (fraction - held) * (1 - progress) / (1 - held)
        }
        return progress * fraction / held
    }

    /// How fast the layer's progress changes with its local fraction at `fraction` while it
    /// follows a gesture (progress per unit of local fraction); 0 otherwise.
    func slope(at fraction: Double) -> Double {
        guard case let .following(held, progress, _) = self else { return 0 }
        if fraction > held || (fraction == held && held == 0) {
            return held < 1 ? (1 - progress) / (1 - held) : 0
        }
        return held > 0 ? progress / held : 0
    }

    /// How the layer goes on when an animation phase starts at its local fraction `fraction`:
    /// along its curve when it is outside its range or where its curve had it, else running on
    /// its own from where it is.
    func resumed(at fraction: Double) -> LayerPacing {
        guard case let .following(held, _, wasRunning) = self else { return self }
        if fraction <= 0 || fraction >= 1 { return .alongCurve }
        if fraction == held, !wasRunning { return .alongCurve }
        return .running
    }
}
