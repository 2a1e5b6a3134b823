import Demos
import Foundation
import Recording
import Report
import Stage

extension LiveSession {
    /// Reads one message from the page, acts on it, and returns what to send back (JSON), if
    /// anything: a frame with the session's status, the saved recording, or an error.
    ///
    /// A message that can't be read, or can't be done, gets back
    /// `{"type": "error", "message": "…"}` and changes nothing.
    public func respond(to data: Data) -> Data? {
        let (reply, check) = respondDeferringCheck(to: data)
        guard let check else { return reply }
        return Self.savedMessage(check.recording, check.finish())
    }

    /// ``respond(to:)`` for a host that must not stall: a save is answered at once with the
    /// recording (`{"type": "saved", "recording": …}`, no verdict yet), and its replay check is
    /// returned unplayed, for the host to play in steps (``LiveReplayRun/advance(frames:)``)
    /// and send with ``replayMessage(_:)``.
    public func respondDeferringCheck(to data: Data) -> (reply: Data?, check: LiveReplayRun?) {
        let message: LiveMessage
        do {
            message = try LiveMessage.decode(data)
        } catch {
            return (LiveOutbound.error(error.description), nil)
        }
        if message == .save {
            let check = save()
            return (LiveOutbound.encode(LiveOutbound.Saved(recording: check.recording, replay: nil)), check)
        }
        return (reply(to: message), nil)
    }

    /// The page's message for the verdict of a replay check played in steps:
    /// `{"type": "replay", "replay": …}`.
    public static func replayMessage(_ check: LiveReplayCheck) -> Data {
        LiveOutbound.encode(LiveOutbound.Replay(replay: check))
    }

    private func reply(to message: LiveMessage) -> Data? {
        switch receive(message) {
        case .none:
            return nil
        case let .refused(reason):
            return LiveOutbound.error(reason)
        case let .saved(recording, check):
            return Self.savedMessage(recording, check)
        case let .frame(frame):
            return frameMessage(frame)
        }
    }

    /// The page's frame message for `frame`: `{"type": "frame", "frame": …, "svg": "…",
    /// "status": …}`, written by hand into the session's reused buffers (``LiveJSONWriter``) —
    /// the JSON `JSONEncoder` writes (``encodedFrameMessage(_:)``), without its cost. A frame
    /// holding a number JSON can't carry gets ``encodedFrameMessage(_:)``'s error message.
    func frameMessage(_ frame: RecordedFrame) -> Data {
        let status = status
        frameBuffers.svg.removeAll(keepingCapacity: true)
        renderer.write(frame, drawsTouches: false, to: &frameBuffers.svg)
        frameBuffers.json.reset()
        frameBuffers.json.frameMessage(frame, svg: frameBuffers.svg, status: status)
        guard frameBuffers.json.isValid else { return encodedFrameMessage(frame) }
        return frameBuffers.json.data
    }

    /// The page's frame message for `frame` as `JSONEncoder` writes it (the same JSON as
    /// ``frameMessage(_:)``, keys in another order).
    func encodedFrameMessage(_ frame: RecordedFrame) -> Data {
        LiveOutbound.encode(LiveOutbound.Frame(frame: frame, svg: drawing(of: frame), status: status))
    }

    /// The renderer for this session's screen.
    var renderer: FrameRenderer {
        FrameRenderer(screenWidth: Double(window.screenSize.width), screenHeight: Double(window.screenSize.height))
    }

    /// The page's "saved" message (JSON) for `recording` and its replay check: what
    /// ``respond(to:)`` sends back for a save, for a host that plays the check in steps.
    public static func savedMessage(_ recording: LiveRecording, _ check: LiveReplayCheck) -> Data {
        LiveOutbound.encode(LiveOutbound.Saved(recording: recording, replay: check))
    }

    /// `frame` drawn as the report draws it (``/Report/FrameRenderer``), without the fingers:
    /// the page draws those where they are now.
    func drawing(of frame: RecordedFrame) -> String {
        var views = frame
        views.touches = []
        return renderer.svg(views)
    }

    /// What the page shows beside the stage, and what a test asserts.
    public var status: LiveStatus {
        LiveStatus(
            demo: demo.rawValue, host: host.rawValue, slowMotion: isSlowMotion, reducedMotion: window.prefersReducedMotion,
            screens: Self.screens(window.rootViewController), engineTime: window.clock.now,
            touchesDown: window.touchesDown.count, completed: checker.completedCount, cancelled: checker.cancelledCount,
            transitions: checker.endings.suffix(LiveStatus.transitionsShown).map(\.description),
            violations: checker.violations.map(\.description), droppedViolations: checker.droppedViolationCount,
            recordedTouches: delivered.count, recordedActions: actions.count, recordingFull: isRecordingFull,
            screenWidth: Double(window.screenSize.width), screenHeight: Double(window.screenSize.height),
            canForward: canGoForward, canBack: canGoBack)
    }

    /// The titles of the screens shown, back to front: a navigation stack, a tab bar's selected
    /// tab, then whatever is presented over them.
    static func screens(_ root: ViewController?) -> [String] {
        var titles: [String] = []
        var next = root
        while let controller = next {
            if let navigation = controller as? NavigationController {
                titles += navigation.stack.map { $0.title ?? "untitled" }
            } else if let tabs = controller as? TabBarController, tabs.tabs.indices.contains(tabs.selectedIndex) {
                titles.append(tabs.tabs[tabs.selectedIndex].title ?? "tab \(tabs.selectedIndex)")
            } else {
                titles.append(controller.title ?? "untitled")
            }
            next = controller.presentedStageViewController
        }
        return titles
    }
}

/// A live session's state, sent with every frame.
public struct LiveStatus: Sendable, Equatable, Codable {
    /// The most transition endings a status lists.
    public static let transitionsShown = 12

    /// The demo and host shown.
    public var demo: String
    public var host: String
    /// The settings.
    public var slowMotion: Bool
    public var reducedMotion: Bool
    /// The titles of the screens shown, back to front.
    public var screens: [String]
    /// The engine's clock, in seconds since the demo was shown.
    public var engineTime: Double
    /// How many fingers are down.
    public var touchesDown: Int
    /// How many transitions completed, and how many were cancelled, since the demo was shown.
    public var completed: Int
    public var cancelled: Int
    /// How the latest transitions ended, oldest first (at most ``transitionsShown``), such as
    /// "navigation pop from Screen 2 to Home: completed".
    public var transitions: [String]
    /// What the invariant checker found (at most its limit), and how many more it dropped.
    public var violations: [String]
    public var droppedViolations: Int
    /// How much the session has recorded.
    public var recordedTouches: Int
    public var recordedActions: Int
    /// Whether the recording is full (the demo goes on; nothing more is recorded).
    public var recordingFull: Bool
    /// The screen's size, in points.
    public var screenWidth: Double
    public var screenHeight: Double
    /// Whether Forward, and Back, would be done now rather than refused
    /// (``LiveSession/canGoForward``, ``LiveSession/canGoBack``): the page enables its buttons
    /// by them.
    public var canForward: Bool
    public var canBack: Bool
}

/// The messages the server sends the page, as JSON.
enum LiveOutbound {
    struct Frame: Encodable {
        let type = "frame"
        /// The views, as the recorder captures them.
        let frame: RecordedFrame
        /// The same views drawn as SVG by the report's renderer.
        let svg: String
        let status: LiveStatus
    }

    struct Saved: Encodable {
        let type = "saved"
        let recording: LiveRecording
        /// The verdict, if it was played at once; nil (left out) when a ``Replay`` follows.
        let replay: LiveReplayCheck?
    }

    struct Replay: Encodable {
        let type = "replay"
        let replay: LiveReplayCheck
    }

    struct Failure: Encodable {
        let type = "error"
        let message: String
    }

    static func error(_ message: String) -> Data {
        encode(Failure(message: String(message.prefix(500))))
    }

    /// `value` as JSON; an error message, should it hold a number JSON can't carry.
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            // Only a non-finite number can fail here, and the checker reports it as a violation.
            return (try? encoder.encode(Failure(message: "a frame could not be sent: \(error)"))) ?? Data()
        }
    }
}
