import ZKCore
import ZKProject

/// Lint: every audio ID content references follows the audio grammar (`AudioID`, the one rule the
/// manifests' audio checks apply too): `num.<n>` (0…20), `num.<n>.q` (1…20), `sfx.<key>`,
/// `music.<key>`, or a prompt ID `prompt.<context>.<element>…`.
enum AudioIDGrammarCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        context.references.audioIDs.compactMap { reference in
            guard let problem = AudioID.problem(in: reference.name) else { return nil }
            return .badAudioID(reference, problem)
        }
    }
}

extension AudioIDGrammarCheck {
    static let codes = [audioIDGrammar]

    public static let audioIDGrammar = DiagnosticCode(
        "ZK2031", .error, group: .zahlenkette, summary: "an audio ID does not follow the audio grammar",
        explanation: """
            Audio IDs are `num.<n>` (n = 0…20), `num.<n>.q` (n = 1…20), `sfx.<key>`, `music.<key>` \
            or prompt IDs `prompt.<context>.<element>[.<qualifier>…]`, segments in lower-case \
            snake_case (a segment may start with a digit, as in string keys), numbers without \
            leading zeros. zk-audio judges the manifests' IDs by the same rule.
            """,
        example: .edit(
            DiagnosticExample("Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "sounds": [ "sfx.tap" ] }"#),
            broken: #"[ ↓"sound.tap""#, fixed: #"[ "sfx.tap""#))
}

extension Diagnostic {
    fileprivate static func badAudioID(_ reference: ContentReferences.Reference, _ problem: String) -> Diagnostic {
        Diagnostic(
            AudioIDGrammarCheck.audioIDGrammar,
            "audio ID '\(reference.name)' in '\(reference.field)' of \(reference.context) breaks the audio grammar: \(problem)",
            at: reference.location)
    }
}
