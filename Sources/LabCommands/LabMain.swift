import ArgumentParser
import Foundation

/// Runs `transition-lab` with its arguments and returns the process's exit status.
///
/// Help prints and exits 0. Any bad argument prints one line naming it on standard error and
/// exits 2 (a mistyped command, like a mistyped option, with the one most likely meant:
/// "Unknown command 'lst'. Did you mean 'list'?"); a command that can't do its job prints one
/// line and exits 1. Interrupted (SIGINT or
/// SIGTERM, when it handles them), it stops its fuzz workers, undoes a report being written,
/// prints one line and exits 130 for SIGINT, 143 for SIGTERM.
public enum LabMain {
    /// The exit status for bad arguments.
    public static let usageErrorStatus: Int32 = 2
    /// The exit status when a command can't do its job (a scene fails, the report can't be written).
    public static let failureStatus: Int32 = 1

    /// Runs the command line `arguments` (without the executable's name) and returns the exit
    /// status.
    ///
    /// - Parameter handlingInterrupts: Whether to handle SIGINT and SIGTERM once the arguments are
    ///   parsed (the executable does; a fuzz worker, started by its parent, never does). Tests that
    ///   run a command in their own process leave it off.
    public static func run(arguments: [String], handlingInterrupts: Bool = false) -> Int32 {
        run(TransitionLab.self, arguments: arguments, handlingInterrupts: handlingInterrupts)
    }

    /// Runs the command line `arguments` with `root` as the root command (the executable's,
    /// which adds the live host to ``TransitionLab``'s subcommands), and returns the exit status.
    public static func run<Root: ParsableCommand>(_ root: Root.Type, arguments: [String], handlingInterrupts: Bool = false) -> Int32 {
        let status = runCommand(root, arguments, handlingInterrupts: handlingInterrupts)
        // Interrupted, the handler prints the one line and exits.
        InterruptHandler.shared.waitIfInterrupted()
        return status
    }

    private static func runCommand<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String], handlingInterrupts: Bool) -> Int32 {
        do {
            var command = try Root.parseAsRoot(arguments)
            if handlingInterrupts, (command as? FuzzCommand)?.worker != true, !(command is any HandlesOwnInterrupts) {
                InterruptHandler.shared.install()
            }
            try command.run()
            return 0
        } catch let failure as LabFailure {
            // Once interrupted, the interruption is the one line to print (a report undone, workers stopped).
            InterruptHandler.shared.waitIfInterrupted()
            // Paths and names in it come from the command line or a file: one line, nothing hidden.
            FileHandle.standardError.write(Data("transition-lab: \(Printable.escaped(failure.description))\n".utf8))
            return failureStatus
        } catch {
            if Root.exitCode(for: error) == .success {
                print(Root.fullMessage(for: error))
                return 0
            }
            let line = unknownCommand(in: arguments, root: Root.self) ?? oneLine(for: error, root: Root.self)
            FileHandle.standardError.write(Data("transition-lab: \(line)\n".utf8))
            return usageErrorStatus
        }
    }

    /// The parser's message on one line, without its "Error: " prefix: a newline or another
    /// control character inside it (from an argument that holds one) is written as an escape,
    /// so nothing of the message is cut or hidden.
    static func oneLine<Root: ParsableCommand>(for error: any Error, root: Root.Type = TransitionLab.self) -> String {
        var message = Root.message(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "invalid arguments" : Printable.escaped(trimmed)
    }
}


/// A command that handles SIGINT and SIGTERM itself (the live server, which writes its
/// recordings and stops), so ``LabMain`` installs no handler of its own for it.
public protocol HandlesOwnInterrupts: ParsableCommand {}

