import Foundation
import Gestures
import GestureScripts
import Motion
import Recording
import Stage

/// A scene the lab records: a transition in a host, played by a script, on a manual clock.
public struct DemoScene: Sendable {
    /// What the scene plays.
    public enum Content: Sendable {
        /// A scripted scene of the photo demo.
        case photo(PhotoScene, host: PhotoDemo.Host)
        /// A built-in transition: forward, then the swipe back with a grab.
        case builtIn(BuiltInTransition, host: DemoHost)
        /// A built-in transition forward, then `script`.
        case builtInScript(BuiltInTransition, host: DemoHost, script: GestureScript)
        /// The photo demo: tap the first thumbnail, then `script` in the viewer.
        case photoScript(PhotoDemo.Host, script: GestureScript)
        /// A scripted scene of the Zoom demo.
        case zoom(ZoomScene, host: ZoomDemo.Host)
        /// The Zoom demo: open the third card, then `script` in the story.
        case zoomScript(ZoomDemo.Host, script: GestureScript)
        /// A live session, replayed: its demo from the first screen, its touches and buttons at
        /// their times.
        case live(LiveRecording)
    }

    /// A short identifier, usable as a file name.
    public var identifier: String
    /// The title.
    public var title: String
    /// One line on what the scene shows.
    public var summary: String
    /// What it plays.
    public var content: Content

    /// A scene.
    public init(identifier: String, title: String, summary: String, content: Content) {
        self.identifier = identifier
        self.title = title
        self.summary = summary
        self.content = content
    }

    /// The scenes of `transition-lab demo`: every photo scene in a modal host, the photo pushed
    /// in a navigation controller and grabbed while it flies, every Zoom scene in a modal host and
    /// the Zoom dismissed by drag in a navigation controller, then each built-in transition in a
    /// navigation host.
    public static var demo: [DemoScene] {
        PhotoScene.allCases.map { scene in
            DemoScene(identifier: "photo-\(scene.rawValue)", title: "Photo: \(scene.title)", summary: scene.summary,
                      content: .photo(scene, host: .modal))
        } + [
            DemoScene(identifier: "photo-push-grabWhileOpening", title: "Photo pushed: grab while it opens",
                      summary: "the photo pushed in a navigation controller; "
                          + PhotoScene.grabWhileOpening.summary.replacingOccurrences(of: "tap,", with: "tap a thumbnail,"),
                      content: .photo(.grabWhileOpening, host: .push)),
        ] + ZoomScene.allCases.map { scene in
            DemoScene(identifier: "zoom-\(scene.rawValue)", title: "Zoom: \(scene.title)", summary: scene.summary,
                      content: .zoom(scene, host: .modal))
        } + [
            DemoScene(identifier: "zoom-push-dismissByDrag", title: "Zoom pushed: dismiss by drag",
                      summary: "the story pushed in a navigation controller; " + ZoomScene.dismissByDrag.summary,
                      content: .zoom(.dismissByDrag, host: .push)),
        ] + BuiltInTransition.allCases.map { transition in
            DemoScene(identifier: transition.rawValue, title: "\(transition.title): push, swipe back, grab",
                      summary: "\(transition.summary); pushed, swiped back, grabbed while it settles and let go",
                      content: .builtIn(transition, host: .navigation))
        }
    }

    /// How long a scene may take to come to rest after its script's last touch, in seconds.
    public static let restAllowance = 10.0

    /// Plays the scene at `framesPerSecond` and returns what was recorded.
    ///
    /// - Parameters:
    ///   - framesPerSecond: The frame rate, in frames per second.
    ///   - observer: Told around each frame's engine work (the lab times it).
    /// - Throws: ``DemoSceneError`` when the scene does not come to rest within
    ///   ``restAllowance`` seconds after its last touch, or when the window refused something it
    ///   played (a touch in the past, …); a container's or a script's error.
    @MainActor
    public func record(framesPerSecond: Double = 120, observer: (any WindowFrameObserver)? = nil) throws -> RecordedScene {
        try play(framesPerSecond: framesPerSecond, observer: observer, onFrame: nil)
    }

    /// Plays the scene at `framesPerSecond`, handing each frame to `onFrame` as it is recorded
    /// (none is kept), and returns the scene without frames: what a report needs to stream a
    /// long scene in bounded memory.
    ///
    /// - Throws: What ``record(framesPerSecond:observer:)`` throws.
    @MainActor
    public func record(
        framesPerSecond: Double, observer: (any WindowFrameObserver)? = nil, onFrame: @escaping @MainActor (RecordedFrame) -> Void
    ) throws -> RecordedScene {
        try play(framesPerSecond: framesPerSecond, observer: observer, onFrame: onFrame)
    }

    @MainActor
    private func play(
        framesPerSecond: Double, observer: (any WindowFrameObserver)?, onFrame: (@MainActor (RecordedFrame) -> Void)?
    ) throws -> RecordedScene {
        let clock = try ManualClock(frameRate: framesPerSecond)
        let window: Window
        let play: () throws -> Void
        switch content {
        case let .photo(scene, host):
            let demo = PhotoDemo(host: host, clock: clock)
            (window, play) = (demo.window, { try demo.play(scene) })
        case let .builtIn(transition, host):
            let demo = try TransitionDemo(transition: transition, host: host, clock: clock)
            (window, play) = (demo.window, demo.playSwipeBackWithGrab)
        case let .builtInScript(transition, host, script):
            let demo = try TransitionDemo(transition: transition, host: host, clock: clock)
            (window, play) = (demo.window, { try demo.playForward(then: script) })
        case let .photoScript(host, script):
            let demo = PhotoDemo(host: host, clock: clock)
            (window, play) = (demo.window, { try demo.playOpen(then: script) })
        case let .zoom(scene, host):
            let demo = ZoomDemo(host: host, clock: clock)
            (window, play) = (demo.window, { try demo.play(scene) })
        case let .zoomScript(host, script):
            let demo = ZoomDemo(host: host, clock: clock)
            (window, play) = (demo.window, { try demo.playOpen(then: script) })
        case let .live(recording):
            let stage = try DemoStage(recording.demo, host: recording.host, clock: clock)
            (window, play) = (stage.window, { try stage.replay(recording) })
        }
        window.frameObserver = observer
        window.recorder.onFrame = onFrame
        do {
            try play()
        } catch let ClockError.stillRunning(names, _) {
            throw DemoSceneError.didNotComeToRest(running: names)
        }
        guard window.issues.isEmpty else { throw DemoSceneError.refused(window.issues) }
        return RecordedScene(
            identifier: identifier, title: title, summary: summary,
            screenWidth: Double(window.screenSize.width), screenHeight: Double(window.screenSize.height),
            framesPerSecond: framesPerSecond, frames: window.recorder.frames)
    }
}

extension BuiltInTransition {
    /// The name with a capital.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
