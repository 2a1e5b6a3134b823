import Foundation

/// The views two screens share: those with the same ``HostView/sharedElementIdentifier`` in
/// both, found at any depth (as Hero's `heroID`, SwiftUI's `matchedGeometryEffect`, Compose's
/// `sharedElement(key)` or the web's `view-transition-name`).
///
/// Only views on screen take part: a hidden view, a view with opacity below 0.01, and every
/// view inside one are skipped (the screens' own root views are not judged, since a transition
/// may have faded one out already). When one screen has several views with an identifier, the
/// frontmost (the last drawn) is the one matched. Pairs come in the source screen's drawing
/// order, back to front, so replicas made in this order stack as their originals did.
@MainActor
public struct MatchedElements {
    /// Two views with the same identifier, one on each screen.
    public struct Pair {
        /// The identifier both views carry.
        public let identifier: String
        /// The view on the source screen.
        public let source: any HostView
        /// The view on the destination screen.
        public let destination: any HostView
    }

    /// The matched pairs, in the source screen's drawing order (back to front).
    public let pairs: [Pair]
    /// The identifiers found on only one of the screens, sorted.
    public let unmatchedIdentifiers: [String]

    /// The views of `source` (a screen's root view) and of `destination` that share identifiers.
    public init(from source: any HostView, to destination: any HostView) {
        let sources = Self.identifiedViews(in: source)
        let destinations = Self.identifiedViews(in: destination)
        var frontmost: [String: any HostView] = [:]
        for entry in destinations { frontmost[entry.identifier] = entry.view }
        var sourceFrontmost: [String: Int] = [:]
        for (index, entry) in sources.enumerated() { sourceFrontmost[entry.identifier] = index }
        var pairs: [Pair] = []
        for (index, entry) in sources.enumerated() where sourceFrontmost[entry.identifier] == index {
            guard let match = frontmost[entry.identifier] else { continue }
            pairs.append(Pair(identifier: entry.identifier, source: entry.view, destination: match))
        }
        self.pairs = pairs
        let matched = Set(pairs.map(\.identifier))
        let all = Set(sources.map(\.identifier)).union(destinations.map(\.identifier))
        unmatchedIdentifiers = all.subtracting(matched).sorted()
    }

    /// The identified views under `root` on screen, in drawing order (a view before its
    /// subviews, subviews back to front).
    static func identifiedViews(in root: any HostView) -> [(identifier: String, view: any HostView)] {
        var found: [(identifier: String, view: any HostView)] = []
        // Depth first with a stack of its own, so a hierarchy of any depth is walked.
        var pending: [any HostView] = [root]
        while let view = pending.popLast() {
            if let identifier = view.sharedElementIdentifier { found.append((identifier, view)) }
            for child in view.subviews.reversed() where isShown(child) { pending.append(child) }
        }
        return found
    }

    /// Whether `view` itself is drawn: not hidden, and not (nearly) transparent.
    package static func isShown(_ view: any HostView) -> Bool {
        !view.isHidden && view.alpha >= 0.01
    }
}
