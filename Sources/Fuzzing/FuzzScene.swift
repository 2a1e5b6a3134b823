import Catalog
import Demos
import Gestures
import Motion
import Stage
import TransitionKit

/// A demo the fuzzer drives: a window, and the programmatic ways forward and back.
@MainActor
protocol FuzzScene: AnyObject {
    var window: Window { get }
    /// Recognizers that legitimately move between views (the interaction gesture of a modal
    /// host follows the controller on top).
    var movableRecognizers: [GestureRecognizer] { get }
    func goForward(animated: Bool) throws
    func goBack(animated: Bool) throws
}

extension TransitionDemo: FuzzScene {
    var movableRecognizers: [GestureRecognizer] { [pan.gestureRecognizer] }
}

/// The photo demo, opening the photos in turn.
@MainActor
final class PhotoFuzzScene: FuzzScene {
    let demo: PhotoDemo
    private var opened = 0

    init(host: PhotoDemo.Host, clock: ManualClock) {
        demo = PhotoDemo(host: host, clock: clock)
    }

    var window: Window { demo.window }
    var movableRecognizers: [GestureRecognizer] { [] }

    func goForward(animated: Bool) throws {
        // The photo transition always animates its presentation.
        try demo.open(photo: opened % PhotoDemo.images.count)
        opened += 1
    }

    func goBack(animated: Bool) throws { try demo.close(animated: animated) }
}

/// The Zoom demo, opening the cards in turn, in a cascade or not; before each request the grid
/// scrolls a little (now and then so far that the card to open or close to is out of sight), so
/// ends move and go off screen between transitions.
@MainActor
final class ZoomFuzzScene: FuzzScene {
    let demo: ZoomDemo
    private var opened = 0
    private var requests = 0

    init(host: ZoomDemo.Host, cascade: ZoomTransitionDirector.Cascade?, clock: ManualClock) {
        demo = ZoomDemo(host: host, clock: clock)
        demo.cascade = cascade
    }

    var window: Window { demo.window }
    var movableRecognizers: [GestureRecognizer] { [] }

    func goForward(animated: Bool) throws {
        scrollIfIdle()
        try demo.open(card: opened % demo.stories.count)
        opened += 1
    }

    func goBack(animated: Bool) throws {
        scrollIfIdle()
        try demo.close(animated: animated)
    }

    /// Scrolls the grid to one of a few offsets, in turn, when no transition runs (a scroll during
    /// one would change the state the transition must end in).
    private func scrollIfIdle() {
        requests += 1
        guard window.activeTransition == nil else { return }
        demo.grid.scroll(to: [0, 60, 0, 600, 180][requests % 5])
    }
}
