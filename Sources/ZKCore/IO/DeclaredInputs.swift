/// The paths a host declared as a run's inputs (`--trust-declared-inputs`): Bazel and a sandboxed
/// Xcode Run Script phase present each declared input as a symbolic link into the source tree,
/// which the repository check (`SymbolicLinkGuard.escapingLink`) would refuse. A path named on the
/// command line, and every file below a folder named there, is read through such a link; any
/// other file still is not. The host's sandbox, not zk-build, confines what those links reach.
/// Only reading is concerned: outputs are never written through a link, declared or not.
public struct DeclaredInputs: Sendable, Hashable {
    /// Absolute, lexically normalized paths (no `.`, `..` or empty components; links kept).
    public private(set) var paths: [String]

    /// No declared inputs: every read goes through the repository check.
    public static let none = DeclaredInputs(absolute: [])

    init(absolute: [String]) { self.paths = absolute }

    /// The `paths` as named on a command line run in `directory` (absolute).
    public init(_ paths: [String], directory: String) {
        self.paths = paths.filter { !$0.isEmpty }.map { Self.normalized($0, directory: directory) }
    }

    public var isEmpty: Bool { paths.isEmpty }

    /// Whether `path` (relative to `directory`, or absolute) is a declared path or lies below one.
    public func contains(_ path: String, directory: String) -> Bool {
        guard !paths.isEmpty else { return false }
        let target = Self.normalized(path, directory: directory)
        return paths.contains { declared in
            target == declared || target.hasPrefix(declared == "/" ? "/" : declared + "/")
        }
    }

    /// `path` made absolute against `directory` and normalized by its text alone: a link is never
    /// resolved, so a declared link stays the path the host named.
    static func normalized(_ path: String, directory: String) -> String {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The option that turns it on, on every tool but the driver (whose operands are stage names).
    public static let option = OptionSpec.flag(
        "trust-declared-inputs",
        help:
            "The host (Bazel, a sandboxed Xcode phase) declared the paths named here: read them, and the files in "
            + "named folders, even through symbolic links leading outside the repository. Nothing else is read "
            + "through such a link; outputs never are written through one.")

    /// The paths a parsed command line names as inputs: its operands and the values of its options
    /// that name a file or folder to read (not `--output`, `--write-…` or `--directory`).
    public static func named(by arguments: ParsedArguments, options: [OptionSpec]) -> [String] {
        let reading = options.filter { option in
            guard let value = option.valueName, ["file", "dir", "folder"].contains(value) else { return false }
            return option.long != "output" && option.long != "directory" && !option.long.hasPrefix("write-")
        }
        return arguments.positionals + reading.flatMap { arguments.all($0.long) }
    }
}
