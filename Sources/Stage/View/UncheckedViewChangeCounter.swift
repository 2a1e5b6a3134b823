/// The counts behind ``View/changeCount`` — every change of any view's presentation values or
/// place in a hierarchy — and ``View/geometryGeneration`` — every change of the model geometry
/// (centre, bounds, transform) of a view that isn't a snapshot, or of any view's place in a
/// hierarchy — and ``View/hierarchyChangeCount`` — every time a view joins or leaves a
/// hierarchy — and ``View/nonFiniteValueCount`` — every value that is not finite stored in a view.
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions per
/// access, and every presentation change of every view counts). That is sound because of one
/// invariant, kept by this type alone: every access happens inside one of its own members, on the
/// main actor, and none calls out (a read, or an increment). So no two accesses can
/// overlap.
@MainActor
enum UncheckedViewChangeCounter {
    @exclusivity(unchecked) private static var count: UInt64 = 0
    @exclusivity(unchecked) private static var geometryCount: UInt64 = 0
    @exclusivity(unchecked) private static var hierarchyCount: UInt64 = 0
    @exclusivity(unchecked) private static var nonFiniteCount: UInt64 = 0

    /// The number of changes so far (wrapping past `UInt64.max`).
    static var value: UInt64 {
        @inline(__always) get { count }
    }

    /// Counts one change.
    @inline(__always)
    static func increment() {
        count &+= 1
    }

    /// The number of geometry changes so far (wrapping past `UInt64.max`).
    static var geometryValue: UInt64 {
        @inline(__always) get { geometryCount }
    }

    /// Counts one geometry change.
    @inline(__always)
    static func incrementGeometry() {
        geometryCount &+= 1
    }

    /// The number of times a view joined or left a hierarchy so far (wrapping past `UInt64.max`).
    static var hierarchyValue: UInt64 {
        @inline(__always) get { hierarchyCount }
    }

    /// Counts a view joining or leaving a hierarchy: a change of the hierarchy, and so of
    /// the geometry and of what is on screen too.
    @inline(__always)
    static func incrementHierarchy() {
        count &+= 1
        geometryCount &+= 1
        hierarchyCount &+= 1
    }

    /// The number of values that are not finite stored in views so far (wrapping past
    /// `UInt64.max`: some 10¹⁹ of them).
    static var nonFiniteValue: UInt64 {
        @inline(__always) get { nonFiniteCount }
    }

    /// Counts one value that is not finite, stored in a view, when `zeroed` — the sum of the
    /// value's components each times 0 — is not 0 (it is NaN then, and ±0 for finite values).
    /// It adds 0 or 1 rather than branch to a call, so that a write, which happens every frame,
    /// needs no call frame.
    @inline(__always)
    static func countNonFinite(_ zeroed: Double) {
        nonFiniteCount &+= zeroed == 0 ? 0 : 1
    }
}
