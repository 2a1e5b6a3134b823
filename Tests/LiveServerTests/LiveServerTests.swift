import Demos
import Foundation
@testable import LiveServer
import NIOCore
import NIOWebSocket
import Synchronization
import Testing

@Suite("Live server: who may connect, and how much they may send")
struct LiveServerTests {
    @Test("only this server's own host names, with its port, are allowed; a WebSocket needs its own page's Origin")
    func localOrigin() {
        let origin = LocalOrigin(port: 8123)
        for host in ["127.0.0.1:8123", "localhost:8123", "LOCALHOST:8123", "[::1]:8123"] {
            #expect(origin.allows(host: host), "\(host)")
            #expect(origin.allows(origin: "http://\(host)"), "\(host)")
        }
        for host in ["127.0.0.1:8124", "127.0.0.1", "evil.example:8123", "localhost.evil.example:8123", "", "127.0.0.1:8123.evil"] {
            #expect(!origin.allows(host: host), "\(host)")
        }
        #expect(!origin.allows(host: nil))
        #expect(!origin.allows(origin: nil), "a WebSocket with no Origin")
        #expect(!origin.allows(origin: "https://127.0.0.1:8123"), "not the page the server served")
        #expect(!origin.allows(origin: "null"))
        #expect(origin.refusal(host: "127.0.0.1:8123", origin: nil, isWebSocket: false) == nil, "the page needs no Origin")
        #expect(origin.refusal(host: "127.0.0.1:8123", origin: nil, isWebSocket: true)?.contains("must come from this server") == true)
        #expect(origin.refusal(host: "evil.example", origin: "http://127.0.0.1:8123", isWebSocket: true)?.contains("answers only") == true)
    }

    @Test("the budget lets a burst through, then the steady rate, and warns once a second")
    func budget() {
        var budget = MessageBudget(rate: 1000, burst: 500)
        var admitted = 0
        for _ in 0..<2000 where budget.admit(at: 0) { admitted += 1 }
        #expect(admitted == 500)
        #expect(budget.warning(at: 0) == 1500)
        #expect(budget.warning(at: 0.5) == nil, "told at most once a second")
        admitted = 0
        for _ in 0..<2000 where budget.admit(at: 0.1) { admitted += 1 }
        #expect(admitted == 100, "a tenth of a second refills 100")
        #expect(budget.warning(at: 0.9) == nil)
        #expect(budget.warning(at: 1.0) == 1900 + 1500 - 1500, "the count since the last warning")
        // A person's page: 250 messages a second for ten seconds, all read.
        var steady = MessageBudget()
        var refused = 0
        for index in 0..<2500 where !steady.admit(at: Double(index) / 250) { refused += 1 }
        #expect(refused == 0)
    }

    private func text(_ string: String, fin: Bool = true, continuation: Bool = false) -> WebSocketFrame {
        frame(continuation ? .continuation : .text, Array(string.utf8), fin: fin)
    }

    /// A frame as a browser sends it: masked.
    private func frame(_ opcode: WebSocketOpcode, _ bytes: [UInt8], fin: Bool = true) -> WebSocketFrame {
        let key: WebSocketMaskingKey = [7, 1, 200, 33]
        var data = ByteBuffer(bytes: bytes)
        data.webSocketMask(key)
        return WebSocketFrame(fin: fin, opcode: opcode, maskKey: key, data: data)
    }

    private func replyText(_ outcome: MessageReader.Outcome) -> String? {
        guard case let .reply(data) = outcome else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    @Test("the reader joins a message's parts, answers pings, and refuses binary and over-long messages without reading them")
    func reader() {
        var reader = MessageReader()
        #expect(reader.take(text(#"{"type": "forward"}"#), at: 0) == .message(Data(#"{"type": "forward"}"#.utf8)))
        #expect(reader.take(text(#"{"type": "#, fin: false), at: 0) == .nothing)
        #expect(reader.take(text(#""back"}"#, continuation: true), at: 0) == .message(Data(#"{"type": "back"}"#.utf8)))
        #expect(reader.take(frame(.ping, [1, 2]), at: 0) == .pong(Data([1, 2])), "unmasked")
        #expect(replyText(reader.take(frame(.binary, [0]), at: 0))?.contains("binary messages are not read") == true)
        let half = String(repeating: "x", count: 10_000)
        #expect(reader.take(text(half, fin: false), at: 0) == .nothing)
        #expect(replyText(reader.take(text(half, fin: false, continuation: true), at: 0))?.contains("longer than 16384") == true)
        #expect(reader.take(text(half, continuation: true), at: 0) == .nothing, "the rest of the long message is skipped")
        #expect(reader.take(text(#"{"type": "save"}"#), at: 0) == .message(Data(#"{"type": "save"}"#.utf8)), "the next message reads")
        #expect(reader.take(text("{\"type\": \"back\"}", continuation: true), at: 0) == .nothing, "a stray continuation is ignored")
        #expect(reader.take(frame(.connectionClose, []), at: 0) == .closed)
    }

    @Test("a flood is cut to the budget, with one error")
    func flood() {
        var reader = MessageReader()
        var read = 0, errors = 0
        for _ in 0..<5000 {
            switch reader.take(text(#"{"type": "back"}"#), at: 0) {
            case .message: read += 1
            case .reply: errors += 1
            default: break
            }
        }
        #expect(read == 500 && errors == 1)
    }
}

@Suite("Live server: record files")
struct RecordFilesTests {
    @Test("the first take is the file named; later ones are numbered beside it; a take keeps its file")
    func numbering() {
        var files = RecordFiles(URL(fileURLWithPath: "/tmp/rec/session.json"))
        let first = RecordFiles.Take(page: 1, scene: 1)
        #expect(files.url(for: first).path == "/tmp/rec/session.json")
        #expect(files.url(for: RecordFiles.Take(page: 1, scene: 2)).path == "/tmp/rec/session-2.json")
        #expect(files.url(for: RecordFiles.Take(page: 2, scene: 1)).path == "/tmp/rec/session-3.json")
        #expect(files.url(for: first).path == "/tmp/rec/session.json", "saved again, the first take overwrites its own file")
        var bare = RecordFiles(URL(fileURLWithPath: "/tmp/take"))
        _ = bare.url(for: first)
        #expect(bare.url(for: RecordFiles.Take(page: 1, scene: 2)).path == "/tmp/take-2")
    }

    @Test("beyond the most files, every later take goes to the last one")
    func bounded() {
        var files = RecordFiles(URL(fileURLWithPath: "/tmp/s.json"))
        for scene in 1...RecordFiles.maximumFiles { _ = files.url(for: RecordFiles.Take(page: 1, scene: scene)) }
        let later = files.url(for: RecordFiles.Take(page: 1, scene: RecordFiles.maximumFiles + 5))
        #expect(later.path == "/tmp/s-\(RecordFiles.maximumFiles).json")
    }
}

@MainActor
@Suite("Live server: the hub of pages")
struct LiveHubTests {
    private func send(_ hub: LiveHub, _ json: String, from page: Int) -> [String: Any]? {
        guard let reply = hub.receive(Data(json.utf8), from: page) else { return nil }
        return (try? JSONSerialization.jsonObject(with: reply)) as? [String: Any]
    }

    private func connect(_ hub: LiveHub) throws -> Int {
        guard case let .success((page, hello)) = hub.connect() else {
            Issue.record("refused")
            throw CancellationError()
        }
        let json = try #require(try JSONSerialization.jsonObject(with: hello) as? [String: Any])
        #expect(json["type"] as? String == "hello" && json["page"] as? Int == page)
        let names = (json["demos"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["dissolve", "move", "push", "reveal", "photo", "zoom"], "every demo is listed")
        return page
    }

    /// A new page, switched to the push demo in a navigation host.
    private func connectOnPush(_ hub: LiveHub) throws -> Int {
        let page = try connect(hub)
        #expect(send(hub, #"{"type": "show", "demo": "push", "host": "navigation"}"#, from: page) == nil)
        return page
    }

    @Test("a page opens on the photo grid in a modal host, with Open (Forward) enabled and Close (Back) not")
    func opensOnThePhotoGrid() throws {
        let hub = LiveHub(recordURL: nil)
        guard case let .success((page, hello)) = hub.connect() else {
            Issue.record("refused")
            return
        }
        let status = try #require((try JSONSerialization.jsonObject(with: hello) as? [String: Any])?["status"] as? [String: Any])
        #expect(status["demo"] as? String == "photo" && status["host"] as? String == "modal")
        #expect(status["canForward"] as? Bool == true && status["canBack"] as? Bool == false)
        #expect(send(hub, #"{"type": "forward"}"#, from: page) == nil, "Forward opens a photo")
        let opening = try #require((send(hub, #"{"type": "frame", "time": 1}"#, from: page)?["status"]) as? [String: Any])
        #expect(opening["canForward"] as? Bool == false && opening["canBack"] as? Bool == false, "neither while the photo flies")
        for index in 1...120 { _ = send(hub, #"{"type": "frame", "time": \#(1 + Double(index) / 60)}"#, from: page) }
        let open = try #require((send(hub, #"{"type": "frame", "time": 3.5}"#, from: page)?["status"]) as? [String: Any])
        #expect(open["screens"] as? [String] == ["Photos", "Viewer"])
        #expect(open["canForward"] as? Bool == false && open["canBack"] as? Bool == true, "Close, once the photo is open")
    }

    @Test("each page has a session of its own; a malformed message gets an error and changes nothing")
    func pagesApart() throws {
        let hub = LiveHub(recordURL: nil)
        let first = try connectOnPush(hub)
        let second = try connectOnPush(hub)
        #expect(first != second)
        _ = send(hub, #"{"type": "frame", "time": 1}"#, from: first)
        #expect(send(hub, #"{"type": "forward"}"#, from: first) == nil)
        for index in 1...60 { _ = send(hub, #"{"type": "frame", "time": \#(1 + Double(index) / 60)}"#, from: first) }
        let error = try #require(send(hub, #"{"type": "forward", "x": 1}"#, from: second))
        #expect(error["type"] as? String == "error" && (error["message"] as? String)?.contains("x is not a key") == true)
        let firstFrame = try #require(send(hub, #"{"type": "frame", "time": 3}"#, from: first))
        let secondFrame = try #require(send(hub, #"{"type": "frame", "time": 3}"#, from: second))
        #expect((firstFrame["status"] as? [String: Any])?["screens"] as? [String] == ["Home", "Screen 2"])
        #expect((secondFrame["status"] as? [String: Any])?["screens"] as? [String] == ["Home"], "the other page is untouched")
        #expect((firstFrame["svg"] as? String)?.hasPrefix("<svg") == true, "drawn by the report's renderer")
    }

    @Test("a page that goes away mid-swipe: its finger is cancelled, its session settles cleanly and is summarised")
    func disconnectMidGesture() throws {
        let hub = LiveHub(recordURL: nil)
        let page = try connectOnPush(hub)
        _ = send(hub, #"{"type": "frame", "time": 1}"#, from: page)
        _ = send(hub, #"{"type": "forward"}"#, from: page)
        for index in 1...60 { _ = send(hub, #"{"type": "frame", "time": \#(1 + Double(index) / 60)}"#, from: page) }
        _ = send(hub, #"{"type": "touches", "time": 2.1, "touches": [{"id": 1, "x": 4, "y": 420, "phase": "began"}]}"#, from: page)
        for step in 1...10 {
            let time = 2.1 + Double(step) / 60
            _ = send(hub, #"{"type": "touches", "time": \#(time), "touches": [{"id": 1, "x": \#(4 + step * 12), "y": 420, "phase": "moved"}]}"#,
                     from: page)
            _ = send(hub, #"{"type": "frame", "time": \#(time)}"#, from: page)
        }
        hub.disconnect(page)
        let summary = try #require(try JSONSerialization.jsonObject(with: hub.summary()) as? [String: Any])
        #expect((summary["open"] as? [Any])?.isEmpty == true)
        let ended = try #require((summary["ended"] as? [[String: Any]])?.first)
        #expect(ended["fingersCancelled"] as? Int == 1 && ended["settled"] as? Bool == true)
        let status = try #require(ended["status"] as? [String: Any])
        #expect(status["violations"] as? [String] == [])
        #expect(status["transitions"] as? [String] == ["navigation push from Home to Screen 2: completed",
                                                       "navigation pop from Screen 2 to Home: cancelled"])
        #expect(hub.receive(Data(#"{"type": "back"}"#.utf8), from: page) == nil, "a page gone is not served")
    }

    @Test("a recording that can't be written is told to the page: a FIFO put at the path, the folder removed; a written one too")
    func recordFailures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-hub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.json")
        let hub = LiveHub(recordURL: path)
        let told = Told()
        guard case let .success((page, _)) = hub.connect(sink: LivePageSink { told.append($0) }) else {
            Issue.record("refused")
            return
        }
        _ = send(hub, #"{"type": "frame", "time": 1}"#, from: page)
        _ = send(hub, #"{"type": "forward"}"#, from: page)
        _ = send(hub, #"{"type": "save"}"#, from: page)
        #expect(told.messages.last?["type"] == "recorded" && told.messages.last?["path"] == path.path)
        #expect(told.messages.last?["demo"] == "photo" && told.messages.last?["host"] == "modal", "what was written, for the page to say")

        try FileManager.default.removeItem(at: path)
        #expect(mkfifo(path.path, 0o600) == 0)
        _ = send(hub, #"{"type": "save"}"#, from: page)
        #expect(told.messages.last?["type"] == "error")
        #expect(told.messages.last?["message"]?.contains("is a FIFO: recordings are written only to regular files") == true,
                "\(told.messages)")
        var status = stat()
        #expect(lstat(path.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is left as it was")

        try FileManager.default.removeItem(at: folder)
        _ = send(hub, #"{"type": "save"}"#, from: page)
        #expect(told.messages.count == 3 && told.messages.last?["type"] == "error")
        #expect(told.messages.last?["message"]?.hasPrefix("the recording was not written to \(path.path)") == true)
    }

    @Test("a save is answered at once; its replay check plays in turns between other messages, and its verdict follows")
    func checkInTurns() async throws {
        let hub = LiveHub(recordURL: nil)
        let told = Told()
        guard case let .success((page, _)) = hub.connect(sink: LivePageSink { told.append($0) }),
              case let .success((other, _)) = hub.connect()
        else {
            Issue.record("refused")
            return
        }
        // Four seconds of a swipe back held short of its end, moving, then lifted, and Forward.
        _ = send(hub, #"{"type": "frame", "time": 1}"#, from: page)
        _ = send(hub, #"{"type": "forward"}"#, from: page)
        for index in 1...60 { _ = send(hub, #"{"type": "frame", "time": \#(1 + Double(index) / 60)}"#, from: page) }
        _ = send(hub, #"{"type": "touches", "time": 2.01, "touches": [{"id": 1, "x": 4, "y": 420, "phase": "began"}]}"#, from: page)
        for step in 1...240 {
            let time = 2.01 + Double(step) / 60
            let x = 40 + 30 * sin(Double(step) / 20)
            _ = send(hub, #"{"type": "touches", "time": \#(time), "touches": [{"id": 1, "x": \#(x), "y": 420, "phase": "moved"}]}"#, from: page)
            _ = send(hub, #"{"type": "frame", "time": \#(time)}"#, from: page)
        }
        _ = send(hub, #"{"type": "touches", "time": 6.1, "touches": [{"id": 1, "x": 40, "y": 420, "phase": "ended"}]}"#, from: page)
        for index in 1...120 { _ = send(hub, #"{"type": "frame", "time": \#(6.1 + Double(index) / 60)}"#, from: page) }

        let saved = try #require(send(hub, #"{"type": "save"}"#, from: page))
        #expect(saved["type"] as? String == "saved" && saved["recording"] != nil)
        #expect(saved["replay"] == nil, "no verdict yet: nothing was played before the answer")
        #expect(hub.isChecking(page) && told.messages.isEmpty)
        var turns = 0
        while hub.isChecking(page), turns < 100_000 {
            // The other page is served between turns.
            #expect(send(hub, #"{"type": "frame", "time": \#(1 + Double(turns) / 120)}"#, from: other)?["type"] as? String == "frame")
            await Task.yield()
            turns += 1
        }
        // Some 5 s of motion (the idle start trimmed to 1 s) at 120 Hz, 24 frames a turn.
        #expect(turns > 10, "played in turns: \(turns)")
        let verdict = try #require(told.messages.last)
        #expect(verdict["type"] == "replay", "\(verdict)")
        #expect(verdict["replaysExactly"] == "true", "\(verdict)")
    }

    @Test("no more than the most pages at once")
    func tooManyPages() throws {
        let hub = LiveHub(recordURL: nil)
        for _ in 0..<LiveHub.maximumPages { _ = try connect(hub) }
        guard case let .failure(refusal) = hub.connect() else {
            Issue.record("served one page too many")
            return
        }
        #expect(refusal.description.contains("\(LiveHub.maximumPages) live pages are open already"))
    }

    @Test("with --record, each demo shown is written to its own file, and a page going away writes its take")
    func records() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-hub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let hub = LiveHub(recordURL: folder.appendingPathComponent("session.json"))
        let page = try connectOnPush(hub)
        _ = send(hub, #"{"type": "frame", "time": 1}"#, from: page)
        _ = send(hub, #"{"type": "forward"}"#, from: page)
        let saved = try #require(send(hub, #"{"type": "save"}"#, from: page))
        #expect(saved["type"] as? String == "saved" && saved["recording"] != nil)
        _ = send(hub, #"{"type": "show", "demo": "photo"}"#, from: page)
        _ = send(hub, #"{"type": "frame", "time": 2}"#, from: page)
        _ = send(hub, #"{"type": "forward"}"#, from: page)
        hub.disconnect(page)
        let first = try LiveRecording.decode(from: Data(contentsOf: folder.appendingPathComponent("session.json")))
        let second = try LiveRecording.decode(from: Data(contentsOf: folder.appendingPathComponent("session-2.json")))
        #expect(first.demo == .push && first.actions.map(\.kind) == [.forward])
        #expect(second.demo == .photo && second.actions.map(\.kind) == [.forward])
    }
}

@Suite("Live server: listening")
struct LiveServerListeningTests {
    @Test("a port in use is refused at once, saying so; the first server keeps it")
    func portInUse() async throws {
        let first = try await MainActor.run { try LiveServer() }
        let port = try await first.start()
        #expect(port != 0)
        let second = try await MainActor.run { try LiveServer(port: port) }
        do {
            _ = try await second.start()
            Issue.record("a second server listened on \(port)")
        } catch let error as LiveServerError {
            #expect(error.description.contains("127.0.0.1:\(port)") && error.description.contains("in use"), "\(error)")
        }
        await first.stop()
    }
}

/// What the hub sent a page of its own accord, decoded.
private final class Told: Sendable {
    private let received = Mutex<[[String: String]]>([])

    /// The message's string fields; for a replay verdict, its type and whether it replays exactly.
    func append(_ data: Data) {
        var fields: [String: String] = [:]
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            for (key, value) in object {
                if let text = value as? String { fields[key] = text }
            }
            if let replay = object["replay"] as? [String: Any], let differences = replay["differences"] as? [String] {
                fields["replaysExactly"] = differences.isEmpty ? "true" : "false: \(differences)"
            }
        } else {
            fields["undecodable"] = String(decoding: data, as: UTF8.self)
        }
        received.withLock { $0.append(fields) }
    }

    var messages: [[String: String]] { received.withLock { $0 } }
}
