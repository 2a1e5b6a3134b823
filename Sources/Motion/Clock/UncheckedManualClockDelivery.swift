/// The time and frame delivery of a ``ManualClock``: the current time, the client frames go to,
/// and the loop a frame is delivered to unretained.
///
/// Its stored properties skip the runtime's exclusivity checks (about 75 instructions each per
/// access; everything that moves reads the time every frame). That is sound because of one
/// invariant, kept by this type alone: every access happens inside one of its own methods, on the
/// main actor, and no method calls out while an access is open — a frame is delivered, and an
/// outgoing client released, only after the access that read it has ended. So no two accesses to
/// the same property can overlap. Its clock holds it in a `let`, which needs no check of its own.
///
/// The frame goes to the loop unretained (a retain and release around the call would cost more
/// than the rest of the clock's frame). That is safe because only ``setClient(_:)`` drops the
/// client, and while a frame is being delivered it parks the outgoing client in `retired` until
/// the frame returns, so a loop stays alive through its own frame even if it stops the clock.
@MainActor
final class UncheckedManualClockDelivery {
    @exclusivity(unchecked) private var currentTime: Double
    /// What frames go to; kept alive while the clock ticks.
    @exclusivity(unchecked) private var client: (any FrameClockClient)?
    /// The client when it is an animation loop (in Motion it always is), unretained.
    @exclusivity(unchecked) private var loop: Unmanaged<AnimationLoop>?
    @exclusivity(unchecked) private var isDelivering = false
    /// The client a change made during a frame replaced, kept alive until the frame returns.
    @exclusivity(unchecked) private var retired: (any FrameClockClient)?

    init(now: Double) { currentTime = now }

    /// The current time, in seconds.
    var now: Double {
        @inline(__always) get { currentTime }
    }

    /// Whether frames go to a client.
    var isTicking: Bool { client != nil }

    /// The client frames go to, if any (retained by the caller for as long as it keeps it).
    var currentClient: (any FrameClockClient)? { client }

    /// Sends frames to `newClient` from now on (none for nil).
    func setClient(_ newClient: (any FrameClockClient)?) {
        var outgoing = newClient
        swap(&outgoing, &client)
        if let loop = newClient as? AnimationLoop {
            self.loop = Unmanaged.passUnretained(loop)
        } else {
            loop = nil
        }
        // The first change during a frame retires the client being delivered to; any other
        // outgoing client is released here, after every access has ended.
        if isDelivering, retired == nil { swap(&outgoing, &retired) }
    }

    /// Moves time to `time` (already finite and not in the past) and delivers one frame, unless
    /// one is being delivered: frames do not nest.
    @inline(__always)
    func advance(to time: Double) {
        currentTime = time
        guard let loop else { return deliverToClient(at: time) }
        guard !isDelivering else { return }
        isDelivering = true
        loop.withBorrowed { $0.frame(at: time) }
        isDelivering = false
        if retired != nil { releaseRetired() }
    }

    /// A frame for a client that is not an animation loop, called retained as usual. Out of
    /// line, so that a loop's frame path saves and restores fewer registers.
    @inline(never)
    private func deliverToClient(at time: Double) {
        let client = client
        client?.frame(at: time)
    }

    /// Lets go of the client retired during the frame, after the access that took it has ended.
    @inline(never)
    private func releaseRetired() {
        var outgoing: (any FrameClockClient)?
        swap(&outgoing, &retired)
    }
}
