import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Stage
import TransitionKit

/// What the checker remembers of one view: its identity, its model and presentation values
/// and its flags (its name, recognizers and subviews are its ``HierarchySnapshot``'s). Plain
/// values only, so that copying one retains nothing.
struct ViewState {
    let identifier: ObjectIdentifier
    let isSnapshot: Bool
    /// Whether the view scrolls: its bounds' origin is its content offset, which the person
    /// moves (and a deceleration carries on), not the transition.
    let isScrollView: Bool
    let isHidden: Bool
    let isUserInteractionEnabled: Bool
    var center: CGPoint
    var bounds: CGRect
    let transform: Transform2D
    let alpha: Double
    let backgroundColor: Color?
    let cornerRadius: Double
    var presentation: ViewPresentation

    @MainActor
    init(_ view: __shared View) {
        identifier = ObjectIdentifier(view)
        isSnapshot = view.isSnapshot
        isScrollView = view is ScrollView
        isHidden = view.isHidden
        isUserInteractionEnabled = view.isUserInteractionEnabled
        center = view.center
        bounds = view.bounds
        transform = view.transform
        alpha = view.alpha
        backgroundColor = view.backgroundColor
        cornerRadius = view.cornerRadius
        presentation = view.presentation
    }

    /// This state with the view placed to fill `rect` (in its superview's coordinates), on
    /// screen and in the model, as a container places the view it shows.
    func placed(filling rect: CGRect) -> ViewState {
        var placed = self
        placed.center = CGPoint(x: rect.midX, y: rect.midY)
        placed.bounds = CGRect(origin: bounds.origin, size: rect.size)
        placed.presentation.center = placed.center
        placed.presentation.bounds = placed.bounds
        return placed
    }

    /// How `self` (what is) differs from `expected`, one phrase per difference (but for the
    /// recognizers: see ``recognizerDifference(_:expected:movable:)``, the last phrase).
    ///
    /// - Parameter comparesPlacement: Whether centre and bounds count (a detached view's
    ///   placement is the container's business the next time it is shown).
    ///
    /// Inlined where a snapshot compares two states where they are stored: a call would take
    /// copies of both.
    @inline(__always)
    func differences(from expected: ViewState, comparesPlacement: Bool) -> [String] {
        var found: [String] = []
        if isHidden != expected.isHidden { found.append("isHidden \(isHidden), expected \(expected.isHidden)") }
        if isUserInteractionEnabled != expected.isUserInteractionEnabled {
            found.append("isUserInteractionEnabled \(isUserInteractionEnabled), expected \(expected.isUserInteractionEnabled)")
        }
        if !Self.same(alpha, expected.alpha) { found.append("alpha \(alpha), expected \(expected.alpha)") }
        if !Self.same(transform, expected.transform) { found.append("transform \(transform), expected \(expected.transform)") }
        if !Self.same(cornerRadius, expected.cornerRadius) { found.append("cornerRadius \(cornerRadius), expected \(expected.cornerRadius)") }
        if backgroundColor != expected.backgroundColor {
            found.append("backgroundColor \(String(describing: backgroundColor)), expected \(String(describing: expected.backgroundColor))")
        }
        if comparesPlacement {
            if !Self.same(center, expected.center) { found.append("center \(center), expected \(expected.center)") }
            // A scroll view's content offset is the person's: only its size is the transition's.
            let boundsDiffer = isScrollView ? !Self.same(bounds.size, expected.bounds.size) : !Self.same(bounds, expected.bounds)
            if boundsDiffer { found.append("bounds \(bounds), expected \(expected.bounds)") }
        }
        if let difference = presentationDifference(comparesPlacement: comparesPlacement) { found.append(difference) }
        return found
    }

    /// A phrase when a view's recognizers, `recognizers`, are not the ones it is expected to
    /// have, `expected` — apart from those that may move between views, `movable` (the
    /// interaction gesture) — else `nil`. Asked only of lists that differ: the same lists have
    /// the same own recognizers.
    static func recognizerDifference(_ recognizers: ArraySlice<ObjectIdentifier>, expected: ArraySlice<ObjectIdentifier>,
                                     movable: Set<ObjectIdentifier>) -> String? {
        let own = recognizers.filter { !movable.contains($0) }
        let expectedOwn = expected.filter { !movable.contains($0) }
        return own != expectedOwn ? "\(own.count) gesture recognizers, expected \(expectedOwn.count) (not the same ones)" : nil
    }

    /// A phrase when what is on screen is not the model (an animation left behind), else `nil`.
    func presentationDifference(comparesPlacement: Bool = true) -> String? {
        Self.presentationDifference(presentation, center: center, bounds: bounds, transform: transform, alpha: alpha,
                                    cornerRadius: cornerRadius, backgroundColor: backgroundColor, comparesPlacement: comparesPlacement)
    }

    /// A phrase when what `view` shows on screen is not its model (an animation left behind),
    /// else `nil`: the ``presentationDifference(comparesPlacement:)`` of its state, without
    /// capturing one.
    @MainActor
    static func presentationDifference(of view: View) -> String? {
        presentationDifference(view.presentation, center: view.center, bounds: view.bounds, transform: view.transform,
                               alpha: view.alpha, cornerRadius: view.cornerRadius, backgroundColor: view.backgroundColor,
                               comparesPlacement: true)
    }

    private static func presentationDifference(_ onScreen: ViewPresentation, center: CGPoint, bounds: CGRect,
                                               transform: Transform2D, alpha: Double, cornerRadius: Double,
                                               backgroundColor: Color?, comparesPlacement: Bool) -> String? {
        var parts: [String] = []
        if comparesPlacement, !Self.same(onScreen.center, center) { parts.append("center") }
        if comparesPlacement, !Self.same(onScreen.bounds, bounds) { parts.append("bounds") }
        if !Self.same(onScreen.transform, transform) { parts.append("transform") }
        if !Self.same(onScreen.alpha, alpha) { parts.append("alpha \(onScreen.alpha) on screen, model \(alpha)") }
        if !Self.same(onScreen.cornerRadius, cornerRadius) { parts.append("cornerRadius") }
        if let backgroundColor, !Self.same(onScreen.backgroundColor, backgroundColor) { parts.append("backgroundColor") }
        return parts.isEmpty ? nil : "on screen differs from the model: " + parts.joined(separator: ", ")
    }

    // MARK: Comparisons

    /// The tolerance of every comparison, in points (or the value's own unit): far below what
    /// a screen shows, far above rounding.
    static let tolerance = 1e-6

    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

    static func same(_ a: CGPoint, _ b: CGPoint) -> Bool { same(Double(a.x), Double(b.x)) && same(Double(a.y), Double(b.y)) }

    static func same(_ a: CGSize, _ b: CGSize) -> Bool { same(Double(a.width), Double(b.width)) && same(Double(a.height), Double(b.height)) }

    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        same(a.origin, b.origin) && same(Double(a.width), Double(b.width)) && same(Double(a.height), Double(b.height))
    }

    static func same(_ a: Transform2D, _ b: Transform2D) -> Bool {
        same(a.translationX, b.translationX) && same(a.translationY, b.translationY) && same(a.scaleX, b.scaleX)
            && same(a.scaleY, b.scaleY) && same(a.rotation, b.rotation)
    }

    static func same(_ a: Color, _ b: Color) -> Bool {
        same(a.red, b.red) && same(a.green, b.green) && same(a.blue, b.blue) && same(a.alpha, b.alpha)
    }
}
