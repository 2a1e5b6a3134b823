import TransitionKit

/// A Stage scroll view is the host's scroll view: a dismissal pan can hand over from it.
extension ScrollView: HostScrollView {}
