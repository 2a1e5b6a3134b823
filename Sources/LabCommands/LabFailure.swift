/// A command that could not do its job (as opposed to bad arguments): one line for the
/// terminal, exit status 1.
struct LabFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
