#if canImport(UIKit)
import Gestures
import Motion
import TransitionKit
import UIKit

// The engine's descriptions, shared as they are: they name no view.

/// One set of animations in a transition: what changes, when, and how.
public typealias AnimationLayer = TransitionKit.AnimationLayer
/// An animation block.
public typealias AnimationFunction = TransitionKit.AnimationFunction
/// When a layer runs, as a part of the transition.
public typealias AnimationRange = TransitionKit.AnimationRange
/// A layer's (or the shared element's) curve or spring.
public typealias AnimationTimingParameters = TransitionKit.AnimationTimingParameters
/// A fraction of a transition, 0 (start) … 1 (end).
public typealias AnimationFraction = TransitionKit.AnimationFraction
/// How interaction reports progress: a step, or the fraction itself.
public typealias TransitionProgress = TransitionKit.TransitionProgress
/// An edge of the screen: where a pan starts, or towards which a view leaves.
public typealias TransitionScreenEdge = TransitionKit.TransitionScreenEdge
/// One of UIKit's named curves (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`).
public typealias AnimationCurve = Motion.AnimationCurve
#endif
