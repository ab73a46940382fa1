import ZKCore
import ZKProject

/// Lint: number `n` has word key `number.<n>.word`, audio `num.<n>`, question audio `num.<n>.q`;
/// the zero entry is number 0 in statement form only. An audio ID that breaks the audio grammar
/// is left to `AudioIDGrammarCheck` (one error per place).
enum NumberConventionCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func expect(_ field: Located<String>?, _ name: String, _ expected: String, _ value: Int) {
            guard let field, !field.value.hasSameCodePoints(as: expected) else { return }
            // An audio ID that breaks the grammar is that check's one error at the value.
            if name != "wordKey", AudioID.problem(in: field.value) != nil { return }
            diagnostics.append(.unconventional(field, name, expected: expected, number: value))
        }
        for entry in context.model.numbers {
            guard let value = entry.value?.value else { continue }
            expect(entry.wordKey, "wordKey", "number.\(value).word", value)
            expect(entry.audio, "audio", "num.\(value)", value)
            expect(entry.questionAudio, "questionAudio", "num.\(value).q", value)
        }
        if let zero = context.model.zero {
            if let value = zero.value, value.value != 0 {
                diagnostics.append(.zeroValue(value))
            }
            expect(zero.wordKey, "wordKey", "number.0.word", 0)
            expect(zero.audio, "audio", "num.0", 0)
            if let question = zero.questionAudio {
                diagnostics.append(.zeroQuestion(question))
            }
        }
        return diagnostics
    }
}

extension NumberConventionCheck {
    static let codes = [numberConvention]

    public static let numberConvention = DiagnosticCode(
        "ZK2037", .error, group: .zahlenkette, summary: "a number's word key or audio IDs do not match its value",
        explanation: """
            Number `n` has the word key `number.<n>.word`, the audio `num.<n>` and the question \
            audio `num.<n>.q` (spec 4.10); the zero entry has the statement form only.
            """,
        broken: DiagnosticExample(
            "Content/numbers.json", #"{ "numbers": [ { "value": 7, "wordKey": "number.7.word", "audio": ↓"num.5" } ] }"#
        ),
        fixed: DiagnosticExample(
            "Content/numbers.json", #"{ "numbers": [ { "value": 7, "wordKey": "number.7.word", "audio": "num.7" } ] }"#)
    )
}

extension Diagnostic {
    fileprivate static func unconventional(
        _ field: Located<String>, _ name: String, expected: String, number: Int
    ) -> Diagnostic {
        Diagnostic(
            NumberConventionCheck.numberConvention,
            "\(name) '\(field.value)' of number \(number) must be '\(expected)'", at: field.location,
            fixIt: Diagnostic.FixIt(replacement: JSONWriter.quoted(expected), description: "use '\(expected)'"))
    }

    fileprivate static func zeroValue(_ value: Located<Int>) -> Diagnostic {
        Diagnostic(
            NumberConventionCheck.numberConvention, "the zero entry has value \(value.value); it must be 0",
            at: value.location)
    }

    fileprivate static func zeroQuestion(_ question: Located<String>) -> Diagnostic {
        Diagnostic(
            NumberConventionCheck.numberConvention,
            "the zero entry has question audio '\(question.value)'; zero is recorded in statement form only",
            at: question.location)
    }
}
