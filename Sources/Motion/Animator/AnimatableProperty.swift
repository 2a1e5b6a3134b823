/// A typed, animatable property of a host object: where its model value and its presentation
/// value live.
///
/// A host declares one per animatable property and calls ``set(_:on:)`` from the property's
/// setter; inside an animation block the change becomes an animation, outside it applies at
/// once. Motion reaches the host only through these key paths.
///
/// ```swift
/// final class Layer {
///     var modelOpacity = 1.0
///     var presentationOpacity = 1.0
///     static let opacity = AnimatableProperty(name: "opacity", model: \Layer.modelOpacity, presentation: \Layer.presentationOpacity)
///     var opacity: Double {
///         get { modelOpacity }
///         set { Self.opacity.set(newValue, on: self) }
///     }
/// }
/// ```
///
/// Not `Sendable`: key paths into main-actor-isolated hosts are not, so a host keeps these as
/// static properties of its own (isolated) type.
public struct AnimatableProperty<Root: AnyObject, Value: Interpolatable> {
    /// The property's name, for diagnostics.
    public let name: String
    /// Where the model value (where the property is going) lives.
    public let model: ReferenceWritableKeyPath<Root, Value>
    /// Where the presentation value (what is on screen) lives.
    public let presentation: ReferenceWritableKeyPath<Root, Value>

    public init(
        name: String,
        model: ReferenceWritableKeyPath<Root, Value>,
        presentation: ReferenceWritableKeyPath<Root, Value>
    ) {
        self.name = name
        self.model = model
        self.presentation = presentation
    }

    /// Sets the model value to `value`; inside an animation block the presentation value
    /// animates there, outside it the presentation value follows at once.
    @MainActor
    public func set(_ value: Value, on root: Root) {
        let from = root[keyPath: presentation]
        root[keyPath: model] = value
        let presentation = presentation
        let model = model
        let captured = AnimationTransaction.record(
            from: from, to: value,
            present: { root[keyPath: presentation] = $0 },
            commit: { value in
                root[keyPath: model] = value
                root[keyPath: presentation] = value
            }
        )
        if !captured { root[keyPath: presentation] = value }
    }
}
