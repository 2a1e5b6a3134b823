extension GestureScript {
    /// The highest touch rate a script may ask for, in Hz.
    public static let maximumTouchRate = 10_000.0

    /// Checks the whole script, starting with `heldFingers` fingers down (left by an earlier
    /// script), and counts the frames it spans.
    func outline(heldFingers: Int = 0) throws(GestureScriptError) -> Int {
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
        var fingersDown = heldFingers
        var frameCount = 0
        for (index, step) in steps.enumerated() {
            let check = StepCheck(path: "steps[\(index)]", touchRate: touchRate)
            let outline = try step.outline(check, fingersDown: fingersDown)
            fingersDown = outline.fingersDown
            frameCount += outline.frames
            guard frameCount <= Self.maximumFrameCount else {
                throw check.failure(nil, "the script would span more than \(Self.maximumFrameCount) frames "
                    + "(\(StepCheck.text(Double(Self.maximumFrameCount) / touchRate)) s at \(StepCheck.text(touchRate)) Hz)")
            }
        }
        return frameCount
    }
}
