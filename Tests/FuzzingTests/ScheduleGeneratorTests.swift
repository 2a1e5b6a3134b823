import Demos
import Foundation
import Fuzzing
import Gestures
import Testing

@Suite("ScheduleGenerator")
struct ScheduleGeneratorTests {
    private let generator = ScheduleGenerator()

    @Test("the same seed makes the same schedule; other seeds make others")
    func deterministic() {
        let seeds = (0..<50).map { ScheduleGenerator.scheduleSeed(campaign: 7, index: $0) }
        #expect(Set(seeds).count == 50)
        for seed in seeds.prefix(10) {
            #expect(generator.schedule(seed: seed) == generator.schedule(seed: seed))
        }
        let schedules = seeds.map { generator.schedule(seed: $0) }
        #expect(Set(schedules.map(\.json)).count == 50)
    }

    @Test("over many schedules: every transition and host, every kind of step, valid scripts, a hostile clock")
    func coverage() throws {
        let schedules = (0..<400).map { generator.schedule(seed: ScheduleGenerator.scheduleSeed(campaign: 1, index: $0)) }
        #expect(Set(schedules.map(\.transition)) == Set(DemoTransition.allCases))
        #expect(Set(schedules.map(\.host)) == Set(DemoHost.allCases))
        for schedule in schedules {
            #expect(schedule.transition.hosts.contains(schedule.host))
            #expect(throws: Never.self, "every finger lifts, so the window can rest") { try schedule.validate() }
        }
        let steps = schedules.flatMap(\.steps)
        var scripts: [GestureScript] = []
        var intervals: [Double] = []
        var forward = (animated: 0, immediate: 0), back = 0
        for step in steps {
            switch step {
            case let .forward(animated): if animated { forward.animated += 1 } else { forward.immediate += 1 }
            case .back: back += 1
            case let .gesture(script): scripts.append(script)
            case let .frames(lengths): intervals += lengths
            }
        }
        #expect(forward.animated > 0 && forward.immediate > 0 && back > 0)
        for script in scripts { #expect(throws: Never.self) { try script.validate() } }
        let kinds = Set(scripts.flatMap(\.steps).map(\.kind))
        #expect(kinds.isSuperset(of: ["tap", "doubleTap", "longPress", "drag", "flick", "pinch", "rotate", "pinchRotateDrag",
                                       "hold", "lift", "cancel"]))
        #expect(scripts.contains { $0.steps.contains { if case let .tap(_, fingers) = $0 { fingers > 1 } else { false } } },
                "extra fingers")
        #expect(scripts.contains { $0.jitter > 0 })
        #expect(intervals.contains(0), "zero-length frames")
        #expect(intervals.contains(2), "2-second frames")
        #expect(intervals.contains { $0 > 1.0 / 60 && $0 < 2 }, "dropped frames")
        #expect(Double(intervals.filter { $0 == 1.0 / 120 }.count) > Double(intervals.count) * 0.6, "mostly normal frames")
    }

    @Test("a schedule reads back from its JSON; a wrong host is a clear error")
    func json() throws {
        let schedule = generator.schedule(seed: 42)
        let decoded = try JSONDecoder().decode(FuzzSchedule.self, from: Data(schedule.json(pretty: true).utf8))
        #expect(decoded == schedule)
        let wrong = #"{"seed": 1, "transition": "photo", "host": "tabbar", "steps": []}"#
        #expect {
            try JSONDecoder().decode(FuzzSchedule.self, from: Data(wrong.utf8))
        } throws: { error in
            "\(error)".contains("photo runs in modal, navigation, not \"tabbar\"")
        }
        let unknown = #"{"seed": 1, "transition": "move", "host": "modal", "steps": [{"step": "jump"}]}"#
        #expect {
            try JSONDecoder().decode(FuzzSchedule.self, from: Data(unknown.utf8))
        } throws: { error in
            "\(error)".contains("unknown step \"jump\"")
        }
    }
}

extension FuzzSchedule {
    var json: String { json() }
}
