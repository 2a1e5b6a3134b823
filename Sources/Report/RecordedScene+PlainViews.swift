import Foundation
import Motion
import Recording

extension RecordedScene {
    /// This scene with every view that draws nothing of its own filled with a pale colour of its
    /// own, so that what moves shows: a view with no fill, no image and no text — a view
    /// controller's plain view, say — which would otherwise leave the screen black. The colour
    /// comes from the view's name (the same name, the same colour, on every run); a view at
    /// least ``labelledSize`` points on both sides also shows its name. The window's own view
    /// (depth 0) is left as it is.
    public func fillingPlainViews() -> RecordedScene {
        var scene = self
        for frameIndex in scene.frames.indices {
            for viewIndex in scene.frames[frameIndex].views.indices {
                let view = scene.frames[frameIndex].views[viewIndex]
                guard view.depth > 0, view.background == nil, view.content == .none, !view.isSnapshot else { continue }
                scene.frames[frameIndex].views[viewIndex].background = Self.paleColour(for: view.name)
                if view.width >= Self.labelledSize, view.height >= Self.labelledSize {
                    scene.frames[frameIndex].views[viewIndex].content = .text(view.name)
                }
            }
        }
        return scene
    }

    /// The least width and height, in points, of a plain view that shows its name.
    public static let labelledSize = 120.0

    /// A pale, opaque colour for `name`: its hue from a stable hash of the name, light and soft.
    static func paleColour(for name: String) -> Color {
        let hue = Double(FrameRenderer.stableHash(name) % 360) / 360
        return Color(hue: hue, saturation: 0.45, lightness: 0.82)
    }
}

private extension Color {
    /// An opaque colour from hue (0…1, a turn), saturation and lightness (0…1).
    init(hue: Double, saturation: Double, lightness: Double) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue * 6
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double) = switch Int(sector) % 6 {
        case 0: (chroma, second, 0)
        case 1: (second, chroma, 0)
        case 2: (0, chroma, second)
        case 3: (0, second, chroma)
        case 4: (second, 0, chroma)
        default: (chroma, 0, second)
        }
        let base = lightness - chroma / 2
        self.init(red: red + base, green: green + base, blue: blue + base)
    }
}
