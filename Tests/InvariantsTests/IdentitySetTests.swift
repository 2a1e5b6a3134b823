import Testing
@testable import Invariants

@Suite("IdentitySet")
struct IdentitySetTests {
    private final class Object {}

    @Test("holds exactly what was inserted, each once, through every growth of its table")
    func insertAndContain() {
        let objects = (0..<1000).map { _ in Object() }
        var set = IdentitySet()
        var inserted = Set<ObjectIdentifier>()
        // Every other object, each twice, in two passes: the second pass adds nothing.
        for _ in 0..<2 {
            for (index, object) in objects.enumerated() where index.isMultiple(of: 2) {
                set.insert(ObjectIdentifier(object))
                inserted.insert(ObjectIdentifier(object))
            }
        }
        #expect(set.count == 500)
        #expect(inserted.count == 500)
        for object in objects {
            #expect(set.contains(ObjectIdentifier(object)) == inserted.contains(ObjectIdentifier(object)))
        }
    }

    @Test("an empty set, however large its room, holds nothing")
    func empty() {
        let object = Object()
        #expect(!IdentitySet().contains(ObjectIdentifier(object)))
        #expect(!IdentitySet(minimumCapacity: 1000).contains(ObjectIdentifier(object)))
        #expect(IdentitySet(minimumCapacity: 1000).count == 0)
    }
}
