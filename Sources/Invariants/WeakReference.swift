/// A reference that doesn't keep its object alive, and the name to report if it does stay alive.
struct WeakReference {
    weak var object: AnyObject?
    let name: String
}
