/// Where a spring is: its displacement from rest and its velocity.
public struct SpringState: Sendable, Hashable {
    /// Distance from the rest position, in the animated value's units.
    public var displacement: Double
    /// Rate of change of the displacement, in value units per second.
    public var velocity: Double

    public init(displacement: Double, velocity: Double) {
        self.displacement = displacement
        self.velocity = velocity
    }
}
