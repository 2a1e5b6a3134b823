/// Why a report could not be written.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    /// The output folder can't be created or written.
    case cannotWrite(folder: String, reason: String)
    /// The output path exists and is not a folder.
    case notAFolder(String)
    /// The process was told to stop (``ReportWriter/interruptAll()``) before the report was
    /// complete; what was written is undone.
    case interrupted(folder: String)

    public var description: String {
        switch self {
        case let .cannotWrite(folder, reason): "cannot write the report to \(folder): \(reason)"
        case let .notAFolder(path): "cannot write the report to \(path): it is not a folder"
        case let .interrupted(folder): "the report to \(folder) was interrupted; nothing of it was kept"
        }
    }
}
