extension GestureScript {
    /// The highest touch rate a script may ask for, in Hz.
    public static let maximumTouchRate = 10_000.0

    /// The farthest a script's `startTime` may lie from 0, in seconds (about 31 years): at any
    /// time within it, touch samples at ``maximumTouchRate`` keep distinct timestamps.
    public static let maximumStartTime = 1e9

    /// How long a script plays and what it leaves behind.
    public struct Extent: Sendable, Equatable {
        /// The touch frames it spans.
        public var frames: Int
        /// Its duration from the first touch frame to the last, in seconds (`frames / touchRate`).
        public var duration: Double
        /// The fingers still down after its last step (left down with `lift: false`).
        public var fingersDownAtEnd: Int
    }

    /// Validates the script, starting with `heldFingers` fingers down (left by an earlier
    /// script), and says how long it plays and how many fingers it leaves down.
    ///
    /// - Throws: ``GestureScriptError/invalid(path:reason:)`` as ``validate()`` does.
    public func extent(continuing heldFingers: Int = 0) throws(GestureScriptError) -> Extent {
        let outline = try outline(heldFingers: heldFingers)
        return Extent(frames: outline.frames, duration: Double(outline.frames) / touchRate, fingersDownAtEnd: outline.fingersDown)
    }

    /// Checks the whole script, starting with `heldFingers` fingers down (left by an earlier
    /// script), and counts the frames it spans, the fingers it leaves down and the most events
    /// it makes (a step makes at most one per frame it spans, a wait none, recorded touches one
    /// per recorded frame).
    func outline(heldFingers: Int = 0) throws(GestureScriptError) -> (frames: Int, fingersDown: Int, events: Int) {
        guard touchRate.isFinite, touchRate > 0, touchRate <= Self.maximumTouchRate else {
            throw .invalid(path: "touchRate", reason: "must be greater than 0 and at most "
                + "\(StepCheck.text(Self.maximumTouchRate)) Hz, got \(StepCheck.text(touchRate))")
        }
        guard jitter.isFinite, jitter >= 0 else {
            throw .invalid(path: "jitter", reason: "must be a finite number of points, 0 or more, got \(StepCheck.text(jitter))")
        }
        guard startTime.isFinite else {
            throw .invalid(path: "startTime", reason: "must be a finite number, got \(StepCheck.text(startTime))")
        }
        guard abs(startTime) <= Self.maximumStartTime else {
            throw .invalid(path: "startTime", reason: "must lie within ±\(StepCheck.text(Self.maximumStartTime)) s, "
                + "where touch samples keep distinct times, got \(StepCheck.text(startTime))")
        }
        var fingersDown = heldFingers
        var frameCount = 0
        var eventCount = 0
        for (index, step) in steps.enumerated() {
            let check = StepCheck(index: index, touchRate: touchRate)
            let outline = try step.outline(check, fingersDown: fingersDown)
            fingersDown = outline.fingersDown
            frameCount += outline.frames
            switch step {
            case .wait: break
            case let .touches(frames): eventCount += frames.count
            default: eventCount += outline.frames
            }
            guard frameCount <= Self.maximumFrameCount else {
                throw check.failure(nil, "the script would span more than \(Self.maximumFrameCount) frames "
                    + "(\(StepCheck.text(Double(Self.maximumFrameCount) / touchRate)) s at \(StepCheck.text(touchRate)) Hz)")
            }
        }
        return (frameCount, fingersDown, eventCount)
    }
}
