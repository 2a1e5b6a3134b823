import NIOConcurrencyHelpers
import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the live server's open connections and turns away those beyond
/// ``LiveServerLimits/maximumConnections``, so the server never runs out of descriptors for the
/// pages it serves; and says so, once, each time it starts refusing.
///
/// If descriptors run out all the same (other files, a lower limit than measured), accepting
/// backs off for a second and tries again (SwiftNIO's accept back-off), and this says that once
/// too. Either way the server goes on: a connection that closes makes room for the next.
final class ConnectionGate: Sendable {
    private struct State {
        var open = 0
        /// Whether the refusing has been said since the server last had room.
        var told = false
        var refused = 0
    }

    /// The most connections at once.
    let limit: Int
    private let state = NIOLockedValueBox(State())
    private let say: @Sendable (String) -> Void

    /// A gate for `limit` connections, saying what it does with `say`.
    init(limit: Int, say: @escaping @Sendable (String) -> Void) {
        self.limit = limit
        self.say = say
    }

    /// Whether a new connection may stay; if so, it counts until ``closed()``.
    func admit() -> Bool {
        let (admitted, tell) = state.withLockedValue { state -> (Bool, Bool) in
            guard state.open < limit else {
                state.refused += 1
                defer { state.told = true }
                return (false, !state.told)
            }
            state.open += 1
            return (true, false)
        }
        if tell {
            say("transition-lab live: \(limit) connections are open, the most this server takes: refusing new ones until some close")
        }
        return admitted
    }

    /// A connection admitted has closed. Once the server is back under nine tenths of its
    /// limit, a later refusal is said again.
    func closed() {
        state.withLockedValue { state in
            state.open = max(0, state.open - 1)
            if state.open * 10 < limit * 9 { state.told = false }
        }
    }

    /// Accepting failed with `error`: says so once if it is the descriptors running out.
    func acceptFailed(_ error: any Error) {
        guard let error = error as? IOError, [EMFILE, ENFILE].contains(error.errnoCode) else { return }
        let tell = state.withLockedValue { state -> Bool in
            defer { state.told = true }
            return !state.told
        }
        if tell {
            say("transition-lab live: out of file descriptors (\(state.withLockedValue(\.open)) connections open): "
                + "accepting again once some close")
        }
    }

    /// Connections open now.
    var open: Int { state.withLockedValue(\.open) }
    /// Connections turned away so far.
    var refused: Int { state.withLockedValue(\.refused) }
}
