import Catalog
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import GestureScripts
import Motion
import Recording
import Report
import Stage
import Testing
import TransitionKit

/// GettingStarted's last step, as written there: the swipe back of the first test, recorded by
/// the window and written as a report page in one call — with the plain screens drawn in pale
/// colours of their own and named, not black.
@MainActor @Test func seeIt() throws {
    let window = Window(clock: try ManualClock())
    let message = ViewController(title: "Message")
    let navigation = NavigationController(rootViewController: ViewController(title: "Inbox"))
    window.rootViewController = navigation
    try navigation.pushViewController(message, animated: false)
    let mailbox = Mailbox()
    let pan = PanInteractionController(forNavigationTransitionsAtEdge: .right)
    let transitions = TransitionController(forInteractiveTransitionsIn: navigation, transitionsSource: mailbox, operationDelegate: mailbox,
                                           interactionController: pan)
    try window.inject(GestureScript { GestureStep.drag(path: [CGPoint(x: 10, y: 400), CGPoint(x: 300, y: 400)], duration: 0.4) })
    try window.runUntilIdle()
    #expect(navigation.topViewController?.title == "Inbox" && !transitions.isTransitioning)

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("see-it-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }

    let page = try ScenePage.write(window.recordedScene(title: "Swipe back"), to: folder)

    #expect(page.lastPathComponent == "swipe-back.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<h1>Swipe back</h1>"))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    // Both screens appear in the frames, each in a pale colour of its own and labelled with its name.
    let scene = window.recordedScene(title: "Swipe back").fillingPlainViews()
    #expect(scene.frames.count > 40, "every frame of the swipe was recorded: \(scene.frames.count)")
    let middle = scene.frames[scene.frames.count / 3]
    let inbox = try #require(middle.views.first { $0.name == "Inbox" }), shown = try #require(middle.views.first { $0.name == "Message" })
    for view in [inbox, shown] {
        let fill = try #require(view.background, "\(view.name) is filled")
        #expect(fill.red + fill.green + fill.blue > 2, "\(view.name) is pale, not black: \(fill)")
        #expect(view.content == .text(view.name))
        // The frames are JSON in the page, where "/" is escaped.
        #expect(html.contains(">\(view.name)<\\/text>"), "the page draws \(view.name)'s name")
    }
    #expect(inbox.background != shown.background, "each screen its own colour")
}
