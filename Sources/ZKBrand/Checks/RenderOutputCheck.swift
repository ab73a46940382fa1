import ZKCore

/// What `zk-marketing render` reports about its output folder: with `--check`, an error when
/// the folder is not what a render would write (so a CI job fails on stale store texts); on
/// every render, a note naming the files and folders in it that zk-marketing did not write and
/// therefore keeps (`screenshots/`).
package enum RenderOutputCheck: DeclaresCodes {
    static let outOfDate = DiagnosticCode(
        "ZK5060", .error, summary: "the rendered store texts and brand outputs are out of date",
        explanation: """
            `zk-marketing render --check` compares the output folder with what a render would write \
            and reports this error, with a note per file that would be added, updated or removed, \
            when they differ; it writes nothing. Run `zk-marketing render` (without `--check`) and \
            commit or upload the result. With `--format json` or `sarif` the notes are in the \
            document; the human format also lists them as `would update …` lines.
            """,
        broken: DiagnosticExample(
            BrandExampleFiles.germanListing, command: ["zk-marketing", "render", "--check", "-l", "de"],
            unlocated: ["build"]),
        fixed: DiagnosticExample(BrandExampleFiles.germanListing, command: ["zk-marketing", "render", "-l", "de"]))

    static let keptFiles = DiagnosticCode(
        "ZK5061", .note, summary: "the output folder holds files zk-marketing did not write; they are kept",
        explanation: """
            `render` removes only stale files it wrote itself (they are listed in the output \
            folder's `.zk-marketing-written`). Anything else under `marketing/` or `brand/` — \
            screenshots, a folder fastlane reads that another tool writes — is kept, and named \
            once per run: a folder none of whose files zk-marketing wrote is named as the folder. \
            Delete such files yourself when they are no longer wanted.
            """,
        broken: DiagnosticExample(
            BrandExampleFiles.germanListing + [
                BrandExampleFiles.File("build/marketing/screenshots/de-DE/1_iphone65.png", "png")
            ],
            command: ["zk-marketing", "render", "-l", "de"], unlocated: ["build/marketing/screenshots/"]),
        fixed: DiagnosticExample(BrandExampleFiles.germanListing, command: ["zk-marketing", "render", "-l", "de"]))

    package static let codes = [outOfDate, keptFiles]

    /// The dry run's finding: one error at the output folder, one note a change.
    package static func outOfDate(_ changes: [OutputTree.Change], output: String) -> Diagnostic? {
        guard !changes.isEmpty else { return nil }
        let notes = changes.map { Diagnostic.Note(changeNote($0), at: SourceLocation(path: output + "/" + $0.path)) }
        return Diagnostic(
            outOfDate, outOfDateMessage(changes.count, output: output), at: SourceLocation(path: output), notes: notes)
    }

    /// One note for every entry a render kept.
    package static func kept(_ plans: [OutputTree.Plan], output: String) -> [Diagnostic] {
        plans.flatMap { plan in
            plan.kept.map { entry in
                Diagnostic(
                    keptFiles, keptMessage(entry, count: plan.keptCounts[entry] ?? 1),
                    at: SourceLocation(path: output + "/" + entry))
            }
        }
    }

    // MARK: Messages

    static func outOfDateMessage(_ count: Int, output: String) -> String {
        "\(count) file\(count == 1 ? "" : "s") under '\(output)/' would change; run 'zk-marketing render' without --check"
    }

    static func changeNote(_ change: OutputTree.Change) -> String { "would \(change.kind.rawValue)" }

    static func keptMessage(_ entry: String, count: Int) -> String {
        entry.hasSuffix("/")
            ? "kept '\(entry)' (\(count) file\(count == 1 ? "" : "s")): zk-marketing did not write it"
            : "kept '\(entry)': zk-marketing did not write it"
    }
}
