import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Recording

/// The plots of a scene's page, from its frames: the transition's progress with its phases
/// shaded, the shared element's position, scale and rotation, and the gestures' velocities.
struct ScenePlots {
    let scene: RecordedScene
    let summary: SceneSummary

    static let phaseColors: [RecordedTransition.Phase: String] = [
        .animating: "#d3e4fb", .interactive: "#ffe1b3", .interrupted: "#f8c6cf",
    ]

    var times: [Double] { scene.frames.map(\.time) }

    /// Every plot, as SVG elements, in page order.
    var all: [String] {
        let hasSharedElement = sharedElements.contains { $0 != nil }
        var plots = hasSharedElement ? [progress, position, scale, rotation, velocity] : [progress, position, panVelocity]
        if let twoFinger = twoFingerVelocity { plots.append(twoFinger) }
        return plots.map { $0.svg() }
    }

    var progress: LinePlot {
        LinePlot(
            title: "Transition progress", yLabel: "fraction complete", times: times,
            series: [.init(name: "fractionComplete", color: "#1f5fbf", values: scene.frames.map { $0.transition?.fractionComplete })],
            bands: summary.phases.map { span in
                LinePlot.Band(start: span.start - halfFrame, end: span.end + halfFrame, color: Self.phaseColors[span.phase] ?? "#eee")
            },
            bandLegend: RecordedTransition.Phase.allCases.map { ($0.rawValue, Self.phaseColors[$0] ?? "#eee") },
            yRange: 0...1, emptyNote: "no transition ran")
    }

    private var halfFrame: Double { scene.framesPerSecond > 0 ? 0.5 / scene.framesPerSecond : 0 }

    /// The shared element's view in each frame.
    private var sharedElements: [RecordedView?] {
        scene.frames.map { frame in frame.transition?.sharedElement.flatMap { frame.view(named: $0) } }
    }

    private static let noSharedElement = "no shared element in this scene"

    var position: LinePlot {
        let views = sharedElements
        return LinePlot(
            title: "Shared element position (centre)", yLabel: "position (pt)", times: times,
            series: [
                .init(name: "x", color: "#1f5fbf", values: views.map { $0?.centerX }),
                .init(name: "y", color: "#d9480f", values: views.map { $0?.centerY }),
            ],
            emptyNote: Self.noSharedElement)
    }

    var scale: LinePlot {
        let views = sharedElements
        return LinePlot(
            title: "Shared element scale", yLabel: "scale (×)", times: times,
            series: [
                .init(name: "width ÷ start", color: "#2b8a3e", values: Self.relative(views.map { $0.map { $0.width * $0.scaleX } })),
                .init(name: "transform scale", color: "#862e9c", values: views.map { $0?.scaleX }),
            ],
            emptyNote: Self.noSharedElement)
    }

    var rotation: LinePlot {
        LinePlot(
            title: "Shared element rotation", yLabel: "rotation (°)", times: times,
            series: [.init(name: "rotation", color: "#c2255c", values: sharedElements.map { $0.map { $0.rotation * 180 / .pi } })],
            emptyNote: Self.noSharedElement)
    }

    var panVelocity: LinePlot {
        let pans = scene.frames.map { frame in frame.gestures.first { $0.velocityX != nil } }
        return LinePlot(
            title: "Gesture velocity (pan)", yLabel: "velocity (pt/s)", times: times,
            series: [
                .init(name: "x", color: "#1f5fbf", values: pans.map { $0?.velocityX }),
                .init(name: "y", color: "#d9480f", values: pans.map { $0?.velocityY }),
            ],
            emptyNote: "no pan in this scene")
    }

    /// The shared element's velocity (from its centre's travel between frames) with the pan's:
    /// while the finger holds the element they run together, and at the release the springs
    /// take the finger's velocity, so neither curve jumps.
    var velocity: LinePlot {
        let pans = scene.frames.map { frame in frame.gestures.first { $0.velocityX != nil } }
        let element = Self.velocities(of: sharedElements.map { $0.map { CGPoint(x: $0.centerX, y: $0.centerY) } }, at: times)
        return LinePlot(
            title: "Velocity: shared element and finger", yLabel: "velocity (pt/s)", times: times,
            series: [
                .init(name: "element x", color: "#1f5fbf", values: element.map { $0.map { Double($0.x) } }),
                .init(name: "element y", color: "#d9480f", values: element.map { $0.map { Double($0.y) } }),
                .init(name: "finger x", color: "#74a9f0", values: pans.map { $0?.velocityX }),
                .init(name: "finger y", color: "#f5a36c", values: pans.map { $0?.velocityY }),
            ],
            emptyNote: Self.noSharedElement)
    }

    /// The velocity of `points` at each of `times`, in points per second: the travel from the
    /// frame before over the time between them; `nil` where either frame has no point or no
    /// time passed.
    static func velocities(of points: [CGPoint?], at times: [Double]) -> [CGPoint?] {
        points.indices.map { index in
            guard index > 0, let point = points[index], let previous = points[index - 1] else { return nil }
            let interval = times[index] - times[index - 1]
            guard interval > 0 else { return nil }
            return CGPoint(x: Double(point.x - previous.x) / interval, y: Double(point.y - previous.y) / interval)
        }
    }

    var twoFingerVelocity: LinePlot? {
        let pinch = scene.frames.map { frame in frame.gestures.first { $0.scaleVelocity != nil }?.scaleVelocity }
        let rotation = scene.frames.map { frame in frame.gestures.first { $0.rotationVelocity != nil }?.rotationVelocity }
        guard pinch.contains(where: { $0 != nil }) || rotation.contains(where: { $0 != nil }) else { return nil }
        return LinePlot(
            title: "Gesture velocity (pinch, rotation)", yLabel: "per second", times: times,
            series: [
                .init(name: "scale/s", color: "#2b8a3e", values: pinch),
                .init(name: "rad/s", color: "#c2255c", values: rotation),
            ])
    }

    /// `values` divided by the first value present.
    static func relative(_ values: [Double?]) -> [Double?] {
        guard let first = values.compactMap({ $0 }).first, first != 0 else { return values.map { _ in nil } }
        return values.map { $0.map { $0 / first } }
    }
}
