import ArgumentParser
import Demos
import Foundation

/// `transition-lab demo`: records the photo and Zoom demos' scenes and one scene of each
/// built-in transition, and writes a report to open in a browser.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Record every demo scene and write an HTML report (open the printed path).",
        discussion: """
        Runs the photo transition's scenes (present; pinch, rotate and flick; restore; grab \
        mid-dismissal), the Zoom transition's (open; dismiss by drag; restore; page, scroll or \
        reduced motion, then dismiss; …) and one scene of each built-in transition on the \
        headless host, with a manual clock, and writes OUT/index.html with one page per scene \
        (`transition-lab list` names them).
        """
    )

    @OptionGroup var options: ReportOptions

    func run() throws {
        let text = try MainActor.assumeIsolated { try report(progress: ProgressBar()) }
        print(text)
    }

    /// Records the scenes and writes the report; returns what to print.
    @MainActor
    func report(progress: ProgressBar? = nil) throws -> String {
        try LabReport(scenes: DemoScene.demo, framesPerSecond: options.fps, folder: options.folder,
                      title: "transition-lab demo", progress: progress).make()
    }
}
