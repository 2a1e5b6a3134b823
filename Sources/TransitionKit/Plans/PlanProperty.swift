import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion

/// Names a property that plans read and write, so that plans on the same view and property
/// find each other (a ``PausesSpring`` finds the ``TransitionSpring`` it holds) without strings.
///
/// The built-in properties have their own keys; a property of your own gets one with
/// ``unique()``, kept where the property is made (a `static let`).
public struct PlanPropertyKey: Hashable, Sendable {
    private let rawValue: Int

    static let opacity = PlanPropertyKey(rawValue: 1)
    static let rotation = PlanPropertyKey(rawValue: 2)
    static let position = PlanPropertyKey(rawValue: 3)
    static let size = PlanPropertyKey(rawValue: 4)
    static let scale = PlanPropertyKey(rawValue: 5)

    @MainActor private static var issued = 100

    /// A key no other property has.
    @MainActor
    public static func unique() -> PlanPropertyKey {
        issued += 1
        return PlanPropertyKey(rawValue: issued)
    }
}

/// A property of a host view that plans read and write, with how close to its target counts as
/// at rest.
@MainActor
public struct PlanProperty<Value: Interpolatable> {
    /// What plans on the same view find each other by.
    public let key: PlanPropertyKey
    /// The property's name, for diagnostics.
    public let name: String
    /// Reads the property.
    public let get: @MainActor (any HostView) -> Value
    /// Writes the property.
    public let set: @MainActor (any HostView, Value) -> Void
    /// The least change of the property that can be seen: a spring lands once what it has
    /// left to move is under it.
    public let pixel: PixelMeasure

    /// A property named `name`, found by `key` (make one with ``PlanPropertyKey/unique()``),
    /// too small to see below `restThreshold` (in its own units): ``PixelMeasure/fixed(_:)``.
    public init(key: PlanPropertyKey, name: String, restThreshold: Double,
                get: @escaping @MainActor (any HostView) -> Value, set: @escaping @MainActor (any HostView, Value) -> Void) {
        self.init(key: key, name: name, pixel: .fixed(restThreshold), get: get, set: set)
    }

    /// A property named `name`, found by `key` (make one with ``PlanPropertyKey/unique()``),
    /// whose least visible change `pixel` measures on the screen.
    public init(key: PlanPropertyKey, name: String, pixel: PixelMeasure,
                get: @escaping @MainActor (any HostView) -> Value, set: @escaping @MainActor (any HostView, Value) -> Void) {
        self.key = key
        self.name = name
        self.pixel = pixel
        self.get = get
        self.set = set
    }
}

extension PlanProperty where Value == Double {
    /// Opacity, 0…1.
    public static var opacity: PlanProperty<Double> {
        PlanProperty(key: .opacity, name: "opacity", pixel: .opacity, get: { $0.alpha }, set: { $0.alpha = $1 })
    }
    /// Rotation of the view's transform, in radians.
    public static var rotation: PlanProperty<Double> {
        PlanProperty(key: .rotation, name: "rotation", pixel: .rotation, get: { $0.transform.rotation }, set: { view, angle in
            var transform = view.transform
            transform.rotation = angle
            view.transform = transform
        })
    }
}

extension PlanProperty where Value == CGPoint {
    /// The view's centre in its superview, in points.
    public static var position: PlanProperty<CGPoint> {
        PlanProperty(key: .position, name: "position", pixel: .points, get: { $0.center }, set: { $0.center = $1 })
    }
}

extension PlanProperty where Value == CGSize {
    /// The size of the view's bounds, in points.
    public static var size: PlanProperty<CGSize> {
        PlanProperty(key: .size, name: "size", pixel: .points, get: { $0.bounds.size }, set: { view, size in
            view.bounds = CGRect(origin: view.bounds.origin, size: size)
        })
    }
    /// The scale of the view's transform along x and y.
    public static var scale: PlanProperty<CGSize> {
        PlanProperty(key: .scale, name: "scale", pixel: .scale, get: {
            CGSize(width: $0.transform.scaleX, height: $0.transform.scaleY)
        }, set: { view, scale in
            var transform = view.transform
            transform.scaleX = Double(scale.width)
            transform.scaleY = Double(scale.height)
            view.transform = transform
        })
    }
}

/// Values whose distance from zero a spring can measure, to know when it has settled.
public protocol SpringMeasurable: Interpolatable {
    /// The largest absolute component.
    var largestMagnitude: Double { get }
}

extension Double: SpringMeasurable {
    public var largestMagnitude: Double { abs(self) }
}

extension CGPoint: SpringMeasurable {
    public var largestMagnitude: Double { Double(max(abs(x), abs(y))) }
}

extension CGSize: SpringMeasurable {
    public var largestMagnitude: Double { Double(max(abs(width), abs(height))) }
}
