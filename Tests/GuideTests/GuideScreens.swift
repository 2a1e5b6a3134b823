import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Motion
import Stage
import TransitionKit

// Screens for the guides' code to run in: what an app would have in its storyboard.

/// A page with a photo on it, in a navigation controller.
@MainActor
final class PageViewController: ViewController, TransitionPhaseDelegate {
    /// The photo: a thumbnail at the top left of the first page, large on the others.
    let photo: View
    private(set) var phases: [String] = []

    init(title: String, photoFrame: CGRect) {
        photo = View(name: "\(title) photo", frame: photoFrame)
        super.init(title: title)
        photo.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.8)
        stageView.addSubview(photo)
    }

    func willTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {
        phases.append("will \(from.title ?? "?") → \(to.title ?? "?")")
    }

    func didTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {
        phases.append("did")
    }

    func cancelledTransition(from: any HostViewController, to: any HostViewController, with sharedElement: (any SharedElement)?) {
        phases.append("cancelled")
    }
}

/// Where the photo sits on the first page, and on every page pushed after it.
enum PhotoFrames {
    static let thumbnail = CGRect(x: 20, y: 120, width: 80, height: 80)
    static let large = CGRect(x: 20, y: 200, width: 350, height: 350)
}
