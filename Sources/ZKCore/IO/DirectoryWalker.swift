import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists files under a folder recursively, in a stable order (sorted by relative path), skipping
/// hidden entries. Paths are returned relative to `root`. The walk reads directories with
/// `opendir`/`readdir` on raw bytes, so a folder it cannot open and a name that is not UTF-8 are
/// reported (`walk`), never skipped silently or turned into a different name.
public enum DirectoryWalker: DeclaresCodes {
    public static let nonUTF8Name = DiagnosticCode(
        "ZK0041", .error, summary: "a file or folder name is not valid UTF-8",
        explanation: """
            Every path zk-build reports, caches and writes is UTF-8, as the project's own references \
            to its files are. A name in another encoding (Latin-1 `café.json` written by an old \
            archiver) cannot be named, referenced or compared, so the file is left out and reported \
            with its bytes escaped (`caf\\xE9.json`). Rename it in UTF-8.
            """,
        broken: DiagnosticExample(
            "Content/manifest.json", #"{ "schemaVersion": 1 }"#,
            setup: [
                .rawName(folder: "Content", name: Array("caf".utf8) + [0xE9] + Array(".json".utf8), contents: "{}")
            ], unlocated: ["Content"]),
        fixed: DiagnosticExample([
            .init("Content/manifest.json", #"{ "schemaVersion": 1 }"#), .init("Content/café.json", "{}"),
        ]))

    public static let codes = [nonUTF8Name]

    /// Something the walk could not list.
    public struct Problem: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// A folder that cannot be opened or read (permissions, I/O error), with the reason.
            case unreadableFolder(String)
            /// A name that is not UTF-8, its bytes escaped (`caf\xE9.json`).
            case nonUTF8Name(String)
            /// A symbolic link (`folder` is its path) whose target lies outside the walk's boundary.
            case linkOutside
        }

        /// The folder concerned (or holding the bad name), relative to the walk's root ("" for the root).
        public var folder: String
        public var kind: Kind

        /// The diagnostic, with `displayRoot` (`Content`) standing for the walk's root.
        public func diagnostic(displayRoot: String) -> Diagnostic {
            let path = folder.isEmpty ? displayRoot : displayRoot + "/" + folder
            switch kind {
            case .unreadableFolder(let reason):
                return Diagnostic(
                    FileReader.unreadableFile, "cannot read folder '\(path)/': \(reason)",
                    at: SourceLocation(path: path))
            case .nonUTF8Name(let escaped):
                return Diagnostic(
                    DirectoryWalker.nonUTF8Name,
                    "name '\(escaped)' in '\(path)/' is not valid UTF-8; the entry is left out",
                    at: SourceLocation(path: path))
            case .linkOutside:
                return SymbolicLinkGuard.escaping(path)
            }
        }
    }

    /// What a walk found: files (relative, sorted) and what it could not list.
    public struct Listing: Sendable {
        public var files: [String]
        public var problems: [Problem]
    }

    /// Files under `root` (recursively), with the problems met. A `root` that does not exist
    /// lists nothing and no problem (callers check for the folder first). With `boundary` (a real
    /// path: the repository), a symbolic link whose target lies outside it is neither listed nor
    /// followed, and is a problem (`linkOutside`).
    public static func walk(under root: String, extensions: Set<String>? = nil, boundary: String? = nil) -> Listing {
        var files: [String] = []
        var problems: [Problem] = []
        var pending: [String] = [""]
        // Folders already listed, by device and inode: a link back up the tree is listed once.
        var visited = Set<[UInt64]>()
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            var info = stat()
            if stat(absolute, &info) == 0, !visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted {
                continue
            }
            let entries: [Entry]
            switch list(absolute) {
            case .failure(let reason):
                if relative.isEmpty, reason.code == ENOENT { continue }
                problems.append(Problem(folder: relative, kind: .unreadableFolder(reason.text)))
                continue
            case .success(let listed): entries = listed
            }
            for entry in entries {
                guard let name = entry.name else {
                    problems.append(Problem(folder: relative, kind: .nonUTF8Name(entry.escaped)))
                    continue
                }
                guard !name.hasPrefix(".") else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                if let boundary, entry.mayBeLink, let resolved = SymbolicLinkGuard.realPath(absolute + "/" + name),
                    !SymbolicLinkGuard.isInside(resolved, boundary), isLink(absolute + "/" + name)
                {
                    problems.append(Problem(folder: path, kind: .linkOutside))
                    continue
                }
                if entry.isDirectory(in: absolute) {
                    pending.append(path)
                    // A directory named like an input (`broken.json/`) is reported by the reader.
                    if let extensions, extensions.contains((name as NSString).pathExtension) { files.append(path) }
                    continue
                }
                if let extensions, !extensions.contains((name as NSString).pathExtension) { continue }
                files.append(path)
            }
        }
        return Listing(files: files.sortedInStringOrder(), problems: problems.sorted { $0.folder < $1.folder })
    }

    /// Files under `root`, sorted; what cannot be listed is left out (see `walk` for the problems).
    public static func files(under root: String, extensions: Set<String>? = nil, boundary: String? = nil) -> [String] {
        walk(under: root, extensions: extensions, boundary: boundary).files
    }

    /// Whether `path` itself is a symbolic link (not followed).
    public static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The names of the real folders directly inside `root` (hidden ones included, symbolic
    /// links to folders left out), for walks that must never leave a folder through a link.
    public static func realFolders(in root: String) -> [String] {
        guard case .success(let entries) = list(root) else { return [] }
        return entries.compactMap { entry in
            guard let name = entry.name, isDirectory(root + "/" + name, followingLinks: false) else { return nil }
            return name
        }.sorted()
    }

    /// The names of the folders directly inside `root` (not hidden), sorted.
    public static func folders(in root: String) -> [String] {
        guard case .success(let entries) = list(root) else { return [] }
        return entries.compactMap { entry in
            guard let name = entry.name, !name.hasPrefix("."), entry.isDirectory(in: root) else { return nil }
            return name
        }.sorted()
    }

    /// Every entry of `root` and below whose name satisfies `matches`, hidden ones included,
    /// as absolute paths (for sweeping temporary files; unreadable folders are passed over).
    public static func entries(under root: String, matching matches: (String) -> Bool) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard case .success(let entries) = list(folder) else { continue }
            for entry in entries {
                guard let name = entry.name else { continue }
                let path = folder + "/" + name
                if Int(entry.type) == Int(DT_DIR)
                    || (Int(entry.type) == Int(DT_UNKNOWN) && isDirectory(path, followingLinks: false))
                {
                    pending.append(path)
                } else if matches(name) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    public static func isDirectory(_ path: String) -> Bool { isDirectory(path, followingLinks: true) }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    static func isDirectory(_ path: String, followingLinks: Bool) -> Bool {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        return status == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// One directory entry, its name as raw bytes.
    struct Entry {
        var bytes: [UInt8]
        var type: UInt8

        /// The name, nil when it is not UTF-8.
        var name: String? { String(validating: bytes, as: UTF8.self) }

        /// The name with every byte that is not part of valid UTF-8 written `\xNN`.
        var escaped: String {
            var out = ""
            var index = 0
            while index < bytes.count {
                var matched = false
                for length in stride(from: min(4, bytes.count - index), through: 1, by: -1) {
                    if let text = String(validating: bytes[index..<index + length], as: UTF8.self),
                        text.unicodeScalars.count == 1
                    {
                        out += text
                        index += length
                        matched = true
                        break
                    }
                }
                if !matched {
                    out += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
                    index += 1
                }
            }
            return out
        }

        /// Whether the entry may be a symbolic link (its type says so, or is unknown).
        var mayBeLink: Bool { Int(type) == Int(DT_LNK) || Int(type) == Int(DT_UNKNOWN) }

        /// Whether the entry is a folder to descend into: a real directory, or a link to one.
        func isDirectory(in folder: String) -> Bool {
            switch Int(type) {
            case Int(DT_DIR): return true
            case Int(DT_REG), Int(DT_FIFO), Int(DT_SOCK), Int(DT_CHR), Int(DT_BLK): return false
            default:
                guard let name else { return false }
                return DirectoryWalker.isDirectory(folder + "/" + name, followingLinks: true)
            }
        }
    }

    struct Reason: Error {
        var text: String
        var code: Int32
    }

    /// The entries of one folder, `.` and `..` left out.
    static func list(_ path: String) -> Result<[Entry], Reason> {
        guard let directory = opendir(path) else {
            let code = errno
            return .failure(Reason(text: errnoText(), code: code))
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 {
                    let code = errno
                    return .failure(Reason(text: errnoText(), code: code))
                }
                break
            }
            let bytes: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            entries.append(Entry(bytes: bytes, type: entry.pointee.d_type))
        }
        return .success(entries)
    }

    static func errnoText() -> String { String(cString: strerror(errno)).lowercased() }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
