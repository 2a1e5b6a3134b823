import Foundation

/// A fresh, empty temporary folder (`lab-…`): remove it with `removeItem(_:)` in a `defer`.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Removes `url` with everything in it, if it is there.
func removeItem(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
}

/// The path of a file holding `text` in `folder`.
func file(_ text: String, name: String = "script.json", in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// The names in `folder`, sorted; hidden ones included.
func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// The built `transition-lab` binary.
func labBinary() -> URL {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let binary = products.appendingPathComponent("transition-lab")
    if FileManager.default.fileExists(atPath: binary.path) { return binary }
    return products.deletingLastPathComponent().appendingPathComponent("transition-lab")
}

/// Runs the built `transition-lab` binary (in `directory` if given) to its end, with
/// `standardInput` piped in (none: an empty standard input, never the test's own).
func runLab(
    _ arguments: [String], in directory: URL? = nil, standardInput: Data? = nil
) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = labBinary()
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    if let standardInput {
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(standardInput)
        try input.fileHandleForWriting.close()
    } else {
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}

/// Every file and folder under `folder` (hidden ones too), each file with its contents; folders
/// end with "/".
func tree(_ folder: URL) throws -> [String: String] {
    var found: [String: String] = [:]
    let manager = FileManager.default
    for name in try manager.subpathsOfDirectory(atPath: folder.path) {
        var isDirectory: ObjCBool = false
        let path = folder.appendingPathComponent(name).path
        _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            found[name + "/"] = ""
        } else {
            found[name] = String(decoding: manager.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
    }
    return found
}

/// An old report in `folder/name`: an index, a page of the `run dissolve` scene and of a scene
/// no longer there, and a file of the user's.
func oldReport(in folder: URL, name: String = "report") throws -> URL {
    let report = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    for (file, text) in [("index.html", "old index"), ("dissolve-navigation.html", "old page"), ("gone.html", "old gone"), ("notes.txt", "mine")] {
        try Data(text.utf8).write(to: report.appendingPathComponent(file))
    }
    return report
}
