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
    ///
    /// Written in pieces, each through a cursor into space reserved for the most it can take
    /// (``LiveJSONCursor/Bound``): the head, each view, the rest of the frame, the SVG, the status.
    mutating func frameMessage(_ frame: RecordedFrame, svg: [UInt8], status: LiveStatus) {
        write(upTo: 64 + LiveJSONCursor.numberBound) { cursor in
            cursor.literal(#"{"type":"frame","frame":{"time":"#)
            cursor.number(frame.time)
            cursor.literal(#","views":["#)
        }
        for (index, view) in frame.views.enumerated() {
            write(upTo: 1 + LiveJSONCursor.Bound.view(view)) { cursor in
                if index > 0 { cursor.byte(0x2C) }
                cursor.write(view)
            }
        }
        write(upTo: LiveJSONCursor.Bound.frameRest(frame)) { $0.writeRest(of: frame) }
        svg.withUnsafeBufferPointer { svg in
            write(upTo: 8 + 2 + 6 * svg.count) { cursor in
                cursor.literal(#","svg":"#)
                cursor.string(utf8: svg)
            }
        }
        write(upTo: 16 + LiveJSONCursor.Bound.status(status)) { cursor in
            cursor.literal(#","status":"#)
            cursor.write(status)
            cursor.byte(0x7D)
        }
    }

    /// `frame` alone, as `JSONEncoder` writes a ``RecordedFrame``.
    mutating func write(_ frame: RecordedFrame) {
        write(upTo: 1 + LiveJSONCursor.Bound.frame(frame)) { $0.write(frame) }
    }

    /// `status` alone, as `JSONEncoder` writes a ``LiveStatus``.
    mutating func write(_ status: LiveStatus) {
        write(upTo: 1 + LiveJSONCursor.Bound.status(status)) { $0.write(status) }
    }
}
