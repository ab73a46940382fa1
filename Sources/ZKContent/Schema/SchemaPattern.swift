import Foundation

/// A compiled `pattern`: an ECMA-262 regular expression, searched (not anchored) in the string as
/// JSON Schema requires. Simple patterns run on a small matcher over Unicode scalars
/// (`SimpleRegex`); anything it does not understand runs on `NSRegularExpression`.
final class SchemaPattern: @unchecked Sendable {
    // NSRegularExpression is immutable after creation and documented thread-safe for matching.
    let source: String
    private let simple: SimpleRegex?
    private let expression: NSRegularExpression?

    /// nil with a reason when the pattern does not compile.
    static func compile(_ source: String) -> Result<SchemaPattern, PatternError> {
        if let simple = SimpleRegex(source) {
            return .success(SchemaPattern(source: source, simple: simple, expression: nil))
        }
        do {
            let expression = try NSRegularExpression(pattern: source, options: [])
            return .success(SchemaPattern(source: source, simple: nil, expression: expression))
        } catch {
            return .failure(PatternError(reason: "not a valid regular expression"))
        }
    }

    struct PatternError: Error {
        var reason: String
    }

    private init(source: String, simple: SimpleRegex?, expression: NSRegularExpression?) {
        self.source = source
        self.simple = simple
        self.expression = expression
    }

    func matches(_ text: String) -> Bool {
        if let simple { return simple.search(text) }
        guard let expression else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}
