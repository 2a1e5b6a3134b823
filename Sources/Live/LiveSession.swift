import Demos
import Foundation
import Gestures
import Invariants
import Motion
import Recording
import Stage

/// The engine side of a live session, free of any transport: one demo on its own clock,
/// driven by a page's messages and frames, with the invariant checker watching, and a
/// recording of every touch it delivered.
///
/// Time is the page's: each touch message carries its own time, and ``frame(at:)`` steps the
/// engine to a page time — one clock, mapped to the engine's (a quarter as fast in slow motion).
/// A touch a little older than the engine's last frame is delivered at that frame's time, so
/// the touches the engine saw are always in order; the recording holds them as delivered, so it
/// replays exactly.
@MainActor
public final class LiveSession {
    /// The demo shown.
    public private(set) var demo: DemoTransition
    /// The host it is shown in.
    public private(set) var host: DemoHost
    /// The demo's window.
    public private(set) var window: Window
    /// Watches every frame; the page shows what it finds.
    public private(set) var checker: InvariantChecker
    /// Whether the engine's clock runs at a quarter of real time.
    public private(set) var isSlowMotion = false
    /// The touches delivered since the demo was shown, in order.
    public private(set) var delivered: [TouchEvent] = []

    private var stage: LiveStage
    /// The page time and engine time at the last change of speed (set by the first message).
    private var origin: (page: Double, engine: Double)?
    /// The latest engine time a frame or a touch reached.
    private var engineNow = 0.0

    /// The engine's speed in slow motion, relative to real time.
    public static let slowMotionRate = 0.25

    /// A session showing `demo` in `host` (its first host by default).
    ///
    /// - Throws: ``LiveSessionError`` for a demo or host that doesn't exist.
    public init(demo: DemoTransition = .push, host: DemoHost? = nil) throws(LiveSessionError) {
        let chosen = try Self.resolve(demo, host)
        let stage = try Self.build(chosen.demo, chosen.host)
        self.demo = chosen.demo
        self.host = chosen.host
        self.stage = stage
        window = stage.window
        checker = InvariantChecker(window: stage.window)
    }

    // MARK: Messages

    /// Acts on `message`; what to tell the page, if anything.
    public func receive(_ message: LiveMessage) -> LiveReply {
        switch message {
        case let .touches(time, touches):
            return deliver(touches, at: time)
        case .forward, .back:
            do {
                if message == .forward { try stage.forward() } else { try stage.back() }
                return .none
            } catch {
                return .refused("\(error)")
            }
        case let .reducedMotion(on):
            window.prefersReducedMotion = on
            return .none
        case let .slowMotion(on):
            if let origin {
                // The speed changes from the engine's present, so nothing jumps.
                self.origin = (origin.page + (engineNow - origin.engine) / rate, engineNow)
            }
            isSlowMotion = on
            return .none
        case let .show(name, hostName):
            guard let demo = DemoTransition(rawValue: name) else { return .refused("unknown demo \"\(name)\"") }
            let host = hostName.flatMap(DemoHost.init(rawValue:))
            if hostName != nil, host == nil { return .refused("unknown host \"\(hostName ?? "")\"") }
            do {
                try show(demo, host)
                return .none
            } catch {
                return .refused(error.description)
            }
        case .save:
            return .saved(recording)
        }
    }

    /// Steps the engine to page time `pageTime` and returns the frame it shows (the newest only:
    /// older ones are dropped, so nothing builds up if the page falls behind).
    public func frame(at pageTime: Double) -> RecordedFrame? {
        guard pageTime.isFinite else { return nil }
        let time = max(engineTime(at: pageTime), engineNow)
        engineNow = time
        window.frame(at: time)
        let newest = window.recorder.frames.last
        window.recorder.reset()
        return newest
    }

    /// The page went away: every finger down is cancelled where it is, so any transition they
    /// held settles.
    public func disconnect() {
        let down = window.touchesDown
        guard !down.isEmpty else { return }
        let cancelled = down.map { Touch(id: $0.id, location: $0.location, timestamp: engineNow, phase: .cancelled) }
        if let event = try? TouchEvent(timestamp: engineNow, touches: cancelled), (try? window.send(event)) != nil {
            delivered.append(event)
        }
    }

    /// What the person did since the demo was shown, as a gesture script that replays exactly.
    public var recording: GestureScript { GestureScript(recording: delivered) }

    // MARK: Inside

    private var rate: Double { isSlowMotion ? Self.slowMotionRate : 1 }

    private func engineTime(at pageTime: Double) -> Double {
        guard let origin else {
            origin = (pageTime, engineNow)
            return engineNow
        }
        return origin.engine + (pageTime - origin.page) * rate
    }

    private func deliver(_ touches: [Touch], at pageTime: Double) -> LiveReply {
        let time = max(engineTime(at: pageTime), engineNow)
        let timed = touches.map { Touch(id: $0.id, location: $0.location, timestamp: time, phase: $0.phase) }
        do {
            let event = try TouchEvent(timestamp: time, touches: timed)
            try window.send(event)
            engineNow = time
            delivered.append(event)
            return .none
        } catch {
            return .refused("\(error)")
        }
    }

    private func show(_ demo: DemoTransition, _ host: DemoHost?) throws(LiveSessionError) {
        let chosen = try Self.resolve(demo, host)
        let stage = try Self.build(chosen.demo, chosen.host)
        // The fingers of the old demo let go first; the setting carries over.
        disconnect()
        let reducesMotion = window.prefersReducedMotion
        self.demo = chosen.demo
        self.host = chosen.host
        self.stage = stage
        window = stage.window
        window.prefersReducedMotion = reducesMotion
        checker = InvariantChecker(window: window)
        delivered = []
        origin = nil
        engineNow = 0
    }

    private static func resolve(_ demo: DemoTransition, _ host: DemoHost?) throws(LiveSessionError) -> (demo: DemoTransition, host: DemoHost) {
        let host = host ?? demo.hosts[0]
        guard demo.hosts.contains(host) else { throw .hostNotAvailable(demo: demo.rawValue, host: host.rawValue) }
        return (demo, host)
    }

    private static func build(_ demo: DemoTransition, _ host: DemoHost) throws(LiveSessionError) -> LiveStage {
        do {
            return try LiveStage(demo, host: host, clock: try ManualClock())
        } catch {
            throw .demoNotBuilt("\(error)")
        }
    }
}

/// What a live session tells the page about a message.
public enum LiveReply: Sendable, Equatable {
    /// Nothing to say: it was done.
    case none
    /// It could not be done, and changed nothing: why, in one line.
    case refused(String)
    /// The person's touches so far, as a gesture script.
    case saved(GestureScript)
}

/// Why a live session could not show a demo.
public enum LiveSessionError: Error, Equatable, CustomStringConvertible {
    /// The demo doesn't run in that host.
    case hostNotAvailable(demo: String, host: String)
    /// The demo's scene could not be made (why).
    case demoNotBuilt(String)

    public var description: String {
        switch self {
        case let .hostNotAvailable(demo, host): "\(demo) can't be shown in a \(host) host"
        case let .demoNotBuilt(reason): "the demo could not be built: \(reason)"
        }
    }
}
