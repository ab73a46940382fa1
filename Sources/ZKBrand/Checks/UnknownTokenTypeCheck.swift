import ZKCore

/// Lint: `$type` must name a Design Tokens type (`color`, `dimension`, `number`, …) or `string`,
/// zk-build's text type. Reported at the value, with the nearest known type suggested.
enum UnknownTokenTypeCheck: DeclaresCodes {
    public static let unknownTokenType = DiagnosticCode(
        "ZK5003", .error, phase: .structure, summary: "'$type' names no known token type",
        explanation: """
            `$type` is one of the Design Tokens types (`color`, `dimension`, `fontFamily`, \
            `fontWeight`, `duration`, `cubicBezier`, `number`, `strokeStyle`, `border`, `transition`, \
            `shadow`, `gradient`, `typography`) or `string`, zk-build's type for text BrandExampleFiles.tokens.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.File(
                    "Brand/brand.json", ##"{ "color": { "$type": "color", "accent": { "$value": "#2f6ab3" } } }"##)),
            broken: #""$type": ↓"colour","#, fixed: #""$type": "color","#))

    static let codes = [unknownTokenType]

    static func check(_ type: String, value: JSONValue, owner: String, file: SourceFile) -> Diagnostic? {
        guard !TokenTypes.known.contains(type) else { return nil }
        let near = EditDistance.nearest(to: type, in: TokenTypes.known)
        return Diagnostic(
            unknownTokenType, message(type, owner: owner, near: near),
            at: SourceLocation(path: file.path, start: value.position),
            notes: [.init(knownNote())],
            fixIt: near.map { .init(replacement: JSONWriter.quoted($0), description: "use '\($0)'") }
        )
    }

    // MARK: Messages

    static func message(_ type: String, owner: String, near: String?) -> String {
        "unknown token type '\(type)' on \(owner.isEmpty ? "the root" : "'\(owner)'")"
            + (near.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func knownNote() -> String { "known types: \(TokenTypes.known.joined(separator: ", "))" }
}
