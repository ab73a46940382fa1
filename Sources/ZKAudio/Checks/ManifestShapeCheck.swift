import ZKCore
import ZKSchema

/// Lint: an audio manifest has the shape of `Audio-manifests/schemas/manifest.schema.json`
/// (ZKCore's JSON Schema engine checks it against the copy bundled in `ManifestSchema`), and
/// its `locale` is its file name. Every violation is reported at the offending value or key; a
/// misspelt field once, at the key.
public enum ManifestShapeCheck: DeclaresCodes {
    public static let codes = [manifestShape]

    public static let manifestShape = DiagnosticCode(
        "ZK4001", .error, phase: .structure, summary: "a manifest field is missing, unknown or of the wrong type",
        explanation: """
            An audio manifest is an object with `locale` (its file name without `.json`: `de`, \
            `en`, `ru` or `common`), optional `format` (`sampleRates`, `channels`) and \
            `durationToleranceMs`, and `entries`. Each entry has `id`, `file` (relative to the audio \
            root), `durationMs` (1 to 600000), optional `take` and `version`; a voice line also has \
            `key` (the string key it speaks) and `text` (what was recorded). The rules are \
            `Audio-manifests/schemas/manifest.schema.json` (for editors), which zk-audio applies \
            from a copy bundled in the tool; the audio ID grammar and the file layout in it are \
            reported as \(AudioIDGrammarCheck.invalidID.code) and \(FilePathConventionCheck.unconventionalPath.code). \
            A misspelt field (`duration` for `durationMs`) is one error at it, with a fix-it.
            """,
        example: .edit(
            AudioExamples.sevenManifest,
            broken: #"↓"duration":"#, fixed: #""durationMs":"#))

    /// The shape problems of the manifest `root` read from `path`. `readable(entry)` says whether
    /// the reader made an entry of `entries[entry]`; the patterns of such an entry's `id` and
    /// `file` are left to `AudioIDGrammarCheck` and `FilePathConventionCheck`, which say more.
    static func check(_ root: JSONValue, path: String, readable: (Int) -> Bool) -> [Diagnostic] {
        let validation = ManifestSchema.library.validate(root, file: path, schemaPath: ManifestSchema.path)
        var out = validation.reported.compactMap { violation -> Diagnostic? in
            if let entry = reportedElsewhere(violation), readable(entry) { return nil }
            var diagnostic = violation.diagnostic(manifestShape)
            diagnostic.notes = userNotes(violation.notes)
            return diagnostic
        }
        if let locale = root["locale"], let text = locale.string {
            let expected = ManifestReader.locale(fromPath: path)
            if !text.hasSameCodePoints(as: expected) {
                out.append(Diagnostic(manifestShape, localeMismatch(text, expected), at: locale.location(in: path)))
            }
        }
        return out
    }

    /// The entry index of a violation of the audio ID grammar or the file layout, which the schema
    /// writes as `pattern`s (`anyOf` of them for voice lines) of `/entries/<n>/id` and `…/file`.
    static func reportedElsewhere(_ violation: SchemaViolation) -> Int? {
        guard violation.keyword == "pattern" || violation.keyword == "anyOf" else { return nil }
        let parts = violation.instancePointer.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[1] == "entries", parts[3] == "id" || parts[3] == "file" else { return nil }
        return Int(parts[2])
    }

    /// The engine's notes point into the bundled schema, which is no file of the project: the
    /// "'keyword' of the schema is here" note goes, the others keep their words.
    static func userNotes(_ notes: [Diagnostic.Note]) -> [Diagnostic.Note] {
        notes.compactMap { note in
            guard note.location?.path == ManifestSchema.path else { return note }
            return note.message.hasSuffix(" is here") ? nil : Diagnostic.Note(note.message)
        }
    }

    static func localeMismatch(_ declared: String, _ fileName: String) -> String {
        "manifest declares locale '\(declared)' but its file name says '\(fileName)'"
    }
}
