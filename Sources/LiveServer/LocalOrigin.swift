/// Who may use the live server: only pages it served itself, on this machine.
///
/// The server listens on 127.0.0.1 only, but a page from anywhere on the web, open in the same
/// browser, could still reach it. So a request must name the server itself as its `Host`
/// (which stops DNS rebinding), and a WebSocket must come from a page whose `Origin` is the
/// server itself: `http://127.0.0.1:PORT`, `http://localhost:PORT` or `http://[::1]:PORT`.
struct LocalOrigin: Sendable, Equatable {
    /// The port the server listens on.
    let port: UInt16

    /// The host names the server answers to.
    static let names = ["127.0.0.1", "localhost", "[::1]"]

    /// Whether `host` (a request's `Host` header) names this server.
    func allows(host: String?) -> Bool {
        guard let host else { return false }
        return Self.names.contains { host.lowercased() == "\($0):\(port)" }
    }

    /// Whether `origin` (a WebSocket request's `Origin` header) is a page this server served.
    /// A request with no `Origin` is refused: every browser sends one with a WebSocket.
    func allows(origin: String?) -> Bool {
        guard let origin, origin.lowercased().hasPrefix("http://") else { return false }
        return allows(host: String(origin.dropFirst("http://".count)))
    }

    /// Why a request is refused, or nil if it may go on.
    func refusal(host: String?, origin: String?, isWebSocket: Bool) -> String? {
        if !allows(host: host) {
            return "this server answers only to 127.0.0.1:\(port) or localhost:\(port), not to \(String((host ?? "no host").prefix(80)))"
        }
        if isWebSocket, !allows(origin: origin) {
            return "a live page must come from this server (http://127.0.0.1:\(port)), not from \(String((origin ?? "no origin").prefix(80)))"
        }
        return nil
    }
}
