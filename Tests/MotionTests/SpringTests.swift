import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Motion

#if arch(x86_64) || arch(i386)
private typealias Wide = Float80
#else
private typealias Wide = Double
#endif

/// The textbook solution of m·x″ + c·x′ + k·x = 0, in extended precision, regime by regime.
private func textbook(mass: Double, stiffness: Double, damping: Double, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
    let m = Wide(mass), k = Wide(stiffness), c = Wide(damping)
    let x0 = Wide(x0), v0 = Wide(v0), t = Wide(t)
    let alpha = c / (2 * m)
    let w0 = (k / m).squareRoot()
    let discriminant = alpha * alpha - w0 * w0
    if discriminant < 0 {
        let wd = (-discriminant).squareRoot()
        let e = exp(-alpha * t)
        let a = x0
        let b = (v0 + alpha * x0) / wd
        let x = e * (a * cos(wd * t) + b * sin(wd * t))
        let v = e * ((-alpha * a + b * wd) * cos(wd * t) + (-alpha * b - a * wd) * sin(wd * t))
        return (Double(x), Double(v))
    } else if discriminant == 0 {
        let e = exp(-alpha * t)
        let b = v0 + alpha * x0
        return (Double(e * (x0 + b * t)), Double(e * (b - alpha * (x0 + b * t))))
    } else {
        let we = discriminant.squareRoot()
        let r1 = -alpha + we, r2 = -alpha - we
        let c1 = (v0 - r2 * x0) / (r1 - r2)
        let c2 = x0 - c1
        return (Double(c1 * exp(r1 * t) + c2 * exp(r2 * t)), Double(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)))
    }
}

@Suite("Spring")
struct SpringTests {
    static let ratios: [Double] = [0, 0.05, 0.3, 0.7, 0.99, 0.999_999, 1, 1.000_001, 1.01, 1.5, 5, 50]

    @Test("closed form is within 1e-9 of the extended-precision textbook solution", arguments: ratios)
    func accuracy(ratio: Double) throws {
        for frequency in [0.5, 2 * Double.pi, 40.0] {
            let spring = try Spring(mass: 1.5, stiffness: 1.5 * frequency * frequency, damping: 2 * ratio * frequency * 1.5)
            for (x0, v0) in [(1.0, 0.0), (-250.0, 3000.0), (0.0, -7.0), (0.3, 0.3)] {
                let scale = abs(x0) + abs(v0) / frequency
                for step in 0...400 {
                    let t = Double(step) * 0.0125 * (2 * .pi / frequency)
                    let state = spring.state(after: t, from: SpringState(displacement: x0, velocity: v0))
                    let exact = textbook(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, x0: x0, v0: v0, t: t)
                    #expect(abs(state.displacement - exact.x) <= 1e-9 * scale, "ζ \(ratio) ω \(frequency) t \(t)")
                    #expect(abs(state.velocity - exact.v) <= 1e-9 * scale * frequency, "ζ \(ratio) ω \(frequency) t \(t)")
                }
            }
        }
    }

    @Test("motion is continuous as the damping ratio crosses 1")
    func continuityAcrossCritical() throws {
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
        let below = try Spring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-9))
        let above = try Spring(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-9))
        #expect(critical.regime == .critical)
        #expect(below.regime == .underdamped)
        #expect(above.regime == .overdamped)
        let start = SpringState(displacement: 1, velocity: -4)
        for step in 0...200 {
            let t = Double(step) * 0.005
            let reference = critical.state(after: t, from: start)
            for neighbour in [below, above] {
                let state = neighbour.state(after: t, from: start)
                #expect(abs(state.displacement - reference.displacement) <= 1e-8)
                #expect(abs(state.velocity - reference.velocity) <= 1e-7)
            }
        }
    }

    @Test("an over-damped spring starts exactly at its start value")
    func overdampedStartsExactly() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 80)
        #expect(spring.regime == .overdamped)
        #expect(spring.value(from: 0.1, to: 0.3, initialVelocity: 0, at: 0) == 0.1)
        #expect(spring.value(from: 0.1, to: 0.3, initialVelocity: 12, at: 0) == 0.1)
        #expect(spring.value(from: 17.3, to: -4.1, initialVelocity: -2, at: 0) == 17.3)
        #expect(spring.velocity(from: 0.1, to: 0.3, initialVelocity: 12, at: 0) == 12)
        let point = spring.value(from: CGPoint(x: 3.3, y: -0.7), to: .zero, initialVelocity: CGPoint(x: 9, y: 9), at: 0)
        #expect(point == CGPoint(x: 3.3, y: -0.7))
    }

    @Test("stepping frame by frame does not drift from the closed form", arguments: [0.0, 0.01, 0.5, 1.0, 3.0])
    func steppingDoesNotDrift(ratio: Double) throws {
        let frequency = 2 * Double.pi
        let spring = try Spring(mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency)
        let frame = 1.0 / 120
        let step = spring.propagator(over: frame)
        let start = SpringState(displacement: 1, velocity: 5)
        var state = start
        for index in 1...12_000 {
            state = step.apply(to: state)
            if index % 60 == 0 {
                let exact = spring.state(after: Double(index) * frame, from: start)
                #expect(abs(state.displacement - exact.displacement) <= 1e-9, "frame \(index)")
                #expect(abs(state.velocity - exact.velocity) <= 1e-8, "frame \(index)")
            }
        }
    }

    @Test("propagators compose: t₁ then t₂ equals t₁ + t₂")
    func composition() throws {
        let spring = try Spring(mass: 2, stiffness: 300, damping: 9)
        let composed = spring.propagator(over: 0.2).after(spring.propagator(over: 0.13))
        let direct = spring.propagator(over: 0.33)
        #expect(abs(composed.positionFromPosition - direct.positionFromPosition) < 1e-14)
        #expect(abs(composed.positionFromVelocity - direct.positionFromVelocity) < 1e-14)
        #expect(abs(composed.velocityFromPosition - direct.velocityFromPosition) < 1e-12)
        #expect(abs(composed.velocityFromVelocity - direct.velocityFromVelocity) < 1e-14)
    }

    @Test("settling duration: outside the band just before it, inside for good after", arguments: [0.05, 0.3, 0.7, 1.0, 2.0, 8.0])
    func settlingDuration(ratio: Double) throws {
        let spring = try Spring(mass: 1, stiffness: 400, damping: 2 * ratio * 20)
        for start in [SpringState(displacement: 1, velocity: 0), SpringState(displacement: -1, velocity: 60), SpringState(displacement: 0, velocity: 25)] {
            let tolerance = 0.001
            let duration = spring.settlingDuration(from: start, tolerance: tolerance)
            #expect(duration > 0 && duration.isFinite)
            #expect(abs(spring.state(after: duration * (1 - 1e-6), from: start).displacement) > tolerance * (1 - 1e-4))
            for step in 0...20_000 {
                let t = duration + Double(step) * 0.0005
                #expect(abs(spring.state(after: t, from: start).displacement) <= tolerance * (1 + 1e-9), "ζ \(ratio) t \(t)")
            }
        }
    }

    @Test("settling duration of the edge cases")
    func settlingEdgeCases() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.settlingDuration(from: SpringState(displacement: 0, velocity: 0), tolerance: 0.001) == 0)
        #expect(spring.settlingDuration(from: SpringState(displacement: 0.0005, velocity: 0), tolerance: 0.001) == 0)
        let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(undamped.settlingDuration == .infinity)
        #expect(spring.settlingDuration == spring.settlingDuration(from: SpringState(displacement: 1, velocity: 0), tolerance: 0.001))
    }

    @Test("SwiftUI's damping ratio and response")
    func dampingRatioAndResponse() throws {
        let spring = try Spring(dampingRatio: 0.6, response: 0.4)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
        #expect(abs(spring.response - 0.4) < 1e-12)
    }

    @Test("UIKit's damping ratio fitted to a duration settles in that duration", arguments: [0.2, 0.5, 0.8, 1.0, 1.6])
    func fittedToDuration(ratio: Double) throws {
        for duration in [0.25, 0.5, 2.0] {
            let spring = try Spring(dampingRatio: ratio, settlingDuration: duration)
            #expect(abs(spring.dampingRatio - ratio) < 1e-12)
            #expect(abs(spring.settlingDuration - duration) <= 1e-9 * duration)
        }
    }

    @Test("invalid parameters are clear errors")
    func invalidParameters() {
        #expect(throws: SpringError.outOfRange(parameter: "mass", value: 0, requirement: "greater than 0")) {
            try Spring(mass: 0, stiffness: 1, damping: 1)
        }
        #expect(throws: SpringError.outOfRange(parameter: "stiffness", value: -1, requirement: "greater than 0")) {
            try Spring(mass: 1, stiffness: -1, damping: 1)
        }
        #expect(throws: SpringError.outOfRange(parameter: "damping", value: -0.1, requirement: "0 or more")) {
            try Spring(mass: 1, stiffness: 1, damping: -0.1)
        }
        #expect(throws: SpringError.nonFinite(parameter: "stiffness", value: .infinity)) {
            try Spring(mass: 1, stiffness: .infinity, damping: 1)
        }
        #expect(throws: SpringError.self) { try Spring(mass: .nan, stiffness: 1, damping: 1) }
        #expect(throws: SpringError.self) { try Spring(dampingRatio: 0, settlingDuration: 1) }
        #expect(throws: SpringError.self) { try Spring(dampingRatio: 0.5, response: 0) }
        #expect(SpringError.outOfRange(parameter: "mass", value: 0, requirement: "greater than 0").description == "mass must be greater than 0, got 0")
    }

    @Test("no finite input produces NaN: extreme parameters either throw or stay finite")
    func extremeParameters() {
        var random = SeededRandom(seed: 77)
        let times: [Double] = [0, 1e-300, 1e-6, 0.016, 1, 1e3, 1e9, 1e300, .infinity, -1, .nan]
        for _ in 0..<3_000 {
            let mass = pow(10, Double.random(in: -300...300, using: &random))
            let stiffness = pow(10, Double.random(in: -300...300, using: &random))
            let damping = Bool.random(using: &random) ? 0 : pow(10, Double.random(in: -300...300, using: &random))
            guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping) else { continue }
            for time in times {
                let value = spring.value(from: 0.0, to: 1.0, initialVelocity: 3.0, at: time)
                let velocity = spring.velocity(from: 0.0, to: 1.0, initialVelocity: 3.0, at: time)
                #expect(value.isFinite && velocity.isFinite, "\(spring) at \(time)")
            }
            #expect(!spring.settlingDuration.isNaN, "\(spring)")
        }
    }
}
