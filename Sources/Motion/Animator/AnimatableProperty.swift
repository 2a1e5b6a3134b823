/// A typed, animatable property of a host object: how to read what is on screen and how to
/// write the model and presentation values.
///
/// A host declares one per animatable property and calls ``set(_:on:)`` from the property's
/// setter; inside an animation block the change becomes an animation, outside it applies at
/// once. Motion reaches the host only through these accessors, which are called every frame, so
/// they are plain closures (a key-path initializer is offered for convenience, at a cost per
/// write).
///
/// ```swift
/// final class Layer {
///     var modelOpacity = 1.0
///     var presentationOpacity = 1.0
///     static let opacity = AnimatableProperty<Layer, Double>(
///         name: "opacity",
///         presentation: { $0.presentationOpacity },
///         setPresentation: { $0.presentationOpacity = $1 },
///         setModel: { $0.modelOpacity = $1 })
///     var opacity: Double {
///         get { modelOpacity }
///         set { Self.opacity.set(newValue, on: self) }
///     }
/// }
/// ```
@MainActor
public struct AnimatableProperty<Root: AnyObject, Value: Interpolatable> {
    /// The property's name, for diagnostics.
    public let name: String
    @usableFromInline let presentation: @MainActor (Root) -> Value
    @usableFromInline let setPresentation: @MainActor (Root, Value) -> Void
    @usableFromInline let setModel: @MainActor (Root, Value) -> Void

    /// - Parameters:
    ///   - name: For diagnostics.
    ///   - presentation: Reads the value on screen.
    ///   - setPresentation: Writes the value on screen.
    ///   - setModel: Writes the model value (where the property is going).
    public init(
        name: String,
        presentation: @escaping @MainActor (Root) -> Value,
        setPresentation: @escaping @MainActor (Root, Value) -> Void,
        setModel: @escaping @MainActor (Root, Value) -> Void
    ) {
        self.name = name
        self.presentation = presentation
        self.setPresentation = setPresentation
        self.setModel = setModel
    }

    /// A property whose model and presentation values live at two key paths.
    public init(name: String, model: ReferenceWritableKeyPath<Root, Value>, presentation: ReferenceWritableKeyPath<Root, Value>) {
        self.init(
            name: name,
            presentation: { $0[keyPath: presentation] },
            setPresentation: { $0[keyPath: presentation] = $1 },
            setModel: { $0[keyPath: model] = $1 })
    }

    /// Sets the model value to `value`; inside an animation block the presentation value
    /// animates there, outside it the presentation value follows at once.
    @inlinable
    public func set(_ value: Value, on root: Root) {
        let from = presentation(root)
        setModel(root, value)
        if let capture = AnimationTransaction.capture {
            capture.tracks.append(PropertyTrack(
                lane: capture.lane, root: root, from: from, to: value,
                setPresentation: setPresentation, setModel: setModel))
        } else {
            setPresentation(root, value)
        }
    }
}
