import Demos
import Foundation
import Fuzzing
import Gestures
import GestureScripts
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
        var forward = (animated: 0, immediate: 0), back = 0, grabs = 0
        for step in steps {
            switch step {
            case let .forward(animated): if animated { forward.animated += 1 } else { forward.immediate += 1 }
            case .back: back += 1
            case let .gesture(script): scripts.append(script)
            case let .grab(script): scripts.append(script); grabs += 1
            case let .frames(lengths): intervals += lengths
            }
        }
        #expect(forward.animated > 0 && forward.immediate > 0 && back > 0)
        #expect(grabs > 100, "grabs are common: \(grabs)")
        for schedule in schedules {
            for (index, step) in schedule.steps.enumerated() {
                guard case let .grab(script) = step else { continue }
                // A grab comes a few frames into an animated step forward or back.
                #expect(index >= 2 && [FuzzStep.forward(animated: true), .back(animated: true)].contains(schedule.steps[index - 2]))
                if case let .frames(lengths) = schedule.steps[index - 1] {
                    #expect(lengths.count <= 36 && lengths.allSatisfy { $0 == 1.0 / 120 })
                } else {
                    Issue.record("a grab without the frames that lead into the transition")
                }
                #expect(!script.steps.contains { $0.kind == "tap" || $0.kind == "doubleTap" || $0.kind == "edgeSwipe" })
            }
        }
        let grabbedTransitions = Set(schedules.filter { $0.steps.contains { if case .grab = $0 { true } else { false } } }.map(\.transition))
        #expect(grabbedTransitions == Set(DemoTransition.allCases), "every transition is grabbed, the photo included")
        for script in scripts { #expect(throws: Never.self) { try script.validate() } }
        let kinds = Set(scripts.flatMap(\.steps).map(\.kind))
        #expect(kinds.isSuperset(of: ["tap", "doubleTap", "longPress", "drag", "flick", "pinch", "rotate", "pinchRotateDrag",
                                       "hold", "lift", "cancel"]))
        #expect(scripts.contains { $0.steps.contains { if case let .tap(_, fingers) = $0 { fingers > 1 } else { false } } },
                "extra fingers")
        #expect(scripts.contains { $0.jitter > 0 })
        // Fingers that come and go: a second joining a drag, one of the two lifting first, in
        // gestures and in grabs.
        func comesAndGoes(_ script: GestureScript) -> Bool {
            script.steps.contains { step in
                guard case let .touches(frames) = step else { return false }
                let counts = frames.map(\.touches.count)
                return counts.first == 1 && counts.contains(2) && counts.last == 1
            }
        }
        #expect(scripts.filter(comesAndGoes).count > 20, "fingers joining and lifting: \(scripts.filter(comesAndGoes).count)")
        #expect(schedules.flatMap(\.steps).contains { if case let .grab(script) = $0 { comesAndGoes(script) } else { false } },
                "a grab with fingers joining and lifting")
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
