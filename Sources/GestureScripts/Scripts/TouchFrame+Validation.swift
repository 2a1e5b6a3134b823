import Foundation

extension TouchFrame {
    /// Checks the frames of a ``GestureStep/touches(_:)`` step (no finger down before it) and
    /// returns the fingers it leaves down and the script frames it spans (its last frame's
    /// time on the script's grid, rounded up, and one more).
    static func outline(_ frames: [TouchFrame], _ check: StepCheck) throws(GestureScriptError) -> (fingersDown: Int, frames: Int) {
        guard !frames.isEmpty else { throw check.failure("frames", "needs at least 1 frame") }
        // Fingers down: a few at most, so a list beats a set; the keys of errors are made only
        // for an error.
        var down: [Int] = []
        var lastTime = -Double.infinity
        for (index, frame) in frames.enumerated() {
            var key: String { "frames[\(index)]" }
            guard frame.time.isFinite, frame.time >= 0, frame.time <= Double(GestureScript.maximumFrameCount) / check.touchRate else {
                throw check.failure("\(key).time", "must be a finite number of seconds from 0 to the script's longest, got "
                    + StepCheck.text(frame.time))
            }
            guard frame.time > lastTime else {
                throw check.failure("\(key).time", "must come after the frame before (\(StepCheck.text(lastTime)) s), got "
                    + StepCheck.text(frame.time))
            }
            lastTime = frame.time
            guard !frame.touches.isEmpty, frame.touches.count <= GestureStep.maximumFingerCount * 2 else {
                throw check.failure("\(key).touches", "must hold 1 to \(GestureStep.maximumFingerCount * 2) fingers, got "
                    + "\(frame.touches.count)")
            }
            let touches = frame.touches
            for (fingerIndex, finger) in touches.enumerated() {
                var fingerKey: String { "\(key).touches[\(fingerIndex)]" }
                try check.coordinate(finger.location, "\(fingerKey).at")
                guard finger.id >= 1, !Self.holds(finger.id, touches[..<fingerIndex]) else {
                    throw check.failure("\(fingerKey).id", "must be 1 or more and appear once per frame, got \(finger.id)")
                }
                let isDown = down.contains(finger.id)
                if finger.phase == .began {
                    guard !isDown else {
                        throw check.failure("\(fingerKey).phase", "finger \(finger.id) began again while it was down")
                    }
                    down.append(finger.id)
                } else {
                    guard isDown else {
                        throw check.failure("\(fingerKey).phase", "finger \(finger.id) is \(finger.phase.rawValue) but is not "
                            + "down (a finger first appears began)")
                    }
                    if !finger.phase.isDown, let place = down.firstIndex(of: finger.id) { down.remove(at: place) }
                }
            }
            // The smallest finger down but not in the frame, found without making a list.
            var missing: Int?
            for id in down where !Self.holds(id, touches[...]) {
                if let found = missing, found <= id { continue }
                missing = id
            }
            if let missing {
                throw check.failure("\(key).touches", "finger \(missing) is down but missing (every finger down is in every frame)")
            }
        }
        guard down.count <= GestureStep.maximumFingerCount * 2 else {
            throw check.failure("frames", "leaves \(down.count) fingers down, more than \(GestureStep.maximumFingerCount * 2)")
        }
        return (down.count, Int((lastTime * check.touchRate).rounded(.up)) + 1)
    }

    /// Whether finger `id` is among `touches`.
    private static func holds(_ id: Int, _ touches: ArraySlice<Finger>) -> Bool {
        for touch in touches where touch.id == id { return true }
        return false
    }
}
