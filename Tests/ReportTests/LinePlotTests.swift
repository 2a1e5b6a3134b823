import Testing
@testable import Report

@Suite("LinePlot: axes, ticks and lines")
struct LinePlotTests {
    @Test("ticks are round steps of 1, 2 or 5 × 10ⁿ inside the range", arguments: [
        (0.0...1.0, [0, 0.2, 0.4, 0.6, 0.8, 1.0]),
        (0.93...2.15, [1.0, 1.2, 1.4, 1.6, 1.8, 2.0]),
        (-30.0...620.0, [0, 100, 200, 300, 400, 500, 600]),
        (0.0...0.05, [0, 0.01, 0.02, 0.03, 0.04, 0.05]),
    ])
    func ticks(range: ClosedRange<Double>, expected: [Double]) {
        let ticks = LinePlot.ticks(in: range)
        #expect(ticks.count == expected.count)
        for (tick, value) in zip(ticks, expected) { #expect(abs(tick - value) < 1e-12) }
    }

    @Test("tick labels carry the decimals the step needs")
    func labels() {
        #expect(LinePlot.label(0.2, in: 0...1) == "0.2")
        #expect(LinePlot.label(500, in: 0...620) == "500")
        #expect(LinePlot.label(0.01, in: 0...0.05) == "0.01")
    }

    @Test("a missing value breaks the line")
    func gaps() {
        let runs = LinePlot.runs(of: [1, 2, nil, 4, .nan, nil, 7], times: [0, 1, 2, 3, 4, 5, 6])
        #expect(runs.map { $0.map(\.value) } == [[1, 2], [4], [7]])
    }

    @Test("a plot has its title, axis labels with units, legend and cursor; values map into the plot area")
    func svg() {
        let plot = LinePlot(title: "Progress", yLabel: "fraction complete", times: [0, 1],
                            series: [.init(name: "fraction", color: "#123456", values: [0, 1])], yRange: 0...1)
        let svg = plot.svg()
        for text in ["Progress", "fraction complete", "time (s)", "fraction", "class=\"cursor\""] { #expect(svg.contains(text)) }
        // The plot area spans x 64…546 and y 44…190 (width 560 − 64 − 14, height 230 − 44 − 40).
        #expect(svg.contains("<polyline points=\"64,190 546,44\""))
    }

    @Test("a plot without data says why instead")
    func empty() {
        let plot = LinePlot(title: "Position", yLabel: "position (pt)", times: [0, 1],
                            series: [.init(name: "x", color: "#000", values: [nil, nil])], emptyNote: "no shared element")
        #expect(plot.svg().contains("no shared element"))
        #expect(!plot.svg().contains("polyline"))
    }
}
