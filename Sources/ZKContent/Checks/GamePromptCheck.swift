import ZKCore

/// Lint: every entry of a game's `prompts` is the `id` of a prompt in `prompts.json`.
enum GamePromptCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        let defined = Set(model.prompts.compactMap { $0.id.map { CodePointString($0.value) } })
        let names = defined.map(\.string).sorted()
        var diagnostics: [Diagnostic] = []
        for game in model.games {
            for reference in game.prompts where !defined.contains(CodePointString(reference.value)) {
                diagnostics.append(
                    .unknownPrompt(
                        reference, game: game.id?.value ?? game.fileStem,
                        near: EditDistance.nearest(to: reference.value, in: names),
                        promptsPath: model.promptsPath, root: model.root))
            }
        }
        return diagnostics
    }
}

extension GamePromptCheck {
    static let codes = [unknownPrompt]

    public static let unknownPrompt = DiagnosticCode(
        "ZK2021", .error, phase: .crossLink, group: .zahlenkette,
        summary: "a game names a prompt that prompts.json does not define",
        explanation: """
            A game's `prompts` lists the IDs of the spoken lines it uses; each must be the `id` of \
            an entry of `Content/prompts.json`, or the game falls silent at that point.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(
                "Content/prompts.json", #"{ "prompts": [ { "id": "prompt.hoer_hin.intro" } ] }"#),
            DiagnosticExample.ExampleFile(
                "Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "prompts": [ ↓"prompt.hoer_hin.intro_x" ] }"#),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(
                "Content/prompts.json", #"{ "prompts": [ { "id": "prompt.hoer_hin.intro" } ] }"#),
            DiagnosticExample.ExampleFile(
                "Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "prompts": [ "prompt.hoer_hin.intro" ] }"#),
        ]))
}

extension Diagnostic {
    fileprivate static func unknownPrompt(
        _ reference: Located<String>, game: String, near: String?, promptsPath: String?, root: String
    ) -> Diagnostic {
        var message = "game '\(game)' uses prompt '\(reference.value)', which prompts.json does not define"
        if let near { message += "; did you mean '\(near)'?" }
        return Diagnostic(
            GamePromptCheck.unknownPrompt, message, at: reference.location,
            notes: [
                Diagnostic.Note(
                    promptsPath == nil
                        ? "prompt IDs are defined in \(root)/prompts.json, which is missing"
                        : "prompt IDs are defined here",
                    at: promptsPath.map { SourceLocation(path: $0) })
            ],
            fixIt: near.map { Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "use '\($0)'") })
    }
}
