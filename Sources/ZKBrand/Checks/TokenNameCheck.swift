import ZKCore

/// Lint: a token or group name must not contain `$`, `{`, `}` or `.` (DTCG naming rules): `.`
/// separates path components and `{…}` delimits aliases, so such a name cannot be referenced;
/// `$` is reserved for properties. The member is reported at its key and left out.
enum TokenNameCheck: DeclaresCodes {
    public static let tokenName = DiagnosticCode(
        "ZK5002", .error, summary: "a token or group name contains '$', '{', '}' or '.'",
        explanation: """
            Token paths join names with `.` and aliases are written `{group.token}`, so a name holding \
            one of these characters cannot be referenced; names starting with `$` are reserved for the \
            format's properties. Rename it, e.g. `bead.red` to `bead_red`.
            """,
        broken: BrandExampleFiles.example(BrandExampleFiles.File("Brand/brand.json", ##"{ "color": { "$type": "color", ↓"bead.red": { "$value": "#d4433a" } } }"##)),
        fixed: BrandExampleFiles.example(BrandExampleFiles.File("Brand/brand.json", ##"{ "color": { "$type": "color", "bead_red": { "$value": "#d4433a" } } }"##)))

    static let codes = [tokenName]

    static let forbidden: Set<Character> = ["$", "{", "}", "."]

    static func check(_ name: String, at position: SourcePosition, group: String, file: SourceFile) -> Diagnostic? {
        if name.isEmpty {
            return Diagnostic(TokenNameCheck.tokenName, "empty token name in \(describe(group))", at: SourceLocation(path: file.path, start: position))
        }
        guard let bad = name.first(where: forbidden.contains) else { return nil }
        let suggestion = String(name.map { forbidden.contains($0) ? "_" : $0 }).trimmingUnderscores
        return Diagnostic(
            TokenNameCheck.tokenName, "token name '\(name)' in \(describe(group)) contains '\(bad)'; names cannot contain '$', '{', '}' or '.'",
            at: SourceLocation(path: file.path, start: position),
            fixIt: suggestion.isEmpty ? nil : .init(replacement: "\"\(suggestion)\"", description: "rename to '\(suggestion)'"))
    }

    /// A `$`-prefixed member that is not a DTCG property.
    static func reservedName(_ name: String, at position: SourcePosition, group: String, file: SourceFile) -> Diagnostic {
        Diagnostic(
            TokenNameCheck.tokenName,
            "token name '\(name)' in \(describe(group)) starts with '$', which is reserved for properties ('$type', '$description', '$deprecated', '$extensions')",
            at: SourceLocation(path: file.path, start: position))
    }

    static func describe(_ group: String) -> String { group.isEmpty ? "the root" : "group '\(group)'" }
}

extension String {
    var trimmingUnderscores: String {
        var text = Substring(self)
        while text.first == "_" { text = text.dropFirst() }
        while text.last == "_" { text = text.dropLast() }
        return String(text)
    }
}
