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
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.File(
                    "Brand/brand.json", ##"{ "color": { "$type": "color", "bead_red": { "$value": "#d4433a" } } }"##)),
            broken: #"↓"bead.red":"#, fixed: #""bead_red":"#))

    static let codes = [tokenName]

    /// Checked code point by code point: a combining mark after a `.` (`"a.\u{0301}b"`) makes
    /// one character of the two, yet the path would still split at the dot.
    static let forbidden: Set<Unicode.Scalar> = ["$", "{", "}", "."]

    static func check(_ name: String, at position: SourcePosition, group: String, file: SourceFile) -> Diagnostic? {
        let location = SourceLocation(path: file.path, start: position)
        if name.isEmpty { return Diagnostic(tokenName, emptyMessage(group: group), at: location) }
        guard let bad = name.unicodeScalars.first(where: forbidden.contains) else { return nil }
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars { scalars.append(forbidden.contains(scalar) ? "_" : scalar) }
        let suggestion = String(scalars).trimmingUnderscores
        return Diagnostic(
            tokenName, forbiddenMessage(name, group: group, bad: bad), at: location,
            fixIt: suggestion.isEmpty
                ? nil : .init(replacement: JSONWriter.quoted(suggestion), description: "rename to '\(suggestion)'"))
    }

    /// A `$`-prefixed member that is not a DTCG property.
    static func reservedName(_ name: String, at position: SourcePosition, group: String, file: SourceFile) -> Diagnostic
    {
        Diagnostic(tokenName, reservedMessage(name, group: group), at: SourceLocation(path: file.path, start: position))
    }

    static func describe(_ group: String) -> String { group.isEmpty ? "the root" : "group '\(group)'" }

    // MARK: Messages

    static func emptyMessage(group: String) -> String { "empty token name in \(describe(group))" }

    static func forbiddenMessage(_ name: String, group: String, bad: Unicode.Scalar) -> String {
        "token name '\(name)' in \(describe(group)) contains '\(bad)'; names cannot contain '$', '{', '}' or '.'"
    }

    static func reservedMessage(_ name: String, group: String) -> String {
        "token name '\(name)' in \(describe(group)) starts with '$', which is reserved for properties ('$type', '$description', '$deprecated', '$extensions')"
    }
}

extension String {
    var trimmingUnderscores: String {
        var text = Substring(self)
        while text.first == "_" { text = text.dropFirst() }
        while text.last == "_" { text = text.dropLast() }
        return String(text)
    }
}
