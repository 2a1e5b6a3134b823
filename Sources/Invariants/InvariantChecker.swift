import Foundation
import Motion
import Stage

/// Watches a ``/Stage/Window`` and records every broken promise of a transition as an
/// ``InvariantViolation``.
///
/// Installed on a window (it becomes the window's transition and frame observer), it checks:
///
/// - **Every frame:** every model and presentation value of every view on screen is finite,
///   and Stage recorded no misuse (a refused touch, a second `completeTransition`). The views
///   are walked only once some view has stored a value that is not finite
///   (``/Stage/View/nonFiniteValueCount``); until then every value is finite, and the walk at
///   rest checks that count.
/// - **After every transition** (and every change made at once): the hierarchy is exactly the
///   end state when it completed — the arriving view in the container, filling it, with the
///   alpha, transform and recognizers it had before; the leaving view detached, with its own — or
///   exactly the start state when it was cancelled. No view hidden, no replica or snapshot left in
///   any container, nothing on screen mid-animation. Appearance callbacks are exactly the pairs
///   UIKit sends: will/did disappear and will/did appear when it completes, and the reversed
///   calls when it is cancelled. Every transition ends once.
/// - **At rest** (``checkAtRest()``, when the window is idle): no transition is left open; every
///   transition context (and with it its driver), every animator and every replica made during
///   a transition has been deallocated; every controller seen has appeared exactly when its view
///   is on screen.
@MainActor
public final class InvariantChecker: WindowTransitionObserver, WindowFrameObserver {
    /// The window watched.
    public let window: Window
    /// The violations found, in the order found (at most ``maximumViolations``).
    public private(set) var violations: [InvariantViolation] = []
    /// The most violations kept; later ones are counted in ``droppedViolationCount`` only.
    public var maximumViolations = 20
    /// Violations found beyond ``maximumViolations``.
    public private(set) var droppedViolationCount = 0
    /// Transitions (and changes made at once) that completed.
    public private(set) var completedCount = 0
    /// Transitions that were cancelled.
    public private(set) var cancelledCount = 0
    /// Frames checked.
    public var frameCount: Int { framesChecked }
    /// The storage of ``frameCount``, private so that counting a frame needs no exclusivity check.
    private var framesChecked = 0
    /// How the latest changes ended, oldest first (at most ``maximumEndings``; the counts above
    /// count them all).
    public private(set) var endings: [TransitionEnding] = []
    /// The most endings kept in ``endings``.
    public var maximumEndings = 200

    /// Recognizers that legitimately move from view to view (an interaction controller's gesture
    /// follows the controller on top); where they are attached is not compared.
    public var movableRecognizers: [AnyObject] = [] {
        didSet { movable = Set(movableRecognizers.map { ObjectIdentifier($0) }) }
    }
    private var movable: Set<ObjectIdentifier> = []

    private var open: OpenChange?
    /// Views that were in the window, or were a transition's views, when a change began.
    private var known = IdentitySet(minimumCapacity: 128)
    /// Views first seen on screen during a transition (replicas, snapshots, containers).
    private var transients: [ObjectIdentifier: WeakReference] = [:]
    private var animations: [ObjectIdentifier: WeakReference] = [:]
    private var contexts: [WeakReference] = []
    private var controllers: [ObjectIdentifier: WeakReference] = [:]
    private var issuesSeen = 0
    /// How many views the latest snapshot held: room for as many is made in the next.
    private var snapshotCount = 0
    /// Snapshots no longer needed, whose storage the next captures reuse.
    private var spareSnapshots: [HierarchySnapshot] = []
    /// ``/Stage/View/changeCount`` when the views were last checked.
    private var checkedChangeCount: UInt64 = .max
    /// ``/Stage/View/hierarchyChangeCount`` when the views were last looked at for new ones.
    private var checkedHierarchyCount: UInt64?
    /// ``/Motion/AnimationLoop/additionCount`` when the running animations were last looked at.
    private var checkedAdditionCount: UInt64?

    /// A checker watching `window` from now on.
    public init(window: Window) {
        self.window = window
        window.transitionObserver = self
        window.frameObserver = self
        var seen = IdentitySet(minimumCapacity: 128)
        var stack = [window.rootView]
        while let view = stack.popLast() {
            seen.insert(ObjectIdentifier(view))
            for subview in view.stageSubviews { stack.append(subview) }
        }
        known = seen
        if let root = window.rootViewController { remember(root) }
    }

    /// Whether no violation was found.
    public var isClean: Bool { violations.isEmpty }

    /// Records a violation found outside the checker (a fuzzer's own checks), at the window's
    /// current time.
    public func report(_ kind: InvariantViolation.Kind, _ message: String) {
        guard violations.count < maximumViolations else {
            droppedViolationCount += 1
            return
        }
        violations.append(InvariantViolation(kind: kind, message: message, time: window.clock.now))
    }

    // MARK: Every frame

    public func windowWillStepFrame(_ window: Window) {}

    public func windowDidStepFrame(_ window: Window) {
        framesChecked += 1
        checkIssues()
        // Replicas, snapshots and animators are made during transitions: only then are views
        // looked up to remember the new ones.
        let inTransition = open != nil
        // Nothing on screen changed since the last look (no presentation value written, no view
        // moved in a hierarchy): every value is as finite as it was.
        // And while no view has ever stored a value that is not finite, every value is finite.
        let changeCount = View.changeCount
        if changeCount != checkedChangeCount {
            checkedChangeCount = changeCount
            if View.nonFiniteValueCount != 0, !window.rootView.subtreeHasFiniteValues {
                reportNonFiniteValues(under: window.rootView)
            }
        }
        // No view joined a hierarchy since the last look: no view is new.
        let hierarchyCount = View.hierarchyChangeCount
        if inTransition, hierarchyCount != checkedHierarchyCount {
            checkedHierarchyCount = hierarchyCount
            rememberNewViews(under: window.rootView)
        }
        guard inTransition || window.loop.runningCount > 0 else { return }
        // No animation joined since the last look: every one running was seen then.
        let additions = window.loop.additionCount
        guard additions != checkedAdditionCount else { return }
        checkedAdditionCount = additions
        for animation in window.loop.runningAnimations {
            // A view that steps itself (a scroll view decelerating) lives as long as its
            // hierarchy keeps it: it is watched as a view, not as a transition's animation.
            if animation is View { continue }
            let identifier = ObjectIdentifier(animation)
            if animations[identifier] == nil { animations[identifier] = WeakReference(object: animation, name: animation.debugName) }
        }
    }

    /// Reports each view from `view` down whose values are not all finite.
    private func reportNonFiniteValues(under view: View) {
        if !view.hasFiniteValues {
            report(.nonFiniteValue, "\(view.name) has a value that is not finite: \(view.presentation)")
        }
        for child in view.stageSubviews { reportNonFiniteValues(under: child) }
    }

    /// Remembers, weakly, each view from `view` down that is new in this transition.
    private func rememberNewViews(under view: View) {
        var unknown: [View] = []
        Self.collect(under: view, notIn: known, into: &unknown)
        for view in unknown {
            let identifier = ObjectIdentifier(view)
            if transients[identifier] == nil { transients[identifier] = WeakReference(object: view, name: view.name) }
        }
    }

    /// Appends each view from `view` down (in tree order) that `known` doesn't hold: a walk
    /// that reads no property of the checker's, so no exclusivity check per view.
    private static func collect(under view: View, notIn known: IdentitySet, into unknown: inout [View]) {
        if !known.contains(ObjectIdentifier(view)) { unknown.append(view) }
        let subviews = view.stageSubviews
        for index in subviews.indices {
            // Kept alive by `subviews`: read without a retain.
            unowned(unsafe) let subview = subviews[index]
            collect(under: subview, notIn: known, into: &unknown)
        }
    }

    private func checkIssues() {
        guard window.issueCount > issuesSeen else { return }
        let issues = window.issues
        for issue in issues[issuesSeen...] { report(.stageIssue, issue.description) }
        issuesSeen = issues.count
    }

    // MARK: Every transition

    public func window(_ window: Window, willBegin change: StageContainerChange) {
        if let open {
            report(.completion, "\(Self.describe(change)) began while \(Self.describe(open.change)) had not ended")
        }
        let views = [change.from.stageView, change.to.stageView, change.container]
        var before = spareSnapshots.popLast() ?? HierarchySnapshot()
        before.capture(window: window, detached: views, expectedCount: snapshotCount)
        snapshotCount = before.count
        // Every view captured: the window's tree and the trees of the change's views.
        for place in 0..<before.count { known.insert(before.states[place].identifier) }
        remember(change.from)
        remember(change.to)
        open = OpenChange(change: change, before: before, bar: Self.bar(restyledBy: change).map { ObjectIdentifier($0) },
                          fromLogCount: change.from.appearanceLog.count, toLogCount: change.to.appearanceLog.count)
    }

    public func window(_ window: Window, didEnd change: StageContainerChange, completed: Bool) {
        guard let open, open.change.from === change.from, open.change.to === change.to else {
            report(.completion, "\(Self.describe(change)) ended, but it had not begun (or it ended twice)")
            return
        }
        self.open = nil
        if completed { completedCount += 1 } else { cancelledCount += 1 }
        endings.append(TransitionEnding(operation: change.operation.description, from: change.from.title ?? "a controller",
                                        to: change.to.title ?? "a controller", isAnimated: change.isAnimated, completed: completed))
        if endings.count > max(maximumEndings, 0) { endings.removeFirst(endings.count - max(maximumEndings, 0)) }
        if let context = change.context { contexts.append(WeakReference(object: context, name: context.name)) }
        var after = spareSnapshots.popLast() ?? HierarchySnapshot()
        after.capture(window: window, detached: [change.from.stageView, change.to.stageView, change.container],
                      expectedCount: snapshotCount)
        snapshotCount = after.count
        let differences = HierarchyExpectation(change: change, completed: completed, before: open.before, bar: open.bar)
            .differences(from: after, movable: movable)
        spareSnapshots = [after, open.before]
        if !differences.isEmpty {
            let shown = differences.prefix(3).joined(separator: "; ")
            let more = differences.count > 3 ? " (and \(differences.count - 3) more)" : ""
            report(.hierarchy, "after \(Self.describe(change)) \(completed ? "completed" : "was cancelled"): \(shown)\(more)")
        }
        checkAppearance(of: change, completed: completed, open: open)
        checkIssues()
    }

    private func checkAppearance(of change: StageContainerChange, completed: Bool, open: OpenChange) {
        let expected = AppearanceExpectation(change: change, completed: completed)
        let sides: [(String, ViewController, Int, [AppearanceExpectation.Call])] = [
            ("leaving", change.from, open.fromLogCount, expected.leaving),
            ("arriving", change.to, open.toLogCount, expected.arriving),
        ]
        for (side, controller, start, calls) in sides {
            let log = controller.appearanceLog
            let received = start <= log.count ? log[start...].map(AppearanceExpectation.Call.init) : []
            if received != calls {
                report(.appearance, "after \(Self.describe(change)) \(completed ? "completed" : "was cancelled"), the \(side) "
                    + "\(controller.title ?? "controller") received \(Self.list(received)), expected \(Self.list(calls))")
            }
        }
    }

    // MARK: At rest

    /// Checks what must hold once the window is at rest (no transition, animation or touch):
    /// nothing left open, nothing outlived its transition, appearance matches visibility.
    public func checkAtRest() {
        checkIssues()
        if let open {
            report(.completion, "\(Self.describe(open.change)) never completed")
        }
        if window.activeTransition != nil || window.loop.runningCount > 0 {
            let names = window.loop.runningNames + (window.activeTransition.map { [$0.name] } ?? [])
            report(.frozen, "not at rest: still running \(names.joined(separator: ", "))")
        }
        // The frames trusted Stage's count of values that are not finite while it was 0: one
        // walk at rest checks that trust (a value the count missed would show here).
        if View.nonFiniteValueCount == 0, !window.rootView.subtreeHasFiniteValues {
            reportNonFiniteValues(under: window.rootView)
        }
        // Each view before its subviews, the last subview first, without gathering the views.
        var stack = [window.rootView]
        while let view = stack.popLast() {
            if view.isSnapshot { report(.hierarchy, "the snapshot \(view.name) is on screen at rest") }
            if let difference = ViewState.presentationDifference(of: view) {
                report(.hierarchy, "\(view.name) at rest: \(difference)")
            }
            if let scrollView = view as? ScrollView, let problem = Self.restingProblem(of: scrollView) {
                report(.scrollView, "\(view.name) at rest: \(problem)")
            }
            stack.append(contentsOf: view.stageSubviews)
        }
        for reference in contexts where reference.object != nil {
            report(.leak, "the context of \(reference.name) (and so its driver) outlived the transition")
        }
        contexts.removeAll { $0.object == nil }
        for (identifier, reference) in animations where reference.object != nil {
            report(.leak, "the animation \(reference.name) outlived its transition")
            animations[identifier] = nil
        }
        animations = animations.filter { $0.value.object != nil }
        for (identifier, reference) in transients {
            guard let object = reference.object, !isOnScreen(object as? View) else { continue }
            report(.leak, "\(reference.name), made during a transition, is still alive off screen (a replica or snapshot kept)")
            transients[identifier] = nil
        }
        transients = transients.filter { $0.value.object != nil }
        for reference in controllers.values {
            guard let controller = reference.object as? ViewController else { continue }
            let visible = isOnScreen(controller.stageView)
            let expected: AppearanceState = visible ? .appeared : .disappeared
            if controller.appearanceState != expected {
                report(.appearance, "\(reference.name) is \(controller.appearanceState.rawValue) at rest while its view is "
                    + (visible ? "on screen" : "off screen"))
            }
        }
        controllers = controllers.filter { $0.value.object != nil }
    }

    /// Whether `view` is in the window's tree: whether its superviews lead to the root view.
    private func isOnScreen(_ view: View?) -> Bool {
        let root = window.rootView
        var current = view
        while let node = current {
            if node === root { return true }
            current = node.stageSuperview
        }
        return false
    }

    /// The view controllers, contexts, animations and transient views the checker has met and
    /// still holds weakly: what a ``LeakWatch`` watches besides the window's tree.
    var rememberedObjects: [WeakReference] {
        Array(controllers.values) + contexts + Array(animations.values) + Array(transients.values)
    }

    // MARK: Helpers

    /// The bar `change` restyles, if any: a navigation controller's for a push or pop, a tab
    /// bar controller's for a tab switch.
    static func bar(restyledBy change: StageContainerChange) -> View? {
        switch change.operation {
        case .navigation: (change.to.parent as? NavigationController)?.navigationBar
        case .tabBar: (change.to.parent as? TabBarController)?.tabBar
        case .modal, .none: nil
        }
    }

    /// How far past an edge a resting offset may lie, in points (rounding only).
    static let scrollOffsetTolerance = 1e-6

    /// What is wrong with `scrollView` at rest, or `nil`: values that aren't finite, a drag or
    /// deceleration still going on, or an offset outside its scrollable range.
    static func restingProblem(of scrollView: ScrollView) -> String? {
        let offset = scrollView.contentOffset, size = scrollView.contentSize, inset = scrollView.contentInset
        guard offset.isFinite, size.width.isFinite, size.height.isFinite, inset.isFinite else {
            return "a value is not finite (offset \(offset), content size \(size), inset \(inset))"
        }
        if scrollView.isDragging || scrollView.isDecelerating || scrollView.isMoving {
            return "still \(scrollView.isDragging ? "dragging" : "decelerating")"
        }
        let horizontal = scrollView.horizontalOffsetLimits, vertical = scrollView.verticalOffsetLimits
        let tolerance = scrollOffsetTolerance
        if Double(offset.x) < horizontal.lowerBound - tolerance || Double(offset.x) > horizontal.upperBound + tolerance
            || Double(offset.y) < vertical.lowerBound - tolerance || Double(offset.y) > vertical.upperBound + tolerance {
            return "content offset (\(offset.x), \(offset.y)) lies outside its range x \(horizontal), y \(vertical)"
        }
        return nil
    }

    private func remember(_ controller: ViewController) {
        controllers[ObjectIdentifier(controller)] = WeakReference(object: controller, name: controller.title ?? "a controller")
    }

    static func describe(_ change: StageContainerChange) -> String {
        "\(change.isAnimated ? "the" : "the immediate") \(change.operation) from \(change.from.title ?? "a controller") "
            + "to \(change.to.title ?? "a controller")"
    }

    private static func list(_ calls: [AppearanceExpectation.Call]) -> String {
        calls.isEmpty ? "nothing" : calls.map(\.rawValue).joined(separator: ", ")
    }
}

/// A change that began and has not ended, with what the checker saw when it began.
@MainActor
struct OpenChange {
    let change: StageContainerChange
    let before: HierarchySnapshot
    /// The bar the change restyles, if any (see ``InvariantChecker/bar(restyledBy:)``).
    let bar: ObjectIdentifier?
    let fromLogCount: Int
    let toLogCount: Int
}
