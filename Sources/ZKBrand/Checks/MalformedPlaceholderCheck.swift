import ZKCore

/// Lint: a `{{` must be closed by `}}` on the same line and hold a token path; otherwise the
/// braces would reach the store page as they are.
enum MalformedPlaceholderCheck: DeclaresCodes {
    public static let malformedPlaceholder = DiagnosticCode(
        "ZK5021", .error, summary: "a placeholder is unterminated or empty",
        explanation: """
            A placeholder opens with `{{` and closes with `}}` on the same line, around a token path. \
            An unclosed `{{` or an empty `{{}}` would be uploaded as it is.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.tokens,
                BrandExampleFiles.File(
                    "Brand/marketing/de/promotional_text.txt", "Fragen? Schreiben Sie an {{contact.support_email}}.")),
            broken: #"↓{{contact.support_email."#, fixed: #"{{contact.support_email}}."#))

    static let codes = [malformedPlaceholder]

    static func unterminated(file: SourceFile, at offset: Int) -> Diagnostic {
        Diagnostic(
            MalformedPlaceholderCheck.malformedPlaceholder,
            "unterminated placeholder: '{{' has no closing '}}' on its line",
            at: file.location(ofOffset: offset, length: 2),
            fixIt: .init(replacement: "{{token.path}}", description: "close the placeholder"))
    }

    static func empty(file: SourceFile, at offset: Int, length: Int) -> Diagnostic {
        Diagnostic(
            MalformedPlaceholderCheck.malformedPlaceholder,
            "empty placeholder '\(String(decoding: file.bytes[offset..<(offset + length)], as: UTF8.self))'; write a token path such as '{{app.name.de}}'",
            at: file.location(ofOffset: offset, length: length))
    }
}
