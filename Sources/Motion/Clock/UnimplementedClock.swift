/// A clock that reports any use: for tests of code that must not touch time.
///
/// Every call is appended to ``uses`` and passed to `onUse`; time stays 0 and no frame is
/// ever delivered.
@MainActor
public final class UnimplementedClock: FrameClock {
    /// What was asked of the clock, in order.
    public private(set) var uses: [String] = []
    private let onUse: @MainActor (String) -> Void

    public init(onUse: @escaping @MainActor (String) -> Void = { _ in }) {
        self.onUse = onUse
    }

    public var now: Double {
        report("now")
        return 0
    }

    public var isTicking: Bool { false }

    public func startTicking(_ client: any FrameClockClient) { report("startTicking") }

    public func stopTicking() { report("stopTicking") }

    private func report(_ use: String) {
        uses.append(use)
        onUse(use)
    }
}
