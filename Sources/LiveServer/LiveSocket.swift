import FlyingFox
import Foundation
import Live

/// One page's WebSocket: reads its messages one at a time (so a page that sends faster than
/// the engine answers is held back by TCP, not queued here), hands each to the hub on the main
/// actor, and sends back what the hub answers.
///
/// Bounds: a message longer than ``LiveMessage/maximumLength`` bytes is refused whole; more
/// than ``MessageBudget`` allows is dropped, with one error a second; at most
/// ``outboundLimit`` replies wait to be written (the oldest go first — a page that stopped
/// reading loses old frames, not memory).
struct LiveSocket: WSHandler {
    let hub: LiveHub

    /// The most replies that wait to be written.
    static let outboundLimit = 64

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let (frames, outbound) = AsyncStream<WSFrame>.makeStream(bufferingPolicy: .bufferingNewest(Self.outboundLimit))
        let task = Task { [hub] in await Self.serve(client, outbound: outbound, hub: hub) }
        outbound.onTermination = { _ in task.cancel() }
        return frames
    }

    private static func serve(_ client: AsyncThrowingStream<WSFrame, any Error>, outbound: AsyncStream<WSFrame>.Continuation,
                              hub: LiveHub) async {
        defer { outbound.finish() }
        let id: Int
        switch await hub.connect() {
        case let .success((page, hello)):
            id = page
            outbound.yield(text(hello))
        case let .failure(refusal):
            outbound.yield(text(error(refusal.description)))
            outbound.yield(close(code: 1013, reason: "try again later"))
            return
        }
        var reader = MessageReader()
        let clock = ContinuousClock()
        let start = clock.now
        do {
            for try await frame in client {
                let seconds = Self.seconds(clock.now - start)
                switch reader.take(frame, at: seconds) {
                case let .message(data):
                    if let reply = await hub.receive(data, from: id) { outbound.yield(text(reply)) }
                case let .reply(data):
                    outbound.yield(text(data))
                case let .control(frame):
                    outbound.yield(frame)
                case .nothing:
                    break
                case .closed:
                    outbound.yield(close(code: 1000, reason: ""))
                    await hub.disconnect(id)
                    return
                }
            }
        } catch {
            // The connection failed; the page has gone.
        }
        await hub.disconnect(id)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) * 1e-18
    }

    static func text(_ data: Data) -> WSFrame { WSFrame(fin: true, opcode: .text, mask: nil, payload: data) }

    static func error(_ message: String) -> Data {
        (try? JSONEncoder().encode(["type": "error", "message": message])) ?? Data()
    }

    static func close(code: UInt16, reason: String) -> WSFrame {
        var payload = Data([UInt8(code >> 8), UInt8(code & 0xFF)])
        payload.append(Data(reason.utf8.prefix(120)))
        return WSFrame(fin: true, opcode: .close, mask: nil, payload: payload)
    }
}

/// Puts a page's frames together into messages, within the bounds, and answers pings.
struct MessageReader {
    /// What a frame comes to.
    enum Outcome: Equatable {
        /// A whole text message to act on.
        case message(Data)
        /// An error to send back, without acting.
        case reply(Data)
        /// A control frame to send back (a pong).
        case control(WSFrame)
        /// Nothing yet (part of a message, a pong, a message dropped silently).
        case nothing
        /// The page closed the connection.
        case closed
    }

    private var budget = MessageBudget()
    /// The message being put together from its parts, if any.
    private var partial: Data?
    /// Whether the rest of a too-long message is being skipped.
    private var skipping = false

    mutating func take(_ frame: WSFrame, at seconds: Double) -> Outcome {
        switch frame.opcode {
        case .ping:
            return .control(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
        case .close:
            return .closed
        case .binary:
            return frame.fin ? .reply(LiveSocket.error("binary messages are not read: send JSON text")) : .nothing
        case .text, .continuation:
            if frame.opcode == .text {
                partial = Data()
                skipping = false
            }
            guard !skipping, var message = partial else { return .nothing }
            message.append(frame.payload)
            guard message.count <= LiveMessage.maximumLength else {
                partial = nil
                skipping = !frame.fin
                return .reply(LiveSocket.error("the message is longer than \(LiveMessage.maximumLength) bytes"))
            }
            guard frame.fin else {
                partial = message
                return .nothing
            }
            partial = nil
            guard budget.admit(at: seconds) else {
                if let dropped = budget.warning(at: seconds) {
                    return .reply(LiveSocket.error("too many messages: \(dropped) dropped (at most \(Int(budget.rate)) a second)"))
                }
                return .nothing
            }
            return .message(message)
        default:
            return .nothing
        }
    }
}
