import ZKCore

/// Lint: a `{{` must be closed by `}}` on the same line and hold a token path; otherwise the
/// braces would reach the store page as they are.
enum MalformedPlaceholderCheck {
    static func unterminated(file: SourceFile, at offset: Int) -> Diagnostic {
        Diagnostic(
            BrandCodes.malformedPlaceholder, "unterminated placeholder: '{{' has no closing '}}' on its line",
            at: file.location(ofOffset: offset, length: 2),
            fixIt: .init(replacement: "{{token.path}}", description: "close the placeholder"))
    }

    static func empty(file: SourceFile, at offset: Int, length: Int) -> Diagnostic {
        Diagnostic(
            BrandCodes.malformedPlaceholder, "empty placeholder '\(String(decoding: file.bytes[offset..<(offset + length)], as: UTF8.self))'; write a token path such as '{{app.name.de}}'",
            at: file.location(ofOffset: offset, length: length))
    }
}
