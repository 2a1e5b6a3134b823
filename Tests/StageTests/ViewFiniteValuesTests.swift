import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Testing
@testable import Stage

@Suite("View.hasFiniteValues: what the invariant checker asks of every view")
@MainActor
struct ViewFiniteValuesTests {
    @Test("a view of huge but finite values has finite values; one NaN or infinity anywhere, on screen or in the model, and it hasn't")
    func eachValue() {
        let huge = Double.greatestFiniteMagnitude
        // (Its centre is half its size from its origin: 1e300 keeps that finite.)
        let plain = View(name: "plain", frame: CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300))
        plain.presentation.transform = Transform2D(translationX: huge, translationY: huge, scaleX: huge, scaleY: -huge, rotation: huge)
        plain.presentation.alpha = huge
        plain.presentation.cornerRadius = huge
        #expect(plain.hasFiniteValues)
        let changes: [(String, (View, Double) -> Void)] = [
            ("shown centre", { $0.presentation.center.x = $1 }),
            ("shown bounds", { $0.presentation.bounds.size.height = $1 }),
            ("shown bounds origin", { $0.presentation.bounds.origin.y = $1 }),
            ("shown transform", { $0.presentation.transform.rotation = $1 }),
            ("shown scale", { $0.presentation.transform.scaleY = $1 }),
            ("shown alpha", { $0.presentation.alpha = $1 }),
            ("shown corner radius", { $0.presentation.cornerRadius = $1 }),
            ("model centre", { $0.modelCenter.y = $1 }),
            ("model bounds", { $0.modelBounds.size.width = $1 }),
            ("model transform", { $0.modelTransform.translationY = $1 }),
            ("model alpha", { $0.modelAlpha = $1 }),
        ]
        for (name, change) in changes {
            for bad in [Double.nan, .infinity, -.infinity] {
                let view = View(name: name, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
                change(view, bad)
                #expect(!view.hasFiniteValues, "\(name) = \(bad)")
            }
        }
    }
}
