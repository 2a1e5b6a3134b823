/// Where a view controller is in its appearance cycle, as UIKit tracks it.
public enum AppearanceState: String, Sendable, Codable {
    case disappeared, appearing, appeared, disappearing
}

/// One appearance callback a view controller received.
public enum AppearanceEvent: Sendable, Equatable, Codable, CustomStringConvertible {
    case willAppear(animated: Bool)
    case didAppear(animated: Bool)
    case willDisappear(animated: Bool)
    case didDisappear(animated: Bool)

    public var description: String {
        switch self {
        case let .willAppear(animated): "willAppear(\(animated))"
        case let .didAppear(animated): "didAppear(\(animated))"
        case let .willDisappear(animated): "willDisappear(\(animated))"
        case let .didDisappear(animated): "didDisappear(\(animated))"
        }
    }
}
