/// Lists the steps of a ``GestureScript`` in Swift, one per line, with `if`, `for` and nested
/// arrays of steps allowed.
///
/// ```swift
/// GestureScript(touchRate: 120) {
///     GestureStep.tap(at: CGPoint(x: 20, y: 20))
///     GestureStep.wait(duration: 0.3)
///     for x in stride(from: 100.0, through: 300, by: 100) {
///         GestureStep.flick(from: CGPoint(x: x, y: 500), velocity: CGPoint(x: 0, y: -1500))
///     }
/// }
/// ```
@resultBuilder
public enum GestureScriptBuilder {
    /// One step.
    public static func buildExpression(_ step: GestureStep) -> [GestureStep] { [step] }

    /// Several steps, in order.
    public static func buildExpression(_ steps: [GestureStep]) -> [GestureStep] { steps }

    /// The steps of a block, in order.
    public static func buildBlock(_ parts: [GestureStep]...) -> [GestureStep] { parts.flatMap { $0 } }

    /// The steps of an `if` without `else`, or none.
    public static func buildOptional(_ steps: [GestureStep]?) -> [GestureStep] { steps ?? [] }

    /// The steps of an `if`'s first branch.
    public static func buildEither(first steps: [GestureStep]) -> [GestureStep] { steps }

    /// The steps of an `if`'s second branch.
    public static func buildEither(second steps: [GestureStep]) -> [GestureStep] { steps }

    /// The steps of every pass of a `for` loop, in order.
    public static func buildArray(_ passes: [[GestureStep]]) -> [GestureStep] { passes.flatMap { $0 } }

    /// The steps of an `if #available` block.
    public static func buildLimitedAvailability(_ steps: [GestureStep]) -> [GestureStep] { steps }
}
