import Foundation

/// Where a project lies: the root that SARIF and GitHub annotation paths are relative to (the
/// GitHub Actions workspace when set and the project lies in it, else the enclosing git work
/// tree, else the project itself) and the project's path below that root. One base for every
/// format, so an annotation and a code-scanning alert name the same file (issue 31).
public struct RepositoryPlace: Sendable, Hashable {
    /// Absolute path of the root, without a final `/`.
    public var root: String
    /// The project folder relative to `root` (empty when they are the same).
    public var projectPrefix: String

    public init(root: String, projectPrefix: String) {
        self.root = root
        self.projectPrefix = projectPrefix
    }

    /// The nearest folder at or above `directory` that holds `.git` (a folder, or a file in a
    /// linked work tree); the project itself when there is none.
    /// `workspace`: `GITHUB_WORKSPACE`, the checkout GitHub resolves annotation paths against;
    /// used when `directory` lies inside it.
    public static func find(from directory: String, workspace: String?) -> RepositoryPlace {
        let start = (directory as NSString).standardizingPath
        if let workspace, workspace.hasPrefix("/") {
            let root = (workspace as NSString).standardizingPath
            if start == root { return RepositoryPlace(root: root, projectPrefix: "") }
            let base = root == "/" ? "/" : root + "/"
            if start.hasPrefix(base) {
                return RepositoryPlace(root: root, projectPrefix: String(start.dropFirst(base.count)))
            }
        }
        return find(from: start)
    }

    public static func find(from directory: String) -> RepositoryPlace {
        let start = (directory as NSString).standardizingPath
        var candidate = start
        while true {
            if DirectoryWalker.exists(candidate + "/.git") {
                let prefix =
                    candidate == start ? "" : String(start.dropFirst(candidate == "/" ? 1 : candidate.count + 1))
                return RepositoryPlace(root: candidate, projectPrefix: prefix)
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { break }
            candidate = parent
        }
        return RepositoryPlace(root: start, projectPrefix: "")
    }

    /// A project-relative path as a root-relative path.
    public func rootRelative(_ path: String) -> String {
        projectPrefix.isEmpty ? path : projectPrefix + "/" + path
    }
}

/// Percent-encoding of paths for URIs (RFC 3986): every byte outside the unreserved characters
/// and `/` is written as `%XX` of its UTF-8.
public enum URIEncoding {
    public static func encodePath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
