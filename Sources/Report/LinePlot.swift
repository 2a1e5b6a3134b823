import Foundation

/// A line plot over time as inline SVG: labelled axes with units, shaded bands, a legend, and a
/// cursor line that the player moves to the frame shown.
struct LinePlot: Sendable {
    /// One line; `nil` values break it.
    struct Series: Sendable {
        var name: String
        var color: String
        var values: [Double?]
    }

    /// A shaded stretch of time.
    struct Band: Sendable {
        var start: Double
        var end: Double
        var color: String
    }

    /// The heading.
    var title: String
    /// The y axis's label, with its unit ("fraction complete", "position (pt)").
    var yLabel: String
    /// The times of the samples, in seconds (the x axis).
    var times: [Double]
    var series: [Series]
    var bands: [Band] = []
    /// Legend entries for the bands: name and colour.
    var bandLegend: [(name: String, color: String)] = []
    /// A fixed y range, else fitted to the data.
    var yRange: ClosedRange<Double>?
    /// Said instead of a plot when no series has a value.
    var emptyNote = "no data"

    static let width = 560.0
    static let height = 230.0
    static let left = 64.0, right = 14.0, top = 44.0, bottom = 40.0

    /// The SVG element.
    func svg() -> String {
        let width = Self.width, height = Self.height
        let plotWidth = width - Self.left - Self.right, plotHeight = height - Self.top - Self.bottom
        let t0 = times.first ?? 0
        let t1 = max(times.last ?? 1, t0 + 1e-6)
        let values = series.flatMap { $0.values.compactMap { $0 } }.filter(\.isFinite)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" viewBox=\"0 0 \(Number.svg(width)) \(Number.svg(height))\" "
            + "data-x0=\"\(Number.svg(Self.left))\" data-x1=\"\(Number.svg(Self.left + plotWidth))\" "
            + "data-t0=\"\(Number.fixed(t0, digits: 6))\" data-t1=\"\(Number.fixed(t1, digits: 6))\" role=\"img\" "
            + "aria-label=\"\(Markup.escaped(title))\">"
        svg += "<text x=\"\(Number.svg(Self.left))\" y=\"16\" class=\"title\">\(Markup.escaped(title))</text>"
        svg += legend(left: Self.left)
        guard !values.isEmpty else {
            svg += "<rect x=\"\(Number.svg(Self.left))\" y=\"\(Number.svg(Self.top))\" width=\"\(Number.svg(plotWidth))\" "
                + "height=\"\(Number.svg(plotHeight))\" class=\"frame\"/>"
            svg += "<text x=\"\(Number.svg(Self.left + plotWidth / 2))\" y=\"\(Number.svg(Self.top + plotHeight / 2))\" "
                + "class=\"note\" text-anchor=\"middle\">\(Markup.escaped(emptyNote))</text></svg>"
            return svg
        }
        let range = yRange ?? Self.fittedRange(values)
        let x = { (time: Double) in Self.left + (time - t0) / (t1 - t0) * plotWidth }
        let y = { (value: Double) in Self.top + (range.upperBound - value) / (range.upperBound - range.lowerBound) * plotHeight }
        for band in bands {
            let start = x(max(band.start, t0)), end = x(min(band.end, t1))
            svg += "<rect x=\"\(Number.svg(start))\" y=\"\(Number.svg(Self.top))\" width=\"\(Number.svg(max(end - start, 1)))\" "
                + "height=\"\(Number.svg(plotHeight))\" fill=\"\(band.color)\"/>"
        }
        for tick in Self.ticks(in: range) {
            let ty = y(tick)
            svg += "<line x1=\"\(Number.svg(Self.left))\" x2=\"\(Number.svg(Self.left + plotWidth))\" y1=\"\(Number.svg(ty))\" "
                + "y2=\"\(Number.svg(ty))\" class=\"grid\"/>"
            svg += "<text x=\"\(Number.svg(Self.left - 6))\" y=\"\(Number.svg(ty + 4))\" class=\"tick\" text-anchor=\"end\">"
                + "\(Self.label(tick, in: range))</text>"
        }
        for tick in Self.ticks(in: t0...t1) {
            let tx = x(tick)
            svg += "<line x1=\"\(Number.svg(tx))\" x2=\"\(Number.svg(tx))\" y1=\"\(Number.svg(Self.top))\" "
                + "y2=\"\(Number.svg(Self.top + plotHeight))\" class=\"grid\"/>"
            svg += "<text x=\"\(Number.svg(tx))\" y=\"\(Number.svg(Self.top + plotHeight + 15))\" class=\"tick\" text-anchor=\"middle\">"
                + "\(Self.label(tick, in: t0...t1))</text>"
        }
        svg += "<rect x=\"\(Number.svg(Self.left))\" y=\"\(Number.svg(Self.top))\" width=\"\(Number.svg(plotWidth))\" "
            + "height=\"\(Number.svg(plotHeight))\" class=\"frame\"/>"
        svg += "<text x=\"\(Number.svg(Self.left + plotWidth / 2))\" y=\"\(Number.svg(height - 6))\" class=\"axis\" "
            + "text-anchor=\"middle\">time (s)</text>"
        svg += "<text transform=\"translate(14 \(Number.svg(Self.top + plotHeight / 2))) rotate(-90)\" class=\"axis\" "
            + "text-anchor=\"middle\">\(Markup.escaped(yLabel))</text>"
        for line in series {
            for run in Self.runs(of: line.values, times: times) where !run.isEmpty {
                let points = run.map { "\(Number.svg(x($0.time))),\(Number.svg(y(min(max($0.value, range.lowerBound), range.upperBound))))" }
                if points.count == 1 {
                    let coordinates = points[0].split(separator: ",")
                    svg += "<circle cx=\"\(coordinates[0])\" cy=\"\(coordinates[1])\" r=\"2\" fill=\"\(line.color)\"/>"
                } else {
                    svg += "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2\"/>"
                }
            }
        }
        svg += "<line class=\"cursor\" x1=\"\(Number.svg(Self.left))\" x2=\"\(Number.svg(Self.left))\" "
            + "y1=\"\(Number.svg(Self.top))\" y2=\"\(Number.svg(Self.top + plotHeight))\"/>"
        svg += "</svg>"
        return svg
    }

    /// The legend, in a row under the title.
    private func legend(left: Double) -> String {
        var entries = series.map { (name: $0.name, color: $0.color, isBand: false) }
        entries += bandLegend.map { (name: $0.name, color: $0.color, isBand: true) }
        var svg = ""
        var x = left
        for entry in entries {
            if entry.isBand {
                svg += "<rect x=\"\(Number.svg(x))\" y=\"25\" width=\"12\" height=\"10\" fill=\"\(entry.color)\" stroke=\"#999\" stroke-width=\"0.5\"/>"
            } else {
                svg += "<line x1=\"\(Number.svg(x))\" x2=\"\(Number.svg(x + 12))\" y1=\"30\" y2=\"30\" stroke=\"\(entry.color)\" stroke-width=\"3\"/>"
            }
            x += 16
            svg += "<text x=\"\(Number.svg(x))\" y=\"34\" class=\"legend\">\(Markup.escaped(entry.name))</text>"
            x += Double(entry.name.count) * 6.4 + 14
        }
        return svg
    }

    /// The stretches of `values` without a gap.
    static func runs(of values: [Double?], times: [Double]) -> [[(time: Double, value: Double)]] {
        var runs: [[(time: Double, value: Double)]] = [[]]
        for (time, value) in zip(times, values) {
            if let value, value.isFinite {
                runs[runs.count - 1].append((time, value))
            } else if !(runs.last?.isEmpty ?? true) {
                runs.append([])
            }
        }
        return runs
    }

    /// A range around `values` with a little room, widened to at least a small span.
    static func fittedRange(_ values: [Double]) -> ClosedRange<Double> {
        var low = values.min() ?? 0, high = values.max() ?? 1
        if high - low < 1e-9 {
            let pad = max(abs(high) * 0.1, 1)
            low -= pad
            high += pad
        }
        let pad = (high - low) * 0.08
        return (low - pad)...(high + pad)
    }

    /// Round tick values across `range`: the step of 1, 2 or 5 × 10ⁿ that makes closest to six
    /// intervals.
    static func ticks(in range: ClosedRange<Double>) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return [range.lowerBound] }
        let step = tickStep(span)
        var tick = (range.lowerBound / step - 1e-9).rounded(.up) * step
        var ticks: [Double] = []
        while tick <= range.upperBound + step * 1e-9, ticks.count < 20 {
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
            tick += step
        }
        return ticks
    }

    /// The step of 1, 2 or 5 × 10ⁿ that cuts `span` into closest to six intervals.
    static func tickStep(_ span: Double) -> Double {
        let magnitude = pow(10, log10(span / 6).rounded(.down))
        let candidates = [0.5, 1, 2, 5, 10].map { $0 * magnitude }
        var best = magnitude
        for step in candidates where abs(span / step - 6) < abs(span / best - 6) { best = step }
        return best
    }

    /// A tick label with as many decimals as the tick step needs.
    static func label(_ value: Double, in range: ClosedRange<Double>) -> String {
        let step = tickStep(range.upperBound - range.lowerBound)
        let exponent = (-log10(step)).rounded(.up)
        let digits = exponent.isFinite ? Int(min(max(exponent, 0), 6)) : 0
        return Number.fixed(value, digits: min(digits, 6))
    }
}
