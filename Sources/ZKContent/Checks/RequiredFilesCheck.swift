import ZKCore

/// Lint: the top-level content files of the app exist (checked when the content has games, that
/// is, when it is a whole app's content). A missing file is one error (ZK0006) at its path, and
/// the cross-links that need it stay silent (error recovery treats it as a broken input) instead
/// of one error per reference.
enum RequiredFilesCheck: ContentCheck {
    /// File → what it holds, for the message.
    static let required: [(name: String, holds: String)] = [
        ("manifest.json", "the content's version and file list"), ("numbers.json", "the numbers 1 to 20"),
        ("prompts.json", "the prompts the games name"), ("avatars.json", "the avatars"),
        ("friends.json", "the 20 Zahlenfreunde"), ("stickers.json", "the stickers of the dot pictures"),
        ("decorations.json", "the garden decorations"),
    ]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        guard !context.model.games.isEmpty else { return [] }
        let root = context.input.root
        return required.compactMap { file in
            let path = root + "/" + file.name
            guard !context.input.files.contains(path) else { return nil }
            return Diagnostic(CoreCodes.missingRequiredFile, missingMessage(path, holds: file.holds), at: SourceLocation(path: path))
        }
    }

    static func missingMessage(_ path: String, holds: String) -> String {
        "'\(path)' not found; the content needs it for \(holds)"
    }
}
