/// Tells, for views registered with it, which are still alive — what a leak watch asks — without
/// a weak reference to each.
///
/// A weak reference gives its view a side table, and from then on every retain and release of
/// the view takes the runtime's slow path; a fuzzer that watches every view of every scene paid
/// that on every frame. Instead a registered view gets a token (never reused, so a view freed and
/// a new one made at the same address are never confused) that its deinitializer withdraws.
@MainActor
public enum ViewLifetimeRegistry {
    /// The tokens of the registered views still alive.
    private static var live: Set<UInt64> = []
    /// The latest token handed out (0: none yet; tokens start at 1).
    private static var lastToken: UInt64 = 0

    /// Registers `view` (once: a registered view keeps its token) and returns its token.
    public static func token(for view: View) -> UInt64 {
        if view.lifetimeToken == 0 {
            lastToken += 1
            view.lifetimeToken = lastToken
            live.insert(lastToken)
        }
        return view.lifetimeToken
    }

    /// Whether the view `token` was handed to is still alive (`false` for a token never handed out).
    public static func isAlive(_ token: UInt64) -> Bool {
        live.contains(token)
    }

    /// Withdraws `token`: its view is deinitializing.
    static func viewDidEnd(_ token: UInt64) {
        live.remove(token)
    }
}
