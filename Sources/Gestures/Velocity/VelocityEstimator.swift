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
    static func quadraticFit(times: [Double], positions: [Double], timeScale: Double) -> AxisFit? {
        let count = times.count
        guard count >= 2, let newest = positions.last else { return nil }
        // Sums of u^k (k = 0…4) and of x·u^k (k = 0…2), with u = t / timeScale and x taken
        // relative to the newest position.
        var su = [Double](repeating: 0, count: 5)
        var sxu = [Double](repeating: 0, count: 3)
        var sxx = 0.0
        for index in 0..<count {
            let u = times[index] / timeScale
            let x = positions[index] - newest
            var power = 1.0
            for k in 0..<5 {
                su[k] += power
                if k < 3 { sxu[k] += x * power }
                power *= u
            }
            sxx += x * x
        }
        let mean = sxu[0] / su[0]
        let totalVariance = sxx - sxu[0] * mean
        let spread = max(abs(times[0]), abs(times[count - 1] - times[0])) / timeScale
        guard spread > 0, su[2] - su[1] * su[1] / su[0] > 1e-12 * spread * spread * su[0] else {
            return nil
        }

        var coefficients: [Double]
        if let quadratic = solveSymmetric3(
            [su[0], su[1], su[2], su[1], su[2], su[3], su[2], su[3], su[4]], sxu
        ), count >= 3 {
            coefficients = quadratic
        } else {
            // Two distinct times: a straight line.
            let determinant = su[0] * su[2] - su[1] * su[1]
            let slope = (su[0] * sxu[1] - su[1] * sxu[0]) / determinant
            let intercept = (sxu[0] - slope * su[1]) / su[0]
            coefficients = [intercept, slope, 0]
        }
        guard totalVariance > 1e-12 * max(sxx, 1e-300) else {
            return AxisFit(velocity: coefficients[1] / timeScale, determination: 1)
        }
        var residual = 0.0
        for index in 0..<count {
            let u = times[index] / timeScale
            let fitted = coefficients[0] + u * (coefficients[1] + u * coefficients[2])
            let error = (positions[index] - newest) - fitted
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
    static func impulse(times: [Double], positions: [Double]) -> Double? {
        var work = 0.0
        var isFirstSegment = true
        for index in times.indices.dropFirst() {
            let interval = times[index] - times[index - 1]
            guard interval > 0 else { continue }
            let segmentVelocity = (positions[index] - positions[index - 1]) / interval
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

    /// Solves the symmetric 3×3 system `matrix · x = vector` (matrix row-major) by Gaussian
    /// elimination with partial pivoting; `nil` when it is singular.
    static func solveSymmetric3(_ matrix: [Double], _ vector: [Double]) -> [Double]? {
        var a = matrix
        var b = vector
        let scale = a.map(abs).max() ?? 0
        guard scale > 0 else { return nil }
        for column in 0..<3 {
            var pivot = column
            for row in (column + 1)..<3 where abs(a[row * 3 + column]) > abs(a[pivot * 3 + column]) {
                pivot = row
            }
            guard abs(a[pivot * 3 + column]) > 1e-12 * scale else { return nil }
            if pivot != column {
                for k in 0..<3 { a.swapAt(pivot * 3 + k, column * 3 + k) }
                b.swapAt(pivot, column)
            }
            for row in (column + 1)..<3 {
                let factor = a[row * 3 + column] / a[column * 3 + column]
                for k in column..<3 { a[row * 3 + k] -= factor * a[column * 3 + k] }
                b[row] -= factor * b[column]
            }
        }
        var solution = [0.0, 0.0, 0.0]
        for row in stride(from: 2, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<3 { sum -= a[row * 3 + k] * solution[k] }
            solution[row] = sum / a[row * 3 + row]
        }
        return solution
    }
}
