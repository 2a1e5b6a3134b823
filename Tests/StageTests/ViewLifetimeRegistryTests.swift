import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import Stage

/// ``ViewLifetimeRegistry``: a registered view is alive until it deinitializes, and a token is
/// never handed out twice, so a new view can't pass for a freed one.
@MainActor
@Suite("ViewLifetimeRegistry")
struct ViewLifetimeRegistryTests {
    @Test("a registered view is alive until it is freed; its token then stays dead")
    func aliveUntilFreed() {
        var view: View? = View(name: "watched")
        let token = view.map { ViewLifetimeRegistry.token(for: $0) } ?? 0
        #expect(token != 0)
        #expect(ViewLifetimeRegistry.isAlive(token))
        view = nil
        #expect(!ViewLifetimeRegistry.isAlive(token), "the deinitializer withdrew the token")
        // Views made now may land at the freed address: none gets the old token back.
        let later = (0..<8).map { View(name: "later \($0)") }
        let tokens = later.map { ViewLifetimeRegistry.token(for: $0) }
        #expect(!tokens.contains(token))
        #expect(Set(tokens).count == tokens.count)
        #expect(!ViewLifetimeRegistry.isAlive(token))
        #expect(tokens.allSatisfy { ViewLifetimeRegistry.isAlive($0) })
    }

    @Test("registering twice keeps one token; a subview kept alive stays alive when its superview goes")
    func oneTokenPerView() {
        let child = View(name: "child")
        let childToken = ViewLifetimeRegistry.token(for: child)
        #expect(ViewLifetimeRegistry.token(for: child) == childToken)
        var parentToken: UInt64 = 0
        do {
            let parent = View(name: "parent")
            parent.addSubview(child)
            parentToken = ViewLifetimeRegistry.token(for: parent)
            #expect(ViewLifetimeRegistry.isAlive(parentToken))
        }
        #expect(!ViewLifetimeRegistry.isAlive(parentToken))
        #expect(ViewLifetimeRegistry.isAlive(childToken))
    }

    @Test("a token never handed out is not alive")
    func unknownToken() {
        #expect(!ViewLifetimeRegistry.isAlive(0))
        #expect(!ViewLifetimeRegistry.isAlive(.max))
    }
}
