import ArgumentParser
import LabCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `transition-lab`: the lab's commands, and the live host (which alone needs the web server,
/// so the lab's library stays free of it).
struct TransitionLabWithLive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: TransitionLab.configuration.commandName,
        abstract: TransitionLab.configuration.abstract,
        subcommands: TransitionLab.configuration.subcommands + [LiveCommand.self]
    )
}

exit(LabMain.run(TransitionLabWithLive.self, arguments: Array(CommandLine.arguments.dropFirst()), handlingInterrupts: true))
