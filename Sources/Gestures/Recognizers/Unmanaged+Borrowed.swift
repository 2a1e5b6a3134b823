extension Unmanaged {
    /// Calls `body` with the instance borrowed: no retain before the call, no release after it.
    ///
    /// The caller guarantees that another reference keeps the instance alive until `body`
    /// returns. Only two callers: ``GestureRecognizer``, on its actions, kept alive as
    /// ``UncheckedRecognizerFrameState`` states, and ``GestureArena``, on the recognizers in play,
    /// kept alive as ``UncheckedGestureArenaState`` states. Nonisolated, with `body` handed on as a value: a
    /// closure written in main-actor code and passed straight to the standard library is checked
    /// for its executor at run time on every call, while one passed to this module's own function
    /// is checked when compiled.
    @inline(__always)
    nonisolated func withBorrowed<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
