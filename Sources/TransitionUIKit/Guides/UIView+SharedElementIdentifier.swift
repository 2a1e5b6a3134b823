#if canImport(UIKit)
import UIKit

extension UIView {
    /// Names the view as a shared element: the Zoom transition (and anything that matches
    /// elements) flies this view to the view with the same identifier on the other screen, and
    /// back. `nil` (the default) takes no part. Kept by the view's engine adapter, for the view's
    /// lifetime.
    public var sharedElementIdentifier: String? {
        get { UIKitHost.shared.views.existingAdapter(for: self)?.sharedElementIdentifier }
        set { UIKitHost.shared.adapter(for: self).sharedElementIdentifier = newValue }
    }
}
#endif
