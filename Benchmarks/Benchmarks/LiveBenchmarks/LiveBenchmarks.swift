import Benchmark
import BenchmarkRun
import Dispatch
import Foundation
import Live

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live host, measured: a page's input → next frame round trip on loopback, through the real
/// server (SwiftNIO, a WebSocket, the hub on the main actor), and the server's own cost per frame.
let benchmarks: @Sendable () -> Void = {
    // One sample is one round trip: a touch message and a frame request sent, the frame read
    // back. The percentiles are the round trip's. Round trips start a display frame apart
    // (120 Hz), as a page sends them — the pause before each is not measured — so the server's
    // message budget (1,000 a second) is never reached, and no round trip waits for another.
    Benchmark("Live round trip: touch + frame request → frame, loopback WebSocket",
              configuration: BenchmarkRun.configuration(.init(metrics: [.wallClock], warmupIterations: 120, maxDuration: .seconds(20), maxIterations: 2000)),
              closure: { benchmark in
                  guard let client = LiveClientHolder.shared.client else { fatalError("no client") }
                  await client.waitForNextDisplayFrame()
                  benchmark.startMeasurement()
                  await client.roundTrip()
                  benchmark.stopMeasurement()
              },
              setup: { try await LiveClientHolder.shared.start() },
              teardown: { LiveClientHolder.shared.stop() })

    // The engine side of a frame, without the network: read a touch message, deliver it, step the
    // engine to the page's next frame, and write the frame with its status as JSON.
    Benchmark("Live server cost per frame: touch message in, frame JSON out (push, finger held)",
              configuration: BenchmarkRun.configuration(.init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo))) { benchmark async in
        let count = benchmark.scaledIterations.count
        let session = await MainActor.run { heldSession() }
        let messages = (0..<count).map { frameMessages(index: $0) }
        benchmark.startMeasurement()
        await MainActor.run {
            for (touch, frame) in messages {
                blackHole(session.respond(to: touch))
                blackHole(session.respond(to: frame))
            }
        }
        benchmark.stopMeasurement()
        blackHole(session)
    }
}

/// The page times of the benchmark's frames: 120 Hz from 1 s.
func pageTime(_ index: Int) -> Double { 1 + Double(index + 60) / 120 }

/// A finger moving back and forth at x 40…160 (a swipe back held short of its end) and the
/// frame request after it, as the page sends them.
func frameMessages(index: Int) -> (Data, Data) {
    let time = pageTime(index)
    let x = 100 + 60 * sin(Double(index) / 30)
    let touch = #"{"type":"touches","time":\#(time - 0.002),"touches":[{"id":1,"x":\#(x),"y":420,"phase":"moved"}]}"#
    return (Data(touch.utf8), Data(#"{"type":"frame","time":\#(time)}"#.utf8))
}

/// A push demo pushed, with a finger down on the left edge holding a swipe back.
@MainActor
private func heldSession() -> LiveSession {
    guard let session = try? LiveSession(demo: .push, host: .navigation) else { fatalError("no session") }
    _ = session.frame(at: 0)
    _ = session.receive(.forward)
    for index in 0..<60 { _ = session.frame(at: Double(index + 1) / 60) }
    _ = session.respond(to: Data(#"{"type":"touches","time":1.0,"touches":[{"id":1,"x":4,"y":420,"phase":"began"}]}"#.utf8))
    return session
}

/// The server (a `LiveBenchmarkServer` process, built beside this executable) and the
/// connected client, made once for the round-trip benchmark.
final class LiveClientHolder: @unchecked Sendable {
    static let shared = LiveClientHolder()
    private(set) var client: WebSocketClient?
    private var server: Process?

    func start() async throws {
        // The harness starts this executable by name alone; the path comes from the system.
        guard let here = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else {
            throw ClientError("can't tell where this executable is")
        }
        let executable = here.appendingPathComponent("LiveBenchmarkServer")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ClientError("\(executable.path) is missing: build it with `swift build -c release` in Benchmarks")
        }
        let process = Process()
        process.executableURL = executable
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        server = process
        let line = try await readLine(from: output.fileHandleForReading)
        guard let port = UInt16(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw ClientError("the server printed no port: \(line)")
        }
        let client = try WebSocketClient(port: port)
        try await client.open()
        self.client = client
    }

    func stop() {
        client?.close()
        client = nil
        server?.terminate()
        server = nil
    }

    private func readLine(from handle: FileHandle) async throws -> String {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
            DispatchQueue.global().async {
                var bytes: [UInt8] = []
                while true {
                    let data = handle.readData(ofLength: 1)
                    guard let byte = data.first else {
                        continuation.resume(throwing: ClientError("the server stopped before printing its port"))
                        return
                    }
                    if byte == UInt8(ascii: "\n") { break }
                    bytes.append(byte)
                }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }
        }
    }
}

/// A minimal WebSocket client on a blocking socket (with `TCP_NODELAY`, as browsers set), its I/O
/// on a queue of its own so it never holds a thread the server needs.
final class WebSocketClient: @unchecked Sendable {
    private let descriptor: Int32
    private let port: UInt16
    private let queue = DispatchQueue(label: "live-benchmark-client")
    private var buffer: [UInt8] = []
    private var frameIndex = 0

    init(port: UInt16) throws {
        self.port = port
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ClientError("socket") }
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ClientError("connect") }
    }

    /// The handshake (from the server's own origin), then the hello, a push, and a finger down.
    func open() async throws {
        try await onQueue {
            let request = "GET /socket HTTP/1.1\r\nHost: 127.0.0.1:\(self.port)\r\nOrigin: http://127.0.0.1:\(self.port)\r\n"
                + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            try self.write(Array(request.utf8))
            let header = try self.readHeader()
            guard header.hasPrefix("HTTP/1.1 101") else { throw ClientError("handshake: \(header)") }
            _ = try self.readMessage()   // hello
            try self.send(#"{"type":"frame","time":0.5}"#)
            _ = try self.readMessage()
            try self.send(#"{"type":"forward"}"#)
            for index in 0..<60 {
                try self.send(#"{"type":"frame","time":\#(0.5 + Double(index + 1) / 60)}"#)
                _ = try self.readMessage()
            }
            try self.send(#"{"type":"touches","time":1.6,"touches":[{"id":1,"x":4,"y":420,"phase":"began"}]}"#)
        }
    }

    /// The display's frame interval, in seconds (120 Hz).
    static let displayInterval = 1.0 / 120
    private var lastStart: DispatchTime?

    /// Waits until a display frame has passed since the last round trip began.
    func waitForNextDisplayFrame() async {
        try? await onQueue {
            if let last = self.lastStart {
                let next = last.uptimeNanoseconds + UInt64(Self.displayInterval * 1e9)
                let now = DispatchTime.now().uptimeNanoseconds
                if next > now { usleep(UInt32((next - now) / 1000)) }
            }
            self.lastStart = DispatchTime.now()
        }
    }

    /// One touch moved, one frame request, and the frame read back. An error from the server
    /// (a message refused) stops the benchmark, saying why, rather than wait for a frame that
    /// will never come.
    func roundTrip() async {
        do {
            try await onQueue {
                self.frameIndex += 1
                let (touch, frame) = frameMessages(index: self.frameIndex + 60)
                try self.write(Self.masked(touch))
                try self.write(Self.masked(frame))
                while true {
                    // The server's JSON keys come in no set order.
                    let text = String(decoding: try self.readMessage(), as: UTF8.self)
                    if text.contains(#""type":"frame""#) { break }
                    if text.contains(#""type":"error""#) { throw ClientError("the server refused a message: \(text)") }
                }
            }
        } catch {
            fatalError("live round trip: \(error)")
        }
    }

    func close() { Glibc.close(descriptor) }

    private func onQueue(_ work: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            queue.async {
                do {
                    try work()
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    private func send(_ text: String) throws { try write(Self.masked(Data(text.utf8))) }

    /// A client's text frame: masked, as the protocol asks of clients.
    private static func masked(_ payload: Data) -> [UInt8] {
        var frame: [UInt8] = [0x81]
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        frame += mask
        for (index, byte) in payload.enumerated() { frame.append(byte ^ mask[index % 4]) }
        return frame
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw ClientError("send") }
            sent += count
        }
    }

    private func fill(_ count: Int) throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while buffer.count < count {
            let read = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard read > 0 else { throw ClientError("recv") }
            buffer += chunk[0..<read]
        }
    }

    private func readHeader() throws -> String {
        while true {
            if let end = String(decoding: buffer, as: UTF8.self).range(of: "\r\n\r\n") {
                let text = String(decoding: buffer, as: UTF8.self)
                let header = String(text[..<end.lowerBound])
                buffer.removeFirst(text[..<end.upperBound].utf8.count)
                return header
            }
            try fill(buffer.count + 1)
        }
    }

    /// The next message's payload (the server's frames are unmasked and whole).
    private func readMessage() throws -> [UInt8] {
        try fill(2)
        var length = Int(buffer[1] & 0x7F), offset = 2
        if length == 126 {
            try fill(4)
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            offset = 4
        } else if length == 127 {
            try fill(10)
            length = (2..<10).reduce(0) { $0 << 8 | Int(buffer[$1]) }
            offset = 10
        }
        try fill(offset + length)
        let payload = Array(buffer[offset..<(offset + length)])
        buffer.removeFirst(offset + length)
        return payload
    }
}

struct ClientError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
