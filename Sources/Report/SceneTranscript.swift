import Foundation
import Recording

/// A scene's frames as text for review: each frame lists its time, the transition's state, the
/// fingers and gestures, its events, and only the views that appeared (+), changed (~) or went
/// away (−) since the frame before, rounded to a hundredth of a point. A view that only moved
/// along with its superview (same offset, scale, rotation and opacity relative to it) is not
/// repeated: its superview's line says it.
///
/// Snapshot tests compare transcripts, so any change in motion shows up in review as a readable
/// diff.
public struct SceneTranscript: Sendable {
    /// The scene written out.
    public var scene: RecordedScene

    public init(scene: RecordedScene) { self.scene = scene }

    /// The transcript.
    public var text: String {
        var lines = [
            "# \(scene.identifier): \(scene.title)",
            "# \(Number.svg(scene.screenWidth)) × \(Number.svg(scene.screenHeight)) pt, "
                + "\(Number.svg(scene.framesPerSecond)) fps, \(scene.frames.count) frames",
        ]
        var previous: [String: String] = [:]
        var previousRelative: [String: String] = [:]
        var previousOrder: [String] = []
        for frame in scene.frames {
            var header = "t=\(Number.fixed(frame.time, digits: 4))"
            if let transition = frame.transition {
                header += " \(transition.phase.rawValue) \(Number.fixed(transition.fractionComplete, digits: 4))"
                    + " \"\(transition.name)\""
                if let shared = transition.sharedElement { header += " shared \"\(shared)\"" }
            }
            lines.append(header)
            for event in frame.events { lines.append("  event \(event.kind.rawValue) \"\(event.detail)\"") }
            for touch in frame.touches {
                lines.append("  touch \(touch.id) \(touch.phase) (\(Self.point(touch.x)), \(Self.point(touch.y)))")
            }
            for gesture in frame.gestures { lines.append("  gesture " + Self.describe(gesture)) }
            var current: [String: String] = [:]
            var relative: [String: String] = [:]
            var order: [String] = []
            var seen: [String: Int] = [:]
            // The latest view at each depth: a view's superview is the latest one a level up.
            var ancestors: [RecordedView] = []
            for view in frame.views {
                let occurrence = seen[view.name, default: 0]
                seen[view.name] = occurrence + 1
                let key = occurrence == 0 ? view.name : "\(view.name) #\(occurrence + 1)"
                ancestors.removeLast(max(0, ancestors.count - view.depth))
                let superview = ancestors.last
                ancestors.append(view)
                let description = Self.describe(view)
                let placement = superview.map { Self.describe(view, relativeTo: $0) } ?? description
                current[key] = description
                relative[key] = placement
                order.append(key)
                switch previous[key] {
                case nil: lines.append("  + \(key): \(description)")
                case let before? where before != description && previousRelative[key] != placement:
                    lines.append("  ~ \(key): \(description)")
                default: break
                }
            }
            for key in previousOrder where current[key] == nil { lines.append("  - \(key)") }
            previous = current
            previousRelative = relative
            previousOrder = order
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ view: RecordedView) -> String {
        var text = "c(\(point(view.centerX)), \(point(view.centerY))) \(point(view.width))×\(point(view.height))"
        if abs(view.scaleX - 1) > 5e-4 || abs(view.scaleY - 1) > 5e-4 {
            text += " s(\(Number.fixed(view.scaleX, digits: 3)), \(Number.fixed(view.scaleY, digits: 3)))"
        }
        let degrees = view.rotation * 180 / .pi
        if abs(degrees) >= 0.005 { text += " r\(Number.fixed(degrees, digits: 2))°" }
        if view.opacity < 0.9995 { text += " α\(Number.fixed(view.opacity, digits: 3))" }
        if view.isSnapshot { text += " snapshot" }
        if let shadow = view.shadow { text += describe(shadow) }
        return text
    }

    /// A shadow, when a view casts one: its blur σ, opacity and offset (nothing for the many
    /// views that cast none, so their lines read as before shadows were recorded).
    static func describe(_ shadow: RecordedShadow) -> String {
        " shadow σ\(point(shadow.radius)) α\(Number.fixed(shadow.opacity, digits: 3)) (\(point(shadow.offsetX)), \(point(shadow.offsetY)))"
    }

    /// Where `view` is relative to `superview`: offset of the centres, size, scale, rotation and
    /// opacity ratios.
    static func describe(_ view: RecordedView, relativeTo superview: RecordedView) -> String {
        func ratio(_ value: Double, _ base: Double) -> String { base == 0 ? "-" : Number.fixed(value / base, digits: 4) }
        return "\(point(view.centerX - superview.centerX)) \(point(view.centerY - superview.centerY)) "
            + "\(point(view.width)) \(point(view.height)) \(ratio(view.scaleX, superview.scaleX)) \(ratio(view.scaleY, superview.scaleY)) "
            + "\(Number.fixed((view.rotation - superview.rotation) * 180 / .pi, digits: 2)) \(ratio(view.opacity, superview.opacity))"
            + (view.shadow.map(describe) ?? "")
    }

    static func describe(_ gesture: RecordedGesture) -> String {
        var text = "\"\(gesture.name)\" \(gesture.state)"
        if let x = gesture.velocityX, let y = gesture.velocityY { text += " v(\(point(x)), \(point(y))) pt/s" }
        if let scale = gesture.scale { text += " scale \(Number.fixed(scale, digits: 3))" }
        if let velocity = gesture.scaleVelocity { text += " \(Number.fixed(velocity, digits: 3))/s" }
        if let rotation = gesture.rotation { text += " rotation \(Number.fixed(rotation, digits: 3)) rad" }
        if let velocity = gesture.rotationVelocity { text += " \(Number.fixed(velocity, digits: 3)) rad/s" }
        return text
    }

    static func point(_ value: Double) -> String { Number.fixed(value, digits: 2) }
}
