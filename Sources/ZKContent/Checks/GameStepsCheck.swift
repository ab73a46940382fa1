import ZKCore

/// Lint: every game has the three steps `leicht`, `mittel` and `schwer`.
enum GameStepsCheck: Check {
    static let steps = ["leicht", "mittel", "schwer"]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        context.model.games.compactMap { game in
            let present = Set(game.steps.map { CodePointString($0.name) })
            let missing = steps.filter { !present.contains(CodePointString($0)) }
            guard !missing.isEmpty else { return nil }
            return .missingSteps(missing, of: game)
        }
    }
}

extension GameStepsCheck {
    static let codes = [missingStep]

    public static let missingStep = DiagnosticCode(
        "ZK2035", .error, group: .zahlenkette, summary: "a game lacks one of the steps leicht, mittel, schwer",
        explanation: "Every game has exactly three difficulty steps (spec 2.7.1): `leicht`, `mittel` and `schwer`.",
        broken: DiagnosticExample(
            "Content/games/hoer_hin.json",
            #"{ "id": "hoer_hin", "steps": ↓{ "leicht": { "range": { "min": 1, "max": 5 } }, "mittel": { "range": { "min": 1, "max": 10 } } } }"#
        ),
        fixed: DiagnosticExample(
            "Content/games/hoer_hin.json", ContentExamples.game(#"{ "range": { "min": 1, "max": 5 } }"#)))
}

extension Diagnostic {
    fileprivate static func missingSteps(_ missing: [String], of game: ContentModel.Game) -> Diagnostic {
        let what = missing.count == 1 ? "step '\(missing[0])'" : "steps " + Grammar.quoted(missing)
        let place = game.stepsPresent ? "its 'steps'" : "it has no 'steps'"
        return Diagnostic(
            GameStepsCheck.missingStep, "game '\(game.id?.value ?? game.fileStem)' lacks \(what) (\(place))",
            at: game.stepsLocation,
            notes: [Diagnostic.Note("every game has the steps leicht, mittel and schwer (spec 2.7.1)")])
    }
}
