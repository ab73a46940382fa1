import ZKCore

/// Lint: an alias must name an existing token. Reported at the alias value with the nearest
/// existing token path suggested; an alias naming a group lists the group's tokens instead.
enum AliasTargetCheck: DeclaresCodes {
    public static let aliasTargetMissing = DiagnosticCode(
        "ZK5004", .error, phase: .crossLink, summary: "an alias names no token",
        explanation: """
            An alias `{group.token}` must name an existing token by its full dotted path (a group is \
            not enough). Otherwise the store page would show the braces. The message suggests the \
            nearest existing token.
            """,
        broken: BrandExampleFiles.example(BrandExampleFiles.File("Brand/brand.json", """
            { "color": { "$type": "color", "bead_blue": { "$value": "#2f6ab3" },
                         "accent": { "$value": ↓"{color.bead_bleu}" } } }
            """)),
        fixed: BrandExampleFiles.example(BrandExampleFiles.File("Brand/brand.json", """
            { "color": { "$type": "color", "bead_blue": { "$value": "#2f6ab3" },
                         "accent": { "$value": "{color.bead_blue}" } } }
            """)))

    static let codes = [aliasTargetMissing]

    static func diagnostic(alias: DesignToken, target: String, document: TokenDocument) -> Diagnostic {
        let location = SourceLocation(path: document.file.path, start: alias.value.position)
        if let group = document.group(target) {
            let members = group.memberNames.map { "'\(target).\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                AliasTargetCheck.aliasTargetMissing,
                "alias '{\(target)}' of '\(alias.path)' names a group, not a token; name one of its tokens: \(members)",
                at: location,
                notes: group.keyPosition.map { [.init("group '\(target)' defined here", at: document.location($0))] } ?? [])
        }
        let candidates = document.sortedPaths.filter { !$0.hasSameCodePoints(as: alias.path) }
        let near = EditDistance.nearest(to: target, in: candidates)
        var message = "alias '{\(target)}' of '\(alias.path)' names no token"
        var notes: [Diagnostic.Note] = []
        var fixIt: Diagnostic.FixIt?
        if let near, let token = document[near] {
            message += "; did you mean '{\(near)}'?"
            notes.append(.init("'\(near)' defined here", at: document.location(token.keyPosition)))
            fixIt = .init(replacement: "\"{\(near)}\"", description: "refer to '\(near)'")
        }
        return Diagnostic(AliasTargetCheck.aliasTargetMissing, message, at: location, notes: notes, fixIt: fixIt)
    }
}
