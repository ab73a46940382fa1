import ZKCore

/// Lint: every audio ID content references follows the audio grammar: `num.<n>` (0…20),
/// `num.<n>.q` (1…20), `sfx.<key>`, `music.<key>`, or a prompt ID `prompt.<context>.<element>…`.
enum AudioIDGrammarCheck: Check {
    static func isNumber(_ segment: Substring, from low: Int) -> Bool {
        guard let value = Int(segment), String(value) == segment else { return false }
        return (low...20).contains(value)
    }

    /// Why `id` breaks the grammar, or nil.
    static func problem(_ id: String) -> String? {
        let segments = id.split(separator: ".", omittingEmptySubsequences: false)
        switch segments.first {
        case "num":
            if segments.count == 2, isNumber(segments[1], from: 0) { return nil }
            if segments.count == 3, segments[2] == "q", isNumber(segments[1], from: 1) { return nil }
            return "is not num.<n> (n = 0…20) or num.<n>.q (n = 1…20)"
        case "sfx", "music":
            if segments.count == 2, Grammar.isSnakeSegment(segments[1]) { return nil }
            return "is not \(segments[0]).<key> with a lower-case snake_case key"
        case "prompt":
            if segments.count >= 3, segments.dropFirst().allSatisfy(Grammar.isSnakeSegment) { return nil }
            return "is not a prompt ID prompt.<context>.<element>[.<qualifier>...] with lower-case snake_case segments"
        default:
            return "has no audio prefix (num, sfx, music, prompt)"
        }
    }

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        context.references.audioIDs.compactMap { reference in
            guard let problem = problem(reference.name) else { return nil }
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
            snake_case, without leading zeros.
            """,
        example: .edit(
            DiagnosticExample("Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "sounds": [ "sfx.tap" ] }"#),
            broken: #"[ ↓"sound.tap""#, fixed: #"[ "sfx.tap""#))
}

extension Diagnostic {
    fileprivate static func badAudioID(_ reference: ContentReferences.Reference, _ problem: String) -> Diagnostic {
        Diagnostic(
            AudioIDGrammarCheck.audioIDGrammar,
            "audio ID '\(reference.name)' in '\(reference.field)' of \(reference.context) \(problem)",
            at: reference.location)
    }
}
