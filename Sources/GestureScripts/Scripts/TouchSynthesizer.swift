import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures

/// Plays a validated ``GestureScript`` into touch events, frame by frame.
///
/// The synthesizer keeps the fingers that are down (their scripted and reported positions), the
/// frame clock and the jitter's generator; the per-step motions are in
/// `TouchSynthesizer+Steps.swift`.
struct TouchSynthesizer {
    /// One finger that is down.
    struct Finger {
        var id: TouchIdentifier
        /// Where the script puts the finger, in points.
        var position: CGPoint
        /// Where the finger was last reported: ``position`` plus jitter, in points.
        var reported: CGPoint
    }

    let touchRate: Double
    let startTime: Double
    let jitter: Double
    private var random: SplitMix64
    /// The events so far, in time order.
    private(set) var events: [TouchEvent] = []
    /// The fingers down, in identifier order.
    private(set) var fingers: [Finger] = []
    private var nextIdentifier = 1
    /// The frame of the last event, or of the end of a wait.
    private var anchorFrame = 0
    /// Whether an event was made at ``anchorFrame``.
    private var anchorHasEvent = false
    /// The index of the step being played in the script's steps, for errors.
    var stepIndex = 0
    /// The path of the step being played, for errors (for example `steps[2]`).
    var stepPath: String { "steps[\(stepIndex)]" }
    /// Each finger's phase for the next event: kept between events so that making one
    /// allocates only the event's own touches.
    private var phases: [TouchPhase] = []

    /// A synthesizer for `script`, starting with `heldFingers` down (in identifier order).
    init(script: GestureScript, heldFingers: [Touch] = []) {
        touchRate = script.touchRate
        startTime = script.startTime
        jitter = script.jitter
        random = SplitMix64(seed: script.seed)
        fingers = heldFingers.sorted { $0.id.rawValue < $1.id.rawValue }.map { touch in
            Finger(id: touch.id, position: touch.location, reported: touch.location)
        }
        nextIdentifier = min(fingers.map(\.id.rawValue).max() ?? 0, Int.max - GestureStep.maximumFingerCount) + 1
    }

    /// Puts new fingers down at `positions`, reported `began`.
    mutating func touchDown(at positions: [CGPoint]) throws(GestureScriptError) {
        for position in positions {
            fingers.append(Finger(id: TouchIdentifier(nextIdentifier), position: position, reported: jittered(position)))
            nextIdentifier += 1
        }
        try emit(every: .began)
    }

    /// Moves the fingers down to `positions` (in identifier order) in one frame, reported
    /// `moved` (or `stationary` where the reported position did not change); `ending` ends
    /// them there instead.
    mutating func move(to positions: [CGPoint], ending: TouchPhase? = nil) throws(GestureScriptError) {
        phases.removeAll(keepingCapacity: true)
        for (index, position) in zip(fingers.indices, positions) {
            let reported = jittered(position)
            phases.append(ending ?? (reported == fingers[index].reported ? .stationary : .moved))
            fingers[index].position = position
            fingers[index].reported = reported
        }
        try emit()
    }

    /// Reports the fingers down `stationary` for `frames` frames.
    mutating func rest(frames: Int) throws(GestureScriptError) {
        for _ in 0..<max(0, frames) { try emit(every: .stationary) }
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
        var identifiers: [Int: TouchIdentifier] = [:]
        for frame in frames {
            let timestamp = origin + frame.time
            var touches: [Touch] = []
            for finger in frame.touches {
                if finger.phase == .began {
                    let id = TouchIdentifier(nextIdentifier)
                    nextIdentifier += 1
                    identifiers[finger.id] = id
                    fingers.append(Finger(id: id, position: finger.location, reported: finger.location))
                }
                guard let id = identifiers[finger.id], let index = fingers.firstIndex(where: { $0.id == id }) else {
                    throw .invalid(path: stepPath, reason: "finger \(finger.id) is not down")
                }
                fingers[index].position = finger.location
                fingers[index].reported = finger.location
                touches.append(Touch(id: id, location: finger.location, timestamp: timestamp, phase: finger.phase))
            }
            do {
                events.append(try TouchEvent(timestamp: timestamp, touches: touches))
            } catch {
                throw .invalid(path: stepPath, reason: "makes a touch the gesture system refuses: \(error)")
            }
            let ended = Set(touches.filter { !$0.phase.isDown }.map(\.id))
            fingers.removeAll { ended.contains($0.id) }
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
        phases.removeAll(keepingCapacity: true)
        for _ in fingers.indices { phases.append(phase) }
        try emit()
    }

    /// Makes one event one frame after the last (or at the end of a wait), with each finger
    /// down in `phases[i]`, and forgets the fingers that ended.
    private mutating func emit() throws(GestureScriptError) {
        let frame = anchorHasEvent ? anchorFrame + 1 : anchorFrame
        let timestamp = startTime + Double(frame) / touchRate
        let limit = GestureStep.maximumCoordinate
        for finger in fingers where !(abs(finger.reported.x) <= limit && abs(finger.reported.y) <= limit) {
            // A pinch's scale, a flick's speed or a jitter carried it off every screen.
            throw .invalid(path: stepPath, reason: "moves a finger to [\(StepCheck.text(finger.reported.x)), "
                + "\(StepCheck.text(finger.reported.y))], beyond ±\(StepCheck.text(limit)) points")
        }
        func touch(_ index: Int) -> Touch {
            Touch(id: fingers[index].id, location: fingers[index].reported, timestamp: timestamp, phase: phases[index])
        }
        let touches: [Touch]
        // Most events are one finger or two: made at their size at once.
        switch min(fingers.count, phases.count) {
        case 1: touches = [touch(0)]
        case 2: touches = [touch(0), touch(1)]
        case let count:
            var list: [Touch] = []
            list.reserveCapacity(count)
            for index in 0..<count { list.append(touch(index)) }
            touches = list
        }
        do {
            events.append(try TouchEvent(timestamp: timestamp, touches: touches))
        } catch {
            throw .invalid(path: stepPath, reason: "makes a touch the gesture system refuses: \(error)")
        }
        anchorFrame = frame
        anchorHasEvent = true
        // Most events end no finger: the list is rebuilt only when one does.
        var endsAFinger = false
        for phase in phases where !phase.isDown { endsAFinger = true }
        if endsAFinger { fingers = zip(fingers, phases).filter { $0.1.isDown }.map(\.0) }
    }

    /// `position` moved by a random offset of at most ``jitter`` points in any direction
    /// (uniform over the disc), or `position` itself when there is no jitter.
    private mutating func jittered(_ position: CGPoint) -> CGPoint {
        guard jitter > 0 else { return position }
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
