import ZKCore

/// Lint: a number's `structure` label adds up to the number, and for the teens 11…19 it is
/// exactly `10 + (n − 10)` (spec 4.10).
enum NumberStructureCheck: Check {
    /// The parts of `label` (`"10 + 7"` → [10, 7]); nil when it is not a sum of integers.
    static func parts(_ label: String) -> [Int]? {
        let pieces = label.split(separator: "+", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        let values = pieces.compactMap { piece -> Int? in
            guard let value = Int(piece), String(value) == piece, value >= 0 else { return nil }
            return value
        }
        return values.count == pieces.count ? values : nil
    }

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in context.model.numbers {
            guard let value = entry.value?.value, let structure = entry.structure else { continue }
            let label = structure.value
            if (11...19).contains(value) {
                let expected = "10 + \(value - 10)"
                if !label.hasSameCodePoints(as: expected) {
                    diagnostics.append(.teen(structure, value, expected: expected))
                }
                continue
            }
            guard let parts = parts(label) else {
                diagnostics.append(.notASum(structure, value))
                continue
            }
            let sum = parts.reduce(0, +)
            if sum != value {
                diagnostics.append(.wrongSum(structure, value, sum: sum))
            }
        }
        return diagnostics
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

extension NumberStructureCheck {
    static let codes = [structureLabel]

    public static let structureLabel = DiagnosticCode(
        "ZK2036", .error, group: .zahlenkette, summary: "a number's structure label is wrong",
        explanation: """
            The structure label is the split the app shows and speaks (spec 4.10): its parts must \
            add up to the number, and for 11 to 19 it is always `10 + (n − 10)` (`10 + 7` for 17, \
            never `10 + 5 + 2`).
            """,
        broken: DiagnosticExample(
            "Content/numbers.json", #"{ "numbers": [ { "value": 17, "structure": ↓"10 + 5 + 2" } ] }"#),
        fixed: DiagnosticExample("Content/numbers.json", #"{ "numbers": [ { "value": 17, "structure": "10 + 7" } ] }"#))
}

extension Diagnostic {
    fileprivate static func teen(_ structure: Located<String>, _ value: Int, expected: String) -> Diagnostic {
        Diagnostic(
            NumberStructureCheck.structureLabel,
            "structure label '\(structure.value)' of \(value) must be '\(expected)': a teen is always 10 + (n − 10)",
            at: structure.location,
            fixIt: Diagnostic.FixIt(replacement: JSONWriter.quoted(expected), description: "use '\(expected)'"))
    }

    fileprivate static func notASum(_ structure: Located<String>, _ value: Int) -> Diagnostic {
        Diagnostic(
            NumberStructureCheck.structureLabel,
            "structure label '\(structure.value)' of \(value) is not a sum like '5 + 2'", at: structure.location)
    }

    fileprivate static func wrongSum(_ structure: Located<String>, _ value: Int, sum: Int) -> Diagnostic {
        Diagnostic(
            NumberStructureCheck.structureLabel, "structure label '\(structure.value)' of \(value) adds up to \(sum)",
            at: structure.location)
    }
}
