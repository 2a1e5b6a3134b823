import Foundation
import Gestures

/// Recorded single-finger strokes with the velocities a reference tracker reported for them, in
/// the format of the project's `android-flings.json` fixture.
///
/// ```json
/// {"cases": [{"name": "FlingDown",
///             "samples": [{"t_ns": 0, "x": 271.0, "y": 96.0, "up": false}, …],
///             "expected_velocity_pt_per_s": {"lsq2": {"x": 10.5, "y": 4000.2}}}]}
/// ```
/// Times are integer nanoseconds, positions points (or pixels); the last sample with `up: true`
/// is the finger lifting. Other top-level keys (`about`, `note`) are ignored.
public struct VelocityRecording: Sendable, Equatable, Decodable {
    /// One recorded stroke.
    public struct Case: Sendable, Equatable, Decodable {
        /// The stroke's name.
        public var name: String
        /// The stroke's samples, in time order.
        public var samples: [Sample]
        /// Reference velocities by strategy name (for example `lsq2`, `impulse`), in points per
        /// second; an axis may be absent.
        public var expectedVelocities: [String: ReferenceVelocity]

        enum CodingKeys: String, CodingKey {
            case name, samples
            case expectedVelocities = "expected_velocity_pt_per_s"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            samples = try container.decode([Sample].self, forKey: .samples)
            expectedVelocities = try container.decodeIfPresent(
                [String: ReferenceVelocity].self, forKey: .expectedVelocities
            ) ?? [:]
        }

        /// The reference to compare with: `lsq2` where present, else `impulse`, else any.
        public var preferredReference: (strategy: String, velocity: ReferenceVelocity)? {
            for strategy in ["lsq2", "impulse"] {
                if let velocity = expectedVelocities[strategy] { return (strategy, velocity) }
            }
            return expectedVelocities.sorted { $0.key < $1.key }.first.map { ($0.key, $0.value) }
        }

        /// Runs `tracker` over the samples and returns its velocity at the lift (or at the
        /// last sample if the stroke never lifts), in points per second.
        ///
        /// Samples marked `up` are not positions to fit: they say when the finger lifted.
        /// - Throws: `TouchError` for a non-finite or out-of-order sample.
        public func trackedVelocity() throws(TouchError) -> (x: Double, y: Double)? {
            var tracker = VelocityTracker()
            var liftTime: Double?
            for sample in samples {
                let time = Double(sample.timeNanoseconds) * 1e-9
                if sample.up {
                    liftTime = time
                    break
                }
                try tracker.addSample(x: sample.x, y: sample.y, time: time)
            }
            guard let time = liftTime ?? tracker.latestTime,
                  let velocity = tracker.estimatedVelocity(at: time)
            else { return nil }
            return (Double(velocity.x), Double(velocity.y))
        }
    }

    /// One sample of a stroke.
    public struct Sample: Sendable, Equatable, Decodable {
        /// When, in nanoseconds.
        public var timeNanoseconds: Int64
        /// Horizontal position, in points.
        public var x: Double
        /// Vertical position, in points.
        public var y: Double
        /// Whether the finger lifted here.
        public var up: Bool

        enum CodingKeys: String, CodingKey {
            case timeNanoseconds = "t_ns", x, y, up
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            timeNanoseconds = try container.decodeWholeNumber(Int64.self, forKey: .timeNanoseconds)
            x = try container.decode(Double.self, forKey: .x)
            y = try container.decode(Double.self, forKey: .y)
            up = try container.decodeIfPresent(Bool.self, forKey: .up) ?? false
        }
    }

    /// A reference velocity; either axis may be absent.
    public struct ReferenceVelocity: Sendable, Equatable, Decodable {
        /// Horizontal velocity, in points per second.
        public var x: Double?
        /// Vertical velocity, in points per second.
        public var y: Double?
    }

    /// The recorded strokes.
    public var cases: [Case]
}

extension VelocityRecording {
    /// Reads a recording from JSON.
    /// - Throws: ``JSONDecodingFailure`` naming the JSON path of the problem.
    public static func decode(from data: Data) throws(JSONDecodingFailure) -> VelocityRecording {
        try JSONDecodingFailure.decode(VelocityRecording.self, from: data)
    }
}
