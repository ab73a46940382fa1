import Foundation
import ZKCore

#if canImport(Glibc)
    import Glibc
#endif

/// Removal by the record: zk-build deletes a file only when the build cache records that it
/// wrote it and the file is still as written (same hash and same `FileStamp`: a record committed
/// with hand-placed files cannot know their stamps), never through a symbolic link, and a
/// folder only when it made it and it is empty. Used for stale artifacts and by `clean`.
enum OutputRecord {
    /// What became of one recorded file.
    enum Removal {
        case removed
        /// Nothing is there any more.
        case gone
        /// Something else is there now (edited, replaced by a folder): it is not zk-build's, so it stays.
        case changed
        case failed(Diagnostic)
    }

    /// Whether `folder` may be in the record of folders made: inside an output place, or on the
    /// way to one (`App/Generated` for `App/Generated/BrandTokens.swift`).
    static func isRecordable(_ folder: String, _ configuration: ProjectConfiguration) -> Bool {
        configuration.isOutputPath(folder + "/")
            || ([configuration.buildPath] + configuration.outputs.values).contains { $0.hasPrefix(folder + "/") }
                && !folder.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }

    /// The project-relative folders on the way to `path` that do not exist yet (the write makes them).
    static func missingFolders(of path: String, root: String) -> [String] {
        var missing: [String] = []
        var relative = ""
        for part in path.split(separator: "/").dropLast() {
            relative += relative.isEmpty ? String(part) : "/" + part
            if !missing.isEmpty || !DirectoryWalker.exists(root + "/" + relative) { missing.append(relative) }
        }
        return missing
    }

    /// Removes the recorded file `path` if it is still as written (`hash`; nil: any regular
    /// file) and is the file zk-build wrote (`stamp`; nil: it never recorded one, so the file is
    /// kept), then its parent folders that the removal left empty, while they lie strictly
    /// inside one of `stops` (a stage's own folders).
    static func remove(_ path: String, hash: String?, stamp: String?, root: String, stops: Set<String>) -> Removal {
        if let link = SymbolicLinkGuard.firstLink(in: path, root: root) {
            return .failed(SymbolicLinkGuard.outputThroughLink(path, link: link, action: "remove"))
        }
        let absolute = root + "/" + path
        var info = stat()
        guard lstat(absolute, &info) == 0 else { return .gone }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .changed }
        guard let stamp, FileStamp.of(absolute) == stamp else { return .changed }
        if let hash, BuildCache.hashOfFile(absolute) != hash { return .changed }
        guard unlink(absolute) == 0 else {
            return .failed(
                Diagnostic(
                    AtomicFileWriter.writeFailed, removeFailed(path, String(cString: strerror(errno)).lowercased()),
                    at: SourceLocation(path: path)))
        }
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, stops.contains(where: { folder.hasPrefix($0 + "/") }), rmdir(root + "/" + folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
        return .removed
    }

    /// Removes the recorded folders that are empty, deepest first, never through a link.
    /// Returns those removed.
    static func removeFolders(_ folders: [String], root: String) -> [String] {
        folders.sorted { $0.count > $1.count }.filter { folder in
            SymbolicLinkGuard.firstLink(in: folder, root: root) == nil && rmdir(root + "/" + folder) == 0
        }
    }

    /// Removes the empty real folders under the project-relative `folder` and then `folder`
    /// itself if it is left empty (the build folder, once nothing but zk-build's was in it).
    static func removeEmptyTree(_ folder: String, root: String) {
        guard SymbolicLinkGuard.firstLink(in: folder, root: root) == nil else { return }
        for name in DirectoryWalker.realFolders(in: root + "/" + folder) {
            removeEmptyTree(folder + "/" + name, root: root)
        }
        rmdir(root + "/" + folder)
    }

    static func removeFailed(_ path: String, _ reason: String) -> String {
        "cannot remove the stale artifact '\(path)': \(reason)"
    }
}
