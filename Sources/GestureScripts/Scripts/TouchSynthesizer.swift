import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// Plays a validated ``GestureScript`` into touch events, frame by frame.
///
/// The synthesizer keeps the fingers that are down (their scripted and reported positions, and
/// the phase each is reported in next), the frame clock and the jitter's generator; the
/// per-step motions are in `TouchSynthesizer+Steps.swift`. An event costs one allocation, its
/// touches: nothing else per frame allocates or copies the list of fingers.
struct TouchSynthesizer {
    /// One finger that is down.
    struct Finger {
        var id: TouchIdentifier
        /// Where the script puts the finger, in points.
        var position: CGPoint
        /// Where the finger was last reported: ``position`` plus jitter, in points.
        var reported: CGPoint
        /// The phase the finger is reported in by the next event.
        var phase: TouchPhase
    }

    let touchRate: Double
    let startTime: Double
    let jitter: Double
    private var random: SplitMix64
    /// The events so far, in time order (the first ``eventsKept`` of them).
    private(set) var events: [TouchEvent] = []
    /// How many events to keep: the rest are made all the same, which checks them, then dropped.
    private let eventsKept: Int
    /// The touches of an event made only to be checked, once ``eventsKept`` are kept: one list
    /// serves them all, as the event lets go of it at once.
    private var scratch: [Touch] = []
    /// The fingers down, in identifier order.
    private(set) var fingers: [Finger] = []
    private var nextIdentifier = 1
    /// Whether a finger may be reported beyond ±``GestureStep/maximumCoordinate``: set when one
    /// is put there (and at the start, for the fingers held), cleared by a look at every finger
    /// that finds none. An event looks at its fingers only when it is set.
    private var mayBeBeyondReach = true
    /// The frame of the last event, or of the end of a wait.
    private var anchorFrame = 0
    /// Whether an event was made at ``anchorFrame``.
    private var anchorHasEvent = false
    /// The index of the step being played in the script's steps, for errors.
    var stepIndex = 0
    /// The path of the step being played, for errors (for example `steps[2]`).
    var stepPath: String { "steps[\(stepIndex)]" }

    /// A synthesizer for `script`, starting with `heldFingers` down (in identifier order), that
    /// keeps its first `eventsKept` events, with room for `eventCapacity` of them (the most the
    /// script makes, so the list of events is made once).
    init(script: GestureScript, heldFingers: [Touch] = [], eventCapacity: Int = 0, eventsKept: Int = .max) {
        touchRate = script.touchRate
        startTime = script.startTime
        jitter = script.jitter
        random = SplitMix64(seed: script.seed)
        fingers = heldFingers.sorted { $0.id.rawValue < $1.id.rawValue }.map { touch in
            Finger(id: touch.id, position: touch.location, reported: touch.location, phase: .stationary)
        }
        nextIdentifier = min(fingers.map(\.id.rawValue).max() ?? 0, Int.max - GestureStep.maximumFingerCount) + 1
        self.eventsKept = eventsKept
        events.reserveCapacity(min(eventCapacity, eventsKept))
    }

    /// The identifier of a new finger: the next one up from the last given (or the highest
    /// held). Past `Int.max` (a held finger's identifier can be anything) the count starts again
    /// at 1, passing over the identifiers of fingers still down, so no two fingers down ever
    /// share one.
    private mutating func takeIdentifier() -> TouchIdentifier {
        while fingers.contains(where: { $0.id.rawValue == nextIdentifier }) { stepIdentifier() }
        let id = TouchIdentifier(nextIdentifier)
        stepIdentifier()
        return id
    }

    private mutating func stepIdentifier() {
        nextIdentifier = nextIdentifier == Int.max ? 1 : nextIdentifier + 1
    }

    /// Puts new fingers down at `positions`, reported `began`.
    mutating func touchDown(at positions: [CGPoint]) throws(GestureScriptError) {
        for position in positions {
            let reported = jittered(position)
            noteReport(at: reported)
            fingers.append(Finger(id: takeIdentifier(), position: position, reported: reported, phase: .began))
        }
        try emit(every: .began)
    }

    /// Moves the first finger down to `first` and the second (if `second` is given) to
    /// `second` in one frame, reported `moved` (or `stationary` where the reported position did
    /// not change); `ending` ends them there instead. Fingers beyond those moved are not
    /// reported, and are forgotten if the moved ones end.
    mutating func move(to first: CGPoint, _ second: CGPoint?, ending: TouchPhase? = nil) throws(GestureScriptError) {
        let count = min(fingers.count, second == nil ? 1 : 2)
        if count > 0 { place(0, at: first, ending: ending) }
        if count > 1, let second { place(1, at: second, ending: ending) }
        try emit(count: count)
    }

    /// Puts finger `index` at `position` for the next event: reported there plus jitter, in
    /// `ending` or else `moved` (`stationary` when the reported position did not change).
    @inline(__always)
    private mutating func place(_ index: Int, at position: CGPoint, ending: TouchPhase?) {
        let reported = jittered(position)
        noteReport(at: reported)
        fingers[index].phase = ending ?? (reported == fingers[index].reported ? .stationary : .moved)
        fingers[index].position = position
        fingers[index].reported = reported
    }

    /// Reports the fingers down `stationary` for `frames` frames.
    mutating func rest(frames: Int) throws(GestureScriptError) {
        guard frames > 0 else { return }
        // Set once: a stationary finger stays so, and none ends.
        for index in fingers.indices { fingers[index].phase = .stationary }
        for _ in 0..<frames { try emit(count: fingers.count) }
    }

    /// Ends every finger down where it was last reported, as `phase` (`ended` or `cancelled`).
    mutating func end(_ phase: TouchPhase) throws(GestureScriptError) {
        try emit(every: phase)
    }

    /// Plays recorded `frames` (validated) at their own times, from one frame after the last
    /// event (or the script's start); their fingers get the script's next identifiers. The next
    /// step starts on the first grid frame after the last of them.
    mutating func replay(_ frames: [TouchFrame]) throws(GestureScriptError) {
        let startFrame = anchorHasEvent ? anchorFrame + 1 : anchorFrame
        let origin = startTime + Double(startFrame) / touchRate
        // Each recorded identifier's script identifier, the latest it began with: a few
        // fingers, so a list beats a dictionary.
        var identifiers: [(recorded: Int, id: TouchIdentifier)] = []
        for frame in frames {
            let timestamp = origin + frame.time
            /// The touch of a recorded finger, which begins or moves the script's finger.
            func touch(_ finger: TouchFrame.Finger) throws(GestureScriptError) -> Touch {
                let known = identifiers.firstIndex { $0.recorded == finger.id }
                if finger.phase == .began {
                    // A new finger, put down where it is.
                    let id = takeIdentifier()
                    if let known { identifiers[known].id = id } else { identifiers.append((finger.id, id)) }
                    noteReport(at: finger.location)
                    fingers.append(Finger(id: id, position: finger.location, reported: finger.location, phase: .began))
                    return Touch(id: id, location: finger.location, timestamp: timestamp, phase: finger.phase)
                }
                var notDown: GestureScriptError { .invalid(path: stepPath, reason: "finger \(finger.id) is not down") }
                guard let known else { throw notDown }
                let id = identifiers[known].id
                guard let index = fingers.firstIndex(where: { $0.id == id }) else { throw notDown }
                noteReport(at: finger.location)
                fingers[index].position = finger.location
                fingers[index].reported = finger.location
                return Touch(id: id, location: finger.location, timestamp: timestamp, phase: finger.phase)
            }
            let recorded = frame.touches
            let touches: [Touch]
            // Most frames hold a finger or two: made at their size at once, in the recorded order.
            switch recorded.count {
            case 1: touches = [try touch(recorded[0])]
            case 2: touches = [try touch(recorded[0]), try touch(recorded[1])]
            default:
                var list: [Touch] = []
                list.reserveCapacity(recorded.count)
                for finger in recorded { list.append(try touch(finger)) }
                touches = list
            }
            if try keep(touches, at: timestamp) {
                fingers.removeAll { finger in touches.contains { $0.id == finger.id && !$0.phase.isDown } }
            }
        }
        anchorFrame = startFrame + Int(((frames.last?.time ?? 0) * touchRate).rounded(.up))
        anchorHasEvent = true
    }

    /// Lets `frames` frames pass with no event.
    mutating func wait(frames: Int) {
        anchorFrame += frames
        anchorHasEvent = false
    }

    /// Makes one event one frame after the last (or at the end of a wait), with every finger
    /// down in `phase`.
    private mutating func emit(every phase: TouchPhase) throws(GestureScriptError) {
        for index in fingers.indices { fingers[index].phase = phase }
        try emit(count: fingers.count)
    }

    /// Makes one event one frame after the last (or at the end of a wait) with the first
    /// `count` fingers down, each in its ``Finger/phase``; forgets those that ended (and then
    /// any fingers after them).
    private mutating func emit(count: Int) throws(GestureScriptError) {
        let frame = anchorHasEvent ? anchorFrame + 1 : anchorFrame
        let timestamp = startTime + Double(frame) / touchRate
        if mayBeBeyondReach { try checkReach() }
        func touch(_ index: Int) -> Touch {
            let finger = fingers[index]
            return Touch(id: finger.id, location: finger.reported, timestamp: timestamp, phase: finger.phase)
        }
        let touches: [Touch]
        if events.count >= eventsKept {
            // Made to be checked, then dropped: in the scratch list, in place.
            if scratch.count == count {
                for index in 0..<count { scratch[index] = touch(index) }
            } else {
                scratch.removeAll(keepingCapacity: true)
                for index in 0..<count { scratch.append(touch(index)) }
            }
            touches = scratch
        } else {
            // Most events are one finger or two: made at their size at once.
            switch count {
            case 1: touches = [touch(0)]
            case 2: touches = [touch(0), touch(1)]
            default:
                var list: [Touch] = []
                list.reserveCapacity(count)
                for index in 0..<count { list.append(touch(index)) }
                touches = list
            }
        }
        let changesFingers = try keep(touches, at: timestamp)
        anchorFrame = frame
        anchorHasEvent = true
        // Most events begin or end no finger: the list is rebuilt only when one ends.
        guard changesFingers else { return }
        var endsAFinger = false
        for index in 0..<count where !fingers[index].phase.isDown { endsAFinger = true }
        if endsAFinger { fingers = fingers[..<count].filter(\.phase.isDown) }
    }

    /// Makes the event of `touches` at `timestamp` and keeps it (unless ``eventsKept`` are
    /// kept already); returns whether a finger begins, ends or is cancelled in it.
    @inline(__always)
    private mutating func keep(_ touches: consuming [Touch], at timestamp: Double) throws(GestureScriptError) -> Bool {
        let event: TouchEvent
        do {
            event = try TouchEvent(timestamp: timestamp, touches: touches)
        } catch {
            throw .invalid(path: stepPath, reason: "makes a touch the gesture system refuses: \(error)")
        }
        // Read first: the event then goes into the list as it is, with no copy of its touches kept.
        let changesFingers = event.changesFingers
        if events.count < eventsKept { events.append(event) }
        return changesFingers
    }

    /// Whether `point` is within ±``GestureStep/maximumCoordinate`` along both axes (so finite).
    @inline(__always)
    private static func isWithinReach(_ point: CGPoint) -> Bool {
        let limit = GestureStep.maximumCoordinate
        return abs(point.x) <= limit && abs(point.y) <= limit
    }

    /// Notes that a finger is reported at `point`: beyond reach, the next event looks.
    @inline(__always)
    private mutating func noteReport(at point: CGPoint) {
        if !Self.isWithinReach(point) { mayBeBeyondReach = true }
    }

    /// Refuses the first finger, in order, reported beyond reach; when none is, none is until a
    /// report beyond reach is noted.
    private mutating func checkReach() throws(GestureScriptError) {
        for finger in fingers where !Self.isWithinReach(finger.reported) {
            // A pinch's scale, a flick's speed or a jitter carried it off every screen.
            throw .invalid(path: stepPath, reason: "moves a finger to [\(StepCheck.text(finger.reported.x)), "
                + "\(StepCheck.text(finger.reported.y))], beyond ±\(StepCheck.text(GestureStep.maximumCoordinate)) points")
        }
        mayBeBeyondReach = false
    }

    /// `position` moved by a random offset of at most ``jitter`` points in any direction
    /// (uniform over the disc), or `position` itself when there is no jitter.
    @inline(__always)
    private mutating func jittered(_ position: CGPoint) -> CGPoint {
        jitter > 0 ? randomlyMoved(position) : position
    }

    /// `position` moved by a random offset of at most ``jitter`` points (more than 0).
    private mutating func randomlyMoved(_ position: CGPoint) -> CGPoint {
        // Rejection sampling keeps to integer and floating arithmetic that every platform
        // rounds the same way (no sine or cosine), so a seed means the same offsets everywhere.
        while true {
            let u = 2 * random.nextUnitInterval() - 1
            let v = 2 * random.nextUnitInterval() - 1
            if u * u + v * v <= 1 {
                return CGPoint(x: Double(position.x) + jitter * u, y: Double(position.y) + jitter * v)
            }
        }
    }
}
