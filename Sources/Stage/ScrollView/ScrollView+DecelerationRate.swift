extension ScrollView {
    /// How quickly content slows after a drag, as UIKit's `UIScrollView.DecelerationRate`: the
    /// factor its velocity is multiplied by every millisecond.
    public struct DecelerationRate: Sendable, Equatable, Hashable {
        /// The factor per millisecond, in (0, 1).
        public let rawValue: Double

        /// A rate of `rawValue` per millisecond; it must lie strictly between 0 and 1 (a value
        /// in the source: anything else stops with a message).
        public init(rawValue: Double) {
            precondition(rawValue.isFinite && rawValue > 0 && rawValue < 1,
                         "a deceleration rate is a factor per millisecond strictly between 0 and 1, got \(rawValue)")
            self.rawValue = rawValue
        }

        /// UIKit's normal rate, 0.998 per millisecond: a flick at v points per second travels
        /// 0.499 · v points.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99 per millisecond: a flick at v points per second travels
        /// 0.099 · v points.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
