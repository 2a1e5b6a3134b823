/// A command that could not do its job (as opposed to bad arguments): one line for the
/// terminal, exit status 1.
public struct LabFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
