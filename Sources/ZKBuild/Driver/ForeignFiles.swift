import ZKCore

/// Lint: a folder that a stage fills (`build/marketing/`, a destination of `outputs`) holds files
/// zk-build did not write: hand-placed screenshots, fields zk-build cannot write yet. They are
/// kept, never deleted, and named once per build, in one note per folder.
enum ForeignFiles: DeclaresCodes {
    static let keptFiles = DiagnosticCode(
        "ZK0053", .note, summary: "an output folder holds files zk-build did not write; they are kept",
        explanation: """
            zk-build deletes only what it wrote: the build cache records every artifact with its \
            hash, and a stale artifact is removed only while it is still as written. Other files in \
            the folders a stage fills (fastlane's `screenshots/`, `trade_representative_contact_information/` \
            placed by hand, files of an older zk-build whose cache was discarded) are kept, and this \
            note names them so that nothing is there without a word. Delete them by hand if they \
            are not wanted; `zk-build clean` leaves them too.
            """,
        broken: DiagnosticExample(
            [
                .init("Content/dictionaries/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Content/dictionaries/en/words.txt", "at\ntat\n"),
                .init("build/dictionaries/README.md", "placed by hand"),
            ],
            command: ["zk-build", "build"], unlocated: ["build/dictionaries"]),
        fixed: DiagnosticExample(
            [
                .init("Content/dictionaries/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Content/dictionaries/en/words.txt", "at\ntat\n"),
            ],
            command: ["zk-build", "build"]))

    static let codes = [keptFiles]

    /// How many names one note lists before it counts the rest.
    static let listed = 10

    /// One note per folder of `folders` that holds files not in `written` (project-relative
    /// paths); folders behind a symbolic link are left out (the write reports the link).
    static func notes(_ project: Project, folders: [String], written: Set<String>) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for folder in Set(folders).sorted() where project.isDirectory(folder) {
            guard SymbolicLinkGuard.firstLink(in: folder, root: project.root) == nil else { continue }
            let foreign = project.files(under: folder).filter { !written.contains($0) }
            guard !foreign.isEmpty else { continue }
            let names = foreign.prefix(listed).map {
                "'" + MessageText.escaped(String($0.dropFirst(folder.count + 1))) + "'"
            }
            let more = foreign.count > listed ? " and \(foreign.count - listed) more" : ""
            out.append(
                Diagnostic(
                    keptFiles, message(folder, count: foreign.count, names: names.joined(separator: ", ") + more),
                    at: SourceLocation(path: folder)))
        }
        return out
    }

    static func message(_ folder: String, count: Int, names: String) -> String {
        "'\(folder)/' holds \(plural(count, "file")) zk-build did not write; \(count == 1 ? "it is" : "they are") kept: \(names)"
    }
}
