import LabCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(LabMain.run(arguments: Array(CommandLine.arguments.dropFirst()), handlingInterrupts: true))
