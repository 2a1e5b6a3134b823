import ArgumentParser
import Demos
import Foundation
import Gestures
import GestureScripts
import Report

/// `transition-lab run TRANSITION`: one transition in a host, forward, then a gesture script.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Record one transition in a host, driven by a gesture script, and write its report.",
        discussion: """
        A built-in transition goes forward (push, present or the next tab), then the script plays \
        (by default a swipe back, then a grab while it settles). The photo transition opens the \
        first photo, then the script plays in the viewer (by default pinch, rotate and flick). The \
        zoom transition opens the third card, then the script plays in its story (by default a drag \
        down). `transition-lab list` names the transitions and the example scripts. A script whose \
        gestures change nothing in the host (no transition starts, nothing on screen moves) still \
        writes its report, with a warning on standard error. A script (`-` reads \
        it from standard input) plays for at most \(Int(RunCommand.maximumScriptSeconds)) s, its \
        startTime (a delay, 0 or more) included, must end with every finger lifted, and the scene \
        must come to rest within \(Int(DemoScene.restAllowance)) s after its last touch.
        """
    )

    @Argument(help: "The transition: \(DemoTransition.names). A live recording names its own, so it may be left out.")
    var transition: String?

    @Option(help: "The host: \(RunCommand.hostsHelp).")
    var host: String?

    @Option(help: "A gesture script or a live recording: a JSON file, or the name of an example script.")
    var script: String?

    @OptionGroup var options: ReportOptions

    /// The hosts of each transition, for `--help`: "navigation, modal or tabbar (photo and
    /// zoom: modal or navigation)", the first of each list being its default.
    static var hostsHelp: String {
        var groups: [(hosts: [DemoHost], transitions: [DemoTransition])] = []
        for transition in DemoTransition.allCases {
            if let index = groups.firstIndex(where: { $0.hosts == transition.hosts }) {
                groups[index].transitions.append(transition)
            } else {
                groups.append((transition.hosts, [transition]))
            }
        }
        func either(_ words: [String]) -> String {
            words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
        }
        func both(_ words: [String]) -> String {
            words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
        }
        guard let common = groups.first else { return "" }
        let others = groups.dropFirst().map { "\(both($0.transitions.map(\.rawValue))): \(either($0.hosts.map(\.rawValue)))" }
        return either(common.hosts.map(\.rawValue)) + (others.isEmpty ? "" : " (" + others.joined(separator: "; ") + ")")
    }

    /// The longest a script may play, its start delay included, in seconds.
    static let maximumScriptSeconds = 60.0
    /// The longest a live recording may play, in seconds (the live page's check applies it too).
    static let maximumLiveSeconds = LiveRecording.maximumDuration

    func validate() throws {
        _ = try resolved()
    }

    /// Refuses a script the scene can't play to rest: one that starts in the past, plays too
    /// long, or leaves fingers down.
    static func check(_ script: GestureScript, named name: String) throws {
        let extent = try script.extent()
        guard script.startTime >= 0 else {
            throw ValidationError("\(name): startTime is a delay and must be 0 or more (touches can't be played in the past), "
                + "got \(NumberText.text(script.startTime))")
        }
        let playing = script.startTime + extent.duration
        guard playing <= maximumScriptSeconds else {
            throw ValidationError("\(name): the script plays for \(Number.fixed(playing, digits: 3)) s (startTime included); "
                + "at most \(Int(maximumScriptSeconds)) s: shorten its steps or its startTime")
        }
        try checkLifted(extent, named: name)
    }

    /// Refuses a live recording that starts in the past, plays too long or leaves fingers down:
    /// ``/Demos/LiveRecording/checkPlayable()``, the rule the live page's replay check applies.
    static func check(_ recording: LiveRecording, named name: String) throws {
        do {
            try recording.checkPlayable()
        } catch {
            throw ValidationError("\(name): \(error)")
        }
    }

    private static func checkLifted(_ extent: GestureScript.Extent, named name: String) throws {
        guard extent.fingersDownAtEnd == 0 else {
            let fingers = extent.fingersDownAtEnd == 1 ? "1 finger" : "\(extent.fingersDownAtEnd) fingers"
            throw ValidationError("\(name): the script ends with \(fingers) down, so the scene could never come to rest; "
                + "end it with a lift or a cancel step (or lift: true on its last step)")
        }
    }

    /// What the command plays: the transition and host asked for (or the recording's), and
    /// the script or live recording, if any.
    func resolved() throws -> (transition: DemoTransition, host: DemoHost, input: ExampleScript.Input?) {
        let input = try script.map(ExampleScript.load)
        if case let .live(recording)? = input, let script {
            try Self.check(recording, named: Printable.escaped(script))
            if let transition, transition != recording.demo.rawValue {
                throw ValidationError("the live recording \(Printable.escaped(script)) is of \(recording.demo.rawValue), "
                    + "not '\(Printable.escaped(transition))': leave the transition out")
            }
            if let host, host != recording.host.rawValue {
                throw ValidationError("the live recording \(Printable.escaped(script)) is in a \(recording.host.rawValue) host, "
                    + "not '\(Printable.escaped(host))': leave --host out")
            }
            return (recording.demo, recording.host, input)
        }
        if case let .script(loaded)? = input, let script { try Self.check(loaded, named: script) }
        guard let transition else {
            throw ValidationError("name a transition (\(DemoTransition.names)), or give a live recording with --script")
        }
        guard let known = DemoTransition(rawValue: transition) else {
            let closest = Suggestion.closest(to: transition, in: DemoTransition.allCases.map(\.rawValue))
            throw ValidationError("unknown transition '\(transition)'" + (closest.map { " (did you mean '\($0)'?)" } ?? "")
                + "; known transitions: \(DemoTransition.names)")
        }
        guard let host else { return (known, known.hosts[0], input) }
        guard let chosen = DemoHost(rawValue: host), known.hosts.contains(chosen) else {
            let hosts = known.hosts.map(\.rawValue)
            let closest = DemoHost(rawValue: host) == nil ? Suggestion.closest(to: host, in: hosts) : nil
            throw ValidationError("--host '\(host)' is not a host for \(known.rawValue)" + (closest.map { " (did you mean '\($0)'?)" } ?? "")
                + "; use one of: \(hosts.joined(separator: ", "))")
        }
        return (known, chosen, input)
    }

    /// The scene to record.
    func scene() throws -> DemoScene {
        let (transition, host, input) = try resolved()
        let identifier = "\(transition.rawValue)-\(host.rawValue)"
        let scriptName = script.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        let loaded: GestureScript?
        switch input {
        case let .live(recording)?:
            return DemoScene(
                identifier: "live-" + identifier, title: "Live: \(transition.rawValue) in a \(host.rawValue) host"
                    + (scriptName.map { ": \($0)" } ?? ""),
                summary: transition.summary + "; a live session replayed", content: .live(recording))
        case let .script(script)?: loaded = script
        case nil: loaded = nil
        }
        if transition == .photo {
            let photoHost: PhotoDemo.Host = host == .navigation ? .navigation : .modal
            return DemoScene(
                identifier: identifier, title: "Photo in a \(host.rawValue) host" + (scriptName.map { ": \($0)" } ?? ""),
                summary: transition.summary,
                content: loaded.map { .photoScript(photoHost, script: $0) } ?? .photo(.pinchRotateFlick, host: photoHost))
        }
        if transition == .zoom {
            let zoomHost: ZoomDemo.Host = host == .navigation ? .push : .modal
            return DemoScene(
                identifier: identifier, title: "Zoom in a \(host.rawValue) host" + (scriptName.map { ": \($0)" } ?? ""),
                summary: transition.summary,
                content: loaded.map { .zoomScript(zoomHost, script: $0) } ?? .zoom(.dismissByDrag, host: zoomHost))
        }
        guard let builtIn = BuiltInTransition(rawValue: transition.rawValue) else {
            throw ValidationError("unknown transition '\(transition.rawValue)'")
        }
        return DemoScene(
            identifier: identifier,
            title: "\(builtIn.title) in a \(host.rawValue) host" + (scriptName.map { ": \($0)" } ?? ": swipe back, grab"),
            summary: builtIn.summary,
            content: loaded.map { .builtInScript(builtIn, host: host, script: $0) } ?? .builtIn(builtIn, host: host))
    }

    func run() throws {
        let (text, warning) = try MainActor.assumeIsolated { try outcome(progress: ProgressBar()) }
        print(text)
        if let warning {
            FileHandle.standardError.write(Data("transition-lab: warning: \(warning)\n".utf8))
        }
    }

    /// Records the scene and writes the report; returns what to print.
    @MainActor
    func report(progress: ProgressBar? = nil) throws -> String {
        try outcome(progress: progress).text
    }

    /// Records the scene and writes the report; returns what to print, and the warning to give
    /// when the script's gestures found nothing to act on (``ScriptEffect``): the report is
    /// written all the same, and the command succeeds.
    @MainActor
    func outcome(progress: ProgressBar? = nil) throws -> (text: String, warning: String?) {
        let (transition, host, input) = try resolved()
        let recorded = try LabReport(scenes: [scene()], framesPerSecond: options.fps, folder: options.folder,
                                     title: "transition-lab run \(transition.rawValue)", progress: progress).record()
        guard case .script? = input, let script, recorded.effects.allSatisfy(\.foundNothing) else {
            return (recorded.text, nil)
        }
        return (recorded.text, Self.warning(script: script, transition: transition, host: host))
    }

    /// The warning for the script `reference` whose gestures changed nothing when played on
    /// `transition` in `host`: on one line, saying what happened, and, for an example, what it is
    /// written for.
    static func warning(script reference: String, transition: DemoTransition, host: DemoHost) -> String {
        let name = reference == "-" ? "the script from standard input" : "the script \(Printable.quoted(reference))"
        var text = "\(name) found nothing to act on: played on \(transition.rawValue) in a \(host.rawValue) host, "
            + "its gestures started no transition and moved nothing on screen"
        if let writtenFor = ExampleScript.writtenFor(reference) {
            text += " (\(reference) is written for \(writtenFor); see transition-lab list)"
        }
        return text
    }
}
