import Demos
import Foundation
import Fuzzing
import Gestures
import GestureScripts
import Motion
import PropertyBased
import Stage
import Testing

/// The JSON formats a user hands the lab — gesture scripts, fuzz schedules, velocity
/// recordings — with one value replaced by something hostile. Whatever the document, reading it
/// either fails with a path and a reason or gives a value; and whatever validation accepts plays
/// to rest with no violation: the checker never blames the engine for the input.
@MainActor
@Suite("hostile JSON")
struct HostileJSONTests {
    /// Values a hostile editor puts in place of a number.
    nonisolated static let hostileValues: [any Sendable] = [
        1e308, -1e308, 0, -1, Double.leastNonzeroMagnitude, 1e15, 1e9, 2.5, -2.5, 9_223_372_036_854_775_807, 60, 1e-9,
        "x", NSNull(), [Int](), [String: Int](), true,
    ]

    /// `document` with the `index`-th number (in a depth-first walk, modulo their count)
    /// replaced by `value`.
    private func replacingNumber(in document: Any, index: Int, with value: Any) -> Any {
        var count = 0
        countNumbers(document, into: &count)
        guard count > 0 else { return document }
        var remaining = index % count
        return replace(document, remaining: &remaining, with: value)
    }

    private func countNumbers(_ node: Any, into count: inout Int) {
        if let array = node as? [Any] {
            for item in array { countNumbers(item, into: &count) }
        } else if let object = node as? [String: Any] {
            for key in object.keys.sorted() { countNumbers(object[key] as Any, into: &count) }
        } else if node is NSNumber, !(node is Bool) {
            count += 1
        }
    }

    private func replace(_ node: Any, remaining: inout Int, with value: Any) -> Any {
        if let array = node as? [Any] {
            return array.map { replace($0, remaining: &remaining, with: value) }
        } else if let object = node as? [String: Any] {
            var result = object
            for key in object.keys.sorted() { result[key] = replace(object[key] as Any, remaining: &remaining, with: value) }
            return result
        } else if node is NSNumber, !(node is Bool) {
            defer { remaining -= 1 }
            return remaining == 0 ? value : node
        }
        return node
    }

    /// `json` with one number replaced.
    private func mutated(_ json: Data, index: Int, value: Any) throws -> Data {
        let document = try JSONSerialization.jsonObject(with: json)
        return try JSONSerialization.data(withJSONObject: replacingNumber(in: document, index: index, with: value))
    }

    @Test("a fuzz schedule with one hostile value: refused with a path, or replayed with no violation")
    func hostileSchedules() async {
        let generator = ScheduleGenerator()
        await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...10_000),
                            Gen.element(of: Self.hostileValues.indices)) { seed, index, choice in
            guard let choice else { return }
            let schedule = generator.schedule(seed: seed)
            let data: Data
            do {
                data = try mutated(Data(schedule.json().utf8), index: index, value: Self.hostileValues[choice])
            } catch {
                Issue.record("could not mutate: \(error)")
                return
            }
            let decoded: FuzzSchedule
            do {
                decoded = try JSONDecoder().decode(FuzzSchedule.self, from: data)
            } catch {
                // One value changed inside a well-formed schedule: the refusal names where.
                let failure = JSONDecodingFailure(error, in: data)
                #expect(!failure.path.isEmpty, "\(failure)")
                return
            }
            do {
                try decoded.validate()
            } catch {
                #expect("\(error)".hasPrefix("steps"), "\(error)")
                return
            }
            let outcome = ScheduleRunner.run(decoded)
            #expect(outcome.passed, "\(decoded.json()) → \(outcome.violations)")
        }
    }

    /// The lab's example scripts, as shipped.
    static let exampleScripts: [String] = [
        #"{"steps":[{"kind":"drag","path":[[5,400],[250,420]],"duration":0.35},{"kind":"wait","duration":0.06},{"kind":"longPress","at":[195,420],"duration":0.15}]}"#,
        #"{"touchRate":240,"jitter":0.5,"seed":7,"steps":[{"kind":"pinchRotateDrag","center":[195,422],"span":120,"scale":1.4,"rotation":0.5,"translation":[40,300],"duration":0.5}]}"#,
        #"{"steps":[{"kind":"flick","from":[195,300],"velocity":[0,1500],"duration":0.2},{"kind":"tap","at":[100,100],"fingers":2}]}"#,
    ]

    @Test("a gesture script with one hostile value: refused with a path, or played to rest in a window")
    func hostileScripts() async {
        await propertyCheck(count: 80, input: Gen.element(of: Self.exampleScripts.indices), Gen.int(in: 0...1000),
                            Gen.element(of: Self.hostileValues.indices)) { example, index, choice in
            guard let example, let choice else { return }
            let data: Data
            do {
                data = try mutated(Data(Self.exampleScripts[example].utf8), index: index, value: Self.hostileValues[choice])
            } catch {
                Issue.record("could not mutate: \(error)")
                return
            }
            let script: GestureScript
            do {
                script = try GestureScript.decode(from: data)
            } catch {
                #expect(!((error as? GestureScriptError)?.path.isEmpty ?? true), "\(error)")
                return
            }
            guard let extent = try? script.extent(), extent.fingersDownAtEnd == 0, script.startTime >= 0,
                  script.startTime + extent.duration <= 60
            else { return }
            let demo: TransitionDemo
            do {
                demo = try TransitionDemo(transition: .push, host: .navigation, clock: ManualClock())
                try demo.goForward(animated: false)
                try demo.window.inject(script)
            } catch {
                Issue.record("\(String(decoding: data, as: UTF8.self)): \(error)")
                return
            }
            #expect(throws: Never.self) { try demo.window.runUntilIdle(timeout: script.startTime + extent.duration + 10) }
            #expect(demo.window.issues.isEmpty, "\(demo.window.issues)")
        }
    }

    @Test("a velocity recording with one hostile value: refused with a path, or a finite velocity")
    func hostileRecordings() async {
        let recording = #"""
        {"cases":[{"name":"a","samples":[{"t_ns":0,"x":0,"y":0},{"t_ns":8000000,"x":12,"y":-3},
        {"t_ns":16000000,"x":30,"y":-9},{"t_ns":24000000,"x":55,"y":-20,"up":true}],
        "expected_velocity_pt_per_s":{"lsq2":{"x":3000,"y":-1300}}}]}
        """#
        await propertyCheck(count: 100, input: Gen.int(in: 0...100), Gen.element(of: Self.hostileValues.indices)) { index, choice in
            guard let choice else { return }
            let data: Data
            do {
                data = try mutated(Data(recording.utf8), index: index, value: Self.hostileValues[choice])
            } catch {
                Issue.record("could not mutate: \(error)")
                return
            }
            let decoded: VelocityRecording
            do {
                decoded = try VelocityRecording.decode(from: data)
            } catch {
                #expect(!((error as? JSONDecodingFailure)?.path.isEmpty ?? true), "\(error)")
                return
            }
            for stroke in decoded.cases {
                guard let velocity = try? stroke.trackedVelocity() else { continue }
                #expect(velocity.x.isFinite && velocity.y.isFinite, "\(String(decoding: data, as: UTF8.self))")
            }
        }
    }
}
