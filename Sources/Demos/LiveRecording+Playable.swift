import Foundation
import GestureScripts

extension LiveRecording {
    /// The longest a live recording may play, in seconds (to its last touch or action):
    /// `transition-lab run --script` plays no longer, and the live page's replay check refuses
    /// what `run` would refuse. The live session leaves idle time out of its recordings
    /// (`LiveSession.maximumIdleRecorded`, in Live), so a long session that rests between
    /// gestures still fits.
    public static let maximumDuration = 600.0

    /// Checks what `transition-lab run --script` checks before it plays a recording: its script
    /// is valid, starts at 0 or later, plays for at most ``maximumDuration`` seconds and ends
    /// with every finger lifted.
    ///
    /// - Throws: ``LiveRecordingError/invalid(_:_:)`` naming what breaks which rule.
    public func checkPlayable() throws(LiveRecordingError) {
        guard script.startTime >= 0 else {
            throw .invalid("script.startTime", "must be 0 or more: it is when the first touch came, in seconds from when "
                + "the demo was shown (touches can't be played in the past), got \(script.startTime)")
        }
        let extent: GestureScript.Extent
        do {
            extent = try script.extent()
        } catch {
            throw .invalid("script", "\(error)")
        }
        guard endTime <= Self.maximumDuration else {
            throw .invalid("", "the live recording plays for \(String(format: "%.3f", endTime)) s; at most \(Int(Self.maximumDuration)) s")
        }
        guard extent.fingersDownAtEnd == 0 else {
            let fingers = extent.fingersDownAtEnd == 1 ? "1 finger" : "\(extent.fingersDownAtEnd) fingers"
            throw .invalid("script", "ends with \(fingers) down, so the scene could never come to rest; "
                + "end it with a lift or a cancel step (or lift: true on its last step)")
        }
    }
}
