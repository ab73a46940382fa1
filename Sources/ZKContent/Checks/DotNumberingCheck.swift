import ZKCore

/// Lint: a dot picture's dots are numbered 1, 2, … N in order, without gaps or repeats.
enum DotNumberingCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for picture in context.model.dotPictures {
            let pictureID = picture.id?.value ?? picture.fileStem
            var expected = 1
            var previous: ContentModel.Dot?
            for dot in picture.dots {
                let n = dot.n.value
                if n != expected {
                    diagnostics.append(.misnumbered(dot, expected: expected, previous: previous, pictureID: pictureID))
                    expected = max(n, expected - 1) + 1
                } else {
                    expected += 1
                }
                previous = dot
            }
        }
        return diagnostics
    }
}

extension DotNumberingCheck {
    static let codes = [dotNumbering]

    public static let dotNumbering = DiagnosticCode(
        "ZK2034", .error, group: .zahlenkette, summary: "a dot picture's dots are not numbered 1…N without gaps",
        explanation: """
            The child connects the dots in order, so `dots[].n` runs 1, 2, 3, … N in the array's \
            order: no gap, no repeat, no dot out of order.
            """,
        example: .edit(
            DiagnosticExample(
                "Content/dotpictures/haus.json", #"{ "id": "haus", "dots": [ { "n": 1 }, { "n": 2 }, { "n": 3 } ] }"#),
            broken: #"}, { "n": ↓4"#, fixed: #"}, { "n": 3"#))
}

extension Diagnostic {
    fileprivate static func misnumbered(
        _ dot: ContentModel.Dot, expected: Int, previous: ContentModel.Dot?, pictureID: String
    ) -> Diagnostic {
        let n = dot.n.value
        let message: String
        if n > expected {
            let gap = n - expected == 1 ? "dot \(expected) is missing" : "dots \(expected)…\(n - 1) are missing"
            message =
                previous == nil
                ? "dot picture '\(pictureID)' starts with dot \(n); \(gap)"
                : "dot \(n) of dot picture '\(pictureID)' follows dot \(expected - 1); \(gap)"
        } else {
            message =
                "dot \(n) of dot picture '\(pictureID)' comes after dot \(expected - 1); dots are numbered 1…N in order"
        }
        return Diagnostic(
            DotNumberingCheck.dotNumbering, message, at: dot.n.location,
            notes: previous.map { [Diagnostic.Note("the previous dot is here", at: $0.n.location)] } ?? [])
    }
}
