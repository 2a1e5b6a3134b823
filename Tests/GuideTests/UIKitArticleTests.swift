import Foundation
import Testing

@Suite("The UIKit article")
struct UIKitArticleTests {
    @Test("every Swift block of \"Use it in a UIKit app\" but the manifest's is in the example app, word for word")
    func codeIsTypeChecked() throws {
        let root = GettingStartedArticleTests.root
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/TransitionUIKit/TransitionUIKit.docc/UseItInAUIKitApp.md"), encoding: .utf8)
        let blocks = GettingStartedArticleTests.swiftBlocks(in: article).filter { !$0.hasPrefix("dependencies:") }
        #expect(blocks.count == 3)
        let example = try String(
            contentsOf: root.appendingPathComponent("Examples/GalleryApp/Guides/UseItInAUIKitApp.swift"), encoding: .utf8)
        for block in blocks {
            #expect(example.contains(block), "not in Examples/GalleryApp/Guides/UseItInAUIKitApp.swift:\n\(block)")
        }
    }
}
