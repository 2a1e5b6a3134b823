#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the live server lets a connection hold: bytes, time and descriptors.
///
/// Any page in the user's browser can reach 127.0.0.1, so every connection is bounded: a
/// request head is refused by its size before it is parsed, a request that trickles in or a
/// connection that idles is closed, a WebSocket frame is refused by the length in its header,
/// and the server never takes more connections than its descriptors allow.
public struct LiveServerLimits: Sendable, Equatable {
    /// The most bytes a request line and its headers may take, blank line included (8 KiB):
    /// a longer head gets 431 and the connection closes, before any of it is parsed.
    public var maximumRequestHead = 8 * 1024
    /// How long a connection may take to send a whole request head, and how long a connection
    /// may idle between requests, in seconds (10): then it is closed (408 if a head had begun).
    public var requestDeadline = 10.0
    /// The longest WebSocket frame, in bytes (64 KiB): a longer one is refused by its header,
    /// unread, and the page's connection closes with 1009. A message longer than
    /// ``/Live/LiveMessage/maximumLength`` but within this gets an error and is skipped.
    public var maximumFrameLength = 64 * 1024
    /// How long a page's WebSocket may be silent before the server pings it, in seconds (30);
    /// silent as long again after the ping, it is closed.
    public var pingAfter = 30.0
    /// The most bytes of replies that may wait to be written to a page that doesn't read (1 MiB):
    /// past it, replies are dropped until the page reads again.
    public var maximumUnwritten = 1024 * 1024
    /// The most connections open at once (pages, page loads and anything else): more are closed
    /// as they arrive, so the server keeps descriptors for its pages and its files.
    public var maximumConnections = LiveServerLimits.connectionsAllowedByDescriptors()

    /// The defaults.
    public init() {}

    /// Descriptors kept for everything but connections: the listener, the event loop, standard
    /// streams, recordings being written, the library's own files.
    static let reservedDescriptors = 48

    /// The most connections this process's descriptor limit (`RLIMIT_NOFILE`) leaves room for,
    /// after `reservedDescriptors`, and never more than 1,000 or fewer than 8.
    public static func connectionsAllowedByDescriptors() -> Int {
        var limit = rlimit()
        guard getrlimit(descriptorLimit, &limit) == 0 else { return 256 }
        let soft = UInt64(limit.rlim_cur)  // RLIM_INFINITY is the largest value: the cap below applies
        let room = soft > UInt64(reservedDescriptors) ? soft - UInt64(reservedDescriptors) : 0
        return Int(min(max(room, 8), 1000))
    }

    #if canImport(Glibc)
    private static var descriptorLimit: __rlimit_resource_t { __rlimit_resource_t(UInt32(RLIMIT_NOFILE.rawValue)) }
    #else
    private static var descriptorLimit: Int32 { RLIMIT_NOFILE }
    #endif
}
