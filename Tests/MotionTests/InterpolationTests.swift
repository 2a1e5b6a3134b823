import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import Motion

@Suite("Interpolation")
struct InterpolationTests {
    @Test("Double and CGFloat: exact at both ends, linear between, extrapolating beyond")
    func scalars() {
        #expect(2.0.interpolated(to: 10, progress: 0) == 2)
        #expect(2.0.interpolated(to: 10, progress: 1) == 10)
        #expect(2.0.interpolated(to: 10, progress: 0.25) == 4)
        #expect(2.0.interpolated(to: 10, progress: 1.5) == 14)
        #expect(0.1.interpolated(to: 0.7, progress: 1) == 0.7, "exact at the end even where a + (b − a) is not")
        #expect(CGFloat(1).interpolated(to: 3, progress: 0.5) == 2)
    }

    @Test("points, sizes and rectangles interpolate component by component")
    func geometry() {
        let point = CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 100, y: -10), progress: 0.25)
        #expect(point == CGPoint(x: 25, y: 5))
        let size = CGSize(width: 10, height: 20).interpolated(to: CGSize(width: 30, height: 60), progress: 0.5)
        #expect(size == CGSize(width: 20, height: 40))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10).interpolated(to: CGRect(x: 100, y: 50, width: 30, height: 50), progress: 0.5)
        #expect(rect == CGRect(x: 50, y: 25, width: 20, height: 30))
        #expect(!CGPoint(x: CGFloat.nan, y: 0).isFinite && CGRect(x: 0, y: 0, width: 1, height: 1).isFinite)
    }

    @Test("colours interpolate per component and clamp for display")
    func colours() {
        let mid = Color.black.interpolated(to: Color(rgb: 0xFF8000, alpha: 0.5), progress: 0.5)
        #expect(mid == Color(red: 0.5, green: 128.0 / 255 / 2, blue: 0, alpha: 0.75))
        let overshoot = Color.black.interpolated(to: .white, progress: 1.2)
        #expect(overshoot.red > 1 && overshoot.clamped == .white)
        #expect(Color(red: .nan, green: 2, blue: -1, alpha: 0.5).clamped == Color(red: 0, green: 1, blue: 0, alpha: 0.5))
    }

    @Test("a transform rotates by the angle asked, not the shortest way")
    func transformRotation() {
        let turn = Transform2D.identity.interpolated(to: .rotation(350 * .pi / 180), progress: 0.5)
        #expect(abs(turn.rotation - 175 * .pi / 180) < 1e-12, "halfway through 350° is 175°, not −5°")
        let twice = Transform2D.identity.interpolated(to: .rotation(4 * .pi), progress: 0.25)
        #expect(abs(twice.rotation - .pi) < 1e-12)
    }

    @Test("a transform interpolates translation and scale separately from rotation")
    func transformParts() {
        let start = Transform2D(translationX: 0, translationY: 0, scaleX: 1, scaleY: 1, rotation: 0)
        let end = Transform2D(translationX: 100, translationY: -40, scaleX: 3, scaleY: 0.5, rotation: .pi)
        let half = start.interpolated(to: end, progress: 0.5)
        #expect(half == Transform2D(translationX: 50, translationY: -20, scaleX: 2, scaleY: 0.75, rotation: .pi / 2))
        // A half-turn never passes through zero scale, as an entry-by-entry matrix blend would.
        let matrix = half.matrix
        #expect(abs(matrix.a * matrix.d - matrix.b * matrix.c - 2 * 0.75) < 1e-12)
    }

    @Test("a transform maps points: scale, then rotate, then translate")
    func transformApply() {
        let transform = Transform2D(translationX: 10, translationY: 0, scaleX: 2, scaleY: 2, rotation: .pi / 2)
        let point = transform.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(point.x - 10) < 1e-12 && abs(point.y - 2) < 1e-12)
        #expect(Transform2D.identity.isIdentity && !Transform2D.scale(x: 2, y: 2).isIdentity)
        #expect(Transform2D.translation(x: 3, y: 4).apply(to: .zero) == CGPoint(x: 3, y: 4))
    }

    @Test("a transform's cosine and sine are cos and sin of its rotation, bit for bit, ±0 included")
    func cosineAndSine() {
        for rotation in [0.0, -0.0, .pi / 2, -1e-300, 1e-9, 3, -.pi, .infinity, .nan] {
            let (cosine, sine) = Transform2D(rotation: rotation).cosineAndSine
            let expectedCosine = cos(rotation), expectedSine = sin(rotation)
            #expect(cosine.bitPattern == expectedCosine.bitPattern || (cosine.isNaN && expectedCosine.isNaN), "cos(\(rotation))")
            #expect(sine.bitPattern == expectedSine.bitPattern || (sine.isNaN && expectedSine.isNaN), "sin(\(rotation))")
        }
        // A rotation of -0 keeps its sign where sin would: a point on the axis maps the same.
        let point = Transform2D(rotation: -0.0).apply(to: CGPoint(x: 0, y: 5))
        #expect(point.x.bitPattern == (cos(-0.0) * 0 - sin(-0.0) * 5).bitPattern)
    }
}
