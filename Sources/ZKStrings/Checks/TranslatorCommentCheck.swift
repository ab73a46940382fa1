import ZKCore

/// Translator comments (spec 6.5 rule 4): every key says where it appears and what its
/// placeholders mean, so translators and the recording studio have context.
enum TranslatorCommentCheck: Check {
    static let missingComment = DiagnosticCode(
        "ZK3013", .warning, group: .zahlenkette, summary: "a key has no translator comment",
        explanation: """
            Spec 6.5 rule 4: every key has a comment that says where the text appears and what \
            its placeholders mean. Translators and the recording studio work from it. A \
            Zahlenkette convention: another app's catalog turns it off with \
            `"strings": { "translatorComments": false }` in zk-build.json.
            """,
        broken: DiagnosticExample(
            CheckExamples.path,
            CheckExamples.catalog(key: "game.hoer_hin.title", comment: nil, CheckExamples.hoerHin)
                .replacingOccurrences(of: "\"game.hoer_hin.title\" : {", with: "↓\"game.hoer_hin.title\" : {")),
        fixed: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)))

    static let codes = [missingComment]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard context.options.settings.translatorComments else { return diagnostics }
        if let comment = entry.comment, !isBlank(comment.text) { return diagnostics }
        diagnostics.append(
            missing(
                entry.key, empty: entry.comment != nil,
                at: context.catalog.location(entry.comment?.position ?? entry.keyPosition)))
        return diagnostics
    }

    /// Whether every character is whitespace (an empty comment is blank). A comment that starts
    /// with a visible ASCII character is not, which settles nearly every comment at its first byte.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// `empty`: the key has a comment, but only whitespace.
    static func missing(_ key: String, empty: Bool, at location: SourceLocation) -> Diagnostic {
        let what = empty ? "an empty translator comment" : "no translator comment"
        return Diagnostic(
            missingComment, "key '\(key)' has \(what); say where the text appears and what its placeholders mean",
            at: location)
    }
}
