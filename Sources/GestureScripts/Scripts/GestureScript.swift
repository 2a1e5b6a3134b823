import Foundation
import Gestures

/// A scripted stream of touches: gestures played one after another at a fixed touch rate.
///
/// A script is plain data. Write it as JSON and read it with ``decode(from:)``, or build it in
/// Swift; both give the same value:
///
/// ```swift
/// let script = GestureScript(touchRate: 120) {
///     GestureStep.longPress(at: CGPoint(x: 100, y: 400), duration: 0.6, lift: false)
///     GestureStep.drag(path: [CGPoint(x: 300, y: 400)], duration: 0.3, lift: false)
///     GestureStep.hold(duration: 0.1)
///     GestureStep.lift
/// }
/// let events = try script.touchEvents()
/// ```
/// ```json
/// {"touchRate": 120, "steps": [
///   {"kind": "longPress", "at": [100, 400], "duration": 0.6, "lift": false},
///   {"kind": "drag", "path": [[300, 400]], "duration": 0.3, "lift": false},
///   {"kind": "hold", "duration": 0.1},
///   "lift"]}
/// ```
///
/// ``touchEvents()`` turns the script into `TouchEvent`s, one per frame while a finger is
/// down; see ``GestureStep`` for how steps meet. Jitter, when asked for, moves every reported
/// position of a moving finger by a random offset of at most ``jitter`` points, drawn from a
/// ``SplitMix64`` seeded with ``seed``, so the same script always gives the same events.
public struct GestureScript: Sendable, Equatable {
    /// The touch rate when none is given, in Hz.
    public static let defaultTouchRate = 120.0
    /// The most frames a script may span, so a typo in a duration cannot exhaust memory.
    public static let maximumFrameCount = 1_000_000

    /// How many touch samples per second the fingers report while down, in Hz; more than 0.
    public var touchRate: Double
    /// The largest distance a reported position strays from the scripted one, in points; 0 (the
    /// default) reports every position exactly.
    public var jitter: Double
    /// The seed of the jitter's random generator.
    public var seed: UInt64
    /// The time of the first frame, in seconds.
    public var startTime: Double
    /// The steps, played in order.
    public var steps: [GestureStep]

    /// A script of `steps`.
    ///
    /// - Parameters:
    ///   - touchRate: Touch samples per second, in Hz.
    ///   - jitter: The largest random offset of a reported position, in points.
    ///   - seed: The seed of the jitter's random generator.
    ///   - startTime: The time of the first frame, in seconds.
    ///   - steps: The steps, played in order.
    public init(
        touchRate: Double = GestureScript.defaultTouchRate, jitter: Double = 0, seed: UInt64 = 0,
        startTime: Double = 0, steps: [GestureStep]
    ) {
        self.touchRate = touchRate
        self.jitter = jitter
        self.seed = seed
        self.startTime = startTime
        self.steps = steps
    }

    /// A script whose steps are listed in a ``GestureScriptBuilder`` block.
    ///
    /// - Parameters:
    ///   - touchRate: Touch samples per second, in Hz.
    ///   - jitter: The largest random offset of a reported position, in points.
    ///   - seed: The seed of the jitter's random generator.
    ///   - startTime: The time of the first frame, in seconds.
    ///   - steps: The steps, played in order.
    public init(
        touchRate: Double = GestureScript.defaultTouchRate, jitter: Double = 0, seed: UInt64 = 0,
        startTime: Double = 0, @GestureScriptBuilder steps: () -> [GestureStep]
    ) {
        self.init(touchRate: touchRate, jitter: jitter, seed: seed, startTime: startTime, steps: steps())
    }

    /// The time between two touch samples, in seconds.
    public var frameInterval: Double { 1 / touchRate }

    /// Reads and validates a script from JSON.
    ///
    /// - Throws: ``GestureScriptError/malformedJSON(_:)`` with the path of the problem when the
    ///   data is not a script, or ``GestureScriptError/invalid(path:reason:)`` when the script
    ///   cannot be played (see ``validate()``).
    public static func decode(from data: Data) throws(GestureScriptError) -> GestureScript {
        let script: GestureScript
        do {
            script = try JSONDecodingFailure.decode(GestureScript.self, from: data)
        } catch {
            throw .malformedJSON(error)
        }
        try script.validate()
        return script
    }

    /// Checks that the script can be played: its settings and steps, and every touch it makes
    /// (made and discarded), so a script that passes can be played as written.
    ///
    /// - Throws: ``GestureScriptError/invalid(path:reason:)`` for the first problem: a number
    ///   that is not finite, a touch rate or duration that is not positive, a drag path that is
    ///   too short, a step that needs fingers down when none are (or none when some are), a
    ///   step whose touches would leave the range of numbers (a flick at 1e308 pt/s), …
    public func validate() throws(GestureScriptError) {
        _ = try touchEvents()
    }

    /// The touch events the script describes, in time order.
    ///
    /// Events come at the touch rate while any finger is down; timestamps are
    /// `startTime + frame / touchRate` and strictly increase. Each event holds every finger
    /// down at that instant, and those that end in it. A script may end with fingers still down
    /// (a step with `lift: false` last); they are left down, as for a host that lifts them later.
    ///
    /// - Throws: ``GestureScriptError/invalid(path:reason:)`` when ``validate()`` does; a
    ///   script that throws makes no events.
    public func touchEvents() throws(GestureScriptError) -> [TouchEvent] {
        try touchEvents(continuing: [])
    }

    /// The touch events the script describes when it starts with `heldFingers` down: fingers an
    /// earlier script left down (with `lift: false`), which this one continues.
    ///
    /// Its first steps then go on with those fingers — ``GestureStep/hold(duration:)``,
    /// ``GestureStep/lift``, ``GestureStep/cancel``, or a moving step that omits its start —
    /// keeping their identifiers and positions; new fingers get identifiers above theirs. A
    /// step that puts new fingers down first needs them lifted.
    ///
    /// - Throws: ``GestureScriptError/invalid(path:reason:)`` when the script cannot be played
    ///   with those fingers down; a script that throws makes no events.
    public func touchEvents(continuing heldFingers: [Touch]) throws(GestureScriptError) -> [TouchEvent] {
        try touchEvents(continuing: heldFingers, keeping: .max)
    }

    /// The first `kept` of ``touchEvents(continuing:)``: every event is made (and so checked),
    /// so this throws exactly when that does, but only the first `kept` are stored.
    func touchEvents(continuing heldFingers: [Touch], keeping kept: Int) throws(GestureScriptError) -> [TouchEvent] {
        let outline = try outline(heldFingers: heldFingers.count)
        var synthesizer = TouchSynthesizer(
            script: self, heldFingers: heldFingers, eventCapacity: outline.events, eventsKept: kept
        )
        for (index, step) in steps.enumerated() {
            try synthesizer.play(step, index: index)
        }
        return synthesizer.events
    }
}
