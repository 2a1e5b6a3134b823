import Recording

/// Whether a script's gestures acted on a scene, read from the scene's recorded frames: what
/// `run` checks to warn of a script that suits another host or transition (`swipe-back` in a
/// modal host, `photo-tap` on a built-in transition), which would otherwise play to rest
/// and exit 0 as if all went well.
///
/// The gestures *acted* when, from the frame their first touch was delivered in, a transition
/// began or ran, or anything on screen differs from the screen just before that touch: a view
/// moved, faded, scrolled, appeared or went. Whatever a recognizer in the scene does with a
/// touch that counts (a transition, a page scrolled, a card pressed) shows on screen; a touch that
/// found nothing to act on leaves the screen as it was. The scene must be at rest when its script
/// starts, as the lab's scenes are (they run until idle first); everything before the first
/// touch is the screen the script found.
///
/// Fed the frames in order with ``add(_:)``, it keeps only the screen before the first touch.
struct ScriptEffect {
    /// Whether a touch was delivered in a frame added so far.
    private(set) var touched = false
    /// Whether the gestures acted (see the type's discussion).
    private(set) var acted = false
    /// The views of the latest frame before the first touch; then, the screen the touches found.
    private var before: [RecordedView]?

    /// Whether the scene's gestures found nothing to act on: no transition and nothing on
    /// screen changed from the first touch on, or no touch at all.
    var foundNothing: Bool { !acted }

    /// Takes in the next recorded frame.
    mutating func add(_ frame: RecordedFrame) {
        guard !acted else { return }
        if !touched {
            guard !frame.touches.isEmpty else {
                before = frame.views
                return
            }
            touched = true
            // Recording may start at the first touch (a scene that opened its screen unrecorded):
            // then the screen the touch found is the one its frame shows.
            if before == nil { before = frame.views }
        }
        let transition = frame.transition != nil || frame.events.contains { $0.kind == .transitionBegan }
        if transition || frame.views != before { acted = true }
    }
}
