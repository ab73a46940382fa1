import ZKCore

/// Lint: an alias must name an existing token. Reported at the alias value with the nearest
/// existing token path suggested; an alias naming a group lists the group's tokens instead.
enum AliasTargetCheck {
    static func diagnostic(alias: DesignToken, target: String, document: TokenDocument) -> Diagnostic {
        let location = SourceLocation(path: document.file.path, start: alias.value.position)
        if let group = document.groups[target] {
            let members = group.memberNames.map { "'\(target).\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                BrandCodes.aliasTargetMissing,
                "alias '{\(target)}' of '\(alias.path)' names a group, not a token; name one of its tokens: \(members)",
                at: location,
                notes: group.keyPosition.map { [.init("group '\(target)' defined here", at: document.location($0))] } ?? [])
        }
        let candidates = document.sortedPaths.filter { $0 != alias.path }
        let near = EditDistance.nearest(to: target, in: candidates)
        var message = "alias '{\(target)}' of '\(alias.path)' names no token"
        var notes: [Diagnostic.Note] = []
        var fixIt: Diagnostic.FixIt?
        if let near, let token = document[near] {
            message += "; did you mean '{\(near)}'?"
            notes.append(.init("'\(near)' defined here", at: document.location(token.keyPosition)))
            fixIt = .init(replacement: "\"{\(near)}\"", description: "refer to '\(near)'")
        }
        return Diagnostic(BrandCodes.aliasTargetMissing, message, at: location, notes: notes, fixIt: fixIt)
    }
}
