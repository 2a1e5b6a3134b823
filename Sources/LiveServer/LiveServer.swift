import Foundation
import Live
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live host: a local web server showing the demos on a page a person drives with a mouse,
/// a touch screen or a trackpad, in real time.
///
/// It listens on 127.0.0.1 only, and answers only requests that name it as their `Host`, and
/// WebSockets from its own page (`LocalOrigin`). It serves:
/// - `GET /` — the page;
/// - `GET /socket` — the page's WebSocket: each page gets a ``/Live/LiveSession`` of its own;
/// - `GET /sessions` — the open sessions and how the closed ones ended, as JSON.
///
/// Every connection is bounded in bytes and time, and the server in connections
/// (``LiveServerLimits``): a page anywhere on the web can reach 127.0.0.1, and none can stall it.
/// It runs on SwiftNIO, on one event-loop thread; the sessions run on the main actor.
public final class LiveServer: Sendable {
    private let hub: LiveHub
    private let requestedPort: UInt16
    private let limits: LiveServerLimits
    private let group: MultiThreadedEventLoopGroup
    private let gate: ConnectionGate
    private let listener = NIOLockedValueBox<(any Channel)?>(nil)

    /// A server for port `port` on 127.0.0.1 (0 picks a free port), writing each recording to
    /// `recordURL` if given, within `limits`, saying what it refuses on standard error. Call
    /// ``start()`` to listen.
    @MainActor
    public init(port: UInt16 = 0, recordURL: URL? = nil, limits: LiveServerLimits = LiveServerLimits()) throws {
        requestedPort = port
        self.limits = limits
        hub = LiveHub(recordURL: recordURL)
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        gate = ConnectionGate(limit: limits.maximumConnections) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Starts listening and returns the port; the server then runs until ``stop()``.
    ///
    /// - Throws: ``LiveServerError/cannotListen(_:)`` when the port can't be listened on.
    public func start() async throws -> UInt16 {
        let hub = self.hub, limits = self.limits, gate = self.gate
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(AcceptFailureWatch(gate: gate))
                }
            }
            .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
            .childChannelOption(.writeBufferWaterMark,
                                value: .init(low: limits.maximumUnwritten / 2, high: limits.maximumUnwritten))
            .childChannelInitializer { channel in
                guard gate.admit() else { return channel.eventLoop.makeFailedFuture(ConnectionRefused()) }
                channel.closeFuture.whenComplete { _ in gate.closed() }
                // The connection's own address carries the port listened on.
                let origin = LocalOrigin(port: UInt16(clamping: channel.localAddress?.port ?? 0))
                return channel.eventLoop.makeCompletedFuture {
                    try Self.configure(channel, hub: hub, origin: origin, limits: limits)
                }
            }
        let channel: any Channel
        do {
            channel = try await bootstrap.bind(host: "127.0.0.1", port: Int(requestedPort)).get()
        } catch {
            throw LiveServerError.cannotListen("127.0.0.1:\(requestedPort): \(Self.reason(error))")
        }
        guard let port = channel.localAddress?.port, port > 0, port <= Int(UInt16.max) else {
            try? await channel.close()
            throw LiveServerError.cannotListen("127.0.0.1:\(requestedPort): no address")
        }
        listener.withLockedValue { $0 = channel }
        return UInt16(port)
    }

    /// An HTTP connection's pipeline: the head limit, SwiftNIO's HTTP/1 parser (its own error
    /// handler answers 400 to what isn't HTTP), the WebSocket upgrade for `/socket`, the page.
    static func configure(_ channel: any Channel, hub: LiveHub, origin: LocalOrigin, limits: LiveServerLimits) throws {
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: limits.maximumFrameLength,
            automaticErrorHandling: true,
            shouldUpgrade: { channel, head in
                let allowed = head.uri == "/socket" && origin.refusal(host: head.headers.first(name: "host"),
                                                                       origin: head.headers.first(name: "origin"),
                                                                       isWebSocket: true) == nil
                return channel.eventLoop.makeSucceededFuture(allowed ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    let operations = channel.pipeline.syncOperations
                    channel.pipeline.removeHandler(name: RequestHeadLimit.name, promise: nil)
                    try operations.addHandler(IdleStateHandler(readTimeout: .nanoseconds(Int64(limits.pingAfter * 1e9))))
                    try operations.addHandler(LiveSocket(hub: hub))
                }
            }
        )
        let operations = channel.pipeline.syncOperations
        try operations.addHandler(RequestHeadLimit(limits: limits), name: RequestHeadLimit.name)
        try operations.configureHTTPServerPipeline(
            withServerUpgrade: (upgraders: [upgrader], completionHandler: { context in
                context.pipeline.removeHandler(name: PageRequestHandler.name, promise: nil)
            }),
            withErrorHandling: true
        )
        try operations.addHandler(PageRequestHandler(hub: hub, origin: origin), name: PageRequestHandler.name)
    }

    /// Stops listening and closes every page.
    public func stop() async {
        if let channel = listener.withLockedValue({ $0 }) {
            try? await channel.close()
        }
        try? await group.shutdownGracefully()
    }

    /// Writes every open page's recording (if a record file was asked for): the server is
    /// about to stop.
    @MainActor
    public func finishRecordings() {
        hub.finishAll()
    }

    /// Connections open now (pages and page loads).
    public var openConnections: Int { gate.open }

    /// Why listening failed, in a line.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? IOError else { return "\(error)" }
        switch error.errnoCode {
        case EADDRINUSE: return "the port is in use (another program listens on it)"
        case EACCES: return "permission denied (ports below 1024 need privileges)"
        default: return String(cString: strerror(error.errnoCode))
        }
    }
}

/// A connection turned away by the ``ConnectionGate`` (SwiftNIO closes it).
private struct ConnectionRefused: Error {}

/// Why the live server could not start.
public enum LiveServerError: Error, CustomStringConvertible {
    /// The address could not be listened on (why).
    case cannotListen(String)

    public var description: String {
        switch self {
        case let .cannotListen(reason): "can't listen on \(reason)"
        }
    }
}
