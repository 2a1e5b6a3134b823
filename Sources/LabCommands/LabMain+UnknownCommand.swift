import ArgumentParser

extension LabMain {
    /// The one line for a command line whose first argument should name a command and names
    /// none: "Unknown command 'lst'. Did you mean 'list'?", or, with nothing close, the commands
    /// there are. `nil` when the first argument is an option or a command (the parser's message
    /// says what is wrong then).
    ///
    /// The parser suggests a near name for a mistyped option (`--hots`), but a mistyped command
    /// is only "Unexpected argument" to it: the root command takes no argument of its own.
    static func unknownCommand<Root: ParsableCommand>(in arguments: [String], root: Root.Type) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = root.configuration.subcommands.compactMap { $0.configuration.commandName }
        let known = names + root.configuration.subcommands.flatMap { $0.configuration.aliases } + ["help"]
        guard !known.contains(first) else { return nil }
        let typed = Printable.quoted(first)
        if let closest = Suggestion.closest(to: first, in: names) {
            return "Unknown command \(typed). Did you mean '\(closest)'?"
        }
        return "Unknown command \(typed); the commands are: \(names.joined(separator: ", "))"
    }
}
