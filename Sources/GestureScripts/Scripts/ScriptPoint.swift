import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A point or vector as written in a gesture script: `[x, y]` or `{"x": x, "y": y}`, in points
/// (or points per second for a velocity). Encoded as `[x, y]`.
struct ScriptPoint: Codable, Equatable {
    var point: CGPoint

    init(_ point: CGPoint) { self.point = point }

    private enum CodingKeys: String, CodingKey { case x, y }

    init(from decoder: any Decoder) throws {
        if var pair = try? decoder.unkeyedContainer() {
            guard pair.count == 2 else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected two numbers [x, y], got \(pair.count.map(String.init) ?? "more") values"
                ))
            }
            let x = try pair.decode(Double.self)
            let y = try pair.decode(Double.self)
            point = CGPoint(x: x, y: y)
        } else {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a point [x, y] or {\"x\": x, \"y\": y}"
                ))
            }
            point = try CGPoint(x: container.decode(Double.self, forKey: .x), y: container.decode(Double.self, forKey: .y))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(Double(point.x))
        try pair.encode(Double(point.y))
    }
}
