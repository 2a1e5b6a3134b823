extension Unmanaged {
    /// Calls `body` with the instance borrowed: no retain before the call, no release after it.
    ///
    /// The caller guarantees that another reference keeps the instance alive until `body`
    /// returns, and says what that reference is where it calls this. The package's storage
    /// types call it (each stating what keeps its instances alive), and so does Stage's walk up
    /// a view's superviews (a view's superview holds it).
    ///
    /// Nonisolated, with `body` handed on as a value: a closure written in main-actor code and
    /// passed straight to the standard library is checked for its executor at run time on every
    /// call, while one passed to this package's own function is checked when compiled. Inlinable,
    /// so that no call remains.
    @inlinable @inline(__always)
    package nonisolated func withBorrowed<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
