import Foundation
import Motion

/// A visible view as drawn: window-space geometry and accumulated opacity.
public struct RecordedView: Sendable, Equatable, Codable {
    /// The view's name.
    public var name: String
    /// How deep in the tree (the window's root is 0).
    public var depth: Int
    /// Drawing order, from 0 at the back.
    public var zIndex: Int
    /// The centre of the view on screen, window coordinates (points).
    public var centerX: Double
    public var centerY: Double
    /// The view's own size, before transforms (points).
    public var width: Double
    public var height: Double
    /// The accumulated scale on screen along the view's own axes.
    public var scaleX: Double
    public var scaleY: Double
    /// The accumulated rotation on screen, radians (clockwise, y down).
    public var rotation: Double
    /// The accumulated opacity, 0…1.
    public var opacity: Double
    /// The bounding box on screen, window coordinates (points).
    public var frameX: Double
    public var frameY: Double
    public var frameWidth: Double
    public var frameHeight: Double
    /// The corner radius on screen (points, scaled).
    public var cornerRadius: Double
    /// The fill, if any.
    public var background: Color?
    /// What the view draws.
    public var content: ViewContent
    /// Whether this view is a snapshot.
    public var isSnapshot: Bool
    /// Whether the view clips its subviews to its bounds.
    public var clipsToBounds: Bool
    /// The shadow the view casts, if it casts one (`nil`, and left out of the encoded form,
    /// when it casts none).
    public var shadow: RecordedShadow?

    /// A recorded view; every value as drawn on screen.
    public init(
        name: String, depth: Int, zIndex: Int, centerX: Double, centerY: Double,
        width: Double, height: Double, scaleX: Double, scaleY: Double, rotation: Double, opacity: Double,
        frameX: Double, frameY: Double, frameWidth: Double, frameHeight: Double, cornerRadius: Double,
        background: Color?, content: ViewContent, isSnapshot: Bool, clipsToBounds: Bool,
        shadow: RecordedShadow? = nil
    ) {
        self.name = name
        self.depth = depth
        self.zIndex = zIndex
        self.centerX = centerX
        self.centerY = centerY
        self.width = width
        self.height = height
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.opacity = opacity
        self.frameX = frameX
        self.frameY = frameY
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.cornerRadius = cornerRadius
        self.background = background
        self.content = content
        self.isSnapshot = isSnapshot
        self.clipsToBounds = clipsToBounds
        self.shadow = shadow
    }
}

/// A shadow as drawn on screen: a Gaussian blur of the view's shape, offset, in one colour.
public struct RecordedShadow: Sendable, Equatable, Codable {
    /// The shadow's opacity, 0…1: the view's `shadowOpacity` times its colour's alpha (the view's
    /// own opacity is applied with the view's).
    public var opacity: Double
    /// The standard deviation σ of the blur, on screen (points, scaled with the view): the view's
    /// `shadowRadius` (see `HostView.shadowRadius`).
    public var radius: Double
    /// How far the shadow falls from the view, on screen, along the view's own axes (points,
    /// scaled with the view; positive y is down).
    public var offsetX: Double
    public var offsetY: Double
    /// The shadow's colour, opaque (its alpha is in ``opacity``).
    public var color: Color

    /// A recorded shadow; every value as drawn on screen.
    public init(opacity: Double, radius: Double, offsetX: Double, offsetY: Double, color: Color) {
        self.opacity = opacity
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.color = color
    }
}
