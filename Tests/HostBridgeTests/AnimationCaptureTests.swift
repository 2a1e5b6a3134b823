import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import HostBridge
import Motion
import Testing

/// A platform view and its engine adapter in one: `platformValues` is what is on screen (the
/// platform's own properties); `setThroughEngine` sets the engine's animatable properties.
@MainActor
private final class FakeView: CapturedView {
    var platformValues = ViewValues(center: CGPoint(x: 50, y: 50), bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// The values when the capture began, as the platform's own wrapper keeps them.
    private var saved: ViewValues?
    private(set) var restored: [[ViewValues.Property]] = []
    private(set) var setThroughEngine: [[ViewValues.Property]] = []

    /// Remembers the values a capture starts from.
    func save() { saved = platformValues }

    func restore(_ properties: [ViewValues.Property]) {
        restored.append(properties)
        guard let saved else { return }
        for property in properties {
            switch property {
            case .center: platformValues.center = saved.center
            case .bounds: platformValues.bounds = saved.bounds
            case .transform: platformValues.transform = saved.transform
            case .alpha: platformValues.alpha = saved.alpha
            case .backgroundColor: platformValues.backgroundColor = saved.backgroundColor
            case .cornerRadius: platformValues.cornerRadius = saved.cornerRadius
            }
        }
    }
    var modelAlpha = 1.0
    var modelCenter = CGPoint(x: 50, y: 50)

    static let alpha = AnimatableProperty<FakeView, Double>(
        name: "alpha", presentation: { $0.platformValues.alpha },
        setPresentation: { $0.platformValues.alpha = $1 }, setModel: { $0.modelAlpha = $1 })
    static let center = AnimatableProperty<FakeView, CGPoint>(
        name: "center", presentation: { $0.platformValues.center },
        setPresentation: { $0.platformValues.center = $1 }, setModel: { $0.modelCenter = $1 })

    func setThroughEngine(_ properties: [ViewValues.Property], to values: ViewValues) {
        setThroughEngine.append(properties)
        for property in properties {
            switch property {
            case .alpha: Self.alpha.set(values.alpha, on: self)
            case .center: Self.center.set(values.center, on: self)
            default: break
            }
        }
    }
}

@MainActor
@Suite("AnimationCapture")
struct AnimationCaptureTests {
    @Test("a block's direct writes are undone and set again through the engine; untouched views are left alone")
    func replays() {
        let touched = FakeView()
        let untouched = FakeView()
        touched.save()
        untouched.save()
        AnimationCapture.run({
            touched.platformValues.alpha = 0.2
            touched.platformValues.center = CGPoint(x: 80, y: 50)
        }, over: [touched, untouched])
        #expect(touched.setThroughEngine == [[.center, .alpha]])
        // Only what changed is written back; a view the block left alone is not written at all.
        #expect(touched.restored == [[.center, .alpha]])
        #expect(untouched.setThroughEngine.isEmpty && untouched.restored.isEmpty)
        // Outside an animation block, setting through the engine applies at once.
        #expect(touched.platformValues.alpha == 0.2 && touched.modelAlpha == 0.2)
    }

    @Test("inside an engine animation block the writes become animations from the old values")
    func animates() throws {
        let clock = try ManualClock(frameRate: 100)
        let loop = AnimationLoop(clock: clock)
        let view = FakeView()
        view.save()
        let animator = try PropertyAnimator(duration: 1, curve: .linear, loop: loop) {
            AnimationCapture.run({
                view.platformValues.alpha = 0
                view.platformValues.center = CGPoint(x: 150, y: 50)
            }, over: [view])
        }
        try animator.startAnimation()
        // Nothing moved yet: the block's writes were put back.
        #expect(view.platformValues.alpha == 1 && view.platformValues.center.x == 50)
        #expect(view.modelAlpha == 0)
        clock.advance(to: 0.5)
        #expect(abs(view.platformValues.alpha - 0.5) < 1e-12)
        #expect(abs(Double(view.platformValues.center.x) - 100) < 1e-9)
        try clock.runUntilIdle()
        #expect(view.platformValues.alpha == 0 && view.platformValues.center.x == 150)
    }

    @Test("the values compare property by property")
    func changes() {
        let a = ViewValues(center: .zero, bounds: .zero)
        var b = a
        b.cornerRadius = 4
        b.backgroundColor = Color(red: 1, green: 0, blue: 0)
        b.transform = AffineMatrix(.rotation(1))
        #expect(a.changes(to: b) == [.transform, .backgroundColor, .cornerRadius])
        #expect(a.changes(to: a).isEmpty)
    }
}
