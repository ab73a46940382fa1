import ZKCore
import ZKProject

/// Lint: every manifest ID follows the audio ID grammar (`AudioID.problem`, which names the cause:
/// a capital, a leading zero, a missing segment). The fix-it is the ID in lower case when that
/// follows the grammar; an ID no rule can mend gets none.
public enum AudioIDGrammarCheck: Check {
    public static let codes = [invalidID]

    public static let invalidID = DiagnosticCode(
        "ZK4003", .error, group: .zahlenkette, summary: "an audio ID does not follow the audio ID grammar",
        explanation: """
            Audio IDs are `num.<n>` (0 to 20, no leading zero), `num.<n>.q` (the question \
            intonation, 1 to 20), `sfx.<key>`, `music.<key>`, and for every other spoken line its \
            string key (`prompt.hoer_hin.find_number`: at least three dot-separated segments of \
            lowercase snake_case ASCII). The app looks recordings up by these IDs, so any other \
            spelling is never played. The message names what breaks the grammar (`Num.12` has a \
            capital); when the ID in lower case follows it, a fix-it proposes that spelling.
            """,
        example: .edit(
            AudioExamples.sevenManifest,
            broken: #"↓"num.07", "file": "Audio/de/num.07.m4a","#, fixed: #""num.7", "file": "Audio/de/num.7.m4a","#))

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        input.manifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                guard let problem = AudioID.problem(in: entry.id) else { return nil }
                let fixed = AudioID.lowerCased(entry.id)
                return Diagnostic(
                    AudioIDGrammarCheck.invalidID,
                    Self.message(problem) + (fixed.map { "; did you mean '\($0)'?" } ?? ""),
                    at: manifest.location(entry.idPosition), fixIt: fixed.map(MissingRecordingCheck.useID))
            }
        }
    }

    static func message(_ problem: String) -> String { "invalid audio ID: \(problem)" }
}
