import Motion
import Stage

/// A demo as a person drives it: its window, and its ways forward and back without a gesture.
///
/// The live host shows one, and a ``LiveRecording`` replays on one, so what a person did
/// live and its replay run the very same scene.
@MainActor
public final class DemoStage {
    /// The demo shown.
    public let demo: DemoTransition
    /// The host it is shown in.
    public let host: DemoHost
    /// The demo's window.
    public let window: Window
    /// The demo's scene, which keeps its controllers alive.
    private let scene: Scene
    /// How many photos or cards Forward has opened: it opens them in turn.
    private var opened = 0

    /// The scenes a stage can show.
    private enum Scene {
        case builtIn(TransitionDemo)
        case zoom(ZoomDemo)
        case photo(PhotoDemo)
    }

    /// `demo` in `host` on `clock` (photo and Zoom: modal, or pushed in a navigation controller).
    ///
    /// - Throws: ``DemoStageError/hostNotAvailable(demo:host:)`` for a host the demo doesn't run
    ///   in; a container's error should the demo's first screen fail to show.
    public init(_ demo: DemoTransition, host: DemoHost, clock: any FrameClock) throws {
        guard demo.hosts.contains(host) else { throw DemoStageError.hostNotAvailable(demo: demo.rawValue, host: host.rawValue) }
        self.demo = demo
        self.host = host
        if let builtIn = demo.builtIn {
            let scene = try TransitionDemo(transition: builtIn, host: host, clock: clock)
            (self.scene, window) = (.builtIn(scene), scene.window)
        } else if demo == .zoom {
            let scene = ZoomDemo(host: host == .navigation ? .push : .modal, clock: clock)
            (self.scene, window) = (.zoom(scene), scene.window)
        } else {
            let scene = PhotoDemo(host: host == .navigation ? .push : .modal, clock: clock)
            (self.scene, window) = (.photo(scene), scene.window)
        }
    }

    /// Whether ``forward()`` would go forward now rather than be refused: never while a
    /// transition runs; a built-in transition as its demo says (``TransitionDemo/canGoForward``);
    /// the photo viewer and the Zoom while no photo or story is shown.
    public var canGoForward: Bool {
        guard window.activeTransition == nil else { return false }
        switch scene {
        case let .builtIn(scene): return scene.canGoForward
        case let .zoom(scene): return !scene.showsDetail
        case let .photo(scene): return !scene.showsViewer
        }
    }

    /// Whether ``back()`` would go back now rather than be refused: never while a transition
    /// runs; a built-in transition as its demo says (``TransitionDemo/canGoBack``); the photo
    /// viewer and the Zoom while a photo or story is shown.
    public var canGoBack: Bool {
        guard window.activeTransition == nil else { return false }
        switch scene {
        case let .builtIn(scene): return scene.canGoBack
        case let .zoom(scene): return scene.showsDetail
        case let .photo(scene): return scene.showsViewer
        }
    }

    /// Goes forward without a gesture: push, present, select the next tab, open a card or a
    /// photo (the next one each time).
    public func forward() throws {
        switch scene {
        case let .builtIn(scene):
            try scene.goForward()
        case let .zoom(scene):
            try scene.open(card: opened % scene.stories.count)
            opened += 1
        case let .photo(scene):
            try scene.open(photo: opened % PhotoDemo.images.count)
            opened += 1
        }
    }

    /// Goes back without a gesture: pop, dismiss, select the previous tab, close.
    public func back() throws {
        switch scene {
        case let .builtIn(scene): try scene.goBack()
        case let .zoom(scene): try scene.close()
        case let .photo(scene): try scene.close()
        }
    }

    /// Does `action` (a button of the live page).
    public func perform(_ action: LiveAction.Kind) throws {
        switch action {
        case .forward: try forward()
        case .back: try back()
        case .reducedMotionOn: window.prefersReducedMotion = true
        case .reducedMotionOff: window.prefersReducedMotion = false
        }
    }

    /// Plays `recording` on this stage's manual clock, to the end: its touches at their own
    /// times, each action at its time, then frames until everything is at rest (a
    /// ``DemoReplay`` played in one go).
    ///
    /// - Throws: ``DemoStageError/recordingMismatch(_:)`` when the recording is of another demo
    ///   or host; a script's or a container's error; ``/Motion/ClockError`` should the scene not
    ///   come to rest within ``DemoScene/restAllowance`` seconds of its last event.
    public func replay(_ recording: LiveRecording) throws {
        let replay = try DemoReplay(recording, on: self)
        while try !replay.advance(frames: Self.replayStep) {}
    }

    /// How many frames ``replay(_:)`` plays at a time.
    private static let replayStep = 1 << 16
}

/// Why a demo stage could not be made, or could not play a recording.
public enum DemoStageError: Error, Equatable, CustomStringConvertible {
    /// The demo doesn't run in that host.
    case hostNotAvailable(demo: String, host: String)
    /// The recording is of another scene (why).
    case recordingMismatch(String)

    public var description: String {
        switch self {
        case let .hostNotAvailable(demo, host): "\(demo) can't be shown in a \(host) host"
        case let .recordingMismatch(reason): reason
        }
    }
}
