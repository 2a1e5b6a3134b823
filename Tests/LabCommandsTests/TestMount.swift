import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file system mounted for a test — a tmpfs on a folder, or a file bound onto another — which
/// needs the right to mount (root in a container that allows it); unmount it in a `defer`.
final class TestMount {
    /// Where it is mounted.
    let target: URL

    private init(target: URL) { self.target = target }

    /// A tmpfs mounted on `folder` (which must exist), or `nil` when mounting isn't allowed.
    static func tmpfs(on folder: URL) -> TestMount? {
        mount("tmpfs", folder.path, "tmpfs", 0, "size=64m") == 0 ? TestMount(target: folder) : nil
    }

    /// `source` bound onto the file `target` (both must exist), or `nil` when mounting isn't allowed.
    static func bind(_ source: URL, onto target: URL) -> TestMount? {
        mount(source.path, target.path, nil, UInt(MS_BIND), nil) == 0 ? TestMount(target: target) : nil
    }

    /// Unmounts it.
    func unmount() {
        _ = umount2(target.path, Int32(MNT_DETACH))
    }

    /// Whether this process may mount: a tmpfs is mounted and unmounted again to find out.
    static let isPermitted: Bool = {
        guard let folder = try? temporaryFolder() else { return false }
        defer { removeItem(folder) }
        guard let mount = tmpfs(on: folder) else { return false }
        mount.unmount()
        return true
    }()
}
