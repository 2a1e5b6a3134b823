import ArgumentParser
import Dispatch
import Foundation
import LabCommands
import LiveServer

#if canImport(Glibc)
import Glibc
private func quit(_ status: Int32) -> Never { Glibc.exit(status) }
#elseif canImport(Darwin)
import Darwin
private func quit(_ status: Int32) -> Never { Darwin.exit(status) }
#endif

/// Writes `line` to standard output at once (a test or a script waits for the address).
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// `transition-lab live`: the live host — a local page where a person drives every demo with a
/// mouse, a touch screen or a trackpad, in real time, and saves what they did as a recording.
struct LiveCommand: ParsableCommand, HandlesOwnInterrupts {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Drive the transitions yourself, live, in a browser; save what you do as a test.",
        discussion: """
        Starts a web server on 127.0.0.1 and prints the address to open. The page shows a phone-sized \
        stage and every demo: drag with a mouse or a finger, pinch and rotate with two fingers (or ctrl \
        + scroll on a trackpad, or alt + drag with a mouse), and use the buttons to go forward and back. \
        "Save" downloads what you did as a live recording; `transition-lab run --script FILE` replays \
        it on the manual clock. Stop with ctrl-C.
        """
    )

    @Option(parsing: .unconditional, help: "The port to listen on, 0 to 65535 (0 picks a free one).")
    var port: Int = 0

    @Flag(help: "Open the page in a browser, if one is installed.")
    var open = false

    @Option(help: "Write each recording to this file too: on save, on a change of demo, and when the page closes.")
    var record: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port)") }
        if let record {
            guard !record.isEmpty else { throw ValidationError("--record must name a file, got ''") }
            let url = URL(fileURLWithPath: record)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                throw ValidationError("--record must name a file, not the folder \(record.debugDescription)")
            }
            if let refusal = RecordFiles.refusal(for: url) { throw ValidationError("--record: \(refusal)") }
            let folder = url.deletingLastPathComponent().path
            guard FileManager.default.isWritableFile(atPath: folder) else {
                throw ValidationError("--record: can't write in \(folder.debugDescription) (it is missing or not writable)")
            }
        }
    }

    func run() throws {
        let recordURL = record.map { URL(fileURLWithPath: $0) }
        let server = try MainActor.assumeIsolated {
            do {
                return try LiveServer(port: UInt16(port), recordURL: recordURL)
            } catch {
                throw LabFailure("can't listen on 127.0.0.1:\(port): \(error)")
            }
        }
        let opens = open
        Task { @MainActor in
            do {
                let port = try await server.start()
                let address = "http://127.0.0.1:\(port)/"
                say("transition-lab live: open \(address)  (ctrl-C stops)")
                if opens { say(Self.openBrowser(at: address)) }
            } catch {
                FileHandle.standardError.write(Data("transition-lab: \(error)\n".utf8))
                quit(LabMain.failureStatus)
            }
        }
        Self.stopOnInterrupt(server)
        dispatchMain()
    }

    /// On SIGINT or SIGTERM: write the open pages' recordings (if asked), say so, and exit 130 or
    /// 143 (128 + the signal's number), as every command of the lab does.
    private nonisolated static func stopOnInterrupt(_ server: LiveServer) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { server.finishRecordings() }
                say("transition-lab live: stopped")
                quit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Keeps the signal sources alive (touched on the main thread only, before `dispatchMain`).
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Launches the first browser found ($BROWSER, xdg-open, open, chromium, …); what happened, in one line.
    private static func openBrowser(at address: String) -> String {
        var candidates: [String] = []
        if let browser = ProcessInfo.processInfo.environment["BROWSER"], !browser.isEmpty { candidates.append(browser) }
        candidates += ["xdg-open", "open", "chromium", "google-chrome", "firefox"]
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in candidates {
            let found = name.contains("/") ? [name] : path.map { "\($0)/\(name)" }
            guard let executable = found.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = [address]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
                return "transition-lab live: opened it with \(executable)"
            } catch {
                continue
            }
        }
        return "transition-lab live: no browser found: open the address yourself"
    }
}
