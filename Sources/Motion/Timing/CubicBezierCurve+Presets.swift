extension CubicBezierCurve {
    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CubicBezierCurve(validatedX1: 0, y1: 0, x2: 1, y2: 1)
    /// Core Animation's ease-in: (0.42, 0) and (1, 1).
    public static let easeIn = CubicBezierCurve(validatedX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's ease-out: (0, 0) and (0.58, 1).
    public static let easeOut = CubicBezierCurve(validatedX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's ease-in-ease-out: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CubicBezierCurve(validatedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default timing function: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CubicBezierCurve(validatedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}
