import Foundation

/// Processes as /proc shows them (Linux): who is whose child, and whether one still runs.
enum ProcessTable {
    /// A process, told apart from a later one with the same identifier by its start time.
    struct Entry: Hashable {
        var pid: Int32
        var startTime: UInt64
    }

    /// The fields of /proc/PID/stat after the command's name: state, parent, … start time.
    private static func fields(of pid: Int32) -> [Substring]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? fields : nil
    }

    /// The niceness of each thread of `pid` now (empty once it has gone).
    static func threadNiceness(of pid: Int32) -> [Int] {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return threads.compactMap { thread in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/task/\(thread)/stat") else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            guard let close = text.lastIndex(of: ")") else { return nil }
            // After the name: state (field 3), …, nice (field 19).
            let fields = text[text.index(after: close)...].split(separator: " ")
            return fields.count > 16 ? Int(fields[16]) : nil
        }
    }

    /// The running children of `parent` now.
    static func children(of parent: Int32) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> Entry? in
            guard let pid = Int32(name), let fields = fields(of: pid), fields[0] != "Z", Int32(fields[1]) == parent,
                  let start = UInt64(fields[19]) else { return nil }
            return Entry(pid: pid, startTime: start)
        }
    }

    /// Whether `entry` still runs: the same process (same start time), not yet a zombie.
    static func isRunning(_ entry: Entry) -> Bool {
        guard let fields = fields(of: entry.pid), UInt64(fields[19]) == entry.startTime else { return false }
        return fields[0] != "Z" && fields[0] != "X"
    }
}
