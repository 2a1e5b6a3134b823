import Foundation

/// A fresh temporary folder path (not created).
func outputFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString)")
}

/// A file holding `text` in a fresh temporary folder.
func file(_ text: String, name: String = "script.json") throws -> String {
    let folder = outputFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// Runs the built `transition-lab` binary, in `folder` if given, with `standardInput` piped
/// in (none: standard input is the test's).
func runLab(
    _ arguments: [String], in folder: URL? = nil, standardInput: Data? = nil
) throws -> (status: Int32, output: String, error: String) {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var binary = products.appendingPathComponent("transition-lab")
    if !FileManager.default.fileExists(atPath: binary.path) {
        binary = products.deletingLastPathComponent().appendingPathComponent("transition-lab")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    if let folder { process.currentDirectoryURL = folder }
    if let standardInput {
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(standardInput)
        try input.fileHandleForWriting.close()
    } else {
        // Never the test's own standard input: a command reading `-` must not wait on it.
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}

