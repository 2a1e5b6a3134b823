import ArgumentParser

/// The `transition-lab` command: tools to watch and check the transition engine.
public struct TransitionLab: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "transition-lab",
        abstract: "Watch and check interactive view-controller transitions.",
        subcommands: [DemoCommand.self, RunCommand.self, ListCommand.self, FuzzCommand.self, CurveCommand.self, SpringCommand.self, VelocityCommand.self]
    )

    public init() {}
}

/// A subcommand whose whole result is text on standard output, so tests can call it directly.
protocol TextCommand: ParsableCommand {
    func output() throws -> String
}

extension TextCommand {
    public func run() throws {
        print(try output())
    }
}
