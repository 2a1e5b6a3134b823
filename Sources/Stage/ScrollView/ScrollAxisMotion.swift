/// What moves a ``ScrollView``'s content along one axis when no finger does: a deceleration, a
/// spring (back to an edge, to a page, or to an offset set with animation), or nothing.
///
/// A value: ``advanced(to:limits:bounces:angularFrequency:)`` says where the content is at a
/// time and what moves it next, so a frame allocates nothing and any frame rate gives the same
/// path.
enum ScrollAxisMotion: Sendable, Equatable {
    case idle
    /// Decelerating since `startTime` seconds.
    case decelerating(ScrollDeceleration, startTime: Double)
    /// Springing since `startTime` seconds.
    case springing(ScrollSpring, startTime: Double)

    /// A motion comes to rest once it is closer than this to where it rests, in points (a
    /// third of a pixel at 3×); it then lands exactly there.
    static let restingDistance = 0.1
    /// A spring also needs to be slower than this to rest, in points per second.
    static let restingSpeed = 2.0

    var isIdle: Bool { self == .idle }

    /// Where the content is at `time` seconds, and the motion from then on (``idle`` once it
    /// rests, exactly at its target).
    ///
    /// A deceleration that reaches an edge of `limits` on its way out bounces: it hands its
    /// velocity at that instant to a spring back to the edge (or, when `bounces` is false, stops
    /// there).
    func advanced(to time: Double, limits: ClosedRange<Double>, bounces: Bool,
                  angularFrequency: Double) -> (position: Double, next: ScrollAxisMotion) {
        switch self {
        case .idle:
            return (limits.lowerBound, .idle)  // unused: an idle axis isn't advanced
        case let .decelerating(deceleration, startTime):
            let elapsed = time - startTime
            // Leaving through an edge it started inside of (or on).
            if let edge = Self.exit(of: deceleration, through: limits),
               let crossing = deceleration.time(toReach: edge), crossing <= elapsed {
                guard bounces else { return (edge, .idle) }
                let spring = ScrollSpring(from: edge, to: edge, velocity: deceleration.velocity(after: crossing),
                                          angularFrequency: angularFrequency)
                return ScrollAxisMotion.springing(spring, startTime: startTime + crossing)
                    .advanced(to: time, limits: limits, bounces: bounces, angularFrequency: angularFrequency)
            }
            let position = deceleration.position(after: elapsed)
            let target = deceleration.target
            guard abs(target - position) < Self.restingDistance else { return (position, self) }
            if limits.contains(target) { return (target, .idle) }
            // Came to rest outside (it started out there and didn't make it in): back to the edge.
            let edge = min(max(target, limits.lowerBound), limits.upperBound)
            let spring = ScrollSpring(from: position, to: edge, velocity: 0, angularFrequency: angularFrequency)
            return (position, .springing(spring, startTime: time))
        case let .springing(spring, startTime):
            let elapsed = time - startTime
            let position = spring.position(after: elapsed)
            if abs(position - spring.target) < Self.restingDistance, abs(spring.velocity(after: elapsed)) < Self.restingSpeed {
                return (spring.target, .idle)
            }
            return (position, self)
        }
    }

    /// The edge of `limits` that `deceleration` leaves through, if it starts inside them (or on
    /// the edge) and its target lies beyond.
    private static func exit(of deceleration: ScrollDeceleration, through limits: ClosedRange<Double>) -> Double? {
        let target = deceleration.target
        if deceleration.velocity > 0, deceleration.start <= limits.upperBound, target > limits.upperBound {
            return limits.upperBound
        }
        if deceleration.velocity < 0, deceleration.start >= limits.lowerBound, target < limits.lowerBound {
            return limits.lowerBound
        }
        return nil
    }

    /// The motion after a release at `offset` (points) with `velocity` (points per second) at
    /// `time`, given where it should rest: `target`, and `naturalTarget`, where a deceleration
    /// would take it inside `limits` (they differ when a delegate moved the target, or for a page).
    static func release(from offset: Double, velocity: Double, target: Double, naturalTarget: Double, isPaging: Bool,
                        limits: ClosedRange<Double>, rate: Double, angularFrequency: Double, time: Double) -> ScrollAxisMotion {
        if isPaging || target != naturalTarget {
            if isPaging {
                return spring(from: offset, to: target, velocity: velocity, angularFrequency: angularFrequency, time: time)
            }
            guard abs(target - offset) >= restingDistance else { return .idle }
            return .decelerating(ScrollDeceleration(start: offset, target: target, rate: rate), startTime: time)
        }
        let deceleration = ScrollDeceleration(start: offset, velocity: velocity, rate: rate)
        if !limits.contains(offset) {
            // Past an edge: decelerate back in if the release carries it inside, else spring back.
            let edge = min(max(offset, limits.lowerBound), limits.upperBound)
            let inward = (edge - offset) * velocity > 0
            if inward, limits.contains(deceleration.target) { return .decelerating(deceleration, startTime: time) }
            return .springing(ScrollSpring(from: offset, to: edge, velocity: velocity, angularFrequency: angularFrequency),
                              startTime: time)
        }
        guard abs(deceleration.target - offset) >= restingDistance else { return .idle }
        return .decelerating(deceleration, startTime: time)
    }

    /// A spring to `target` that never overshoots it: a velocity towards it faster than the
    /// spring can absorb without crossing (ω × distance) is capped there.
    static func spring(from offset: Double, to target: Double, velocity: Double, angularFrequency: Double,
                       time: Double) -> ScrollAxisMotion {
        let distance = target - offset
        var velocity = velocity
        if distance * velocity > 0, abs(velocity) > angularFrequency * abs(distance) {
            velocity = angularFrequency * distance
        }
        guard abs(distance) >= restingDistance || abs(velocity) >= restingSpeed else { return .idle }
        return .springing(ScrollSpring(from: offset, to: target, velocity: velocity, angularFrequency: angularFrequency),
                          startTime: time)
    }
}
