import ArgumentParser
import Motion

/// `transition-lab spring`: a spring from 0 to 1 sampled as JSON.
struct SpringCommand: TextCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Print a spring's value and velocity moving from 0 to 1 as JSON: [{\"t\":…,\"value\":…,\"velocity\":…},…].",
        discussion: """
            Give the spring physically (--mass, --stiffness, --damping) or as SwiftUI does (--response, --damping-ratio).
            Example: transition-lab spring --mass 1 --stiffness 100 --damping 10 --velocity 0 --at 0,0.05,0.1
            """
    )

    @Option(parsing: .unconditional, help: "Mass (greater than 0).")
    var mass: Double = 1

    @Option(parsing: .unconditional, help: "Stiffness (greater than 0).")
    var stiffness: Double?

    @Option(parsing: .unconditional, help: "Damping coefficient (0 or more).")
    var damping: Double?

    @Option(parsing: .unconditional, help: "The undamped period in seconds (with --damping-ratio).")
    var response: Double?

    @Option(name: .customLong("damping-ratio"), parsing: .unconditional, help: "Damping ratio (with --response); 1 is critical.")
    var dampingRatio: Double?

    @Option(parsing: .unconditional, help: "Initial velocity, in units per second.")
    var velocity: Double = 0

    @Option(parsing: .unconditional, help: "Comma-separated times in seconds (0 or more).")
    var at: NumberList?

    @Option(parsing: .unconditional, help: "A number of evenly spaced times from 0 to the settling duration (2 to 100000).")
    var samples: Int?

    func validate() throws {
        guard velocity.isFinite else { throw ValidationError("--velocity: must be finite, got \(NumberText.text(velocity))") }
        _ = try times(for: spring())
    }

    func output() throws -> String {
        let spring = try spring()
        return JSONNumber.array(of: try times(for: spring).map { t in
            [
                ("t", t),
                ("value", spring.value(from: 0.0, to: 1.0, initialVelocity: velocity, at: t)),
                ("velocity", spring.velocity(from: 0.0, to: 1.0, initialVelocity: velocity, at: t)),
            ]
        })
    }

    func spring() throws -> Spring {
        switch (stiffness, damping, response, dampingRatio) {
        case let (stiffness?, damping?, nil, nil):
            do {
                return try Spring(mass: mass, stiffness: stiffness, damping: damping)
            } catch {
                throw ValidationError("--\(Self.optionName(for: error)): \(error)")
            }
        case let (nil, nil, response?, ratio?):
            do {
                return try Spring(dampingRatio: ratio, response: response, mass: mass)
            } catch {
                // The stiffness and damping come from --response: a value that makes them
                // unusable is the response's fault.
                let option = Self.optionName(for: error)
                guard option == "stiffness" || option == "damping" else { throw ValidationError("--\(option): \(error)") }
                throw ValidationError("--response: \(NumberText.text(response)) s gives a spring that can't be simulated (\(error)); use a longer response")
            }
        case (nil, nil, nil, nil):
            throw ValidationError("--stiffness and --damping, or --response and --damping-ratio: give the spring")
        default:
            throw ValidationError("--stiffness/--damping or --response/--damping-ratio: give one pair, complete, not both")
        }
    }

    private static func optionName(for error: SpringError) -> String {
        let parameter: String = switch error {
        case let .nonFinite(parameter, _), let .outOfRange(parameter, _, _): parameter
        case .overflow: "stiffness"
        }
        return parameter == "dampingRatio" ? "damping-ratio" : parameter
    }

    func times(for spring: Spring) throws -> [Double] {
        switch (at, samples) {
        case let (list?, nil):
            if let negative = list.values.first(where: { $0 < 0 }) {
                throw ValidationError("--at: times must be 0 or more, got \(NumberText.text(negative))")
            }
            return list.values
        case let (nil, count?):
            guard count >= 2, count <= NumberList.maximumSampleCount else {
                throw ValidationError("--samples: must be from 2 to \(NumberList.maximumSampleCount), got \(count)")
            }
            let end = spring.settlingDuration(from: SpringState(displacement: -1, velocity: velocity), tolerance: Spring.defaultSettlingTolerance)
            guard end.isFinite else { throw ValidationError("--samples: the spring never settles; give --at") }
            return NumberList.evenlySpaced(count, from: 0, to: end)
        case (nil, nil):
            throw ValidationError("--at or --samples: give the times to sample")
        case (.some, .some):
            throw ValidationError("--at and --samples: give only one of them")
        }
    }
}
