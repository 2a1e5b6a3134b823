/// The performers of a transition's plans, in the order they step, stepped every frame without a
/// retain and release of each one.
///
/// Each performer lives in a box (``Entry``), listed twice in the same order: strongly in
/// `owners`, unretained in `calls`. The two lists change together, in this type's mutating
/// methods alone, and neither is visible outside it. ``step(by:)`` reads the list whole into a
/// local copy — both arrays, strongly — and calls the performers borrowed from its `calls`: the
/// copy's `owners` keep every box, and so every performer, alive until the calls are done, even
/// when a performer's step replaces the plans' list (a value: the copy doesn't change). That is
/// the whole invariant: every unretained box is listed strongly in the same value.
@MainActor
struct UncheckedPlanPerformerList {
    /// A performer, boxed so that an unretained reference to it needs no existential.
    final class Entry {
        let performer: any PlanPerformer

        init(_ performer: any PlanPerformer) {
            self.performer = performer
        }
    }

    private var owners: [Entry] = []
    private var calls: [Unmanaged<Entry>] = []

    /// The list with no performers.
    init() {}

    /// Whether the list holds no performer.
    var isEmpty: Bool { owners.isEmpty }

    /// The performers, in order.
    var performers: [any PlanPerformer] {
        var all: [any PlanPerformer] = []
        all.reserveCapacity(owners.count)
        for entry in owners { all.append(entry.performer) }
        return all
    }

    /// Adds `performer` at the end.
    mutating func append(_ performer: any PlanPerformer) {
        let entry = Entry(performer)
        owners.append(entry)
        calls.append(.passUnretained(entry))
    }

    /// Inserts `performers`, in order, at `index`.
    mutating func insert(contentsOf performers: [any PlanPerformer], at index: Int) {
        var entries: [Entry] = []
        for performer in performers { entries.append(Entry(performer)) }
        owners.insert(contentsOf: entries, at: index)
        var unretained: [Unmanaged<Entry>] = []
        for entry in entries { unretained.append(.passUnretained(entry)) }
        calls.insert(contentsOf: unretained, at: index)
    }

    /// The index of `performer` (by identity), if listed.
    func firstIndex(of performer: AnyObject) -> Int? {
        owners.firstIndex { $0.performer === performer }
    }

    /// Removes every listing of `performer` (by identity).
    mutating func removeAll(_ performer: AnyObject) {
        owners.removeAll { $0.performer === performer }
        calls = owners.map { .passUnretained($0) }
    }

    /// Steps every performer by `interval` seconds, in order; whether they all rest (asked of
    /// each performer after its step, until one doesn't).
    func step(by interval: Double) -> Bool {
        var atRest = true
        for call in calls {
            atRest = call.withBorrowedEntry { entry in
                entry.performer.step(by: interval)
                return atRest && entry.performer.isAtRest
            }
        }
        // The owners keep every box of `calls` alive until here: what `withExtendedLifetime`
        // does, without its closure (checked for its executor on every call), and, unlike
        // `extendLifetime`, in iOS 16's SDK.
        _fixLifetime(owners)
        return atRest
    }
}

extension Unmanaged {
    /// Calls `body` with the instance borrowed: no retain before the call, no release after it.
    ///
    /// The caller guarantees that another reference keeps the instance alive until `body`
    /// returns; only ``UncheckedPlanPerformerList`` calls it. Nonisolated, with `body` handed on
    /// as a value: a closure written in main-actor code and passed straight to the standard
    /// library is checked for its executor at run time on every call, while one passed to this
    /// module's own function is checked when compiled.
    @inline(__always)
    nonisolated fileprivate func withBorrowedEntry<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
