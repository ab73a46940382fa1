import ZKCore

/// Lint: a project folder (`Content/`, `Strings/`, `Audio-manifests/`, `Brand/`, or the path
/// `zk-build.json` gives it) is missing or not a folder, so the stages that read it have nothing
/// to check: one warning per folder. When none of them exists, the run is probably in the wrong
/// directory, and that is one error without a place.
enum ProjectFoldersCheck: Check {
    static let missingProjectFolder = DiagnosticCode(
        "ZK0003", .warning, phase: .structure, group: .zahlenkette,
        summary: "a project folder is missing; its stages are skipped",
        explanation: """
            zk-build looks for `Content/`, `Strings/`, `Audio-manifests/` and `Brand/` under the \
            project root (or the paths `zk-build.json` names). A missing folder skips the stages that \
            read it. When none of them exists, the run fails with this code as an error: you are \
            probably in the wrong directory (use `-C DIR`).
            """,
        broken: DiagnosticExample(
            "Strings/README.md", "the catalogs live here", unlocated: ["Content", "Audio-manifests", "Brand"]),
        fixed: DiagnosticExample([
            .init("Strings/README.md", ""), .init("Content/README.md", ""), .init("Audio-manifests/README.md", ""),
            .init("Brand/README.md", ""),
        ]))

    static let codes = [missingProjectFolder]

    /// Warnings for missing project folders; an error when none exists.
    static func run(_ project: Project) -> [Diagnostic] {
        let configuration = project.configuration
        let folders = [
            configuration.contentPath, configuration.stringsPath, configuration.audioManifestsPath,
            configuration.brandPath,
        ]
        let missing = folders.filter { !project.isDirectory($0) }
        if missing.count == folders.count {
            return [
                Diagnostic(
                    .error, code: missingProjectFolder.code, noProjectMessage(project.root, folders: folders),
                    notes: [Diagnostic.Note("run zk-build in the project root, or pass -C <dir>")])
            ]
        }
        return missing.map { folder in
            Diagnostic(
                missingProjectFolder, missingFolderMessage(folder, exists: project.exists(folder)),
                at: SourceLocation(path: folder))
        }
    }

    static func noProjectMessage(_ root: String, folders: [String]) -> String {
        "no project found in '\(root)': none of \(folders.map { "'\($0)/'" }.joined(separator: ", ")) exists"
    }

    static func missingFolderMessage(_ folder: String, exists: Bool) -> String {
        "project folder '\(folder)/' \(exists ? "is not a folder" : "not found"); the stages that read it have nothing to check"
    }
}
