/// An image a view shows: a name and a pixel size (Stage draws no pixels).
public struct ImageReference: Sendable, Equatable, Hashable, Codable {
    /// The image's name.
    public var name: String
    /// Width in pixels.
    public var pixelWidth: Int
    /// Height in pixels.
    public var pixelHeight: Int

    /// An image reference. Sizes below zero are clamped to zero.
    public init(name: String, pixelWidth: Int, pixelHeight: Int) {
        self.name = name
        self.pixelWidth = max(0, pixelWidth)
        self.pixelHeight = max(0, pixelHeight)
    }

    /// Width over height, or 1 for an image with no height.
    public var aspectRatio: Double {
        pixelHeight > 0 ? Double(pixelWidth) / Double(pixelHeight) : 1
    }
}
