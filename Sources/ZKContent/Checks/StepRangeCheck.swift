import ZKCore

/// Lint: each game step's `range` lies within 1…20 (ZK2032) and has `min` ≤ `max` (ZK2033).
enum StepRangeCheck: ContentCheck {
    static let bounds = 1...20

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for game in context.model.games {
            let gameID = game.id?.value ?? game.fileStem
            for step in game.steps {
                for (name, bound) in [("min", step.min), ("max", step.max)] {
                    guard let bound, !bounds.contains(bound.value) else { continue }
                    diagnostics.append(Diagnostic(
                        ContentCodes.rangeOutOfBounds,
                        "range.\(name) \(bound.value) of step '\(step.name)' of game '\(gameID)' is outside the numbers 1…20",
                        at: bound.location))
                }
                if let min = step.min, let max = step.max, min.value > max.value {
                    diagnostics.append(Diagnostic(
                        ContentCodes.invertedRange,
                        "range of step '\(step.name)' of game '\(gameID)' is empty: min \(min.value) is greater than max \(max.value)",
                        at: min.location, notes: [Diagnostic.Note("max is \(max.value) here", at: max.location)]))
                }
            }
        }
        return diagnostics
    }
}
