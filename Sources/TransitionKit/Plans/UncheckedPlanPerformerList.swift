import Motion

/// The performers of a transition's plans, in the order they step, stepped every frame without a
/// retain and release of each one.
///
/// Each performer lives in a box (``Entry``), listed in `owners`, which changes in this type's
/// mutating methods alone and is visible outside it only as copies of the performers.
/// ``step(by:)`` works on the list whole, a local copy (the list is a value) kept alive until
/// the last call returns, and calls each box borrowed from that copy: the copy keeps every box,
/// and so every performer, alive until the calls are done, even when a performer's step replaces
/// the plans' list (a value: the copy doesn't change). That is the whole invariant: every box
/// called unretained is listed strongly in the value being stepped.
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
    }

    /// Inserts `performers`, in order, at `index`.
    mutating func insert(contentsOf performers: [any PlanPerformer], at index: Int) {
        var entries: [Entry] = []
        for performer in performers { entries.append(Entry(performer)) }
        owners.insert(contentsOf: entries, at: index)
    }

    /// The index of `performer` (by identity), if listed.
    func firstIndex(of performer: AnyObject) -> Int? {
        owners.firstIndex { $0.performer === performer }
    }

    /// Removes every listing of `performer` (by identity).
    mutating func removeAll(_ performer: AnyObject) {
        owners.removeAll { $0.performer === performer }
    }

    /// Steps every performer by `interval` seconds, in order; whether they all rest (asked of
    /// each performer after its step, until one doesn't).
    func step(by interval: Double) -> Bool {
        var atRest = true
        // By index, each box borrowed: a `for in` would retain and release each one.
        var index = 0
        while index < owners.count {
            atRest = Unmanaged.passUnretained(owners[index]).withBorrowed { entry in
                entry.performer.step(by: interval)
                return atRest && entry.performer.isAtRest
            }
            index &+= 1
        }
        // The list keeps every box alive until here: what `withExtendedLifetime` does, without
        // its closure (checked for its executor on every call), and, unlike `extendLifetime`, in
        // iOS 16's SDK.
        _fixLifetime(owners)
        return atRest
    }
}
