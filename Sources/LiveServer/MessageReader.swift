import Foundation
import Live
import NIOCore
import NIOFoundationCompat
import NIOWebSocket

/// Puts a page's frames together into messages, within the bounds, and answers pings.
struct MessageReader {
    /// What a frame comes to.
    enum Outcome: Equatable {
        /// A whole text message to act on.
        case message(Data)
        /// An error to send back, without acting.
        case reply(Data)
        /// A pong to send back, with the ping's payload.
        case pong(Data)
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

    /// What `frame` (as received: masked or not) comes to, `seconds` after the page connected.
    mutating func take(_ frame: WebSocketFrame, at seconds: Double) -> Outcome {
        switch frame.opcode {
        case .ping:
            return .pong(Data(buffer: frame.unmaskedData))
        case .connectionClose:
            return .closed
        case .binary:
            return frame.fin ? .reply(LiveSocket.error("binary messages are not read: send JSON text")) : .nothing
        case .text, .continuation:
            if frame.opcode == .text {
                partial = Data()
                skipping = false
            }
            guard !skipping, var message = partial else { return .nothing }
            let payload = frame.unmaskedData
            guard message.count + payload.readableBytes <= LiveMessage.maximumLength else {
                partial = nil
                skipping = !frame.fin
                return .reply(LiveSocket.error("the message is longer than \(LiveMessage.maximumLength) bytes"))
            }
            message.append(contentsOf: payload.readableBytesView)
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
