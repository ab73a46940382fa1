import ZKCore

/// Lint: every entry of a game's `prompts` is the `id` of a prompt in `prompts.json`.
enum GamePromptCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        let defined = Set(model.prompts.compactMap { $0.id.map { CodePointString($0.value) } })
        let names = defined.map(\.string).sorted()
        var diagnostics: [Diagnostic] = []
        for game in model.games {
            for reference in game.prompts where !defined.contains(CodePointString(reference.value)) {
                var message = "game '\(game.id?.value ?? game.fileStem)' uses prompt '\(reference.value)', which prompts.json does not define"
                if let near = EditDistance.nearest(to: reference.value, in: names) { message += "; did you mean '\(near)'?" }
                let definedAt = model.promptsPath.map { SourceLocation(path: $0) }
                diagnostics.append(Diagnostic(
                    ContentCodes.unknownPrompt, message, at: reference.location,
                    notes: [Diagnostic.Note(
                        model.promptsPath == nil ? "prompt IDs are defined in \(model.root)/prompts.json, which is missing" : "prompt IDs are defined here",
                        at: definedAt)]))
            }
        }
        return diagnostics
    }
}
