import HostBridge
import Testing

@MainActor
private final class Platform {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
private final class Adapter {
    weak var platform: Platform?
    /// Set for an adapter that made its platform object and keeps it.
    var owned: Platform?
    init(wrapping platform: Platform) { self.platform = platform }
    init(owning platform: Platform) {
        self.platform = platform
        owned = platform
    }
}

@MainActor
@Suite("IdentityMap")
struct IdentityMapTests {
    @Test("one adapter per object, made once")
    func oneAdapter() {
        let map = IdentityMap<Platform, Adapter>()
        let view = Platform("a")
        var made = 0
        let first = map.adapter(for: view) { made += 1; return Adapter(wrapping: $0) }
        let second = map.adapter(for: view) { made += 1; return Adapter(wrapping: $0) }
        #expect(first === second)
        #expect(made == 1)
        #expect(map.existingAdapter(for: view) === first)
        #expect(map.existingAdapter(for: Platform("b")) == nil)
    }

    @Test("a wrapped adapter lives as long as its object, and no longer (no leak)")
    func wrappedLifetime() {
        let map = IdentityMap<Platform, Adapter>()
        weak var adapter: Adapter?
        weak var gone: Platform?
        do {
            let view = Platform("a")
            gone = view
            adapter = map.adapter(for: view) { Adapter(wrapping: $0) }
            #expect(adapter != nil)  // kept by the map, though the caller keeps nothing
        }
        #expect(gone == nil)
        #expect(adapter != nil)  // the entry is dead but not yet swept
        map.sweep()
        #expect(adapter == nil)
        #expect(map.count == 0)
    }

    @Test("an owned adapter is held weakly: dropped, it frees the object it made")
    func ownedLifetime() {
        let map = IdentityMap<Platform, Adapter>()
        weak var snapshot: Platform?
        var adapter: Adapter? = {
            let made = Platform("snapshot")
            snapshot = made
            let owner = Adapter(owning: made)
            map.register(owned: owner, for: made)
            return owner
        }()
        #expect(snapshot != nil)
        if let snapshot { #expect(map.existingAdapter(for: snapshot) === adapter) }
        adapter = nil
        #expect(snapshot == nil)
        map.sweep()
        #expect(map.count == 0)
    }

    @Test("an owned object that outlives its adapter gets a wrapped one when looked up")
    func ownedThenWrapped() {
        let map = IdentityMap<Platform, Adapter>()
        let made = Platform("snapshot")
        var owner: Adapter? = Adapter(owning: made)
        if let owner { map.register(owned: owner, for: made) }
        owner = nil
        #expect(map.existingAdapter(for: made) == nil)
        let wrapped = map.adapter(for: made) { Adapter(wrapping: $0) }
        #expect(wrapped.owned == nil && wrapped.platform === made)
    }

    @Test("an object made where a dead one lived never gets the dead one's adapter (no stale view)")
    func noStaleAdapter() {
        let map = IdentityMap<Platform, Adapter>()
        var oldAddress: ObjectIdentifier?
        weak var oldAdapter: Adapter?
        do {
            let old = Platform("old")
            oldAddress = ObjectIdentifier(old)
            oldAdapter = map.adapter(for: old) { Adapter(wrapping: $0) }
        }
        // Allocate until the allocator hands out the dead object's address again.
        var keep: [Platform] = []
        var reused: Platform?
        for index in 0..<10_000 {
            let candidate = Platform("new \(index)")
            if ObjectIdentifier(candidate) == oldAddress {
                reused = candidate
                break
            }
            keep.append(candidate)
        }
        guard let new = reused else {
            Issue.record("the allocator never reused the dead object's address in 10,000 tries")
            return
        }
        #expect(map.existingAdapter(for: new) == nil)
        let adapter = map.adapter(for: new) { Adapter(wrapping: $0) }
        #expect(adapter !== oldAdapter)
        #expect(adapter.platform === new)
        _ = keep
    }

    @Test("sweeps are spread over insertions: a map of short-lived objects stays small")
    func bounded() {
        let map = IdentityMap<Platform, Adapter>()
        for index in 0..<10_000 {
            let view = Platform("\(index)")
            _ = map.adapter(for: view) { Adapter(wrapping: $0) }
        }
        #expect(map.count <= 64)
        #expect(map.adapters.isEmpty)
    }
}
