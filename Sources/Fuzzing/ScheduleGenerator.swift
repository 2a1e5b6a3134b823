import Demos
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Gestures
import GestureScripts

/// Makes random ``FuzzSchedule``s from a seed: programmatic operations (animated or not),
/// gestures (edge swipes and drags ending in a lift, a flick, a cancel or a hold; pinches,
/// rotations, taps with extra fingers, long presses, fingers joining and lifting; on the Zoom's
/// detail, scrolls that turn into dismissals and swipes that page), grabs of what flies a few frames into an
/// animated push, pop, presentation or dismissal (a drag, a long press, or two fingers pinching,
/// rotating and dragging, ending every way a gesture can), and runs of frames from a hostile
/// clock.
///
/// The same seed always makes the same schedule.
public struct ScheduleGenerator: Sendable {
    /// The window size the gestures are made for, in points.
    public var screenSize: CGSize

    public init(screenSize: CGSize = CGSize(width: 390, height: 844)) {
        self.screenSize = screenSize
    }

    /// The seed of schedule `index` of a campaign seeded with `seed`.
    public static func scheduleSeed(campaign seed: UInt64, index: Int) -> UInt64 {
        var generator = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }

    /// A schedule for one of `transitions` (all of them when empty), from `seed`.
    public func schedule(seed: UInt64, transitions: [DemoTransition] = DemoTransition.allCases) -> FuzzSchedule {
        var random = FuzzRandom(seed: seed)
        let transition = random.pick(transitions.isEmpty ? DemoTransition.allCases : transitions)
        let host = random.pick(transition.hosts)
        var steps: [FuzzStep] = []
        for _ in 0..<random.int(in: 2...10) {
            let step = step(for: transition, host: host, random: &random)
            steps.append(step)
            if step == .forward(animated: true) || step == .back(animated: true), random.chance(0.45) {
                // Take what flies in hand, up to 0.3 s into the transition.
                steps.append(.frames(Array(repeating: 1.0 / 120, count: random.int(in: 1...36))))
                steps.append(.grab(grab(random: &random)))
            }
        }
        return FuzzSchedule(seed: seed, transition: transition, host: host, steps: steps)
    }

    private func step(for transition: DemoTransition, host: DemoHost, random: inout FuzzRandom) -> FuzzStep {
        switch random.weighted([(0.15, 0), (0.12, 1), (0.38, 2), (0.35, 3)]) {
        case 0: return .forward(animated: random.chance(0.85))
        case 1: return .back(animated: random.chance(0.85))
        case 2: return .gesture(gesture(for: transition, host: host, random: &random))
        default: return .frames(frames(random: &random))
        }
    }

    // MARK: The clock

    /// Frame lengths, in seconds: mostly 1/120 s, with 1/60 s, zero-length and dropped frames,
    /// and now and then a 2-second frame.
    func frames(random: inout FuzzRandom) -> [Double] {
        (0..<random.int(in: 1...48)).map { _ in
            random.weighted([
                (0.70, 1.0 / 120), (0.08, 1.0 / 60), (0.07, 0), (0.12, Double(random.int(in: 2...8)) / 120), (0.03, 2),
            ])
        }
    }

    // MARK: Gestures

    func gesture(for transition: DemoTransition, host: DemoHost, random: inout FuzzRandom) -> GestureScript {
        // The Zoom's detail scrolls and pages: a fifth of its gestures do that on purpose.
        let scrolls = transition == .zoom ? 0.25 : 0
        let kind = random.weighted([(0.28, 0), (0.14, 1), (0.18, 2), (0.18, 3), (0.14, 4), (0.08, 5), (scrolls, 6)])
        var steps: [GestureStep]
        switch kind {
        case 0: steps = swipe(back: true, host: host, random: &random)
        case 1: steps = swipe(back: false, host: host, random: &random)
        case 2: steps = oneFinger(random: &random)
        case 3: steps = twoFingers(random: &random)
        case 4: steps = taps(transition: transition, random: &random)
        case 5: steps = fingersComeAndGo(random: &random)
        default: steps = scrollOrPage(random: &random)
        }
        return script(steps, random: &random)
    }

    /// A grab: one finger dragging (or pressing, then dragging), or two pinching, rotating and
    /// dragging, each ending in a lift, a flick, a hold or a cancel. It is written anywhere on
    /// the screen; the runner moves it onto the flying element.
    func grab(random: inout FuzzRandom) -> GestureScript {
        let steps = switch random.weighted([(0.5, 0), (0.35, 1), (0.15, 2)]) {
        case 0: oneFinger(random: &random)
        case 1: twoFingers(random: &random)
        default: fingersComeAndGo(random: &random)
        }
        return script(steps, random: &random)
    }

    /// `steps` as a script at a random touch rate, with jitter now and then.
    ///
    /// Every template makes a valid script. That is tested (`ScheduleGeneratorTests` validates
    /// the scripts of hundreds of schedules) rather than checked here, where it would make
    /// every touch of a campaign twice; and a script a window refuses is reported as a
    /// violation when it is played, never replaced quietly.
    private func script(_ steps: [GestureStep], random: inout FuzzRandom) -> GestureScript {
        GestureScript(
            touchRate: random.pick([60, 120, 120, 120, 240]),
            jitter: random.chance(0.3) ? random.double(in: 0...3) : 0,
            seed: random.seed(),
            steps: steps)
    }

    private var screen: CGRect { CGRect(origin: .zero, size: screenSize) }

    /// A swipe the way the host goes back (or forward): from the left edge rightward in a
    /// navigation or tab bar host (from the right edge leftward to go forward), downward in a
    /// modal one (upward from the bottom to go forward).
    private func swipe(back: Bool, host: DemoHost, random: inout FuzzRandom) -> [GestureStep] {
        let width = Double(screenSize.width), height = Double(screenSize.height)
        let start: CGPoint
        let direction: CGPoint
        switch (host, back) {
        case (.modal, true):
            start = random.point(in: CGRect(x: 20, y: 60, width: width - 40, height: height * 0.6))
            direction = CGPoint(x: random.double(in: -0.3...0.3), y: 1)
        case (.modal, false):
            start = CGPoint(x: random.double(in: 20...(width - 20)), y: height - random.double(in: 1...30))
            direction = CGPoint(x: random.double(in: -0.3...0.3), y: -1)
        case (_, true):
            start = CGPoint(x: random.double(in: 0.5...30), y: random.double(in: 80...(height - 40)))
            direction = CGPoint(x: 1, y: random.double(in: -0.3...0.3))
        case (_, false):
            start = CGPoint(x: width - random.double(in: 0.5...30), y: random.double(in: 80...(height - 40)))
            direction = CGPoint(x: -1, y: random.double(in: -0.3...0.3))
        }
        let distance = random.weighted([(0.35, random.double(in: 2...120)), (0.65, random.double(in: 120...450))])
        let end = CGPoint(x: start.x + direction.x * distance, y: start.y + direction.y * distance)
        var path = [start]
        if random.chance(0.3) {
            // Back and forth: past the threshold and back, or the other way.
            let swing = random.double(in: 0.2...1.6)
            path.append(CGPoint(x: start.x + direction.x * distance * swing, y: start.y + direction.y * distance * swing))
        }
        path.append(end)
        return [.drag(path: path, duration: random.double(in: 0.03...1.2), easing: easing(random: &random), lift: false)]
            + ending(oneFinger: true, direction: direction, random: &random)
    }

    /// How fingers that are down leave: a lift, a flick, a hold then a lift, or a cancel.
    private func ending(oneFinger: Bool, direction: CGPoint, random: inout FuzzRandom) -> [GestureStep] {
        switch random.weighted([(0.35, 0), (oneFinger ? 0.30 : 0, 1), (0.2, 2), (0.15, 3)]) {
        case 0:
            return [.lift]
        case 1:
            let speed = random.double(in: 100...4000) * (random.chance(0.8) ? 1 : -1)
            let velocity = CGPoint(x: direction.x * speed + random.double(in: -300...300), y: direction.y * speed + random.double(in: -300...300))
            return [.flick(velocity: velocity, duration: random.double(in: 0.12...0.4))]
        case 2:
            return [.hold(duration: random.double(in: 0.01...0.6)), .lift]
        default:
            return [.cancel]
        }
    }

    /// One finger anywhere: a drag, or a long press that then drags.
    private func oneFinger(random: inout FuzzRandom) -> [GestureStep] {
        let start = random.point(in: screen.insetBy(dx: 1, dy: 1))
        let moved = random.point(in: screen.insetBy(dx: -60, dy: -60))
        var steps: [GestureStep]
        if random.chance(0.4) {
            steps = [
                .longPress(at: start, duration: random.double(in: 0.02...0.9), lift: false),
                .drag(path: [moved], duration: random.double(in: 0.03...0.8), easing: easing(random: &random), lift: false),
            ]
        } else {
            steps = [.drag(path: [start, moved], duration: random.double(in: 0.03...1.0), easing: easing(random: &random), lift: false)]
        }
        let direction = CGPoint(x: Double(moved.x - start.x), y: Double(moved.y - start.y))
        let length = max(hypot(Double(direction.x), Double(direction.y)), 1)
        return steps + ending(oneFinger: true, direction: CGPoint(x: Double(direction.x) / length, y: Double(direction.y) / length), random: &random)
    }

    /// Two fingers: a pinch, a rotation, or all of pinch, rotation and drag, sometimes twice.
    private func twoFingers(random: inout FuzzRandom) -> [GestureStep] {
        let center = random.point(in: screen.insetBy(dx: 60, dy: 100))
        let span = random.double(in: 30...260)
        let angle = random.double(in: -Double.pi...Double.pi)
        let duration = random.double(in: 0.05...0.9)
        var steps: [GestureStep]
        switch random.int(in: 0...2) {
        case 0:
            steps = [.pinch(center: center, span: span, angle: angle, scale: random.double(in: 0.3...3), duration: duration,
                            easing: easing(random: &random), lift: false)]
        case 1:
            steps = [.rotate(center: center, span: span, angle: angle, rotation: random.double(in: -3...3), duration: duration,
                             easing: easing(random: &random), lift: false)]
        default:
            steps = [.pinchRotateDrag(
                center: center, span: span, angle: angle, scale: random.double(in: 0.4...2.5), rotation: random.double(in: -2...2),
                translation: CGPoint(x: random.double(in: -250...250), y: random.double(in: -350...350)), duration: duration,
                easing: easing(random: &random), lift: false)]
        }
        if random.chance(0.3) {
            steps.append(.pinchRotateDrag(
                scale: random.double(in: 0.5...2), rotation: random.double(in: -1...1),
                translation: CGPoint(x: random.double(in: -150...150), y: random.double(in: -150...150)),
                duration: random.double(in: 0.05...0.5), easing: easing(random: &random), lift: false))
        }
        return steps + ending(oneFinger: false, direction: CGPoint(x: 0, y: 1), random: &random)
    }

    /// One finger dragging and a second joining on the way — still, or moving with the first —
    /// then one of them lifting before the other (either), at 120 Hz: what holds the element must
    /// neither jump as the centroid does nor hand over a velocity from the jump.
    private func fingersComeAndGo(random: inout FuzzRandom) -> [GestureStep] {
        let rate = 120.0
        let start = random.point(in: screen.insetBy(dx: 1, dy: 1))
        let end = random.point(in: screen.insetBy(dx: -60, dy: -60))
        let count = max(4, Int((random.double(in: 0.1...1.2) * rate).rounded()))
        let join = random.int(in: 1...(count - 2))
        let leave = random.int(in: (join + 1)...count)
        let firstLiftsFirst = random.chance(0.35)
        let (firstEnd, secondEnd) = firstLiftsFirst ? (leave, count) : (count, leave)
        let second = random.point(in: screen.insetBy(dx: 1, dy: 1))
        let secondFollows = random.chance(0.5)
        func first(at index: Int) -> CGPoint {
            let fraction = Double(min(index, firstEnd)) / Double(count)
            return CGPoint(x: Double(start.x) + Double(end.x - start.x) * fraction, y: Double(start.y) + Double(end.y - start.y) * fraction)
        }
        func phase(_ index: Int, from begin: Int, to finish: Int, moves: Bool) -> TouchPhase {
            index == begin ? .began : index == finish ? .ended : moves ? .moved : .stationary
        }
        var frames: [TouchFrame] = []
        for index in 0...count {
            var fingers: [TouchFrame.Finger] = []
            if index <= firstEnd {
                fingers.append(.init(id: 1, location: first(at: index), phase: phase(index, from: 0, to: firstEnd, moves: true)))
            }
            if index >= join, index <= secondEnd {
                let moved = secondFollows ? CGPoint(x: Double(first(at: index).x - first(at: join).x), y: Double(first(at: index).y - first(at: join).y))
                    : .zero
                fingers.append(.init(id: 2, location: CGPoint(x: second.x + moved.x, y: second.y + moved.y),
                                     phase: phase(index, from: join, to: secondEnd, moves: secondFollows)))
            }
            frames.append(TouchFrame(time: Double(index) / rate, touches: fingers))
        }
        return [.touches(frames)]
    }

    /// What a scrolling, paging detail invites: a drag up that scrolls the content, then down —
    /// as often past where it started as not — in the same gesture (at the content's top the
    /// scroll hands over to the dismissal), or a sideways swipe that pages, now and then from
    /// near the left edge (the edge swipe's ground); each ending in a lift, a flick, a hold or a
    /// cancel.
    func scrollOrPage(random: inout FuzzRandom) -> [GestureStep] {
        let width = Double(screenSize.width), height = Double(screenSize.height)
        let start = CGPoint(x: random.double(in: 40...(width - 40)), y: random.double(in: (height * 0.3)...(height * 0.9)))
        var path = [start]
        let direction: CGPoint
        if random.chance(0.6) {
            let top = CGPoint(x: Double(start.x) + random.double(in: -20...20),
                              y: max(Double(start.y) - random.double(in: 20...600), 8))
            let down = random.double(in: 0...(Double(start.y - top.y) + 450))
            path += [top, CGPoint(x: Double(top.x) + random.double(in: -30...30), y: Double(top.y) + down)]
            direction = CGPoint(x: 0, y: down > Double(start.y - top.y) ? 1 : -1)
        } else {
            let sign = random.chance(0.5) ? 1.0 : -1.0
            let from = random.chance(0.2) ? CGPoint(x: random.double(in: 0.5...24), y: start.y) : start
            path = [from, CGPoint(x: Double(from.x) + sign * random.double(in: 10...320), y: Double(from.y) + random.double(in: -40...40))]
            direction = CGPoint(x: sign, y: 0)
        }
        return [.drag(path: path, duration: random.double(in: 0.08...1.2), easing: easing(random: &random), lift: false)]
            + ending(oneFinger: true, direction: direction, random: &random)
    }

    /// Taps (one to three fingers, single or double) and a short press: on a photo's thumbnail
    /// or a card now and then for the photo and Zoom transitions, else anywhere.
    private func taps(transition: DemoTransition, random: inout FuzzRandom) -> [GestureStep] {
        var at = random.point(in: screen.insetBy(dx: 2, dy: 2))
        if transition == .photo, random.chance(0.5) {
            // The grid's cells: three columns from y = 95 (under a 91-point bar), about 129 points apart.
            let side = (Double(screenSize.width) - 16) / 3
            at = CGPoint(x: 4 + side / 2 + Double(random.int(in: 0...2)) * (side + 4),
                         y: 95 + side / 2 + Double(random.int(in: 0...1)) * (side + 4))
        } else if transition == .zoom, random.chance(0.5) {
            // The cards' images: two columns from y = 103 (under a 91-point bar), about 185 points apart.
            let width = (Double(screenSize.width) - 36) / 2
            at = CGPoint(x: 12 + width / 2 + Double(random.int(in: 0...1)) * (width + 12),
                         y: 103 + width * 0.375 + Double(random.int(in: 0...2)) * (width * 0.75 + 52))
        }
        let fingers = random.weighted([(0.7, 1), (0.2, 2), (0.1, 3)])
        switch random.int(in: 0...3) {
        case 0, 1: return [.tap(at: at, fingers: fingers)]
        case 2: return [.doubleTap(at: at, fingers: fingers)]
        default: return [.longPress(at: at, duration: random.double(in: 0.01...0.3), fingers: fingers)]
        }
    }

    private func easing(random: inout FuzzRandom) -> GestureEasing {
        random.pick([.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    }
}
