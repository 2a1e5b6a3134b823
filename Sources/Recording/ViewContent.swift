/// What a view draws inside its bounds, beyond its background colour.
public enum ViewContent: Sendable, Equatable, Codable {
    /// Nothing.
    case none
    /// An image, by name, with its size in pixels; drawn scaled to fill the bounds.
    case image(ImageReference)
    /// A line of text.
    case text(String)
}
