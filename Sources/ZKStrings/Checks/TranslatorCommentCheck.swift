import ZKCore

/// Translator comments (spec 6.5 rule 4): every key says where it appears and what its
/// placeholders mean, so translators and the recording studio have context.
enum TranslatorCommentCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        catalog.entries.compactMap { entry in
            if let comment = entry.comment, !comment.text.allSatisfy(\.isWhitespace) { return nil }
            let message = entry.comment == nil
                ? "key '\(entry.key)' has no translator comment; say where the text appears and what its placeholders mean"
                : "key '\(entry.key)' has an empty translator comment; say where the text appears and what its placeholders mean"
            return Diagnostic(StringsCodes.missingComment, message, at: catalog.location(entry.comment?.position ?? entry.keyPosition))
        }
    }
}
