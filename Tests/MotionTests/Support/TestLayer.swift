import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// A minimal host object: model and presentation values for two properties, set through
/// `AnimatableProperty` the way a host's views do.
@MainActor
final class TestLayer {
    var modelOpacity = 0.0
    var presentationOpacity = 0.0
    var modelPosition = CGPoint.zero
    var presentationPosition = CGPoint.zero

    static let opacityProperty = AnimatableProperty<TestLayer, Double>(
        name: "opacity", presentation: { $0.presentationOpacity },
        setPresentation: { $0.presentationOpacity = $1 }, setModel: { $0.modelOpacity = $1 })
    static let positionProperty = AnimatableProperty(
        name: "position", model: \TestLayer.modelPosition, presentation: \TestLayer.presentationPosition)

    var opacity: Double {
        get { modelOpacity }
        set { Self.opacityProperty.set(newValue, on: self) }
    }

    var position: CGPoint {
        get { modelPosition }
        set { Self.positionProperty.set(newValue, on: self) }
    }
}

/// A clock, a loop and a layer.
@MainActor
struct AnimationFixture {
    let clock: ManualClock
    let loop: AnimationLoop
    let layer = TestLayer()

    init(frameRate: Double = 120) throws {
        clock = try ManualClock(frameRate: frameRate)
        loop = AnimationLoop(clock: clock)
    }

    /// An animator that moves the layer's opacity from where it is to `target`.
    func animator(
        duration: Double = 1, timing: TimingParameters = .linear, to target: Double = 1
    ) throws -> PropertyAnimator {
        let layer = layer
        return try PropertyAnimator(duration: duration, timingParameters: timing, loop: loop) { layer.opacity = target }
    }
}

/// Collects completion positions.
@MainActor
final class CompletionLog {
    var positions: [AnimatingPosition] = []
    func attach(to animator: PropertyAnimator) {
        animator.addCompletion { [unowned self] in positions.append($0) }
    }
}
