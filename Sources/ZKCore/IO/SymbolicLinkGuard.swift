import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lint: a symbolic link where zk-build writes, replaces or removes (an output path is never
/// followed through a link, ZK0050), or among the inputs leading outside the repository (such
/// an input is never read, ZK0051). Paths are checked component by component below the project
/// root, with `lstat`, so a link anywhere in the path is found, not only at its end.
public enum SymbolicLinkGuard: DeclaresCodes {
    public static let linkInOutputPath = DiagnosticCode(
        "ZK0050", .error, summary: "an output path passes through a symbolic link",
        explanation: """
            zk-build writes, replaces and removes files only inside its build folder and the \
            destinations of `outputs`, and never through a symbolic link: a link in an output path \
            (`build/`, `build/marketing` or a destination folder pointing elsewhere) could make it \
            write into, or delete from, a folder outside the project. The run stops (exit 3) before \
            anything is written through the link, and the message names it. Replace the link by a \
            real folder, or point `paths.build` / `outputs` at one.
            """,
        broken: DiagnosticExample(
            [
                .init("Content/dictionaries/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Content/dictionaries/en/words.txt", "at\ntat\n"),
                .init("Elsewhere/keep.txt", "not zk-build's"),
            ],
            command: ["zk-build", "build"], setup: [.symbolicLink(path: "build/dictionaries", target: "../Elsewhere")],
            unlocated: ["build/dictionaries"]),
        fixed: DiagnosticExample(
            [
                .init("Content/dictionaries/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Content/dictionaries/en/words.txt", "at\ntat\n"),
                .init("Elsewhere/keep.txt", "not zk-build's"),
            ],
            command: ["zk-build", "build"]))

    public static let linkLeavesRepository = DiagnosticCode(
        "ZK0051", .error, phase: .syntax, summary: "a symbolic link among the inputs leads outside the repository",
        explanation: """
            An input that is a symbolic link (or lies in a linked folder) is read only when its \
            target lies inside the repository. A link to a file outside it (a token file, \
            `/proc/self/environ`) would put that file's contents into diagnostics and CI logs, so \
            the link is reported once, at the link, and nothing behind it is read or quoted. Copy \
            the file into the repository, or link to a file inside it. A host that presents its \
            declared inputs as links (Bazel's sandbox, a sandboxed Xcode Run Script phase) runs \
            the tools with `--trust-declared-inputs`: the paths named on the command line, and \
            the files in named folders, are then read through their links; nothing else is.
            """,
        broken: DiagnosticExample(
            "Content/manifest.json", #"{ "schemaVersion": 1 }"#,
            setup: [.symbolicLink(path: "Content/secret.json", target: "/etc/passwd")],
            unlocated: ["Content/secret.json"]),
        fixed: DiagnosticExample(
            "Content/manifest.json", #"{ "schemaVersion": 1 }"#,
            setup: [.symbolicLink(path: "Content/copy.json", target: "manifest.json")]))

    public static let codes = [linkInOutputPath, linkLeavesRepository]

    /// The first component of the project-relative `path` (below `root`) that is a symbolic
    /// link, as a project-relative path; nil when there is none (components that do not exist
    /// yet end the check: they will be made as real folders).
    public static func firstLink(in path: String, root: String) -> String? {
        var relative = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            relative += relative.isEmpty ? String(part) : "/" + part
            var info = stat()
            guard lstat(root + "/" + relative, &info) == 0 else { return nil }
            if (info.st_mode & S_IFMT) == S_IFLNK { return relative }
        }
        return nil
    }

    /// The error for an output path that passes through `link`; `action` is what was refused
    /// (`write`, `remove`).
    public static func outputThroughLink(_ path: String, link: String, action: String) -> Diagnostic {
        let what = link == path ? "it is a symbolic link" : "'\(link)' is a symbolic link"
        return Diagnostic(
            linkInOutputPath,
            "cannot \(action) '\(path)': \(what); zk-build never writes or deletes through a symbolic link",
            at: SourceLocation(path: link))
    }

    /// The real path of `path` (every link resolved), nil when it does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the real path `resolved` is `boundary` or lies inside it (both real paths).
    public static func isInside(_ resolved: String, _ boundary: String) -> Bool {
        resolved == boundary || resolved.hasPrefix(boundary == "/" ? "/" : boundary + "/")
    }

    /// The first component of the project-relative `path` that is a symbolic link whose target
    /// lies outside `boundary` (a real path: the repository), as a project-relative path; nil when
    /// every link stays inside (a dangling link is left to the reader, which reports it).
    public static func escapingLink(in path: String, root: String, boundary: String) -> String? {
        var relative = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            relative += relative.isEmpty ? String(part) : "/" + part
            var info = stat()
            guard lstat(root + "/" + relative, &info) == 0 else { return nil }
            guard (info.st_mode & S_IFMT) == S_IFLNK else { continue }
            guard let resolved = realPath(root + "/" + relative) else { return nil }
            if !isInside(resolved, boundary) { return relative }
        }
        return nil
    }

    /// The error at a link that leads outside the repository; it names the link, never the target.
    public static func escaping(_ link: String) -> Diagnostic {
        Diagnostic(
            linkLeavesRepository,
            "'\(MessageText.escaped(link))' is a symbolic link to a place outside the repository; it is not read",
            at: SourceLocation(path: link))
    }
}
