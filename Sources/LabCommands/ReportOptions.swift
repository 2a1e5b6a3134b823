import ArgumentParser
import Foundation

/// The options of the commands that record scenes and write a report.
struct ReportOptions: ParsableArguments {
    // `.unconditional`: `--fps -5` is refused by the range check naming it, not "Missing value".
    @Option(parsing: .unconditional, help: "Frames per second of the recording (1…1000).")
    var fps: Double = 120

    @Option(help: "The folder to write the report to.")
    var out: String = "lab-output"

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out must name a folder, got ''") }
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw ValidationError("--fps must be a number of frames per second from 1 to 1000, got \(NumberText.text(fps))")
        }
    }

    /// The output folder.
    var folder: URL { URL(fileURLWithPath: out) }
}
