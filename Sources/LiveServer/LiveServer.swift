import FlyingFox
import FlyingSocks
import Foundation
import Live

/// The live host: a local web server showing the demos on a page a person drives with a mouse,
/// a touch screen or a trackpad, in real time.
///
/// It listens on 127.0.0.1 only, and answers only requests that name it as their `Host`, and
/// WebSockets from its own page (``LocalOrigin``). It serves:
/// - `GET /` — the page;
/// - `GET /socket` — the page's WebSocket: each page gets a ``Live/LiveSession`` of its own;
/// - `GET /sessions` — the open sessions and how the closed ones ended, as JSON.
public final class LiveServer: Sendable {
    private let server: HTTPServer
    private let hub: LiveHub
    private let requestedPort: UInt16

    /// A server for port `port` on 127.0.0.1 (0 picks a free port), writing each recording to
    /// `recordURL` if given. Call ``start()`` to listen.
    @MainActor
    public init(port: UInt16 = 0, recordURL: URL? = nil) throws {
        requestedPort = port
        hub = LiveHub(recordURL: recordURL)
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        // A page may sit idle for long: an hour before an idle connection is closed.
        server = HTTPServer(address: address, timeout: 3600, pool: NoDelaySocketPool(), logger: .disabled)
    }

    /// Starts listening and returns the port; the server then runs until ``stop()``.
    ///
    /// - Throws: ``LiveServerError/cannotListen(_:)`` when the port can't be listened on.
    public func start() async throws -> UInt16 {
        let server = self.server
        // Whichever comes first: listening, or the server's own error (the port is in use, …),
        // which comes at once rather than after the wait's timeout.
        let (outcomes, report) = AsyncStream<String?>.makeStream()
        let running = Task {
            do {
                try await server.run()
            } catch {
                report.yield(Self.reason(error))
            }
        }
        let watcher = Task {
            do {
                try await server.waitUntilListening(timeout: 5)
                report.yield(nil)
            } catch {
                report.yield("not listening after 5 s")
            }
        }
        var iterator = outcomes.makeAsyncIterator()
        let outcome = await iterator.next()
        watcher.cancel()
        if case let reason?? = outcome {
            running.cancel()
            throw LiveServerError.cannotListen("127.0.0.1:\(requestedPort): \(reason)")
        }
        guard case let .ip4(_, port)? = await server.listeningAddress else {
            throw LiveServerError.cannotListen("127.0.0.1:\(requestedPort): no address")
        }
        let origin = LocalOrigin(port: port)
        let hub = self.hub
        await server.appendRoute("GET /socket", to: CheckedRoute(origin: origin, isWebSocket: true,
                                                                 handler: WebSocketHTTPHandler(handler: LiveSocket(hub: hub))))
        await server.appendRoute("GET /sessions", to: CheckedRoute(origin: origin, isWebSocket: false, handler: SummaryRoute(hub: hub)))
        await server.appendRoute("GET /", to: CheckedRoute(origin: origin, isWebSocket: false, handler: PageRoute()))
        return port
    }

    /// Stops listening and closes every page.
    public func stop() async {
        await server.stop(timeout: 1)
    }

    /// Writes every open page's recording (if a record file was asked for): the server is
    /// about to stop.
    @MainActor
    public func finishRecordings() {
        hub.finishAll()
    }

    /// Why the server stopped, in one line.
    private static func reason(_ error: any Error) -> String {
        (error as? SocketError)?.localizedDescription ?? "\(error)"
    }
}

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

/// A route that only answers this machine's own pages (``LocalOrigin``), with 403 otherwise.
struct CheckedRoute: HTTPHandler {
    let origin: LocalOrigin
    let isWebSocket: Bool
    let handler: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refusal = origin.refusal(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
                                        isWebSocket: isWebSocket) {
            return HTTPResponse(statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: Data((refusal + "\n").utf8))
        }
        return try await handler.handleRequest(request)
    }
}

/// `GET /`: the page.
struct PageRoute: HTTPHandler {
    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.path == "/" || request.path == "/index.html" else {
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("not found\n".utf8))
        }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                            body: LivePage.html)
    }
}

/// `GET /sessions`: the hub's summary.
struct SummaryRoute: HTTPHandler {
    let hub: LiveHub

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = await hub.summary()
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: body)
    }
}

/// The page, from the module's resources.
enum LivePage {
    static let html: Data = {
        guard let url = Bundle.module.url(forResource: "live", withExtension: "html", subdirectory: "Page"),
              let data = try? Data(contentsOf: url)
        else { return Data("<!doctype html><p>The live page is missing from this build.</p>".utf8) }
        return data
    }()
}
