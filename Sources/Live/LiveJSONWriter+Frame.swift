import Foundation
import Motion
import Recording

/// The page's frame message, written as `JSONEncoder` writes ``LiveOutbound/Frame``: the same
/// keys and values (each type's keys in the order its Codable conformance declares them; an
/// optional that is nil left out), so the page reads the same message.
///
/// A test encodes every frame of the demos both ways and compares them key by key and number
/// text by number text: a key added to a recorded type shows up there.
extension LiveJSONWriter {
    /// `{"type":"frame","frame":…,"svg":"…","status":…}`: the frame, its SVG (UTF-8 bytes) and
    /// the session's status.
    mutating func frameMessage(_ frame: RecordedFrame, svg: [UInt8], status: LiveStatus) {
        beginObject()
        key(#""type":"#)
        string("frame")
        key(#""frame":"#)
        write(frame)
        key(#""svg":"#)
        string(utf8: svg)
        key(#""status":"#)
        write(status)
        endObject()
    }

    mutating func write(_ frame: RecordedFrame) {
        beginObject()
        key(#""time":"#)
        number(frame.time)
        key(#""views":"#)
        beginArray()
        for view in frame.views { write(view) }
        endArray()
        key(#""touches":"#)
        beginArray()
        for touch in frame.touches { write(touch) }
        endArray()
        key(#""gestures":"#)
        beginArray()
        for gesture in frame.gestures { write(gesture) }
        endArray()
        if let transition = frame.transition {
            key(#""transition":"#)
            write(transition)
        }
        key(#""events":"#)
        beginArray()
        for event in frame.events { write(event) }
        endArray()
        endObject()
    }

    mutating func write(_ view: RecordedView) {
        beginObject()
        key(#""name":"#)
        string(view.name)
        key(#""depth":"#)
        integer(view.depth)
        key(#""zIndex":"#)
        integer(view.zIndex)
        key(#""centerX":"#)
        number(view.centerX)
        key(#""centerY":"#)
        number(view.centerY)
        key(#""width":"#)
        number(view.width)
        key(#""height":"#)
        number(view.height)
        key(#""scaleX":"#)
        number(view.scaleX)
        key(#""scaleY":"#)
        number(view.scaleY)
        key(#""rotation":"#)
        number(view.rotation)
        key(#""opacity":"#)
        number(view.opacity)
        key(#""frameX":"#)
        number(view.frameX)
        key(#""frameY":"#)
        number(view.frameY)
        key(#""frameWidth":"#)
        number(view.frameWidth)
        key(#""frameHeight":"#)
        number(view.frameHeight)
        key(#""cornerRadius":"#)
        number(view.cornerRadius)
        if let background = view.background {
            key(#""background":"#)
            write(background)
        }
        key(#""content":"#)
        write(view.content)
        key(#""isSnapshot":"#)
        bool(view.isSnapshot)
        key(#""clipsToBounds":"#)
        bool(view.clipsToBounds)
        if let shadow = view.shadow {
            key(#""shadow":"#)
            beginObject()
            key(#""opacity":"#)
            number(shadow.opacity)
            key(#""radius":"#)
            number(shadow.radius)
            key(#""offsetX":"#)
            number(shadow.offsetX)
            key(#""offsetY":"#)
            number(shadow.offsetY)
            key(#""color":"#)
            write(shadow.color)
            endObject()
        }
        endObject()
    }

    /// A colour as `Color`'s Codable conformance writes it.
    mutating func write(_ color: Color) {
        beginObject()
        key(#""red":"#)
        number(color.red)
        key(#""green":"#)
        number(color.green)
        key(#""blue":"#)
        number(color.blue)
        key(#""alpha":"#)
        number(color.alpha)
        endObject()
    }

    /// The content as a synthesized enum conformance writes it: `{"none":{}}`,
    /// `{"image":{"_0":{…}}}` or `{"text":{"_0":"…"}}`.
    mutating func write(_ content: ViewContent) {
        beginObject()
        switch content {
        case .none:
            key(#""none":"#)
            beginObject()
            endObject()
        case let .image(image):
            key(#""image":"#)
            beginObject()
            key(#""_0":"#)
            beginObject()
            key(#""name":"#)
            string(image.name)
            key(#""pixelWidth":"#)
            integer(image.pixelWidth)
            key(#""pixelHeight":"#)
            integer(image.pixelHeight)
            endObject()
            endObject()
        case let .text(text):
            key(#""text":"#)
            beginObject()
            key(#""_0":"#)
            string(text)
            endObject()
        }
        endObject()
    }

    mutating func write(_ touch: RecordedTouch) {
        beginObject()
        key(#""id":"#)
        integer(touch.id)
        key(#""x":"#)
        number(touch.x)
        key(#""y":"#)
        number(touch.y)
        key(#""phase":"#)
        string(touch.phase)
        endObject()
    }

    mutating func write(_ gesture: RecordedGesture) {
        beginObject()
        key(#""name":"#)
        string(gesture.name)
        key(#""state":"#)
        string(gesture.state)
        if let value = gesture.velocityX {
            key(#""velocityX":"#)
            number(value)
        }
        if let value = gesture.velocityY {
            key(#""velocityY":"#)
            number(value)
        }
        if let value = gesture.scale {
            key(#""scale":"#)
            number(value)
        }
        if let value = gesture.scaleVelocity {
            key(#""scaleVelocity":"#)
            number(value)
        }
        if let value = gesture.rotation {
            key(#""rotation":"#)
            number(value)
        }
        if let value = gesture.rotationVelocity {
            key(#""rotationVelocity":"#)
            number(value)
        }
        endObject()
    }

    mutating func write(_ transition: RecordedTransition) {
        beginObject()
        key(#""name":"#)
        string(transition.name)
        key(#""fractionComplete":"#)
        number(transition.fractionComplete)
        key(#""phase":"#)
        string(transition.phase.rawValue)
        if let sharedElement = transition.sharedElement {
            key(#""sharedElement":"#)
            string(sharedElement)
        }
        endObject()
    }

    mutating func write(_ event: RecordedEvent) {
        beginObject()
        key(#""kind":"#)
        string(event.kind.rawValue)
        key(#""detail":"#)
        string(event.detail)
        key(#""time":"#)
        number(event.time)
        endObject()
    }

    mutating func write(_ status: LiveStatus) {
        beginObject()
        key(#""demo":"#)
        string(status.demo)
        key(#""host":"#)
        string(status.host)
        key(#""slowMotion":"#)
        bool(status.slowMotion)
        key(#""reducedMotion":"#)
        bool(status.reducedMotion)
        key(#""screens":"#)
        strings(status.screens)
        key(#""engineTime":"#)
        number(status.engineTime)
        key(#""touchesDown":"#)
        integer(status.touchesDown)
        key(#""completed":"#)
        integer(status.completed)
        key(#""cancelled":"#)
        integer(status.cancelled)
        key(#""transitions":"#)
        strings(status.transitions)
        key(#""violations":"#)
        strings(status.violations)
        key(#""droppedViolations":"#)
        integer(status.droppedViolations)
        key(#""recordedTouches":"#)
        integer(status.recordedTouches)
        key(#""recordedActions":"#)
        integer(status.recordedActions)
        key(#""recordingFull":"#)
        bool(status.recordingFull)
        key(#""screenWidth":"#)
        number(status.screenWidth)
        key(#""screenHeight":"#)
        number(status.screenHeight)
        key(#""canForward":"#)
        bool(status.canForward)
        key(#""canBack":"#)
        bool(status.canBack)
        endObject()
    }
}
