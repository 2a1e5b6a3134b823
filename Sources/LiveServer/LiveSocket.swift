import Foundation
import Live
import NIOCore
import NIOWebSocket

/// One page's WebSocket: reads its messages one at a time (while the hub works on one, nothing
/// more is read, so a page that sends faster than the engine answers is held back by TCP, not
/// queued here), hands each to the hub on the main actor, and writes back what it answers.
///
/// Bounds: a frame longer than ``LiveServerLimits/maximumFrameLength`` never gets here (the
/// decoder refuses it by its header and closes with 1009); a message longer than
/// ``/Live/LiveMessage/maximumLength`` bytes is refused whole; more than ``MessageBudget``
/// allows is dropped, with one error a second; replies beyond
/// ``LiveServerLimits/maximumUnwritten`` unwritten bytes are dropped (a page that stopped
/// reading loses frames, not the server's memory); a page silent for
/// ``LiveServerLimits/pingAfter`` is pinged, and closed if it stays silent as long again.
final class LiveSocket: ChannelDuplexHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let hub: LiveHub
    private var reader = MessageReader()
    /// The page's number at the hub, once connected.
    private var page: Int?
    /// Whether the hub has a message of this page's (or the connection) in hand.
    private var busy = true
    /// Frames read while busy, handled in order after.
    private var waiting: [WebSocketFrame] = []
    /// Whether a read was asked for while busy (made once the hub answers).
    private var readHeld = false
    /// Whether the page was pinged for its silence and hasn't answered yet.
    private var pinged = false
    private var closing = false
    private let opened = NIODeadline.now()

    init(hub: LiveHub) {
        self.hub = hub
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let sink = LivePageSink(channel: context.channel)
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        Task { @MainActor [hub] in
            let outcome = hub.connect(sink: sink)
            bound.eventLoop.execute {
                let (socket, context) = bound.value
                socket.connected(outcome, context)
            }
        }
    }

    private func connected(_ outcome: Result<(id: Int, hello: Data), LiveHubRefusal>, _ context: ChannelHandlerContext) {
        switch outcome {
        case let .success((id, hello)):
            page = id
            guard context.channel.isActive else {
                Task { @MainActor [hub] in hub.disconnect(id) }
                return
            }
            send(hello, context)
            resume(context)
        case let .failure(refusal):
            send(Self.error(refusal.description), context)
            close(code: .init(codeNumber: 1013), reason: "try again later", context)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        pinged = false
        if busy || !waiting.isEmpty {
            waiting.append(frame)
        } else {
            handle(frame, context)
        }
    }

    func read(context: ChannelHandlerContext) {
        if busy || !waiting.isEmpty {
            readHeld = true
        } else {
            context.read()
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let page {
            Task { @MainActor [hub] in hub.disconnect(page) }
            self.page = nil
        }
        waiting.removeAll()
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        // Silence while the hub holds a message is the server's, not the page's.
        guard !busy, !closing else { return }
        if pinged {
            close(code: .goingAway, reason: "no answer to a ping", context)
        } else {
            pinged = true
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .ping, data: context.channel.allocator.buffer(capacity: 0))),
                                  promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func handle(_ frame: WebSocketFrame, _ context: ChannelHandlerContext) {
        guard !closing, let page else { return }
        let seconds = Double((NIODeadline.now() - opened).nanoseconds) * 1e-9
        switch reader.take(frame, at: seconds) {
        case let .message(data):
            busy = true
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            Task { @MainActor [hub] in
                let reply = hub.receive(data, from: page)
                bound.eventLoop.execute {
                    let (socket, context) = bound.value
                    if let reply { socket.send(reply, context) }
                    socket.resume(context)
                }
            }
        case let .reply(data):
            send(data, context)
        case let .pong(payload):
            // Unanswered while the page doesn't read: a ping flood can't fill the server's memory.
            guard context.channel.isWritable else { break }
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: context.channel.allocator.buffer(bytes: payload))),
                                  promise: nil)
        case .nothing:
            break
        case .closed:
            close(code: .normalClosure, reason: "", context)
        }
    }

    /// The hub is done with the last message: handles what waited, then reads again.
    private func resume(_ context: ChannelHandlerContext) {
        busy = false
        while !busy, !waiting.isEmpty {
            handle(waiting.removeFirst(), context)
        }
        if !busy, readHeld {
            readHeld = false
            context.read()
        }
    }

    /// Writes `data` as a text message, unless the page has stopped reading (dropped).
    private func send(_ data: Data, _ context: ChannelHandlerContext) {
        guard context.channel.isWritable, !closing else { return }
        context.writeAndFlush(wrapOutboundOut(Self.text(data, allocator: context.channel.allocator)), promise: nil)
    }

    private func close(code: WebSocketErrorCode, reason: String, _ context: ChannelHandlerContext) {
        guard !closing else { return }
        closing = true
        var payload = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
        payload.write(webSocketErrorCode: code)
        payload.writeBytes(reason.utf8.prefix(120))
        let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
        context.writeAndFlush(wrapOutboundOut(frame)).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }

    static func text(_ data: Data, allocator: ByteBufferAllocator) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: .text, data: allocator.buffer(bytes: data))
    }

    static func error(_ message: String) -> Data {
        (try? JSONEncoder().encode(["type": "error", "message": message])) ?? Data()
    }
}

/// Where the hub sends a page a message of its own accord (not as the answer to one): the
/// outcome of a replay check, a recording that couldn't be written.
struct LivePageSink: Sendable {
    private let deliver: @Sendable (Data) -> Void

    /// Messages written to `channel`'s WebSocket, unless it has stopped reading.
    init(channel: any Channel) {
        deliver = { data in
            channel.eventLoop.execute {
                guard channel.isActive, channel.isWritable else { return }
                channel.writeAndFlush(LiveSocket.text(data, allocator: channel.allocator), promise: nil)
            }
        }
    }

    /// Messages handed to `deliver` (tests).
    init(_ deliver: @escaping @Sendable (Data) -> Void) {
        self.deliver = deliver
    }

    /// Sends `data` to the page.
    func send(_ data: Data) {
        deliver(data)
    }
}
