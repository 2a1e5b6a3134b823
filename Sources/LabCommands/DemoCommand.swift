import ArgumentParser
import Demos
import Foundation

/// `transition-lab demo`: records the photo demo's scenes and one scene of each built-in
/// transition, and writes a report to open in a browser.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Record every demo scene and write an HTML report (open the printed path).",
        discussion: """
        Runs the photo transition's scenes (present; pinch, rotate and flick; restore; grab \
        mid-dismissal) and one scene of each built-in transition on the headless host, with a \
        manual clock, and writes OUT/index.html with one page per scene.
        """
    )

    @Option(help: "Frames per second of the recording (1…1000).")
    var fps: Double = 120

    @Option(help: "The folder to write the report to.")
    var out: String = "lab-output"

    func validate() throws {
        try FrameRate.validate(fps)
    }

    func run() throws {
        let text = try MainActor.assumeIsolated { try report(progress: ProgressBar()) }
        print(text)
    }

    /// Records the scenes and writes the report; returns what to print.
    @MainActor
    func report(progress: ProgressBar? = nil) throws -> String {
        try LabReport(scenes: DemoScene.demo, framesPerSecond: fps, folder: URL(fileURLWithPath: out),
                      title: "transition-lab demo", progress: progress).make()
    }
}

/// The frame rates the lab accepts.
enum FrameRate {
    static func validate(_ fps: Double) throws {
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw ValidationError("--fps must be a number of frames per second from 1 to 1000, got \(fps)")
        }
    }
}
