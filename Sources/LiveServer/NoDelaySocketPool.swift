import FlyingFox
import FlyingSocks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// FlyingFox's socket pool, with Nagle's algorithm turned off on every socket it waits for.
///
/// FlyingFox does not set `TCP_NODELAY`: a small frame then waits for the acknowledgement of
/// the one before it, and an input round trip on loopback took 8.7–9.3 ms here instead of about
/// 1 ms. Every socket the server reads or writes waits in its pool when it would block, so this
/// pool sets the option on each socket it is handed. It sets it every time rather than once per
/// descriptor: a closed descriptor is reused by the next connection, and one `setsockopt` costs
/// far less than the wait it follows.
final class NoDelaySocketPool: AsyncSocketPool {
    private let pool: any AsyncSocketPool

    /// Wraps `pool` (FlyingFox's default pool for the platform by default).
    init(pool: any AsyncSocketPool = HTTPServer.defaultPool()) {
        self.pool = pool
    }

    func prepare() async throws { try await pool.prepare() }

    func run() async throws { try await pool.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        Self.setNoDelay(on: socket)
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }

    /// The option: TCP's, not the socket level's.
    static var noDelay: BoolSocketOption { BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY) }

    /// Turns Nagle's algorithm off on `socket`. The listening socket takes the option
    /// harmlessly; a socket that is not TCP refuses it, which is fine.
    static func setNoDelay(on socket: Socket) {
        try? socket.setValue(true, for: noDelay)
    }

    /// Whether Nagle's algorithm is off on `socket`.
    static func isNoDelay(_ socket: Socket) -> Bool {
        (try? socket.getValue(for: noDelay)) ?? false
    }
}
