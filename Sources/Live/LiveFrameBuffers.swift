/// The storage a live session writes its frame messages into, kept from one frame to the next
/// so that a frame is written without allocating once they have grown: the frame's SVG, then
/// the message that carries it.
struct LiveFrameBuffers {
    /// The SVG of the latest frame, as UTF-8.
    var svg: [UInt8] = []
    /// The latest frame message.
    var json = LiveJSONWriter()
}
