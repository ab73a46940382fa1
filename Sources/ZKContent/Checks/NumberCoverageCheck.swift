import ZKCore

/// Lint: `numbers.json` lists each of 1…20 exactly once.
enum NumberCoverageCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        guard let path = model.numbersPath else { return [] }
        var seen: [Int: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in model.numbers {
            guard let value = entry.value else { continue }
            if let first = seen[value.value] {
                diagnostics.append(Diagnostic(
                    ContentCodes.numberCoverage, "number \(value.value) is listed twice in numbers.json", at: value.location,
                    notes: [Diagnostic.Note("first listed here", at: first)]))
            } else {
                seen[value.value] = value.location
            }
        }
        let missing = (1...20).filter { seen[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map(String.init).joined(separator: ", ")
            diagnostics.append(Diagnostic(
                ContentCodes.numberCoverage, "numbers.json lacks number\(missing.count == 1 ? "" : "s") \(list); it lists each of 1…20 once",
                at: model.numbersListLocation ?? SourceLocation(path: path)))
        }
        return diagnostics
    }
}
