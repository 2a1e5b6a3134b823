/// How many messages a page may send: a steady rate, with room for a burst.
///
/// A person's page sends a frame request per display frame and a touch message per pointer
/// event: some 250 messages a second at 120 Hz. A page that sends far more (a flood) has the
/// excess dropped — unread, unanswered but for one error a second — so it can't take the
/// engine's time from the other pages.
struct MessageBudget: Sendable {
    /// Messages allowed per second, steadily.
    let rate: Double
    /// Messages allowed at once, after a quiet spell.
    let burst: Double
    private var tokens: Double
    private var lastTime: Double?
    /// How many messages were dropped since the page was last told.
    private(set) var dropped = 0
    /// When the page was last told of dropped messages.
    private var lastWarning = -Double.infinity

    /// A budget of `rate` messages a second with bursts of `burst`.
    init(rate: Double = 1000, burst: Double = 500) {
        self.rate = rate
        self.burst = burst
        tokens = burst
    }

    /// Whether a message arriving at `time` (seconds, any steady clock) may be read.
    mutating func admit(at time: Double) -> Bool {
        if let lastTime { tokens = min(burst, tokens + max(0, time - lastTime) * rate) }
        lastTime = time
        guard tokens >= 1 else {
            dropped += 1
            return false
        }
        tokens -= 1
        return true
    }

    /// How many messages were dropped, if the page should be told now (at most once a second);
    /// the count starts again.
    mutating func warning(at time: Double) -> Int? {
        guard dropped > 0, time - lastWarning >= 1 else { return nil }
        lastWarning = time
        defer { dropped = 0 }
        return dropped
    }
}
