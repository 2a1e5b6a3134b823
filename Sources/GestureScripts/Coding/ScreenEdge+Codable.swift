import Gestures

/// JSON for an edge: its name (`"left"`, `"right"`, `"top"` or `"bottom"`), as a gesture
/// script's edge swipe writes it.
extension ScreenEdge: Codable {
    /// Reads an edge's name, refusing an unknown one with the names it could be.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let edge = ScreenEdge(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown edge \"\(name)\"; expected "
                    + ScreenEdge.allCases.map(\.rawValue).joined(separator: ", ")
            )
        }
        self = edge
    }
}
