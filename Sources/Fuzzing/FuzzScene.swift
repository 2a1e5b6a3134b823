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
