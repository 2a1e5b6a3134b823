/// One adapter per platform object: a UIKit host wraps each `UIView` (and view controller,
/// and gesture recognizer) in exactly one engine-facing adapter, because the engine compares
/// views by identity.
///
/// Two kinds of entry, so that nothing leaks and nothing goes stale:
/// - **Wrapped** (``adapter(for:make:)``): the platform object belongs to the app. The map keeps
///   the adapter alive as long as the platform object lives (the adapter should hold it weakly);
///   once the platform object is gone, its entry is dropped.
/// - **Owned** (``register(owned:for:)``): the adapter made the platform object and keeps it
///   alive (a snapshot the engine took). The map holds the adapter weakly: when nobody holds the
///   adapter any more, the entry is dropped, and the platform object — if it lives on in a
///   hierarchy — gets a wrapped adapter the next time it is looked up.
///
/// An entry is found by the platform object's identity *and* checked against the object itself,
/// so an object allocated where a dead one lived never inherits the dead one's adapter. Dead
/// entries are dropped as they are met and in sweeps whose cost is spread over insertions.
@MainActor
public final class IdentityMap<Platform: AnyObject, Adapter: AnyObject> {
    private struct Entry {
        weak var platform: Platform?
        /// Set for wrapped entries.
        var wrapped: Adapter?
        /// Set for owned entries.
        weak var owned: Adapter?

        var adapter: Adapter? { wrapped ?? owned }
        var isLive: Bool { platform != nil && adapter != nil }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Live entries after the last sweep; the next sweep comes when the map has doubled.
    private var sweptCount = 0

    /// An empty map.
    public init() {}

    /// The adapter of `platform`, if it has a live one.
    public func existingAdapter(for platform: Platform) -> Adapter? {
        let key = ObjectIdentifier(platform)
        guard let entry = entries[key] else { return nil }
        guard entry.platform === platform, let adapter = entry.adapter else {
            entries[key] = nil
            return nil
        }
        return adapter
    }

    /// The adapter of `platform`: its live one, or a new one from `make`, kept as long as
    /// `platform` lives.
    public func adapter(for platform: Platform, make: (Platform) -> Adapter) -> Adapter {
        if let adapter = existingAdapter(for: platform) { return adapter }
        let adapter = make(platform)
        insert(Entry(platform: platform, wrapped: adapter, owned: nil), for: platform)
        return adapter
    }

    /// Records `adapter` as the adapter of `platform`, which it made and keeps alive; the map
    /// holds it weakly. Replaces any earlier entry for `platform`.
    public func register(owned adapter: Adapter, for platform: Platform) {
        insert(Entry(platform: platform, wrapped: nil, owned: adapter), for: platform)
    }

    /// Forgets `platform`'s adapter.
    public func remove(_ platform: Platform) {
        let key = ObjectIdentifier(platform)
        if entries[key]?.platform === platform { entries[key] = nil }
    }

    /// The number of entries, dead ones not yet swept included.
    public var count: Int { entries.count }

    /// The live adapters.
    public var adapters: [Adapter] { entries.values.compactMap { $0.isLive ? $0.adapter : nil } }

    /// Drops every entry whose platform object or owned adapter is gone.
    public func sweep() {
        entries = entries.filter { $0.value.isLive }
        sweptCount = entries.count
    }

    private func insert(_ entry: Entry, for platform: Platform) {
        entries[ObjectIdentifier(platform)] = entry
        if entries.count >= max(64, 2 * sweptCount) { sweep() }
    }
}
