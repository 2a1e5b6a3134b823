import Foundation

extension Spring {
    /// A spring given as SwiftUI describes one: a damping ratio and a response.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, 0 or more; 1 is critical.
    ///   - response: The undamped period 2π/ω₀, in seconds; greater than 0.
    ///   - mass: Greater than 0. Default 1.
    public init(dampingRatio: Double, response: Double, mass: Double = 1) throws(SpringError) {
        try SpringError.check("dampingRatio", dampingRatio, "0 or more") { $0 >= 0 }
        try SpringError.check("response", response, "greater than 0") { $0 > 0 }
        try SpringError.check("mass", mass, "greater than 0") { $0 > 0 }
        let frequency = 2 * .pi / response
        try self.init(mass: mass, stiffness: frequency * frequency * mass, damping: 2 * dampingRatio * frequency * mass)
    }

    /// A spring with damping ratio `dampingRatio` whose unit move from rest settles (within
    /// ``defaultSettlingTolerance``) in exactly `settlingDuration` seconds: how UIKit fits
    /// `UISpringTimingParameters(dampingRatio:)` to an animator's duration.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, greater than 0 (an undamped spring never settles).
    ///   - settlingDuration: In seconds; greater than 0.
    ///   - mass: Greater than 0. Default 1.
    public init(dampingRatio: Double, settlingDuration: Double, mass: Double = 1) throws(SpringError) {
        try SpringError.check("dampingRatio", dampingRatio, "greater than 0") { $0 > 0 }
        try SpringError.check("settlingDuration", settlingDuration, "greater than 0") { $0 > 0 }
        let frequency = try Self.unitSettlingDuration(dampingRatio: dampingRatio) / settlingDuration
        try self.init(mass: mass, stiffness: frequency * frequency * mass, damping: 2 * dampingRatio * frequency * mass)
    }

    /// The settling duration of a unit move with ω₀ = 1 and damping ratio ζ. Settling time scales
    /// as 1/ω₀, so fitting a duration is one division.
    static func unitSettlingDuration(dampingRatio: Double) throws(SpringError) -> Double {
        try Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio).settlingDuration
    }
}
