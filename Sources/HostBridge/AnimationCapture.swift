/// A platform view whose direct writes an ``AnimationCapture`` can turn into the engine's
/// animations (the UIKit host wraps each `UIView` in one).
@MainActor
public protocol CapturedView {
    /// The platform view's own values, read directly (UIKit: `center`, `bounds`, `transform`,
    /// `alpha`, `backgroundColor`, `layer.cornerRadius`), with no engine in between.
    var platformValues: ViewValues { get }
    /// Writes `properties` back as they were when the capture began, directly — exactly as they
    /// were (UIKit: the very `UIColor`, dynamic or patterned, not its RGB reading).
    func restore(_ properties: [ViewValues.Property])
    /// Sets `properties` to their values in `values` through the engine's view (its animatable
    /// setters), so that inside an animation block they animate.
    func setThroughEngine(_ properties: [ViewValues.Property], to values: ViewValues)
}

/// Turns an app's direct writes to platform views inside an animation block into the engine's
/// animations, as Core Animation turns a UIKit animation block's writes into its own.
///
/// An app's animation block written for UIKit sets a `UIView`'s properties itself
/// (`topView.transform = .identity`); the engine animates only what goes through its view
/// adapters. So a UIKit host runs such a block inside ``run(_:over:)``: it reads the values of
/// the views the block may touch (the window's, where the transition's container is — a
/// presentation that keeps the presenting view leaves it outside the container), runs the
/// block, reads them again, puts back exactly the properties that changed, and sets each change
/// again through the engine — where the engine's animation block captures it as an animation
/// from the old value to the new. Nothing shows in between: all of it happens before the screen
/// is drawn. Properties the block left alone are not written at all; views the block adds are
/// not among `views`, and their values apply at once.
public enum AnimationCapture {
    /// Runs `block`, then replays its writes to `views` through the engine.
    @MainActor
    public static func run(_ block: () -> Void, over views: [any CapturedView]) {
        var before: [ViewValues] = []
        before.reserveCapacity(views.count)
        for view in views { before.append(view.platformValues) }
        block()
        for (view, old) in zip(views, before) {
            let new = view.platformValues
            let changed = old.changes(to: new)
            guard !changed.isEmpty else { continue }
            view.restore(changed)
            view.setThroughEngine(changed, to: new)
        }
    }
}
