import Stage
import TransitionKit

/// The appearance callbacks UIKit sends each side of a container change.
///
/// Completed: the leaving controller gets will/did disappear and the arriving one will/did
/// appear. Cancelled: each side is told the truth afterwards — the leaving one will disappear,
/// then will and did appear again; the arriving one will appear, then will and did disappear.
/// A presentation that keeps the presenting view on screen (any style but full screen) sends
/// the presenting side nothing, going or coming back.
struct AppearanceExpectation {
    /// One callback, without its `animated` flag.
    enum Call: String, Equatable {
        case willAppear, didAppear, willDisappear, didDisappear

        init(_ event: AppearanceEvent) {
            switch event {
            case .willAppear: self = .willAppear
            case .didAppear: self = .didAppear
            case .willDisappear: self = .willDisappear
            case .didDisappear: self = .didDisappear
            }
        }
    }

    /// What the leaving controller receives.
    let leaving: [Call]
    /// What the arriving controller receives.
    let arriving: [Call]

    @MainActor
    init(change: StageContainerChange, completed: Bool) {
        let presentingStays = change.operation.isModal && change.presentationStyle != .fullScreen
        leaving = change.operation == .modal(.present) && presentingStays
            ? [] : (completed ? [.willDisappear, .didDisappear] : [.willDisappear, .willAppear, .didAppear])
        arriving = change.operation == .modal(.dismiss) && presentingStays
            ? [] : (completed ? [.willAppear, .didAppear] : [.willAppear, .willDisappear, .didDisappear])
    }
}
