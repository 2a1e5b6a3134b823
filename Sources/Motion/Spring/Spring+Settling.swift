import Foundation

extension Spring {
    /// The tolerance of ``settlingDuration``: a thousandth of the distance travelled.
    public static let defaultSettlingTolerance = 0.001

    /// The spring's implicit duration, in seconds: how long a move of unit distance from rest
    /// takes to stay within ``defaultSettlingTolerance`` of its target.
    ///
    /// A physical spring sets its own duration this way (UIKit's
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` ignores the animator's
    /// duration). Infinite for an undamped spring, which never settles.
    public var settlingDuration: Double {
        settlingDuration(from: SpringState(displacement: 1, velocity: 0), tolerance: Self.defaultSettlingTolerance)
    }

    /// The time, in seconds, after which the displacement stays within `tolerance` of rest for good.
    ///
    /// Exact to the bisection's resolution (1e-12 relative): the motion is split where the
    /// velocity vanishes into pieces on which the displacement is monotone, and the last crossing
    /// of the tolerance band is solved on the piece that holds it.
    ///
    /// - Parameters:
    ///   - state: The displacement (value units) and velocity (value units per second) at time 0.
    ///   - tolerance: The half-width of the band around rest, in value units; greater than 0.
    /// - Returns: 0 if the spring never leaves the band; infinity if it is undamped and not at rest.
    public func settlingDuration(from state: SpringState, tolerance: Double) -> Double {
        let tolerance = abs(tolerance)
        guard state.displacement.isFinite, state.velocity.isFinite, tolerance > 0 else { return 0 }
        func outside(_ time: Double) -> Bool { abs(self.state(after: time, from: state).displacement) > tolerance }

        guard decayRate > 0 else {
            let energy = state.displacement * state.displacement + state.velocity * state.velocity / naturalFrequencySquared
            return energy <= tolerance * tolerance ? 0 : .infinity
        }
        // Energy (k·x² + m·v²)/2 never grows, so once x² + v²/ω₀² ≤ ε² the displacement stays in the band.
        var bound = 1 / naturalFrequency
        while true {
            let probe = self.state(after: bound, from: state)
            let energy = probe.displacement * probe.displacement + probe.velocity * probe.velocity / naturalFrequencySquared
            if energy <= tolerance * tolerance || !bound.isFinite { break }
            bound *= 2
        }
        guard bound.isFinite else { return .infinity }

        // Split the motion at its turning points (velocity zeros) into pieces on which the
        // displacement is monotone; the band is never left again after `bound`, so the last piece
        // that starts outside the band holds the last crossing.
        guard let piece = lastPieceOutside(from: state, before: bound, tolerance: tolerance, outside: outside) else { return 0 }
        var low = piece.lowerBound
        var high = piece.upperBound
        while high - low > 1e-12 * max(high, 1e-9) {
            let mid = 0.5 * (low + high)
            if outside(mid) { low = mid } else { high = mid }
        }
        return high
    }

    /// The monotone piece of the motion, between two turning points (or 0 and `limit`), that
    /// starts outside the band and is the last to do so; nil if the motion starts and stays inside.
    private func lastPieceOutside(
        from state: SpringState, before limit: Double, tolerance: Double, outside: (Double) -> Bool
    ) -> ClosedRange<Double>? {
        switch regime {
        case .underdamped:
            // v(t) = e^(−αt)·(v₀·cos ωt − D·sin ωt / ω), D = α·v₀ + ω₀²·x₀: zero where tan ωt = v₀·ω / D,
            // every half period from the first turn t₀. The extremes shrink by e^(−απ/ω) per turn.
            let d = decayRate * state.velocity + naturalFrequencySquared * state.displacement
            var phase = atan2(state.velocity * modeFrequency, d)
            if phase < 0 { phase += .pi }
            let halfPeriod = Double.pi / modeFrequency
            let first = phase / modeFrequency
            func turn(_ index: Double) -> Double { first + index * halfPeriod }
            guard outside(first) else {
                return outside(0) && first > 0 ? 0...first : nil
            }
            let firstExtreme = abs(self.state(after: first, from: state).displacement)
            var index = max(0, floor(log(firstExtreme / tolerance) / (decayRate * halfPeriod)))
            // The logarithm can be off by one turn through rounding; a few steps correct it (a
            // bounded number, since at huge counts a step of one turn is lost to rounding).
            for _ in 0..<4 where index > 0 && !outside(turn(index)) { index -= 1 }
            for _ in 0..<4 where outside(turn(index + 1)) && turn(index + 1) < limit { index += 1 }
            return turn(index)...turn(index + 1)
        case .critical, .overdamped:
            // At most one turning point: find it by the velocity's sign change.
            let velocityAt = { (time: Double) in self.state(after: time, from: state).velocity }
            let start = state.velocity
            let end = velocityAt(limit)
            var turns: [Double] = [0]
            if start != 0, end != 0, (start > 0) != (end > 0) {
                var low = 0.0
                var high = limit
                while high - low > 1e-12 * limit {
                    let mid = 0.5 * (low + high)
                    if (velocityAt(mid) > 0) == (start > 0) { low = mid } else { high = mid }
                }
                turns.append(0.5 * (low + high))
            }
            turns.append(limit)
            for index in stride(from: turns.count - 2, through: 0, by: -1) where outside(turns[index]) {
                return turns[index]...turns[index + 1]
            }
            return nil
        }
    }
}
