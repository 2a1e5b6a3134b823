import TransitionKit

/// Supplies one built-in transition for every operation.
@MainActor
final class BuiltInTransitionsSource: TransitionsSource {
    let transition: BuiltInTransition

    init(_ transition: BuiltInTransition) { self.transition = transition }

    func transitionFor(
        operationContext: TransitionOperationContext, interactionController: (any TransitionInteractionController)?
    ) -> Transition {
        do {
            return try transition.transition(for: operationContext.operation)
        } catch {
            preconditionFailure("the built-in transitions' duration is valid: \(error)")
        }
    }
}
