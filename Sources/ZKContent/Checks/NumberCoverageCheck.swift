import ZKCore

/// Lint: `numbers.json` lists each of 1…20 exactly once.
enum NumberCoverageCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        guard let path = model.numbersPath else { return [] }
        var seen: [Int: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in model.numbers {
            guard let value = entry.value else { continue }
            if let first = seen[value.value] {
                diagnostics.append(.listedTwice(value, first: first))
            } else {
                seen[value.value] = value.location
            }
        }
        let missing = (1...20).filter { seen[$0] == nil }
        if !missing.isEmpty {
            diagnostics.append(.missingNumbers(missing, at: model.numbersListLocation ?? SourceLocation(path: path)))
        }
        return diagnostics
    }
}

extension NumberCoverageCheck {
    static let codes = [numberCoverage]

    public static let numberCoverage = DiagnosticCode(
        "ZK2040", .error, group: .zahlenkette, summary: "numbers.json does not list each of 1…20 exactly once",
        explanation: """
            `Content/numbers.json` defines every target number 1 to 20 once (zero is the separate \
            optional `zero` entry). A repeat is reported at the repeat, a missing number at the list.
            """,
        broken: DiagnosticExample("Content/numbers.json", ContentExamples.numbers(Array(1...20) + [7], marked: 20)),
        fixed: DiagnosticExample("Content/numbers.json", ContentExamples.numbers(Array(1...20))))
}

extension Diagnostic {
    fileprivate static func listedTwice(_ value: Located<Int>, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            NumberCoverageCheck.numberCoverage, "number \(value.value) is listed twice in numbers.json",
            at: value.location,
            notes: [Diagnostic.Note("first listed here", at: first)])
    }

    fileprivate static func missingNumbers(_ missing: [Int], at location: SourceLocation) -> Diagnostic {
        let list = missing.map(String.init).joined(separator: ", ")
        return Diagnostic(
            NumberCoverageCheck.numberCoverage,
            "numbers.json lacks number\(missing.count == 1 ? "" : "s") \(list); it lists each of 1…20 once",
            at: location)
    }
}
