import Testing
@testable import TransitionKit

@MainActor
@Suite("UncheckedPlanPerformerList: performers stepped unretained")
struct UncheckedPlanPerformerListTests {
    /// Holds the list the way the plans do: a performer's step may replace it.
    @MainActor
    final class Holder {
        var list = UncheckedPlanPerformerList()
    }

    /// Counts its steps; its step may run `onStep` (which may replace the holder's list).
    @MainActor
    final class CountingPerformer: PlanPerformer {
        var steps = 0
        var finished = false
        var resting: Bool
        var onStep: (() -> Void)?

        init(resting: Bool = true) {
            self.resting = resting
        }

        func step(by interval: Double) {
            steps += 1
            onStep?()
        }

        var isAtRest: Bool { resting }
        func finish() { finished = true }
    }

    @Test("a step that empties the list, dropping every other reference, still steps the rest of the copy")
    func stepThatEmptiesTheList() {
        let holder = Holder()
        var counters: [Int] = []
        do {
            let first = CountingPerformer()
            first.onStep = { [unowned holder] in holder.list = UncheckedPlanPerformerList() }
            holder.list.append(first)
            for _ in 0..<3 { holder.list.append(CountingPerformer()) }
            let stepped = holder.list
            #expect(stepped.step(by: 1.0 / 120))
            for case let performer as CountingPerformer in stepped.performers { counters.append(performer.steps) }
        }
        #expect(counters == [1, 1, 1, 1])
        #expect(holder.list.isEmpty)
    }

    @Test("insertion, removal and the answer to whether all rest keep the order and both lists together")
    func insertRemoveAndRest() {
        var list = UncheckedPlanPerformerList()
        let a = CountingPerformer(), b = CountingPerformer(resting: false), c = CountingPerformer()
        list.append(a)
        list.append(c)
        let index = list.firstIndex(of: a)
        #expect(index == 0)
        list.insert(contentsOf: [b, b], at: 1)
        #expect(list.performers.map { ObjectIdentifier($0) } == [a, b, b, c].map { ObjectIdentifier($0) })
        #expect(!list.step(by: 0.01))
        #expect(a.steps == 1 && b.steps == 2 && c.steps == 1)
        list.removeAll(b)
        #expect(list.performers.map { ObjectIdentifier($0) } == [a, c].map { ObjectIdentifier($0) })
        #expect(list.step(by: 0.01))
        #expect(a.steps == 2 && b.steps == 2 && c.steps == 2)
        #expect(list.firstIndex(of: b) == nil)
        list.removeAll(a)
        list.removeAll(c)
        #expect(list.isEmpty && list.step(by: 0.01))
    }
}
