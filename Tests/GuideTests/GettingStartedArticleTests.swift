import Foundation
import Motion
import Stage
import Testing
import TransitionKit

@Suite("The getting-started article")
struct GettingStartedArticleTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift code blocks of a Markdown document.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current.map { $0.joined(separator: "\n") + "\n" } ?? "")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("every code block of the article is code this package compiles and runs, word for word")
    func codeIsTested() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/TransitionKit/TransitionKit.docc/GettingStarted.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count == 3)
        let guide = Self.root.appendingPathComponent("Tests/GuideTests")
        let sources = try FileManager.default.contentsOfDirectory(atPath: guide.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: guide.appendingPathComponent($0), encoding: .utf8) }
        for block in blocks {
            #expect(sources.contains { $0.contains(block) }, "not in Tests/GuideTests:\n\(block)")
        }
        // The first block is the whole test file: nothing hidden.
        let test = try String(contentsOf: guide.appendingPathComponent("GettingStarted.swift"), encoding: .utf8)
        #expect(blocks.first == test)
    }

    @Test("the article's own animation fades the incoming view in")
    @MainActor
    func fade() throws {
        final class FadeSource: TransitionsSource {
            func transitionFor(operationContext: TransitionOperationContext,
                               interactionController: (any TransitionInteractionController)?) -> Transition {
                Transition(duration: 0.3, animation: Fade())
            }
        }
        let window = Window(clock: try ManualClock())
        let navigation = NavigationController(rootViewController: ViewController(title: "Inbox"))
        window.rootViewController = navigation
        let source = FadeSource()
        let controller = TransitionController(forTransitionsIn: navigation, transitionsSource: source)
        let message = ViewController(title: "Message")
        try navigation.pushViewController(message, animated: true)
        window.run(for: 0.15)
        let halfway = message.stageView.presentation.alpha
        #expect(halfway > CubicBezierCurve.easeOut.value(at: 0.5) - 0.02 && halfway < CubicBezierCurve.easeOut.value(at: 0.5) + 0.02)
        try window.runUntilIdle()
        #expect(message.stageView.alpha == 1 && navigation.topViewController === message && !controller.isTransitioning)
    }
}
