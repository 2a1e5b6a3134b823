/// The estimators behind ``VelocityTracker``: pure functions of a short history of positions.
///
/// Both take one axis of the samples, oldest first, with times in seconds *relative to the newest
/// sample* (so every time is ≤ 0) and positions in points, and return points per second at the
/// newest sample's time.
enum VelocityEstimator {
    /// A least-squares fit along one axis.
    struct AxisFit: Equatable {
        /// The fitted derivative at time 0 (the newest sample), in points per second.
        var velocity: Double
        /// The fit's coefficient of determination (R²): the share of the positions' variance the
        /// fitted curve explains, from 0 (nothing) to 1 (every sample on the curve). An axis on
        /// which the finger did not move has a determination of 1.
        var determination: Double
    }

    /// Least-squares polynomial of degree 2 (or 1 with only two distinct times) through the
    /// samples, solved from the normal equations on times scaled to `timeScale` seconds so the
    /// system stays well conditioned. `nil` when fewer than two distinct times are given.
    /// Never allocates.
    static func quadraticFit<Samples: RandomAccessCollection<Double>>(
        times: Samples, positions: Samples, timeScale: Double
    ) -> AxisFit? where Samples.Index == Int {
        let count = times.count
        guard count >= 2, positions.count == count, let newest = positions.last, let first = times.first,
              let last = times.last
        else { return nil }
        // Sums of u^k (k = 0…4) and of x·u^k (k = 0…2), with u = t / timeScale and x taken
        // relative to the newest position.
        var su = SIMD8<Double>()
        var sxu = SIMD4<Double>()
        var sxx = 0.0
        for offset in 0..<count {
            let u = times[times.startIndex + offset] / timeScale
            let x = positions[positions.startIndex + offset] - newest
            let u2 = u * u
            su += SIMD8(1, u, u2, u2 * u, u2 * u2, 0, 0, 0)
            sxu += SIMD4(x, x * u, x * u2, 0)
            sxx += x * x
        }
        let mean = sxu[0] / su[0]
        let totalVariance = sxx - sxu[0] * mean
        let spread = max(abs(first), abs(last - first)) / timeScale
        guard spread > 0, su[2] - su[1] * su[1] / su[0] > 1e-12 * spread * spread * su[0] else {
            return nil
        }

        var coefficients: SIMD4<Double>
        if count >= 3, let quadratic = solveSymmetric3(
            rows: (SIMD4(su[0], su[1], su[2], sxu[0]), SIMD4(su[1], su[2], su[3], sxu[1]), SIMD4(su[2], su[3], su[4], sxu[2]))
        ) {
            coefficients = quadratic
        } else {
            // Two distinct times: a straight line.
            let determinant = su[0] * su[2] - su[1] * su[1]
            let slope = (su[0] * sxu[1] - su[1] * sxu[0]) / determinant
            let intercept = (sxu[0] - slope * su[1]) / su[0]
            coefficients = SIMD4(intercept, slope, 0, 0)
        }
        guard totalVariance > 1e-12 * max(sxx, 1e-300) else {
            return AxisFit(velocity: coefficients[1] / timeScale, determination: 1)
        }
        var residual = 0.0
        for offset in 0..<count {
            let u = times[times.startIndex + offset] / timeScale
            let fitted = coefficients[0] + u * (coefficients[1] + u * coefficients[2])
            let error = (positions[positions.startIndex + offset] - newest) - fitted
            residual += error * error
        }
        let determination = max(0, 1 - residual / totalVariance)
        return AxisFit(velocity: coefficients[1] / timeScale, determination: determination)
    }

    /// The kinetic-energy ("impulse") estimate: walking from the oldest sample to the newest,
    /// each segment's velocity changes the energy the finger carries by the work it takes to
    /// reach that velocity; the result is the velocity of the final energy. Recent segments
    /// dominate, and a final segment without motion adds no work. `nil` when no two samples
    /// have distinct times.
    static func impulse<Samples: RandomAccessCollection<Double>>(times: Samples, positions: Samples) -> Double?
        where Samples.Index == Int {
        var work = 0.0
        var isFirstSegment = true
        let count = min(times.count, positions.count)
        for offset in 1..<max(count, 1) {
            let interval = times[times.startIndex + offset] - times[times.startIndex + offset - 1]
            guard interval > 0 else { continue }
            let segmentVelocity = (positions[positions.startIndex + offset] - positions[positions.startIndex + offset - 1]) / interval
            let carried = velocity(ofWork: work)
            var change = (segmentVelocity - carried) * abs(segmentVelocity)
            if isFirstSegment { change *= 0.5 }
            work += change
            isFirstSegment = false
        }
        return isFirstSegment ? nil : velocity(ofWork: work)
    }

    /// The velocity whose kinetic energy (per unit mass, v²/2) is `work`, with its sign.
    private static func velocity(ofWork work: Double) -> Double {
        let speed = (2 * abs(work)).squareRoot()
        return work < 0 ? -speed : speed
    }

    /// Solves the symmetric 3×3 system whose augmented rows are `rows` (three coefficients, then
    /// the right-hand side) by Gaussian elimination with partial pivoting; the solution in the
    /// first three lanes, or `nil` when the system is singular. Never allocates.
    static func solveSymmetric3(rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) -> SIMD4<Double>? {
        var (r0, r1, r2) = rows
        func largestCoefficient(_ row: SIMD4<Double>) -> Double { max(abs(row[0]), abs(row[1]), abs(row[2])) }
        let scale = max(largestCoefficient(r0), largestCoefficient(r1), largestCoefficient(r2))
        guard scale > 0 else { return nil }
        // Column 0: the row with the largest leading coefficient first.
        if abs(r1[0]) > abs(r0[0]), abs(r1[0]) >= abs(r2[0]) { swap(&r0, &r1) } else if abs(r2[0]) > abs(r0[0]) { swap(&r0, &r2) }
        guard abs(r0[0]) > 1e-12 * scale else { return nil }
        r1 -= (r1[0] / r0[0]) * r0
        r2 -= (r2[0] / r0[0]) * r0
        // Column 1.
        if abs(r2[1]) > abs(r1[1]) { swap(&r1, &r2) }
        guard abs(r1[1]) > 1e-12 * scale else { return nil }
        r2 -= (r2[1] / r1[1]) * r1
        guard abs(r2[2]) > 1e-12 * scale else { return nil }
        let c = r2[3] / r2[2]
        let b = (r1[3] - r1[2] * c) / r1[1]
        let a = (r0[3] - r0[1] * b - r0[2] * c) / r0[0]
        return SIMD4(a, b, c, 0)
    }
}
