import ZKCore

/// Lint: each game step's `range` lies within 1…20 (ZK2032) and has `min` ≤ `max` (ZK2033).
enum StepRangeCheck: Check {
    static let bounds = 1...20

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for game in context.model.games {
            let gameID = game.id?.value ?? game.fileStem
            for step in game.steps {
                for (name, bound) in [("min", step.min), ("max", step.max)] {
                    guard let bound, !bounds.contains(bound.value) else { continue }
                    diagnostics.append(.outOfBounds(bound, name, step: step.name, game: gameID))
                }
                if let min = step.min, let max = step.max, min.value > max.value {
                    diagnostics.append(.inverted(min: min, max: max, step: step.name, game: gameID))
                }
            }
        }
        return diagnostics
    }
}

extension StepRangeCheck {
    static let codes = [rangeOutOfBounds, invertedRange]

    public static let rangeOutOfBounds = DiagnosticCode(
        "ZK2032", .error, group: .zahlenkette, summary: "a step's number range leaves 1…20",
        explanation: """
            The app trains the numbers 1 to 20 (spec 4.10.2); a step's `range.min` and `range.max` \
            must lie within them.
            """,
        example: .edit(
            DiagnosticExample(
                "Content/games/hoer_hin.json", ContentExamples.game(#"{ "range": { "min": 1, "max": 5 } }"#)),
            broken: #"1, "max": ↓21"#, fixed: #"1, "max": 5"#))

    public static let invertedRange = DiagnosticCode(
        "ZK2033", .error, group: .zahlenkette, summary: "a step's range has min greater than max",
        explanation: "A range is inclusive and must not be empty: `min` ≤ `max`.",
        broken: DiagnosticExample(
            "Content/games/hoer_hin.json", ContentExamples.game(#"{ "range": { "min": ↓8, "max": 5 } }"#)),
        fixed: DiagnosticExample(
            "Content/games/hoer_hin.json", ContentExamples.game(#"{ "range": { "min": 1, "max": 5 } }"#)))
}

extension Diagnostic {
    fileprivate static func outOfBounds(_ bound: Located<Int>, _ name: String, step: String, game: String) -> Diagnostic
    {
        Diagnostic(
            StepRangeCheck.rangeOutOfBounds,
            "range.\(name) \(bound.value) of step '\(step)' of game '\(game)' is outside the numbers 1…20",
            at: bound.location)
    }

    fileprivate static func inverted(min: Located<Int>, max: Located<Int>, step: String, game: String) -> Diagnostic {
        Diagnostic(
            StepRangeCheck.invertedRange,
            "range of step '\(step)' of game '\(game)' is empty: min \(min.value) is greater than max \(max.value)",
            at: min.location, notes: [Diagnostic.Note("max is \(max.value) here", at: max.location)])
    }
}
