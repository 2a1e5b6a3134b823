import FlyingFox
import FlyingSocks
import Foundation
@testable import LiveServer
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

    private func text(_ string: String, fin: Bool = true, continuation: Bool = false) -> WSFrame {
        WSFrame(fin: fin, opcode: continuation ? .continuation : .text, mask: nil, payload: Data(string.utf8))
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
        let ping = WSFrame(fin: true, opcode: .ping, mask: nil, payload: Data([1, 2]))
        #expect(reader.take(ping, at: 0) == .control(WSFrame(fin: true, opcode: .pong, mask: nil, payload: Data([1, 2]))))
        #expect(replyText(reader.take(WSFrame(fin: true, opcode: .binary, mask: nil, payload: Data([0])), at: 0))?
            .contains("binary messages are not read") == true)
        let half = String(repeating: "x", count: 10_000)
        #expect(reader.take(text(half, fin: false), at: 0) == .nothing)
        #expect(replyText(reader.take(text(half, fin: false, continuation: true), at: 0))?.contains("longer than 16384") == true)
        #expect(reader.take(text(half, continuation: true), at: 0) == .nothing, "the rest of the long message is skipped")
        #expect(reader.take(text(#"{"type": "save"}"#), at: 0) == .message(Data(#"{"type": "save"}"#.utf8)), "the next message reads")
        #expect(reader.take(text("{\"type\": \"back\"}", continuation: true), at: 0) == .nothing, "a stray continuation is ignored")
        #expect(reader.take(WSFrame(fin: true, opcode: .close, mask: nil, payload: Data()), at: 0) == .closed)
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

    @Test("the socket pool turns Nagle's algorithm off on the sockets it is handed")
    func noDelay() throws {
        let socket = try Socket(domain: AF_INET, type: .stream)
        defer { try? socket.close() }
        #expect(!NoDelaySocketPool.isNoDelay(socket), "off by default: the pool's work is needed")
        NoDelaySocketPool.setNoDelay(on: socket)
        #expect(NoDelaySocketPool.isNoDelay(socket))
    }
}
