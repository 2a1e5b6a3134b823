#if canImport(UIKit)
// An app that imports this module sees UIKit, as one that imported the seed library's
// `Transition` framework did (its umbrella header imported UIKit): the guides' code needs no
// import but this one.
@_exported import UIKit
#endif
