import Foundation
import NIOCore
import NIOHTTP1

/// The live server's HTTP side: answers each request once its head has come (its body, if it
/// has one, is not read), only to this machine's own pages (``LocalOrigin``).
///
/// - `GET /` (or `/index.html`): the page;
/// - `GET /sessions`: the open sessions and how the closed ones ended, as JSON;
/// - `GET /socket`: the page's WebSocket; this handler sees it only when the upgrade was not
///   made (a foreign page: 403; not a valid WebSocket request: 400);
/// - anything else: 404 for another path, 405 for another method (`HEAD`, `OPTIONS`, `POST`, …),
///   400 for what isn't HTTP (the parser's error handler answers that).
final class PageRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    /// Its name in the pipeline (an upgrade removes it by name).
    static let name = "page"

    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let hub: LiveHub
    private let origin: LocalOrigin
    /// The answer to the request whose head came, sent once its end comes.
    private var answer: Answer?

    /// A response: its status, content type, body and whether the connection closes after it.
    struct Answer {
        var status: HTTPResponseStatus
        var contentType = "text/plain; charset=utf-8"
        var body: Data
        var closes = false
        /// The hub's summary, fetched on the main actor when the answer is sent.
        var isSummary = false
        var extraHeaders: [(String, String)] = []
    }

    init(hub: LiveHub, origin: LocalOrigin) {
        self.hub = hub
        self.origin = origin
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head):
            let answer = Self.answer(to: head, origin: origin)
            // A refusal that closes the connection goes at once: a body, if any, is not waited for.
            if answer.closes, !answer.isSummary {
                send(answer, context)
            } else {
                self.answer = answer
            }
        case .body:
            break
        case .end:
            guard let answer else { return }
            self.answer = nil
            if answer.isSummary {
                let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
                Task { @MainActor [hub] in
                    let summary = hub.summary()
                    bound.eventLoop.execute {
                        let (handler, context) = bound.value
                        var answer = answer
                        answer.body = summary
                        handler.send(answer, context)
                    }
                }
            } else {
                send(answer, context)
            }
        }
    }

    /// A request that isn't HTTP: SwiftNIO's error handler has answered 400; the connection
    /// closes. (A WebSocket upgrade refused — a foreign page — is reported here too, and then
    /// passed on as a request, which gets its 403.)
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError { context.close(promise: nil) }
    }

    /// What `head` gets, from its method, path, `Host` and `Origin`.
    static func answer(to head: HTTPRequestHead, origin: LocalOrigin) -> Answer {
        let closes = !head.isKeepAlive
        guard head.method == .GET else {
            return Answer(status: .methodNotAllowed, body: Data("only GET is answered here, not \(String(describing: head.method).prefix(40))\n".utf8),
                          closes: true, extraHeaders: [("allow", "GET")])
        }
        let path = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? head.uri
        let isSocket = path == "/socket"
        if let refusal = origin.refusal(host: head.headers.first(name: "host"), origin: head.headers.first(name: "origin"),
                                        isWebSocket: isSocket) {
            return Answer(status: .forbidden, body: Data((refusal + "\n").utf8), closes: closes)
        }
        switch path {
        case "/", "/index.html":
            return Answer(status: .ok, contentType: "text/html; charset=utf-8", body: LivePage.html, closes: closes)
        case "/sessions":
            return Answer(status: .ok, contentType: "application/json", body: Data(), closes: closes, isSummary: true)
        case "/socket":
            return Answer(status: .badRequest,
                          body: Data("/socket is the live page's WebSocket: it needs a WebSocket upgrade (version 13, with a key)\n".utf8),
                          closes: true)
        default:
            return Answer(status: .notFound, body: Data("not found\n".utf8), closes: closes)
        }
    }

    private func send(_ answer: Answer, _ context: ChannelHandlerContext) {
        var headers = HTTPHeaders([("content-type", answer.contentType), ("content-length", String(answer.body.count)),
                                   ("cache-control", "no-store")])
        headers.add(contentsOf: answer.extraHeaders)
        if answer.closes { headers.add(name: "connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: answer.status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: answer.body)))), promise: nil)
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if answer.closes {
            written.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
        }
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
