#if canImport(UIKit)
import Catalog
import Motion
import TransitionKit
import UIKit

/// A ``TransitionAnimation`` the engine describes itself (a built-in): its setup, layers and
/// completion are the engine animation's, run in UIKit's context.
@preconcurrency @MainActor
public protocol EngineTransitionAnimation: TransitionAnimation {
    /// The engine's animation.
    var engineAnimation: any TransitionKit.TransitionAnimation { get }
}

extension EngineTransitionAnimation {
    public func setup(in operationContext: TransitionOperationContext) {
        guard let context = operationContext.engineContext else { return }
        engineAnimation.setup(in: context)
    }

    public var layers: [AnimationLayer] { engineAnimation.layers }

    public func completion(position: UIViewAnimatingPosition) {
        engineAnimation.completion(position: AnimatingPosition(position))
    }
}

/// A cross-dissolve: the incoming view fades in over the outgoing one (for a dismissing
/// operation, the outgoing view fades out over the incoming one).
@preconcurrency @MainActor
public final class DissolveTransitionAnimation: EngineTransitionAnimation {
    public let engineAnimation: any TransitionKit.TransitionAnimation
    /// A dissolve on an ease-in-out curve.
    public init() { engineAnimation = Catalog.DissolveTransitionAnimation() }
    /// A dissolve with `timingParameters`.
    public init(timingParameters: AnimationTimingParameters) {
        engineAnimation = Catalog.DissolveTransitionAnimation(timingParameters: timingParameters)
    }
}

/// The incoming view moves in from an edge over the outgoing one, which stays.
@preconcurrency @MainActor
public final class MoveTransitionAnimation: EngineTransitionAnimation {
    public let engineAnimation: any TransitionKit.TransitionAnimation
    /// For navigation transitions whose controllers are pushed from `edge`.
    public init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        engineAnimation = Catalog.MoveTransitionAnimation(forNavigationTransitionsAtEdge: edge)
    }
    /// For modal transitions whose controllers are presented from `edge`.
    public init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        engineAnimation = Catalog.MoveTransitionAnimation(forModalTransitionsAtEdge: edge)
    }
    /// Moves the incoming view in from `edge` for every operation.
    public init(from edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        engineAnimation = Catalog.MoveTransitionAnimation(from: edge, timingParameters: timingParameters)
    }
}

/// The incoming view pushes the outgoing one out, from an edge.
@preconcurrency @MainActor
public final class PushTransitionAnimation: EngineTransitionAnimation {
    public let engineAnimation: any TransitionKit.TransitionAnimation
    /// For navigation transitions whose controllers are pushed from `edge`.
    public init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        engineAnimation = Catalog.PushTransitionAnimation(forNavigationTransitionsAtEdge: edge)
    }
    /// For modal transitions whose controllers are presented from `edge`.
    public init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        engineAnimation = Catalog.PushTransitionAnimation(forModalTransitionsAtEdge: edge)
    }
    /// Pushes from `edge` for every operation.
    public init(from edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        engineAnimation = Catalog.PushTransitionAnimation(from: edge, timingParameters: timingParameters)
    }
}

/// The outgoing view moves out towards an edge, revealing the incoming one beneath.
@preconcurrency @MainActor
public final class RevealTransitionAnimation: EngineTransitionAnimation {
    public let engineAnimation: any TransitionKit.TransitionAnimation
    /// For navigation transitions whose controllers are pushed from `edge` (the outgoing view
    /// leaves towards it).
    public init(forNavigationTransitionsAtEdge edge: TransitionScreenEdge) {
        engineAnimation = Catalog.RevealTransitionAnimation(forNavigationTransitionsAtEdge: edge)
    }
    /// For modal transitions whose controllers are presented from `edge`.
    public init(forModalTransitionsAtEdge edge: TransitionScreenEdge) {
        engineAnimation = Catalog.RevealTransitionAnimation(forModalTransitionsAtEdge: edge)
    }
    /// Reveals by moving the outgoing view towards `edge` for every operation.
    public init(towards edge: TransitionScreenEdge, timingParameters: TimingParameters = .easeInEaseOut) {
        engineAnimation = Catalog.RevealTransitionAnimation(towards: edge, timingParameters: timingParameters)
    }
}
#endif
