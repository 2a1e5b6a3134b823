import ArgumentParser
import Foundation

/// Runs `transition-lab` with its arguments and returns the process's exit status.
///
/// Help prints and exits 0. Any bad argument prints one line naming it on standard error and
/// exits 2; a command that can't do its job prints one line and exits 1. Interrupted (SIGINT or
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
        let status = runCommand(arguments, handlingInterrupts: handlingInterrupts)
        // Interrupted, the handler prints the one line and exits.
        InterruptHandler.shared.waitIfInterrupted()
        return status
    }

    private static func runCommand(_ arguments: [String], handlingInterrupts: Bool) -> Int32 {
        do {
            var command = try TransitionLab.parseAsRoot(arguments)
            if handlingInterrupts, (command as? FuzzCommand)?.worker != true { InterruptHandler.shared.install() }
            try command.run()
            return 0
        } catch let failure as LabFailure {
            // Once interrupted, the interruption is the one line to print (a report undone, workers stopped).
            InterruptHandler.shared.waitIfInterrupted()
            FileHandle.standardError.write(Data("transition-lab: \(failure.description)\n".utf8))
            return failureStatus
        } catch {
            if TransitionLab.exitCode(for: error) == .success {
                print(TransitionLab.fullMessage(for: error))
                return 0
            }
            FileHandle.standardError.write(Data("transition-lab: \(oneLine(for: error))\n".utf8))
            return usageErrorStatus
        }
    }

    /// The parser's message on one line, without its "Error: " prefix: a newline or another
    /// control character inside it (from an argument that holds one) is written as an escape,
    /// so nothing of the message is cut or hidden.
    static func oneLine(for error: any Error) -> String {
        var message = TransitionLab.message(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "invalid arguments" : Printable.escaped(trimmed)
    }
}

