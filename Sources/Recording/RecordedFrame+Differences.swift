extension RecordedFrame {
    /// The most differences ``viewDifferences(from:tolerance:limit:)`` lists by default.
    public static let differencesListed = 5

    /// How the views of `other` differ from this frame's, one line each (at most `limit`, and a
    /// last line counting the rest): empty when the two show the same views, in the same order,
    /// with the same content, within `tolerance`.
    ///
    /// Positions, sizes, bounding boxes, corner radii and shadows' blurs and offsets are compared within `tolerance` points;
    /// opacity, scale and rotation (radians), which have no unit of length, within a tenth of it.
    /// Times, touches, gestures and events are not compared: they say what happened, not what is
    /// on screen.
    ///
    /// - Parameters:
    ///   - other: The frame to compare with.
    ///   - tolerance: The largest difference allowed, in points; 0.01 by default.
    ///   - limit: The most differences listed; the rest are counted.
    public func viewDifferences(from other: RecordedFrame, tolerance: Double = 0.01,
                                limit: Int = RecordedFrame.differencesListed) -> [String] {
        var found: [String] = []
        var total = 0
        func note(_ line: @autoclosure () -> String) {
            total += 1
            if found.count < limit { found.append(line()) }
        }
        if views.map(\.name) != other.views.map(\.name) {
            note("the views differ: \(Self.names(views)) against \(Self.names(other.views))")
        }
        for (mine, theirs) in zip(views, other.views) where mine.name == theirs.name {
            let lengths: [(String, Double, Double)] = [
                ("centerX", mine.centerX, theirs.centerX), ("centerY", mine.centerY, theirs.centerY),
                ("width", mine.width, theirs.width), ("height", mine.height, theirs.height),
                ("frameX", mine.frameX, theirs.frameX), ("frameY", mine.frameY, theirs.frameY),
                ("frameWidth", mine.frameWidth, theirs.frameWidth), ("frameHeight", mine.frameHeight, theirs.frameHeight),
                ("cornerRadius", mine.cornerRadius, theirs.cornerRadius),
            ]
            let ratios: [(String, Double, Double)] = [
                ("opacity", mine.opacity, theirs.opacity), ("scaleX", mine.scaleX, theirs.scaleX),
                ("scaleY", mine.scaleY, theirs.scaleY), ("rotation", mine.rotation, theirs.rotation),
            ]
            for (key, a, b) in lengths where !Self.close(a, b, within: tolerance) {
                note("\(mine.name).\(key): \(a) against \(b) (more than \(tolerance) pt apart)")
            }
            for (key, a, b) in ratios where !Self.close(a, b, within: tolerance / 10) {
                note("\(mine.name).\(key): \(a) against \(b) (more than \(tolerance / 10) apart)")
            }
            switch (mine.shadow, theirs.shadow) {
            case (nil, nil): break
            case let (a?, b?):
                for (key, x, y) in [("shadow.radius", a.radius, b.radius), ("shadow.offsetX", a.offsetX, b.offsetX),
                                    ("shadow.offsetY", a.offsetY, b.offsetY)] where !Self.close(x, y, within: tolerance) {
                    note("\(mine.name).\(key): \(x) against \(y) (more than \(tolerance) pt apart)")
                }
                if !Self.close(a.opacity, b.opacity, within: tolerance / 10) || a.color != b.color {
                    note("\(mine.name) casts another shadow")
                }
            default: note("\(mine.name) casts a shadow in one frame only")
            }
            if mine.content != theirs.content || mine.isSnapshot != theirs.isSnapshot || mine.background != theirs.background {
                note("\(mine.name) draws other content")
            }
        }
        if total > found.count { found.append("and \(total - found.count) more") }
        return found
    }

    /// Whether `a` and `b` are within `tolerance` (equal when not finite).
    private static func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
        a.isFinite && b.isFinite ? abs(a - b) <= tolerance : a == b || (a.isNaN && b.isNaN)
    }

    private static func names(_ views: [RecordedView]) -> String {
        let shown = views.prefix(8).map(\.name).joined(separator: ", ")
        return "[\(shown)\(views.count > 8 ? ", … \(views.count) views" : "")]"
    }
}
