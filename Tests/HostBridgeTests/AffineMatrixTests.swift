import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import HostBridge
import Motion
import Testing

@Suite("AffineMatrix")
struct AffineMatrixTests {
    @Test("a rotation lays out as CGAffineTransform(rotationAngle:) does: a = cos, b = sin, c = −sin, d = cos")
    func rotationLayout() {
        let matrix = AffineMatrix(.rotation(.pi / 6))
        #expect(abs(matrix.a - cos(.pi / 6)) < 1e-15 && abs(matrix.b - sin(.pi / 6)) < 1e-15)
        #expect(abs(matrix.c + sin(.pi / 6)) < 1e-15 && abs(matrix.d - cos(.pi / 6)) < 1e-15)
    }

    @Test(
        "scale, rotation and translation come back exactly",
        arguments: [
            Transform2D.identity,
            Transform2D(translationX: 40, translationY: -12),
            Transform2D(scaleX: 2, scaleY: 0.5),
            Transform2D(translationX: 3, translationY: 4, scaleX: 1.5, scaleY: 1.5, rotation: 1.2),
            Transform2D(scaleX: -1, scaleY: 1),
            Transform2D(scaleX: 0.3, scaleY: 2, rotation: -2.5),
        ])
    func roundTrip(transform: Transform2D) {
        let matrix = AffineMatrix(transform)
        #expect(matrix.isRepresentable())
        let back = AffineMatrix(matrix.transform)
        for (lhs, rhs) in zip([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty],
                              [back.a, back.b, back.c, back.d, back.tx, back.ty]) {
            #expect(abs(lhs - rhs) < 1e-12)
        }
    }

    @Test("a shear cannot be represented; the closest transform keeps the x axis and the area")
    func shear() {
        let sheared = AffineMatrix(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(!sheared.isRepresentable())
        let transform = sheared.transform
        #expect(transform.scaleX == 1 && transform.rotation == 0 && transform.scaleY == 1)
    }

    @Test("a collapsed x axis reads as no rotation, with the y axis's length")
    func degenerate() {
        let transform = AffineMatrix(a: 0, b: 0, c: 0, d: 3, tx: 1, ty: 2).transform
        #expect(transform.scaleX == 0 && transform.scaleY == 3 && transform.rotation == 0)
        #expect(transform.translationX == 1 && transform.translationY == 2)
        #expect(!AffineMatrix(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).isFinite)
    }
}
