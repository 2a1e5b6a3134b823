import Testing
import Foundation
@testable import Motion

/// Two doubles whose sum carries about 32 digits: the reference needs them, because where the
/// curve has a vertical tangent x(t) is flat to double precision over |Δt| ≈ 1e-6.
private struct Wide {
    var hi: Double
    var lo: Double
    init(_ value: Double) { (hi, lo) = (value, 0) }
    init(hi: Double, lo: Double) { (self.hi, self.lo) = (hi, lo) }
    static func + (a: Wide, b: Wide) -> Wide {
        let s = a.hi + b.hi
        let bb = s - a.hi
        let e = (a.hi - (s - bb)) + (b.hi - bb) + a.lo + b.lo
        return Wide(hi: s + e, lo: e - ((s + e) - s))
    }
    static func * (a: Wide, b: Wide) -> Wide {
        let p = a.hi * b.hi
        let e = (-p).addingProduct(a.hi, b.hi) + a.hi * b.lo + a.lo * b.hi
        return Wide(hi: p + e, lo: e - ((p + e) - p))
    }
    static prefix func - (a: Wide) -> Wide { Wide(hi: -a.hi, lo: -a.lo) }
    var value: Double { hi + lo }
}

/// An independent reference: the Bernstein form in wide arithmetic, solved for t by plain
/// bisection to 1e-15.
private func referenceValue(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Wide {
        let t = Wide(t)
        let u = Wide(1) + -t
        let three = Wide(3)
        return three * u * u * t * Wide(p1) + three * u * t * t * Wide(p2) + t * t * t
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-15 {
        let mid = 0.5 * (low + high)
        if (bernstein(x1, x2, mid) + -Wide(x)).value < 0 { low = mid } else { high = mid }
    }
    return bernstein(y1, y2, 0.5 * (low + high)).value
}

private func referenceSlope(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
    let h = 1e-6
    let a = referenceValue(x1: x1, y1: y1, x2: x2, y2: y2, at: x - h)
    let b = referenceValue(x1: x1, y1: y1, x2: x2, y2: y2, at: x + h)
    return (b - a) / (2 * h)
}

private func worstError(_ curve: CubicBezierCurve, samples: Int) -> (error: Double, x: Double) {
    var worst = (error: 0.0, x: 0.0)
    for index in 0...samples {
        let x = Double(index) / Double(samples)
        let exact = referenceValue(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, at: x)
        let error = abs(curve.value(at: x) - exact)
        if error > worst.error { worst = (error, x) }
    }
    return worst
}

@Suite("CubicBezierCurve")
struct CubicBezierCurveTests {
    static let presets: [(String, CubicBezierCurve, [Double])] = [
        ("linear", .linear, [0, 0, 1, 1]),
        ("easeIn", .easeIn, [0.42, 0, 1, 1]),
        ("easeOut", .easeOut, [0, 0, 0.58, 1]),
        ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
        ("default", .default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test("presets carry Core Animation's control points", arguments: presets)
    func presetControlPoints(_ name: String, _ curve: CubicBezierCurve, _ points: [Double]) {
        #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points, "\(name)")
    }

    @Test("presets are within 1e-9 of the bisection reference at 100,001 points", arguments: presets)
    func presetAccuracy(_ name: String, _ curve: CubicBezierCurve, _ points: [Double]) {
        let worst = worstError(curve, samples: 100_000)
        #expect(worst.error <= 1e-9, "\(name): error \(worst.error) at x = \(worst.x)")
    }

    static let hardCurves: [[Double]] = [
        [0, 1, 1, 0],  // vertical tangents at both ends
        [1, 0, 0, 1],  // vertical tangent in the middle
        [0, 0, 1, 1],
        [1, 1, 0, 0],
        [0.68, -0.55, 0.265, 1.55],  // back ease: overshoots both ways
        [0, 2, 1, -1],
        [0.5, 0, 0.5, 1],
        [0.001, 0.999, 0.999, 0.001],
        [1, 0, 1, 0],
        [0, 1, 0, 1],
    ]

    @Test("curves with vertical tangents and overshoot are within 1e-9", arguments: hardCurves)
    func hardCurveAccuracy(_ points: [Double]) throws {
        let curve = try CubicBezierCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        let worst = worstError(curve, samples: 20_000)
        #expect(worst.error <= 1e-9, "\(points): error \(worst.error) at x = \(worst.x)")
    }

    @Test("300 random curves are within 1e-9")
    func randomCurveAccuracy() throws {
        var random = SeededRandom(seed: 0xB321)
        for _ in 0..<300 {
            let curve = try CubicBezierCurve(
                x1: .random(in: 0...1, using: &random), y1: .random(in: -1...2, using: &random),
                x2: .random(in: 0...1, using: &random), y2: .random(in: -1...2, using: &random)
            )
            let worst = worstError(curve, samples: 1_000)
            #expect(worst.error <= 1e-9, "\(curve): error \(worst.error) at x = \(worst.x)")
        }
    }

    @Test("endpoints are exact and out-of-range time is clamped")
    func endpoints() {
        for (_, curve, _) in Self.presets {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test("derivative matches a central difference of the reference", arguments: presets)
    func derivative(_ name: String, _ curve: CubicBezierCurve, _ points: [Double]) {
        for x in stride(from: 0.01, through: 0.99, by: 0.02) {
            let expected = referenceSlope(x1: points[0], y1: points[1], x2: points[2], y2: points[3], at: x)
            #expect(abs(curve.derivative(at: x) - expected) <= 1e-5 * max(1, abs(expected)), "\(name) at \(x)")
        }
    }

    @Test("derivative at the ends is the control polygon's slope")
    func derivativeAtEnds() {
        #expect(abs(CubicBezierCurve.default.derivative(at: 0) - 0.4) < 1e-12)  // y1 / x1
        #expect(abs(CubicBezierCurve.linear.derivative(at: 0.3) - 1) < 1e-12)
        #expect(CubicBezierCurve.easeIn.derivative(at: 0) == 0)
        // A vertical tangent is clamped, never infinite.
        let steep = CubicBezierCurve(validatedX1: 0, y1: 1, x2: 1, y2: 0)
        #expect(steep.derivative(at: 0) == CubicBezierCurve.maximumSlope)
    }

    @Test("the inverted curve runs the same path backward")
    func inverted() throws {
        let curve = try CubicBezierCurve(x1: 0.3, y1: 0.1, x2: 0.9, y2: 0.6)
        let inverse = curve.inverted
        let expected: [Double] = [1 - 0.9, 1 - 0.6, 1 - 0.3, 1 - 0.1]
        #expect([inverse.x1, inverse.y1, inverse.x2, inverse.y2] == expected)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(inverse.value(at: x) - (1 - curve.value(at: 1 - x))) <= 2e-9)
        }
    }

    @Test("a preset's inverse is the same curve as one built anew: the same control points, the same values")
    func presetInverses() {
        let presets: [CubicBezierCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        for preset in presets {
            let kept = preset.inverted
            let fresh = CubicBezierCurve(validatedX1: 1 - preset.x2, y1: 1 - preset.y2, x2: 1 - preset.x1, y2: 1 - preset.y1)
            #expect([kept.x1, kept.y1, kept.x2, kept.y2] == [fresh.x1, fresh.y1, fresh.x2, fresh.y2])
            for x in stride(from: 0.0, through: 1.0, by: 0.01) {
                #expect(kept.value(at: x) == fresh.value(at: x), "\(preset) at \(x)")
            }
        }
        // A curve a hair away from a preset is inverted as itself, not as the preset.
        let near = CubicBezierCurve(validatedX1: 0.42, y1: 0, x2: 0.58.nextUp, y2: 1)
        #expect(near.inverted.x1 == 1 - 0.58.nextUp)
    }

    @Test("invalid control points are a clear error")
    func invalidControlPoints() {
        #expect(throws: TimingCurveError.xOutsideUnitInterval(coordinate: "x1", value: 1.5)) {
            try CubicBezierCurve(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
        }
        #expect(throws: TimingCurveError.xOutsideUnitInterval(coordinate: "x2", value: -0.1)) {
            try CubicBezierCurve(x1: 0.5, y1: 0, x2: -0.1, y2: 1)
        }
        #expect(throws: TimingCurveError.nonFinite(coordinate: "y2", value: .infinity)) {
            try CubicBezierCurve(x1: 0.5, y1: 0, x2: 0.5, y2: .infinity)
        }
        #expect(throws: TimingCurveError.self) { try CubicBezierCurve(x1: .nan, y1: 0, x2: 0.5, y2: 1) }
        #expect(
            TimingCurveError.xOutsideUnitInterval(coordinate: "x1", value: 1.5).description
                == "control point x1 must lie in 0…1 (time runs forward), got 1.5"
        )
    }

    @Test("a y beyond the overshoot limit is refused; at the limit the curve is finite and within 1e-9 of the exact one")
    func overshootLimit() {
        // 6e307 is the issue's reproducer: three times it overflows a Double.
        #expect(throws: TimingCurveError.yOutOfRange(coordinate: "y1", value: 6e307)) {
            try CubicBezierCurve(x1: 0.3, y1: 6e307, x2: 0.7, y2: 6e307)
        }
        #expect(throws: TimingCurveError.yOutOfRange(coordinate: "y2", value: -1000.5)) {
            try CubicBezierCurve(x1: 0.3, y1: 0, x2: 0.7, y2: -1000.5)
        }
        for points in [[0.3, 1000, 0.7, 1000], [0.3, -1000, 0.7, 1000], [0, 1000, 1, -1000], [0.9, -1000, 0.1, -1000]] {
            guard let curve = try? CubicBezierCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3]) else {
                Issue.record("\(points) refused")
                continue
            }
            let worst = worstError(curve, samples: 5_000)
            #expect(worst.error <= 1e-9, "\(points): error \(worst.error) at x = \(worst.x)")
            #expect(curve.derivative(at: 0.5).isFinite)
        }
    }

    static let sweepCurves: [[Double]] = [
        [0.42, 0, 0.58, 1],  // ease-in-ease-out
        [0, 0, 0.58, 1],  // ease-out
        [0.25, 0.1, 0.25, 1],  // default
        [0.3, 0.1, 0.2, 1],
        [0.68, -0.6, 0.32, 1.6],  // back: overshoots both ways
        [0.68, -0.55, 0.265, 1.55],
        [0, 1, 1, 0],  // vertical tangents at both ends
        [1, 0, 0, 1],  // vertical tangent in the middle
        [0.999, 0, 0.001, 1],  // nearly vertical in the middle
        [0.001, 0.999, 0.999, 0.001],  // nearly vertical at both ends
        [0, 2, 1, -1],
        [0.3, 1000, 0.7, 1000],  // at the overshoot limit
    ]

    /// The reference above, by the curve's control points.
    private static func reference(_ points: [Double], at x: Double) -> Double {
        referenceValue(x1: points[0], y1: points[1], x2: points[2], y2: points[3], at: x)
    }

    // The reference solves x(t) in wide arithmetic: plain doubles would not do beside a vertical
    // tangent, where x(t) is flat (at x = 0.5 of (1, 0, 0, 1), a double bisection is 3e-6 off).
    @Test("a dense sweep is within 1e-9 of the bisection reference", arguments: sweepCurves)
    func denseSweepAccuracy(_ points: [Double]) throws {
        let curve = try CubicBezierCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        // 50,000 points at irregular offsets (never only on knots), plus every knot and sub-knot.
        var random = SeededRandom(seed: 0x5EE9)
        var worst = (error: 0.0, x: 0.0)
        let count = 50_000
        var xs = (0..<count).map { (Double($0) + .random(in: 0..<1, using: &random)) / Double(count) }
        xs += (1..<1024).map { Double($0) / 1024 }
        for x in xs {
            let error = abs(curve.value(at: x) - Self.reference(points, at: x))
            if error > worst.error { worst = (error, x) }
        }
        #expect(worst.error <= 1e-9, "\(points): error \(worst.error) at x = \(worst.x)")
    }

    @Test("boundaries: just inside 0 and 1, on every knot and sub-knot, subnormals, NaN and infinities", arguments: sweepCurves)
    func boundaries(_ points: [Double]) throws {
        let curve = try CubicBezierCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.value(at: -.infinity) == 0)
        #expect(curve.value(at: .infinity) == 1)
        #expect(curve.value(at: 0) == 0 && curve.value(at: -0.0) == 0 && curve.value(at: 1) == 1)
        var inside: [Double] = [
            .leastNonzeroMagnitude, .leastNormalMagnitude, Double.leastNormalMagnitude.nextDown, 1e-300, 1e-20,
            Double(0).nextUp.nextUp, Double(1).nextDown, Double(1).nextDown.nextDown, 1 - 1e-12,
        ]
        for index in 1..<1024 {
            let knot = Double(index) / 1024
            inside += [knot, knot.nextUp, knot.nextDown]
        }
        for x in inside {
            let value = curve.value(at: x)
            let expected = Self.reference(points, at: x)
            #expect(value.isFinite && abs(value - expected) <= 1e-9, "\(points) at x = \(x): \(value), expected \(expected)")
        }
    }

    @Test("the table's marks and offsets stay inside it", arguments: sweepCurves + hardCurves)
    func tableLayout(_ points: [Double]) throws {
        let curve = try CubicBezierCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        let segments = curve.table.segments
        let stride = BezierSampleTable.stride
        let intervals = BezierSampleTable.intervalCount
        let slots = BezierSampleTable.refinement + 1
        #expect(segments.count >= stride * intervals && (segments.count - stride * intervals) % (stride * slots) == 0)
        for index in 0..<intervals where segments[stride * index].isNaN {
            let offset = BezierSampleTable.offset(markedBy: segments[stride * index])
            #expect(offset >= stride * intervals && offset + stride * slots <= segments.count, "\(points): interval \(index)")
            #expect((offset - stride * intervals) % (stride * slots) == 0)
            // The last slot is reached only on the right knot: it holds that value, finite.
            #expect(segments[offset + stride * (slots - 1)].isFinite)
        }
    }

    @Test("the identity curve is exact")
    func identityIsExact() throws {
        var random = SeededRandom(seed: 0x1D)
        for curve in [CubicBezierCurve.linear, try CubicBezierCurve(x1: 0.3, y1: 0.3, x2: 0.8, y2: 0.8)] {
            for _ in 0..<10_000 {
                let x = Double.random(in: 0...1, using: &random)
                #expect(curve.value(at: x) == x)
            }
        }
    }
}
