/// How something a gesture moves catches up with fingers that were ahead of it when the
/// gesture began: a gesture begins only once its fingers have passed its threshold (10 points,
/// a few percent of scale, a few degrees), and what they did until then doesn't land in one
/// frame. The offset fades over ``duration``, easing in and out (a smoothstep), so the thing
/// moved leaves at the fingers' own speed — no step in its velocity — gains on them, and ends
/// following them exactly. A view's direct manipulation and a transition's fraction both
/// catch up this way.
enum GestureCatchUp {
    /// How long catching up takes, in seconds.
    static let duration = 0.2

    /// How much of the offset is left `elapsed` seconds after the gesture began: 1 at first,
    /// 0 from ``duration`` on.
    static func remaining(after elapsed: Double) -> Double {
        let progress = min(max(elapsed / duration, 0), 1)
        return 1 - progress * progress * (3 - 2 * progress)
    }
}
