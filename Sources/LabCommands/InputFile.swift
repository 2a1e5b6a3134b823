import ArgumentParser
import Foundation

/// Reading a file named on the command line.
enum InputFile {
    /// The contents of `path`.
    ///
    /// - Throws: `ValidationError` "cannot read `what` `path`: reason".
    static func read(_ path: String, as what: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("cannot read \(what)\(path): \(reason(error))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
