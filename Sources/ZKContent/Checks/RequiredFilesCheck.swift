import ZKCore

/// Lint: the top-level content files of the app exist (checked when the content holds games and
/// at least three of the seven top-level files, that is, when it is a whole app's content and
/// not a partial one such as a code example). A missing file is one error (`RequiredFileCheck.missingRequiredFile`) at its path, and
/// the cross-links that need it stay silent (error recovery treats it as a broken input) instead
/// of one error per reference.
enum RequiredFilesCheck: Check {
    /// It reports ZKCore's `RequiredFileCheck.missingRequiredFile` and declares none of its own.
    static let codes: [DiagnosticCode] = []

    /// File → what it holds, for the message.
    static let required: [(name: String, holds: String)] = [
        ("manifest.json", "the content's version and file list"), ("numbers.json", "the numbers 1 to 20"),
        ("prompts.json", "the prompts the games name"), ("avatars.json", "the avatars"),
        ("friends.json", "the 20 Zahlenfreunde"), ("stickers.json", "the stickers of the dot pictures"),
        ("decorations.json", "the garden decorations"),
    ]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let root = context.input.root
        let present = required.filter { context.input.hasFile(root + "/" + $0.name) }.count
        guard !context.model.games.isEmpty, present >= 3 else { return [] }
        return required.compactMap { file in
            let path = root + "/" + file.name
            guard !context.input.hasFile(path) else { return nil }
            return .missingFile(path, holds: file.holds)
        }
    }
}

extension Diagnostic {
    fileprivate static func missingFile(_ path: String, holds: String) -> Diagnostic {
        Diagnostic(
            RequiredFileCheck.missingRequiredFile, "'\(path)' not found; the content needs it for \(holds)",
            at: SourceLocation(path: path))
    }
}
