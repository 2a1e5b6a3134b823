import NIOCore

/// Tells the gate when accepting fails (on the listening channel, before SwiftNIO's back-off).
final class AcceptFailureWatch: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    private let gate: ConnectionGate

    init(gate: ConnectionGate) {
        self.gate = gate
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        gate.acceptFailed(error)
        context.fireErrorCaught(error)
    }
}
