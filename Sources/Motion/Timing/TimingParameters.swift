/// The pacing of an animation: a cubic Bézier curve or a spring, as UIKit's
/// `UITimingCurveProvider`.
public enum TimingParameters: Sendable, Hashable {
    /// Progress follows a timing curve over the duration.
    case cubic(CubicBezierCurve)
    /// Progress follows a spring.
    case spring(SpringTimingParameters)

    /// Core Animation's ease-in-ease-out, UIKit's default for property animators.
    public static let easeInEaseOut = TimingParameters.cubic(.easeInEaseOut)
    /// Constant speed.
    public static let linear = TimingParameters.cubic(.linear)

    /// One of UIKit's four named curves.
    public init(curve: AnimationCurve) {
        self = .cubic(curve.timingCurve)
    }

    /// The duration a physical spring sets for itself, in seconds; nil otherwise.
    public var implicitDuration: Double? {
        if case let .spring(parameters) = self { parameters.implicitDuration } else { nil }
    }
}

/// UIKit's named animation curves (`UIView.AnimationCurve`).
public enum AnimationCurve: String, Sendable, Hashable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    /// The Bézier curve Core Animation uses for this name.
    public var timingCurve: CubicBezierCurve {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
