import Foundation
import Motion

/// Something that kept a transition from running as asked. Each ends cleanly — nothing left
/// hidden, half-moved or running — and is reported to the ``TransitionController``'s
/// ``TransitionController/failureHandler``.
public enum TransitionFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The transition's layers cannot be scheduled (see ``TransitionError/unschedulable(duration:)``):
    /// it ended at once, completed, with every layer at its final values.
    case unschedulable(TransitionError)
    /// An animator of the transition refused a call (`layer` names the layer, or the shared
    /// element). The animator's properties were set where the call meant them to go.
    case animatorRefused(layer: String, PropertyAnimatorError)
    /// The container refused the operation a gesture asked for (for example presenting a
    /// controller that is already shown): no transition started.
    case operationRefused(TransitionOperation, ContainerError)
    /// The transitions source is gone (the controller holds it weakly, as the seed library's):
    /// the operation happened without a transition.
    case noTransitionsSource(TransitionOperation)

    public var description: String {
        switch self {
        case let .unschedulable(error): "transition ended at once: \(error)"
        case let .animatorRefused(layer, error): "animator of \(layer) refused a call: \(error)"
        case let .operationRefused(operation, error): "\(operation) refused by the container: \(error)"
        case let .noTransitionsSource(operation):
            "\(operation) ran without a transition: the transitions source is gone (keep a reference to it)"
        }
    }
}

extension TransitionFailure {
    /// Hands the failure to `handler`, or, without one, writes it to standard error as one line
    /// that starts with `reporter`.
    @MainActor
    public func report(to handler: (@MainActor (TransitionFailure) -> Void)?, from reporter: String) {
        if let handler {
            handler(self)
        } else {
            FileHandle.standardError.write(Data("\(reporter): \(self)\n".utf8))
        }
    }
}
