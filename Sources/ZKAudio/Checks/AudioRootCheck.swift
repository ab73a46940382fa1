import ZKCore

/// Lint: the audio root (`--audio-root`, `audioRoot` in zk-build.json) is a directory (ZK4028),
/// and it is the folder the manifests' paths start from (ZK4030): when none of the files is
/// under it but they are under its parent or one of its folders, one error names that folder,
/// at the setting, instead of an error per missing file.
public enum AudioRootCheck: DeclaresCodes {
    public static let codes = [audioRootMissing, wrongAudioRoot]

    public static let audioRootMissing = DiagnosticCode(
        "ZK4028", .error, summary: "the audio root is not a directory",
        explanation: """
            `--audio-root DIR` (or `audioRoot` in `zk-build.json`) must name the folder that holds \
            `Audio/<locale>/` and `Audio/common/`. No file is probed.
            """,
        broken: AudioExamples.soundProject(root: #"↓"Recordings""#, contents: ""),
        fixed: AudioExamples.soundProject(contents: ""))

    public static let wrongAudioRoot = DiagnosticCode(
        "ZK4030", .error, summary: "the audio root is not the folder the manifests' paths start from",
        explanation: """
            Manifest paths start with `Audio/` (`Audio/de/num.7.m4a`), so the audio root is the \
            folder that holds `Audio/`, not `Audio/` itself nor a folder above it. When none of \
            the manifests' files exists under the root but they do exist under its parent or one \
            of its folders, the error names that folder (and the per-file errors are left out: one \
            mistake, one error). Set `audioRoot` (or `--audio-root`) to the folder named.
            """,
        broken: DiagnosticExample([
            .init("zk-build.json", #"{ "audioRoot": ↓"Resources/Audio" }"#),
            .init(
                "Audio-manifests/common.json",
                """
                { "locale": "common", "entries": [
                  { "id": "sfx.tap", "file": "Audio/common/sfx.tap.m4a", "durationMs": 120 }
                ] }
                """),
            .init("Resources/Audio/common/sfx.tap.m4a", ""),
        ]),
        fixed: AudioExamples.soundProject(contents: ""))

    /// ZK4028 when the root is not a directory.
    public static func missingRoot(
        _ files: DiskAudioFiles, at location: SourceLocation?, origin: String?
    ) -> Diagnostic? {
        guard !DirectoryWalker.isDirectory(files.root) else { return nil }
        let source = origin.map { " (\($0))" } ?? ""
        return Diagnostic(
            audioRootMissing, notADirectory(files.rootDescription, source),
            at: location ?? SourceLocation(path: files.rootDescription))
    }

    /// ZK4030 when no entry's file is under the root but some are under its parent or a folder in it.
    public static func wrongRoot(
        _ manifests: [AudioManifest], _ files: DiskAudioFiles, at location: SourceLocation?
    ) -> Diagnostic? {
        let paths = manifests.flatMap { $0.entries.map(\.file) }
        guard !paths.isEmpty, !paths.contains(where: { files.exists($0) }) else { return nil }
        var best: (display: String, found: Int)?
        for candidate in files.neighbours() {
            let found = paths.filter { candidate.files.exists($0) }.count
            if found > 0, found > best?.found ?? 0 { best = (candidate.display, found) }
        }
        guard let best else { return nil }
        return Diagnostic(
            wrongAudioRoot, wrong(files.rootDescription, paths.count, best.display, best.found),
            at: location ?? SourceLocation(path: files.rootDescription),
            fixIt: location?.start == nil ? nil : Self.setRoot(best.display))
    }

    static func notADirectory(_ root: String, _ source: String) -> String {
        "audio root '\(root)'\(source) is not a directory"
    }

    static func wrong(_ root: String, _ count: Int, _ better: String, _ found: Int) -> String {
        "none of the \(count) audio files the manifests name is under the audio root '\(root)', but \(found) \(found == 1 ? "is" : "are") under '\(better)'; the audio root should be '\(better)'"
    }

    static func setRoot(_ folder: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt(replacement: JSONWriter.quoted(folder), description: "set the audio root to '\(folder)'")
    }
}
