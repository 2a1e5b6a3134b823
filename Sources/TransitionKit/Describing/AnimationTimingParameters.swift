import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// The timing of an animation layer or a shared element, as the seed library's
/// `AnimationTimingParameters`: a timing curve, or a spring — Motion's `TimingParameters`
/// under the name the guides use.
///
/// ```swift
/// AnimationTimingParameters(animationCurve: .easeOut)
/// AnimationTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
/// AnimationTimingParameters(dampingRatio: 0.8)
/// AnimationTimingParameters(mass: 1, stiffness: 300, damping: 30, initialVelocity: .zero)
/// ```
///
/// Only the last has an *implicit duration*: a spring given by mass, stiffness and damping runs
/// for as long as it takes to settle, and the transition makes room for it (see
/// ``TransitionSchedule``). The others take the time their layer's range gives them.
///
/// These initialisers describe timing written in the source, so an invalid value is a
/// programmer's error and stops with a message naming it, as an invalid range does in the
/// standard library. For values read at run time, build the curve or spring with Motion's
/// throwing initialisers (`CubicBezierCurve(x1:y1:x2:y2:)`, `SpringTimingParameters(...)`).
public typealias AnimationTimingParameters = TimingParameters

extension TimingParameters {
    /// One of UIKit's named curves (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`).
    public init(animationCurve curve: AnimationCurve) {
        self.init(curve: curve)
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points.
    ///
    /// - Precondition: Every coordinate is finite and both x coordinates lie in 0…1.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        do {
            self = .cubic(try CubicBezierCurve(
                x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y)))
        } catch {
            preconditionFailure("AnimationTimingParameters(controlPoint1:controlPoint2:): \(error)")
        }
    }

    /// A spring fitted to the time its layer runs: it settles when that time ends.
    ///
    /// - Parameters:
    ///   - ratio: The damping ratio ζ, greater than 0; 1 is critical (no overshoot).
    ///   - velocity: Relative to the distance to travel, per second: `dx` and `dy` for a
    ///     view's position, the vector's magnitude for every other property.
    /// - Precondition: The ratio is finite and greater than 0; the velocity is finite.
    public init(dampingRatio ratio: Double, initialVelocity velocity: CGVector = .zero) {
        do {
            self = .spring(try SpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity))
        } catch {
            preconditionFailure("AnimationTimingParameters(dampingRatio:initialVelocity:): \(error)")
        }
    }

    /// A physical spring, which runs for its own implicit duration: how long it takes to
    /// settle.
    ///
    /// - Parameters:
    ///   - mass: Greater than 0.
    ///   - stiffness: Greater than 0.
    ///   - damping: Greater than 0, and enough for the spring to settle in a finite time.
    ///   - velocity: Relative to the distance to travel, per second: `dx` and `dy` for a
    ///     view's position, the vector's magnitude for every other property.
    /// - Precondition: The spring is valid and settles in a finite time (a spring that never
    ///   settles would make a transition that never ends).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: CGVector = .zero) {
        do {
            self = .spring(try SpringTimingParameters(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        } catch {
            preconditionFailure("AnimationTimingParameters(mass:stiffness:damping:initialVelocity:): \(error)")
        }
    }

    /// Whether the timing sets its own duration: a spring given by mass, stiffness and damping.
    public var hasImplicitDuration: Bool { implicitDuration != nil }
}
