import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A polyline measured by distance, so a motion can follow it at a chosen speed profile.
struct ScriptPath {
    let points: [CGPoint]
    /// `lengths[i]` is the distance along the path from the first point to `points[i]`, in points.
    let lengths: [Double]

    /// A path through `points` (at least one).
    init(_ points: [CGPoint]) {
        self.points = points
        var lengths = [0.0]
        lengths.reserveCapacity(points.count)
        for index in points.indices.dropFirst() {
            let from = points[index - 1]
            let to = points[index]
            lengths.append(lengths[index - 1] + hypot(Double(to.x - from.x), Double(to.y - from.y)))
        }
        self.lengths = lengths
    }

    /// The whole length, in points.
    var length: Double { lengths.last ?? 0 }

    /// The point `fraction` of the way along the path by distance: the first point at 0, the
    /// last at 1. Below 0 or above 1 (an easing that overshoots) the path continues straight
    /// on from its first or last segment.
    func point(at fraction: Double) -> CGPoint {
        guard let first = points.first, let last = points.last else { return .zero }
        let total = length
        guard total > 0 else { return first }
        if fraction >= 1 { return extend(from: last, along: lastSegment, by: (fraction - 1) * total) }
        if fraction <= 0 { return extend(from: first, along: firstSegment, by: fraction * total) }
        let target = fraction * total
        // The first point whose distance reaches the target ends the segment that holds it.
        var low = 1
        var high = lengths.count - 1
        while low < high {
            let middle = (low + high) / 2
            if lengths[middle] < target { low = middle + 1 } else { high = middle }
        }
        let segmentLength = lengths[low] - lengths[low - 1]
        let t = segmentLength > 0 ? (target - lengths[low - 1]) / segmentLength : 0
        let from = points[low - 1]
        let to = points[low]
        return CGPoint(x: Double(from.x) + t * Double(to.x - from.x), y: Double(from.y) + t * Double(to.y - from.y))
    }

    /// The unit direction of the first segment with any length.
    private var firstSegment: CGPoint {
        for index in points.indices.dropFirst() where lengths[index] > 0 {
            return direction(from: points[index - 1], to: points[index])
        }
        return .zero
    }

    /// The unit direction of the last segment with any length.
    private var lastSegment: CGPoint {
        for index in points.indices.dropFirst().reversed() where lengths[index] > lengths[index - 1] {
            return direction(from: points[index - 1], to: points[index])
        }
        return .zero
    }

    private func direction(from: CGPoint, to: CGPoint) -> CGPoint {
        let dx = Double(to.x - from.x)
        let dy = Double(to.y - from.y)
        let length = hypot(dx, dy)
        return CGPoint(x: dx / length, y: dy / length)
    }

    private func extend(from point: CGPoint, along direction: CGPoint, by distance: Double) -> CGPoint {
        CGPoint(x: Double(point.x) + Double(direction.x) * distance, y: Double(point.y) + Double(direction.y) * distance)
    }
}
