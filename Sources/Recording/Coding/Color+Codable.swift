import Motion

/// JSON for a colour, as a recorded view's fill: `{"red": r, "green": g, "blue": b, "alpha": a}`,
/// each component a number (nominally 0…1).
extension Color: Codable {
    private enum CodingKeys: String, CodingKey { case red, green, blue, alpha }

    /// Reads the four components; each is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Double.self, forKey: .red),
            green: try container.decode(Double.self, forKey: .green),
            blue: try container.decode(Double.self, forKey: .blue),
            alpha: try container.decode(Double.self, forKey: .alpha)
        )
    }

    /// Writes the four components, red first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(alpha, forKey: .alpha)
    }
}
