import Foundation
@testable import LiveServer
import NIOCore
import NIOEmbedded
import NIOHTTP1
import Synchronization
import Testing

/// `bytes` as a buffer.
private func buffer(_ bytes: some Sequence<UInt8>) -> ByteBuffer { ByteBuffer(bytes: Array(bytes)) }

/// Everything written to `channel` so far, as text (invalid UTF-8 shown as replacement characters).
private func written(_ channel: EmbeddedChannel) throws -> String {
    var text = ""
    while let part = try channel.readOutbound(as: ByteBuffer.self) {
        text += String(decoding: part.readableBytesView, as: UTF8.self)
    }
    return text
}

/// Every byte written to `channel` so far.
private func writtenBytes(_ channel: EmbeddedChannel) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while let part = try channel.readOutbound(as: ByteBuffer.self) { bytes += part.readableBytesView }
    return bytes
}

/// Every byte passed on to the next handler so far.
private func forwarded(_ channel: EmbeddedChannel) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while let part = try channel.readInbound(as: ByteBuffer.self) { bytes += part.readableBytesView }
    return bytes
}

private let address = try! SocketAddress(ipAddress: "127.0.0.1", port: 8123)

@Suite("Live server: every request head is bounded in bytes and time before anything parses it")
struct RequestHeadLimitTests {
    private func connected(_ limits: LiveServerLimits = LiveServerLimits()) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: RequestHeadLimit(limits: limits))
        try channel.connect(to: address).wait()
        return channel
    }

    private func head(length: Int) -> [UInt8] {
        let start = Array("GET / HTTP/1.1\r\nX: ".utf8), end = Array("\r\n\r\n".utf8)
        return start + Array(repeating: UInt8(ascii: "a"), count: length - start.count - end.count) + end
    }

    @Test("a head of exactly the limit passes, in any pieces, and so does the next on the connection")
    func withinLimit() throws {
        let channel = try connected()
        let first = head(length: 8192), second = head(length: 8192)
        // Pieces that split the blank line itself.
        try channel.writeInbound(buffer(first.prefix(8190)))
        try channel.writeInbound(buffer(first.suffix(2) + second.prefix(3)))
        try channel.writeInbound(buffer(second.dropFirst(3)))
        #expect(try forwarded(channel) == first + second)
        #expect(try written(channel).isEmpty && channel.isActive)
    }

    @Test("a byte over the limit: 431 and closed, and none of the head reaches the parser")
    func overLimit() throws {
        for length in [8193, 64 * 1024, 256 * 1024] {
            let channel = try connected()
            let bytes = head(length: length)
            for start in stride(from: 0, to: bytes.count, by: 4096) {
                try channel.writeInbound(buffer(bytes[start..<min(start + 4096, bytes.count)]))
            }
            let reply = try written(channel)
            #expect(reply.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"), "\(length): \(reply.prefix(60))")
            #expect(reply.contains("at most 8192 bytes"))
            let passed = try forwarded(channel)
            #expect(passed.count <= 8192, "\(length): \(passed.count) bytes reached the parser")
            #expect(!channel.isActive, "closed")
        }
        // A request line alone (a long URL) counts the same.
        let channel = try connected()
        try channel.writeInbound(buffer(Array("GET /".utf8) + Array(repeating: UInt8(ascii: "a"), count: 20_000)))
        #expect(try written(channel).hasPrefix("HTTP/1.1 431"))
        #expect(!channel.isActive)
    }

    @Test("a head that trickles in is answered 408 at the deadline; an idle connection is closed; each head restarts the time")
    func deadline() throws {
        let trickled = try connected()
        for byte in "GET / HTTP/1.1\r\nHost: 127".utf8 {
            try trickled.writeInbound(buffer([byte]))
            trickled.embeddedEventLoop.advanceTime(by: .milliseconds(300))
        }
        // 25 bytes, 7.5 s: still open; at 10 s, refused.
        trickled.embeddedEventLoop.advanceTime(by: .milliseconds(2499))
        #expect(trickled.isActive)
        trickled.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(try written(trickled).hasPrefix("HTTP/1.1 408 Request Timeout"))
        #expect(!trickled.isActive)

        let idle = try connected()
        idle.embeddedEventLoop.advanceTime(by: .milliseconds(9999))
        #expect(idle.isActive)
        idle.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(try written(idle).isEmpty, "nothing to answer")
        #expect(!idle.isActive)

        let kept = try connected()
        for _ in 0..<5 {
            kept.embeddedEventLoop.advanceTime(by: .seconds(9))
            try kept.writeInbound(buffer(head(length: 100)))
        }
        #expect(kept.isActive, "a connection that keeps asking stays")
        kept.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(!kept.isActive)
    }
}

@Suite("Live server: what each request gets")
struct PageAnswerTests {
    private let origin = LocalOrigin(port: 8123)

    private func head(_ method: HTTPMethod, _ uri: String, headers: [(String, String)] = [("Host", "127.0.0.1:8123")]) -> HTTPRequestHead {
        HTTPRequestHead(version: .http1_1, method: method, uri: uri, headers: HTTPHeaders(headers))
    }

    @Test("GET / is the page, /sessions the summary; other paths 404; other methods 405 with Allow: GET")
    func answers() {
        #expect(PageRequestHandler.answer(to: head(.GET, "/"), origin: origin).status == .ok)
        #expect(PageRequestHandler.answer(to: head(.GET, "/?from=phone"), origin: origin).status == .ok, "a query is not a path")
        #expect(PageRequestHandler.answer(to: head(.GET, "/sessions"), origin: origin).isSummary)
        #expect(PageRequestHandler.answer(to: head(.GET, "/nope"), origin: origin).status == .notFound)
        for method in [HTTPMethod.HEAD, .OPTIONS, .POST, .PUT, .DELETE, .PATCH, .RAW(value: "BREW")] {
            let answer = PageRequestHandler.answer(to: head(method, "/"), origin: origin)
            #expect(answer.status == .methodNotAllowed && answer.closes, "\(method)")
            #expect(answer.extraHeaders.contains { $0 == ("allow", "GET") }, "\(method)")
        }
    }

    @Test("a foreign Host is refused with 403; /socket without an upgrade is a bad request")
    func refusals() {
        #expect(PageRequestHandler.answer(to: head(.GET, "/", headers: [("Host", "evil.example:8123")]), origin: origin).status == .forbidden)
        #expect(PageRequestHandler.answer(to: head(.GET, "/", headers: []), origin: origin).status == .forbidden)
        let socket = PageRequestHandler.answer(to: head(.GET, "/socket", headers: [("Host", "127.0.0.1:8123"), ("Origin", "http://127.0.0.1:8123")]),
                                               origin: origin)
        #expect(socket.status == .badRequest && String(decoding: socket.body, as: UTF8.self).contains("WebSocket upgrade"))
        #expect(PageRequestHandler.answer(to: head(.GET, "/socket"), origin: origin).status == .forbidden, "no Origin")
    }
}

@MainActor
@Suite("Live server: a connection's whole pipeline")
struct LivePipelineTests {
    private func connection() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try LiveServer.configure(channel, hub: LiveHub(recordURL: nil), origin: LocalOrigin(port: 8123), limits: LiveServerLimits())
        try channel.connect(to: address).wait()
        return channel
    }

    private func send(_ text: String, to channel: EmbeddedChannel) throws {
        try channel.writeInbound(buffer(text.utf8))
    }

    @Test("what isn't HTTP gets 400 and the connection closes")
    func malformed() throws {
        for garbage in ["garbage\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n", "\u{1}\u{2}\u{3}\r\n\r\n"] {
            let channel = try connection()
            try? send(garbage, to: channel)
            let reply = try written(channel)
            #expect(reply.hasPrefix("HTTP/1.1 400 Bad Request"), "\(garbage.debugDescription): \(reply.prefix(40))")
            #expect(!channel.isActive, "\(garbage.debugDescription)")
        }
    }

    @Test("HEAD, OPTIONS and POST get 405 and close; GET / gets the page and keeps the connection")
    func methods() throws {
        for method in ["HEAD", "OPTIONS", "POST"] {
            let channel = try connection()
            try send("\(method) / HTTP/1.1\r\nHost: 127.0.0.1:8123\r\nContent-Length: 0\r\n\r\n", to: channel)
            let reply = try written(channel)
            #expect(reply.hasPrefix("HTTP/1.1 405 Method Not Allowed"), "\(method): \(reply.prefix(40))")
            #expect(reply.lowercased().contains("allow: get"))
            #expect(!channel.isActive)
        }
        let channel = try connection()
        try send("GET / HTTP/1.1\r\nHost: 127.0.0.1:8123\r\n\r\n", to: channel)
        let reply = try written(channel)
        #expect(reply.hasPrefix("HTTP/1.1 200 OK") && reply.contains("<!doctype html>"))
        #expect(channel.isActive)
    }

    @Test("a WebSocket from a foreign page, or with no Origin, is not upgraded: it gets 403 and the reason")
    func foreignSocket() throws {
        for origin in ["Origin: http://evil.example\r\n", ""] {
            let channel = try connection()
            try send("GET /socket HTTP/1.1\r\nHost: 127.0.0.1:8123\r\n\(origin)Upgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", to: channel)
            channel.embeddedEventLoop.run()
            let reply = try written(channel)
            #expect(reply.hasPrefix("HTTP/1.1 403 Forbidden") && reply.contains("a live page must come from this server"),
                    "\(origin): \(reply.prefix(80))")
            #expect(channel.isActive, "answered, not cut off: the connection may ask again")
        }
    }

    @Test("a WebSocket frame longer than the limit is refused by its header: close 1009, its payload never read")
    func hugeFrame() throws {
        let channel = try connection()
        try send("GET /socket HTTP/1.1\r\nHost: 127.0.0.1:8123\r\nOrigin: http://127.0.0.1:8123\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", to: channel)
        channel.embeddedEventLoop.run()
        #expect(try written(channel).hasPrefix("HTTP/1.1 101 Switching Protocols"))
        // A masked text frame announcing 256 MiB, then its first kilobyte.
        let header: [UInt8] = [0x81, 0xFF, 0, 0, 0, 0, 0x10, 0, 0, 0, 1, 2, 3, 4]
        try channel.writeInbound(buffer(header + Array(repeating: 0, count: 1024)))
        let reply = try writtenBytes(channel)
        #expect(reply.starts(with: [0x88, 0x02, 0x03, 0xF1]), "a close frame with 1009: \(reply.prefix(8))")
        #expect(!channel.isActive)
    }
}

@Suite("Live server: connections are counted, and those beyond the limit refused, saying so once")
struct ConnectionGateTests {
    @Test("at the limit, new connections are refused and it is said once; below nine tenths, a new refusal is said again")
    func gate() {
        let lines = LinesSaid()
        let gate = ConnectionGate(limit: 10) { lines.append($0) }
        for _ in 0..<10 { #expect(gate.admit()) }
        for _ in 0..<50 { #expect(!gate.admit()) }
        #expect(lines.all.count == 1 && lines.all[0].contains("10 connections are open"))
        gate.closed()
        #expect(gate.admit(), "a connection that closes makes room")
        #expect(!gate.admit())
        #expect(lines.all.count == 1, "still the same spell of refusing")
        for _ in 0..<2 { gate.closed() }
        #expect(gate.open == 8)
        for _ in 0..<2 { #expect(gate.admit()) }
        #expect(!gate.admit())
        #expect(lines.all.count == 2 && gate.refused == 52)
    }

    @Test("running out of descriptors is said once, other accept errors not at all")
    func descriptors() {
        let lines = LinesSaid()
        let gate = ConnectionGate(limit: 10) { lines.append($0) }
        gate.acceptFailed(IOError(errnoCode: ECONNABORTED, reason: "accept"))
        #expect(lines.all.isEmpty)
        for _ in 0..<5 { gate.acceptFailed(IOError(errnoCode: EMFILE, reason: "accept")) }
        #expect(lines.all.count == 1 && lines.all[0].contains("out of file descriptors"))
    }

    @Test("the limit leaves room for files under the process's descriptor limit")
    func fromDescriptors() {
        let allowed = LiveServerLimits.connectionsAllowedByDescriptors()
        #expect((8...1000).contains(allowed))
    }
}

/// Lines a gate said, from any thread.
private final class LinesSaid: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
