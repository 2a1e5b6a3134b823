#if canImport(UIKit)
import Gestures
import Motion
import TransitionKit
import UIKit

/// The non-shared part of a transition: views set up for an operation, animated in layers, and
/// cleaned up at the end.
///
/// A layer's animation block sets `UIView` properties directly, as a UIKit animation block does
/// (`topView.transform = .identity`); the engine animates each change from the value before the
/// block to the value after it, on the layer's timing, within the layer's range.
@preconcurrency @MainActor
public protocol TransitionAnimation: AnyObject {
    /// Prepares the views for the operation (adds the incoming view, sets start values).
    func setup(in operationContext: TransitionOperationContext)
    /// The layers to run; read once, after ``setup(in:)``.
    var layers: [AnimationLayer] { get }
    /// Cleans up when the transition ends at `position` (`.end` completed, `.start` cancelled).
    func completion(position: UIViewAnimatingPosition)
}
#endif
