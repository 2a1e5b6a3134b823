import NIOCore

/// Bounds every request head on a connection before anything parses it: its size and the time
/// it takes to arrive.
///
/// It sits first in an HTTP connection's pipeline and scans the bytes for the blank line that
/// ends a head, counting them (one pass, no copy). A head longer than
/// ``LiveServerLimits/maximumRequestHead`` is answered 431 and the connection closes, its bytes
/// never reaching the parser; a head not whole within ``LiveServerLimits/requestDeadline`` of
/// the connection opening or of the previous head is answered 408 and closed, and a connection
/// that idles that long between requests is closed. A WebSocket upgrade removes it.
///
/// The server answers only bodiless `GET`s: a request with a body is answered 405 and closed,
/// so any bytes after a head are the next head.
final class RequestHeadLimit: ChannelInboundHandler, RemovableChannelHandler {
    /// Its name in the pipeline (an upgrade removes it by name).
    static let name = "head-limit"

    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let limits: LiveServerLimits
    /// Bytes of the current head seen so far.
    private var length = 0
    /// How much of "\r\n\r\n" the last bytes matched (0…3).
    private var matched = 0
    /// Whether the connection was refused (nothing more is read).
    private var refused = false
    private var deadline: Scheduled<Void>?

    init(limits: LiveServerLimits) {
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let buffer = unwrapInboundIn(data)
        var headEnded = false
        let overflow = buffer.withUnsafeReadableBytes { bytes -> Bool in
            for byte in bytes {
                length += 1
                if length > limits.maximumRequestHead { return true }
                if byte == Self.ending[matched] {
                    matched += 1
                    if matched == Self.ending.count {
                        matched = 0
                        length = 0
                        headEnded = true
                    }
                } else {
                    matched = byte == Self.ending[0] ? 1 : 0
                }
            }
            return false
        }
        if overflow {
            refuse(context, status: "431 Request Header Fields Too Large",
                   reason: "a request line and its headers may take at most \(limits.maximumRequestHead) bytes")
            return
        }
        if headEnded { arm(context) }
        context.fireChannelRead(data)
    }

    /// The bytes that end a head: a blank line.
    private static let ending: [UInt8] = [13, 10, 13, 10]

    /// Starts the time a head has to arrive in.
    private func arm(_ context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(limits.requestDeadline * 1e9))) {
            self.expire(context)
        }
    }

    private func expire(_ context: ChannelHandlerContext) {
        deadline = nil
        guard !refused else { return }
        if length > 0 {
            refuse(context, status: "408 Request Timeout",
                   reason: "a request must arrive whole within \(Self.seconds(limits.requestDeadline)) s")
        } else {
            refused = true
            context.close(promise: nil)
        }
    }

    /// Answers `status` straight onto the socket (this handler is first; no encoder is before it)
    /// and closes.
    private func refuse(_ context: ChannelHandlerContext, status: String, reason: String) {
        refused = true
        deadline?.cancel()
        deadline = nil
        let body = reason + "\n"
        let response = "HTTP/1.1 \(status)\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: \(body.utf8.count)\r\n"
            + "connection: close\r\n\r\n" + body
        let buffer = context.channel.allocator.buffer(string: response)
        context.writeAndFlush(NIOAny(buffer)).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
