import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size as written in a gesture script: `[width, height]` or
/// `{"width": width, "height": height}`, in points. Encoded as `[width, height]`.
struct ScriptSize: Codable, Equatable {
    var size: CGSize

    init(_ size: CGSize) { self.size = size }

    private enum CodingKeys: String, CodingKey { case width, height }

    init(from decoder: any Decoder) throws {
        if var pair = try? decoder.unkeyedContainer() {
            guard pair.count == 2 else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected two numbers [width, height], got \(pair.count.map(String.init) ?? "more") values"
                ))
            }
            let width = try pair.decode(Double.self)
            let height = try pair.decode(Double.self)
            size = CGSize(width: width, height: height)
        } else {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a size [width, height] or {\"width\": width, \"height\": height}"
                ))
            }
            size = try CGSize(
                width: container.decode(Double.self, forKey: .width),
                height: container.decode(Double.self, forKey: .height)
            )
        }
    }

    func encode(to encoder: any Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(Double(size.width))
        try pair.encode(Double(size.height))
    }
}
