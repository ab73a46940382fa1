import ZKCore
import ZKProject

/// Lint: every audio ID the content references has a recording — a voice line in every
/// locale's manifest, a sound in `common.json`. The error is at the first reference, one for all
/// the locales that lack it; a note names each manifest that lacks it. A near miss of a recorded
/// ID gets "did you mean" and a fix-it at the reference. Locales without a manifest are left to
/// `MissingManifestCheck`, IDs off the grammar to the content checks.
public enum MissingRecordingCheck: Check {
    public static let codes = [missingRecording]

    public static let missingRecording = DiagnosticCode(
        "ZK4004", .error, phase: .crossLink, summary: "content references an audio ID that a manifest lacks",
        explanation: """
            Every audio ID the content references must be recorded: a voice line in every \
            locale's manifest, a sound (`sfx.*`, `music.*`) in `common.json`. Children who cannot \
            read rely on the voice, so a missing line is a broken game. The error points at the \
            first reference in the content (one error for every locale that lacks it), with a \
            note naming each manifest that lacks the entry. When a manifest records an ID within \
            a few edits of the reference (`sfx.card_flp` for `sfx.card_flip`), the message asks \
            "did you mean" and the fix-it corrects the reference. \
            `zk-audio script --locale <locale>` lists what to record.
            """,
        broken: DiagnosticExample([
            .init("Content/numbers.json", #"{ "numbers": [ { "value": 7, "audio": ↓"num.7" } ] }"#),
            .init("Content/manifest.json", #"{ "locales": ["ru"] }"#),
            .init("Audio-manifests/ru.json", #"{ "locale": "ru", "entries": [] }"#),
        ]),
        fixed: DiagnosticExample([
            .init("Content/numbers.json", #"{ "numbers": [ { "value": 7, "audio": "num.7" } ] }"#),
            .init("Content/manifest.json", #"{ "locales": ["ru"] }"#),
            .init(
                "Audio-manifests/ru.json",
                """
                { "locale": "ru", "entries": [
                  { "id": "num.7", "file": "Audio/ru/num.7.m4a", "key": "number.7.word", "text": "семь", "durationMs": 600 }
                ] }
                """),
        ]))

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let manifests = input.manifests
        // Locales and IDs are JSON strings, equal only when their code points are.
        var known: [CodePointString: Set<CodePointString>] = [:]
        for manifest in manifests where known[CodePointString(manifest.locale)] == nil {
            known[CodePointString(manifest.locale)] = Set(manifest.entries.map { CodePointString($0.id) })
        }
        let referenced = MisspeltRecording.referenced(input)
        let misspelt = Dictionary(
            MisspeltRecording.pairs(input).map { ($0.intendedKey, $0.written) }, uniquingKeysWith: { first, _ in first }
        )
        for (id, references) in input.references where AudioID.problem(in: id) == nil {
            guard let first = references.first else { continue }
            let locales = AudioID.kind(of: id) == .sound ? [AudioManifest.commonLocale] : input.locales
            var lacking: [(locale: String, manifest: AudioManifest)] = []
            for locale in locales {
                guard let manifest = input.manifest(for: locale),
                    known[CodePointString(locale)]?.contains(CodePointString(id)) == false
                else { continue }
                if let written = misspelt[MisspeltRecording.key(manifest.path, id)],
                    let entry = manifest.entries.first(where: { $0.id.hasSameCodePoints(as: written) })
                {
                    out.append(
                        Diagnostic(
                            MissingRecordingCheck.missingRecording,
                            Self.misspeltMessage(written, intended: id, manifest.fileName),
                            at: manifest.location(entry.idPosition),
                            notes: [Diagnostic.Note(Self.referenceNote(id), at: first.location)], fixIt: Self.useID(id))
                    )
                    continue
                }
                lacking.append((locale, manifest))
            }
            guard let firstLacking = lacking.first else { continue }
            // One reference, one error: every locale that lacks the line is named in it.
            var notes = lacking.map {
                Diagnostic.Note(Self.note(id, $0.manifest.path), at: SourceLocation(path: $0.manifest.path))
            }
            if references.count > 1 {
                notes.append(Diagnostic.Note(Self.moreReferencesNote(references.count - 1), at: references[1].location))
            }
            // A near miss of a recorded ID: the reference is the misspelling.
            if let intended = MisspeltRecording.intendedEntry(
                for: id, in: firstLacking.manifest, referenced: referenced)
            {
                notes =
                    [
                        Diagnostic.Note(
                            Self.recordedNote(intended.id), at: firstLacking.manifest.location(intended.idPosition))
                    ] + notes.dropFirst(lacking.count)
                out.append(
                    Diagnostic(
                        MissingRecordingCheck.missingRecording,
                        Self.message(id, lacking.map(\.locale), first.context) + "; did you mean '\(intended.id)'?",
                        at: first.location, notes: notes, fixIt: Self.useID(intended.id)))
                continue
            }
            out.append(
                Diagnostic(
                    MissingRecordingCheck.missingRecording, Self.message(id, lacking.map(\.locale), first.context),
                    at: first.location, notes: notes))
        }
        return out
    }

    static func message(_ id: String, _ locales: [String], _ context: String?) -> String {
        let by = context.map { " (referenced by \($0))" } ?? ""
        if locales == [AudioManifest.commonLocale] { return "sound '\(id)' has no recording\(by)" }
        if locales.count == 1, let locale = locales.first {
            return "audio ID '\(id)' has no '\(locale)' recording\(by)"
        }
        return "audio ID '\(id)' has no recording in \(locales.map { "'\($0)'" }.joined(separator: ", "))\(by)"
    }

    static func recordedNote(_ id: String) -> String { "'\(id)' is recorded here" }

    static func misspeltMessage(_ written: String, intended: String, _ manifest: String) -> String {
        "recording '\(written)' in '\(manifest)' is referenced by no content, which needs '\(intended)' instead; did you mean '\(intended)'?"
    }

    static func note(_ id: String, _ manifest: String) -> String {
        "'\(manifest)' has no entry for '\(id)'"
    }

    static func referenceNote(_ id: String) -> String { "content references '\(id)' here" }

    static func moreReferencesNote(_ count: Int) -> String {
        "also referenced \(count) more time\(count == 1 ? "" : "s")"
    }

    static func useID(_ id: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt(replacement: JSONWriter.quoted(id), description: "use '\(id)'")
    }
}
