import Motion
import Recording

/// The recorded types and the session's status, each as `JSONEncoder` writes it (keys in the
/// order its Codable conformance declares them; an optional that is nil left out). A member
/// after the first writes its own comma.
extension LiveJSONCursor {
    /// The most bytes each of these writes: the keys, braces and commas (counted generously,
    /// as a constant for each type), ``numberBound`` for each number and
    /// ``stringBound(_:)`` for each string. A cursor checks them before each write.
    enum Bound {
        /// A view: its keys, with its shadow, background and content's (under 700 bytes), and
        /// at most 29 numbers.
        static func view(_ view: RecordedView) -> Int {
            var strings = LiveJSONCursor.stringBound(view.name)
            switch view.content {
            case .none: break
            case let .image(image): strings += LiveJSONCursor.stringBound(image.name)
            case let .text(text): strings += LiveJSONCursor.stringBound(text)
            }
            return 1024 + 29 * numberBound + strings
        }

        /// A frame's touches, gestures, transition and events (what follows its views).
        static func frameRest(_ frame: RecordedFrame) -> Int {
            var total = 128
            for touch in frame.touches { total += 64 + 3 * numberBound + LiveJSONCursor.stringBound(touch.phase) }
            for gesture in frame.gestures {
                total += 192 + 6 * numberBound + LiveJSONCursor.stringBound(gesture.name) + LiveJSONCursor.stringBound(gesture.state)
            }
            if let transition = frame.transition {
                total += 128 + numberBound + LiveJSONCursor.stringBound(transition.name)
                    + LiveJSONCursor.stringBound(transition.phase.rawValue) + LiveJSONCursor.stringBound(transition.sharedElement ?? "")
            }
            for event in frame.events {
                total += 64 + numberBound + LiveJSONCursor.stringBound(event.kind.rawValue) + LiveJSONCursor.stringBound(event.detail)
            }
            return total
        }

        /// A whole frame.
        static func frame(_ frame: RecordedFrame) -> Int {
            var total = 64 + numberBound + frameRest(frame)
            for view in frame.views { total += 1 + self.view(view) }
            return total
        }

        /// A status: its keys (under 400 bytes), nine numbers, its strings and their commas.
        static func status(_ status: LiveStatus) -> Int {
            var total = 512 + 9 * numberBound + LiveJSONCursor.stringBound(status.demo) + LiveJSONCursor.stringBound(status.host)
            for list in [status.screens, status.transitions, status.violations] {
                for text in list { total += 1 + LiveJSONCursor.stringBound(text) }
            }
            return total
        }
    }

    mutating func write(_ frame: RecordedFrame) {
        literal(#"{"time":"#)
        number(frame.time)
        literal(#","views":["#)
        for (index, view) in frame.views.enumerated() {
            if index > 0 { byte(0x2C) }
            write(view)
        }
        writeRest(of: frame)
    }

    /// What follows a frame's views: `],"touches":[…],…}`.
    mutating func writeRest(of frame: RecordedFrame) {
        literal(#"],"touches":["#)
        for (index, touch) in frame.touches.enumerated() {
            if index > 0 { byte(0x2C) }
            write(touch)
        }
        literal(#"],"gestures":["#)
        for (index, gesture) in frame.gestures.enumerated() {
            if index > 0 { byte(0x2C) }
            write(gesture)
        }
        byte(0x5D)
        if let transition = frame.transition {
            literal(#","transition":"#)
            write(transition)
        }
        literal(#","events":["#)
        for (index, event) in frame.events.enumerated() {
            if index > 0 { byte(0x2C) }
            write(event)
        }
        literal("]}")
    }

    mutating func write(_ view: RecordedView) {
        literal(#"{"name":"#)
        string(view.name)
        literal(#","depth":"#)
        integer(view.depth)
        literal(#","zIndex":"#)
        integer(view.zIndex)
        literal(#","centerX":"#)
        number(view.centerX)
        literal(#","centerY":"#)
        number(view.centerY)
        literal(#","width":"#)
        number(view.width)
        literal(#","height":"#)
        number(view.height)
        literal(#","scaleX":"#)
        number(view.scaleX)
        literal(#","scaleY":"#)
        number(view.scaleY)
        literal(#","rotation":"#)
        number(view.rotation)
        literal(#","opacity":"#)
        number(view.opacity)
        literal(#","frameX":"#)
        number(view.frameX)
        literal(#","frameY":"#)
        number(view.frameY)
        literal(#","frameWidth":"#)
        number(view.frameWidth)
        literal(#","frameHeight":"#)
        number(view.frameHeight)
        literal(#","cornerRadius":"#)
        number(view.cornerRadius)
        if let background = view.background {
            literal(#","background":"#)
            write(background)
        }
        literal(#","content":"#)
        write(view.content)
        literal(#","isSnapshot":"#)
        bool(view.isSnapshot)
        literal(#","clipsToBounds":"#)
        bool(view.clipsToBounds)
        if let shadow = view.shadow {
            literal(#","shadow":{"opacity":"#)
            number(shadow.opacity)
            literal(#","radius":"#)
            number(shadow.radius)
            literal(#","offsetX":"#)
            number(shadow.offsetX)
            literal(#","offsetY":"#)
            number(shadow.offsetY)
            literal(#","color":"#)
            write(shadow.color)
            byte(0x7D)
        }
        byte(0x7D)
    }

    /// A colour as `Color`'s Codable conformance writes it.
    mutating func write(_ color: Color) {
        literal(#"{"red":"#)
        number(color.red)
        literal(#","green":"#)
        number(color.green)
        literal(#","blue":"#)
        number(color.blue)
        literal(#","alpha":"#)
        number(color.alpha)
        byte(0x7D)
    }

    /// The content as a synthesized enum conformance writes it: `{"none":{}}`,
    /// `{"image":{"_0":{…}}}` or `{"text":{"_0":"…"}}`.
    mutating func write(_ content: ViewContent) {
        switch content {
        case .none:
            literal(#"{"none":{}}"#)
        case let .image(image):
            literal(#"{"image":{"_0":{"name":"#)
            string(image.name)
            literal(#","pixelWidth":"#)
            integer(image.pixelWidth)
            literal(#","pixelHeight":"#)
            integer(image.pixelHeight)
            literal("}}}")
        case let .text(text):
            literal(#"{"text":{"_0":"#)
            string(text)
            literal("}}")
        }
    }

    mutating func write(_ touch: RecordedTouch) {
        literal(#"{"id":"#)
        integer(touch.id)
        literal(#","x":"#)
        number(touch.x)
        literal(#","y":"#)
        number(touch.y)
        literal(#","phase":"#)
        string(touch.phase)
        byte(0x7D)
    }

    mutating func write(_ gesture: RecordedGesture) {
        literal(#"{"name":"#)
        string(gesture.name)
        literal(#","state":"#)
        string(gesture.state)
        if let value = gesture.velocityX {
            literal(#","velocityX":"#)
            number(value)
        }
        if let value = gesture.velocityY {
            literal(#","velocityY":"#)
            number(value)
        }
        if let value = gesture.scale {
            literal(#","scale":"#)
            number(value)
        }
        if let value = gesture.scaleVelocity {
            literal(#","scaleVelocity":"#)
            number(value)
        }
        if let value = gesture.rotation {
            literal(#","rotation":"#)
            number(value)
        }
        if let value = gesture.rotationVelocity {
            literal(#","rotationVelocity":"#)
            number(value)
        }
        byte(0x7D)
    }

    mutating func write(_ transition: RecordedTransition) {
        literal(#"{"name":"#)
        string(transition.name)
        literal(#","fractionComplete":"#)
        number(transition.fractionComplete)
        literal(#","phase":"#)
        string(transition.phase.rawValue)
        if let sharedElement = transition.sharedElement {
            literal(#","sharedElement":"#)
            string(sharedElement)
        }
        byte(0x7D)
    }

    mutating func write(_ event: RecordedEvent) {
        literal(#"{"kind":"#)
        string(event.kind.rawValue)
        literal(#","detail":"#)
        string(event.detail)
        literal(#","time":"#)
        number(event.time)
        byte(0x7D)
    }

    mutating func write(_ status: LiveStatus) {
        literal(#"{"demo":"#)
        string(status.demo)
        literal(#","host":"#)
        string(status.host)
        literal(#","slowMotion":"#)
        bool(status.slowMotion)
        literal(#","reducedMotion":"#)
        bool(status.reducedMotion)
        literal(#","screens":"#)
        strings(status.screens)
        literal(#","engineTime":"#)
        number(status.engineTime)
        literal(#","touchesDown":"#)
        integer(status.touchesDown)
        literal(#","completed":"#)
        integer(status.completed)
        literal(#","cancelled":"#)
        integer(status.cancelled)
        literal(#","transitions":"#)
        strings(status.transitions)
        literal(#","violations":"#)
        strings(status.violations)
        literal(#","droppedViolations":"#)
        integer(status.droppedViolations)
        literal(#","recordedTouches":"#)
        integer(status.recordedTouches)
        literal(#","recordedActions":"#)
        integer(status.recordedActions)
        literal(#","recordingFull":"#)
        bool(status.recordingFull)
        literal(#","screenWidth":"#)
        number(status.screenWidth)
        literal(#","screenHeight":"#)
        number(status.screenHeight)
        literal(#","canForward":"#)
        bool(status.canForward)
        literal(#","canBack":"#)
        bool(status.canBack)
        byte(0x7D)
    }

    /// An array of strings.
    mutating func strings(_ texts: [String]) {
        byte(0x5B)
        for (index, text) in texts.enumerated() {
            if index > 0 { byte(0x2C) }
            string(text)
        }
        byte(0x5D)
    }
}
