import Demos
import Foundation
import Live

/// Every page connected to the live server, each with a session of its own, on the main actor.
///
/// Each page drives its own demo, so a second tab can't disturb a gesture in the first. A
/// page that goes away has its fingers cancelled; its session then runs on its own clock until
/// it comes to rest, the checker checks it, and the outcome is kept for ``summary()``.
@MainActor
final class LiveHub {
    /// The most pages served at once; more are told so and closed.
    static let maximumPages = 8
    /// How many ended sessions ``summary()`` keeps.
    static let keptEndings = 50

    /// Where recordings are written (on save, on a demo change and when the page goes away),
    /// if a record file was asked for: the first to it, each later demo shown beside it.
    private var files: RecordFiles?
    private var sessions: [Int: LiveSession] = [:]
    /// Where to send each page what it didn't ask for.
    private var sinks: [Int: LivePageSink] = [:]
    private var nextID = 1
    private var endings: [LiveEnding] = []
    /// Each recording written, latest last (the server prints them).
    private(set) var written: [String] = []

    init(recordURL: URL?) {
        files = recordURL.map(RecordFiles.init)
    }

    /// A new page: its identifier and the hello to send it, or why it can't be served. The hub
    /// sends the page what it doesn't ask for through `sink`.
    func connect(sink: LivePageSink? = nil) -> Result<(id: Int, hello: Data), LiveHubRefusal> {
        guard sessions.count < Self.maximumPages else { return .failure(.tooManyPages(Self.maximumPages)) }
        let session: LiveSession
        do {
            session = try LiveSession()
        } catch {
            return .failure(.noSession(error.description))
        }
        let id = nextID
        nextID += 1
        sessions[id] = session
        sinks[id] = sink
        session.onRecording = { [weak self, unowned session] recording in
            self?.write(recording, take: RecordFiles.Take(page: id, scene: session.sceneNumber))
        }
        return .success((id, LiveHello.encoded(page: id, status: session.status)))
    }

    /// A message from page `id`; what to send back, if anything. A save is answered at once;
    /// its replay check plays in turns of ``checkFramesPerTurn`` frames between the pages'
    /// messages and signals, and its verdict is sent to the page when it comes.
    func receive(_ data: Data, from id: Int) -> Data? {
        guard let session = sessions[id] else { return nil }
        let (reply, check) = session.respondDeferringCheck(to: data)
        if let check { play(check, for: id) }
        return reply
    }

    /// The replay checks playing, by page: a later save replaces the page's check, a page that
    /// goes away cancels it.
    private var checks: [Int: Task<Void, Never>] = [:]
    /// The frames a replay check plays at a turn before it lets the pages' messages (and a
    /// signal) in: a few milliseconds of engine work. A check plays at most
    /// ``/Live/LiveReplayRun/maximumFrames`` frames in all.
    static let checkFramesPerTurn = 24

    /// Whether a replay check is playing for page `id`.
    func isChecking(_ id: Int) -> Bool { checks[id] != nil }

    private func play(_ check: LiveReplayRun, for id: Int) {
        checks[id]?.cancel()
        checks[id] = Task { [weak self] in
            while !Task.isCancelled {
                if let verdict = check.advance(frames: Self.checkFramesPerTurn) {
                    self?.sinks[id]?.send(LiveSession.replayMessage(verdict))
                    self?.checks[id] = nil
                    return
                }
                await Task.yield()
            }
        }
    }

    /// Page `id` went away: its fingers are cancelled, its session settles on its own clock and
    /// is checked at rest; its recording is written if asked for.
    func disconnect(_ id: Int) {
        guard let session = sessions.removeValue(forKey: id) else { return }
        sinks[id] = nil
        checks.removeValue(forKey: id)?.cancel()
        let heldFingers = session.window.touchesDown.count
        session.disconnect()
        if !session.delivered.isEmpty || !session.actions.isEmpty {
            write(session.recording, take: RecordFiles.Take(page: id, scene: session.sceneNumber))
        }
        var settled = true
        do {
            try session.window.runUntilIdle(timeout: 10)
        } catch {
            settled = false
        }
        session.checker.checkAtRest()
        let status = session.status
        endings.append(LiveEnding(page: id, fingersCancelled: heldFingers, settled: settled, status: status))
        if endings.count > Self.keptEndings { endings.removeFirst(endings.count - Self.keptEndings) }
    }

    /// Every page that went away and then ended, all that are open, and the server's limits, as JSON.
    func summary() -> Data {
        let open = sessions.keys.sorted().compactMap { id in sessions[id].map { LiveOpenPage(page: id, status: $0.status) } }
        let summary = LiveSummary(open: open, ended: endings, recordings: written)
        return (try? JSONEncoder().encode(summary)) ?? Data("{}".utf8)
    }

    /// Every page's recording, written now (the server is stopping).
    func finishAll() {
        for id in sessions.keys.sorted() {
            if let session = sessions[id], !session.delivered.isEmpty || !session.actions.isEmpty {
                write(session.recording, take: RecordFiles.Take(page: id, scene: session.sceneNumber))
            }
        }
    }

    /// Writes `recording` to its take's file, if a record file was asked for. A file that can't
    /// be written — not a regular file (``RecordFiles/refusal(for:)``), a folder gone or made
    /// read-only — is said on standard error and told to the page, if it is still open.
    private func write(_ recording: LiveRecording, take: RecordFiles.Take) {
        guard let url = files?.url(for: take) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            if let refusal = RecordFiles.refusal(for: url) { throw LiveHubWriteError(reason: refusal) }
            try encoder.encode(recording).write(to: url, options: .atomic)
            if written.last != url.path { written.append(url.path) }
            if written.count > Self.keptEndings { written.removeFirst() }
            FileHandle.standardOutput.write(Data("transition-lab live: wrote \(url.path.debugDescription) (\(recording.demo.rawValue) in a \(recording.host.rawValue) host)\n".utf8))
            sinks[take.page]?.send(LiveHubNotice.encoded(["type": "recorded", "path": url.path, "demo": recording.demo.rawValue,
                                                          "host": recording.host.rawValue]))
        } catch {
            let reason = (error as? LiveHubWriteError)?.reason ?? error.localizedDescription
            FileHandle.standardError.write(Data("transition-lab live: can't write \(url.path.debugDescription): \(reason.debugDescription)\n".utf8))
            sinks[take.page]?.send(LiveHubNotice.encoded(["type": "error", "message": "the recording was not written to \(url.path): \(reason)"]))
        }
    }
}

/// Why a recording was not written.
struct LiveHubWriteError: Error {
    let reason: String
}

/// A message the hub sends a page of its own accord, as JSON.
enum LiveHubNotice {
    static func encoded(_ fields: [String: String]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(fields)) ?? Data()
    }
}

/// Why a page could not be served.
enum LiveHubRefusal: Error, CustomStringConvertible {
    case tooManyPages(Int)
    case noSession(String)

    var description: String {
        switch self {
        case let .tooManyPages(limit): "\(limit) live pages are open already: close one and reload"
        case let .noSession(reason): "no session could be started: \(reason)"
        }
    }
}

/// The first message a page receives: its number, every demo with its hosts, and the status.
struct LiveHello: Encodable {
    struct Demo: Encodable {
        let name: String
        let hosts: [String]
        let summary: String
    }

    let type = "hello"
    let page: Int
    let demos: [Demo]
    let status: LiveStatus

    static func encoded(page: Int, status: LiveStatus) -> Data {
        let demos = DemoTransition.allCases.map { Demo(name: $0.rawValue, hosts: $0.hosts.map(\.rawValue), summary: $0.summary) }
        return (try? JSONEncoder().encode(LiveHello(page: page, demos: demos, status: status))) ?? Data()
    }
}

/// How a page's session ended.
struct LiveEnding: Encodable {
    let page: Int
    /// Fingers down when the page went away (cancelled).
    let fingersCancelled: Int
    /// Whether it came to rest within 10 s of engine time.
    let settled: Bool
    let status: LiveStatus
}

struct LiveOpenPage: Encodable {
    let page: Int
    let status: LiveStatus
}

struct LiveSummary: Encodable {
    let open: [LiveOpenPage]
    let ended: [LiveEnding]
    let recordings: [String]
}
