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
    /// Folders a search of a repository never enters: build output, package managers' checkouts,
    /// version control. The one list: the driver's discovery and the standalone tools' searches.
    public static let vendorFolders: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm",
    ]

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

        public init(folder: String, kind: Kind) {
            self.folder = folder
            self.kind = kind
        }

        /// The diagnostic, with `displayRoot` (`Content`) standing for the walk's root (`""`: the
        /// folder is named as it is, the project's root as `.`).
        public func diagnostic(displayRoot: String) -> Diagnostic {
            let path =
                displayRoot.isEmpty
                ? (folder.isEmpty ? "." : folder) : folder.isEmpty ? displayRoot : displayRoot + "/" + folder
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
    /// followed, and is a problem (`linkOutside`). With `prefix`, each path is written under it
    /// (`prefix/relative`, made once instead of a second string per file).
    ///
    /// The files come sorted in `String` order. When every name is ASCII (that order is then the
    /// bytes'), each folder's entries are sorted by name, a folder's by its name and `/` (what
    /// every path inside it starts with), and the folders are entered depth first in that order:
    /// the paths come out sorted, with no sort of the whole list (18M instructions for 10,000
    /// files, most of the listing). With a name that is not ASCII, the list is sorted with `<`.
    /// A folder reached twice (a link back up the tree, by device and inode) is listed where it
    /// is met first in that order.
    /// Folders named in `skipping` (at any depth) are not entered.
    public static func walk(
        under root: String, extensions: Set<String>? = nil, boundary: String? = nil, prefix: String? = nil,
        skipping: Set<String> = []
    ) -> Listing {
        var walk = Walk(extensions: extensions, boundary: boundary, skipping: skipping)
        if let frame = walk.enter(relative: prefix ?? "", absolute: root, isRoot: true, bare: prefix == nil) {
            walk.frames.append(frame)
        }
        while let last = walk.frames.indices.last {
            guard let position = walk.frames[last].take() else {
                walk.frames.removeLast()
                continue
            }
            // Read in place: a copy of the item retained and released its strings and key.
            guard let folder = walk.frames[last].items[position].folder else {
                walk.files.append(walk.frames[last].items[position].path)
                continue
            }
            let relative = walk.frames[last].items[position].path
            if let frame = walk.enter(relative: relative, absolute: folder, isRoot: false, bare: false) {
                walk.frames.append(frame)
            }
        }
        return Listing(
            files: walk.allASCII ? walk.files : walk.files.sorted(),
            problems: walk.problems.sorted { $0.folder < $1.folder })
    }

    /// Files under `root`, sorted; what cannot be listed is left out (see `walk` for the problems).
    public static func files(
        under root: String, extensions: Set<String>? = nil, boundary: String? = nil, prefix: String? = nil,
        skipping: Set<String> = []
    ) -> [String] {
        walk(under: root, extensions: extensions, boundary: boundary, prefix: prefix, skipping: skipping).files
    }

    /// The state of one `walk`: the folders being listed, innermost last, and what was found.
    private struct Walk {
        let extensions: Set<String>?
        let boundary: String?
        let skipping: Set<String>
        var files: [String] = []
        var problems: [Problem] = []
        var frames: [Frame] = []
        var allASCII = true
        // Folders already listed, by device and inode: a link back up the tree is listed once.
        var visited = Set<[UInt64]>()

        init(extensions: Set<String>?, boundary: String?, skipping: Set<String>) {
            self.extensions = extensions
            self.boundary = boundary
            self.skipping = skipping
        }

        /// One folder's files and subfolders, the order to take them in (positions in `items`,
        /// nil: as listed), and how far they have been taken.
        struct Frame {
            var items: [Item]
            var order: [Int]?
            var next = 0

            /// The position of the next item to take, nil when all are taken.
            mutating func take() -> Int? {
                guard next < items.count else { return nil }
                defer { next += 1 }
                return order?[next] ?? next
            }
        }

        /// A file to list, or (with `folder`, its absolute path) a subfolder to enter.
        struct Item {
            var path: String
            var folder: String?
            /// The bytes it sorts by (a folder's name and `/`), the first eight as a number.
            var key: [UInt8]
            var lead: UInt64

            init(path: String, folder: String?, key: [UInt8]) {
                self.path = path
                self.folder = folder
                self.key = key
                var lead: UInt64 = 0
                for index in 0..<8 { lead = lead << 8 | UInt64(index < key.count ? key[index] : 0) }
                self.lead = lead
            }
        }

        /// The positions of `items` in the byte order of their keys. Positions are sorted (with
        /// each lead beside its position), not the items: moving an item moves two strings and an
        /// array, which the sort's buffers retained and released (60M instructions for 10,000
        /// files). A name has no zero byte, so padding a lead with zeros keeps the order exact.
        static func order(_ items: [Item]) -> [Int] {
            var order = items.indices.map { (lead: items[$0].lead, position: $0) }
            items.withUnsafeBufferPointer { items in
                order.sort { a, b in
                    if a.lead != b.lead { return a.lead < b.lead }
                    return items[a.position].key.lexicographicallyPrecedes(items[b.position].key)
                }
            }
            return order.map(\.position)
        }

        /// The folder at `absolute` (`relative` as reported; `bare`: its entries' paths are their
        /// names) listed and sorted; nil when it was listed before, does not exist (the root
        /// only) or cannot be read (a problem).
        mutating func enter(relative: String, absolute: String, isRoot: Bool, bare: Bool) -> Frame? {
            var info = stat()
            if stat(absolute, &info) == 0, !visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted {
                return nil
            }
            let entries: [Entry]
            switch list(absolute) {
            case .failure(let reason):
                if isRoot, reason.code == ENOENT { return nil }
                problems.append(Problem(folder: relative, kind: .unreadableFolder(reason.text)))
                return nil
            case .success(let listed): entries = listed
            }
            var items: [Item] = []
            items.reserveCapacity(entries.count)
            for entry in entries {
                guard let name = entry.name else {
                    problems.append(Problem(folder: relative, kind: .nonUTF8Name(entry.escaped)))
                    continue
                }
                guard !name.hasPrefix(".") else { continue }
                if allASCII, entry.bytes.contains(where: { $0 >= 0x80 }) { allASCII = false }
                let path = bare ? name : relative.slashJoined(name)
                if let boundary, entry.mayBeLink, let resolved = SymbolicLinkGuard.realPath(absolute + "/" + name),
                    !SymbolicLinkGuard.isInside(resolved, boundary), isLink(absolute + "/" + name)
                {
                    problems.append(Problem(folder: path, kind: .linkOutside))
                    continue
                }
                let matches = extensions.map { $0.contains((name as NSString).pathExtension) } ?? true
                if entry.isDirectory(in: absolute) {
                    if skipping.contains(name) { continue }
                    items.append(
                        Item(path: path, folder: absolute.slashJoined(name), key: entry.bytes + [UInt8(ascii: "/")]))
                    // A directory named like an input (`broken.json/`) is reported by the reader.
                    if extensions != nil, matches { items.append(Item(path: path, folder: nil, key: entry.bytes)) }
                } else if matches {
                    items.append(Item(path: path, folder: nil, key: entry.bytes))
                }
            }
            return Frame(items: items, order: allASCII ? Self.order(items) : nil)
        }
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
    /// The entries of the folder `path`, not recursive: the UTF-8 names (sorted) and the names
    /// that are not UTF-8 (escaped, `caf\xE9.json`), or why the folder cannot be read.
    public static func names(in path: String) -> (names: [String], nonUTF8: [String], failure: String?) {
        switch list(path) {
        case .failure(let reason): return ([], [], reason.text)
        case .success(let entries):
            var names: [String] = []
            var nonUTF8: [String] = []
            for entry in entries {
                if let name = entry.name { names.append(name) } else { nonUTF8.append(entry.escaped) }
            }
            return (names.sorted(), nonUTF8.sorted(), nil)
        }
    }

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
                let length = raw.firstIndex(of: 0) ?? raw.count
                return Array(UnsafeRawBufferPointer(rebasing: raw[..<length]))
            }
            if bytes.count == 1 || bytes.count == 2, bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) { continue }
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
