import Dispatch
import Foundation
import LiveServer

// The live server for the round-trip benchmark, in a process of its own: the benchmark harness
// blocks a thread of its process's concurrency pool while it measures, which would starve a
// server running beside it. Prints the port it listens on, then serves until killed.
Task { @MainActor in
    do {
        let server = try LiveServer()
        let port = try await server.start()
        FileHandle.standardOutput.write(Data("\(port)\n".utf8))
        Serving.server = server
    } catch {
        FileHandle.standardError.write(Data("LiveBenchmarkServer: \(error)\n".utf8))
        exit(1)
    }
}
/// The server, kept alive until the process is killed.
enum Serving {
    @MainActor static var server: LiveServer?
}

dispatchMain()
