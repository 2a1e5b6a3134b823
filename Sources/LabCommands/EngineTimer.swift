import Foundation
import Stage

/// Times the engine's work in each frame of a window (touches, gestures, animations; not the
/// recorder), on the wall clock.
@MainActor
final class EngineTimer: WindowFrameObserver {
    private let clock = ContinuousClock()
    private var frameStart: ContinuousClock.Instant?
    /// The longest frame so far.
    private(set) var worst: Duration = .zero
    /// How many frames were timed.
    private(set) var frameCount = 0

    func windowWillStepFrame(_ window: Window) { frameStart = clock.now }

    func windowDidStepFrame(_ window: Window) {
        guard let frameStart else { return }
        worst = max(worst, clock.now - frameStart)
        frameCount += 1
        self.frameStart = nil
    }

    /// The worst frame in microseconds.
    var worstMicroseconds: Double {
        let components = worst.components
        return Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
    }
}
