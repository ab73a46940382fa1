import ZKCore

/// Lint: an alias must name an existing token. Reported at the alias value with the nearest
/// existing token path suggested; an alias naming a group lists the group's tokens instead.
/// The same code covers references inside values and `$ref` pointers (`ValueResolver`) and
/// group extension (`GroupExtension`), which find them where they resolve; their messages are here.
enum AliasTargetCheck: DeclaresCodes {
    public static let aliasTargetMissing = DiagnosticCode(
        "ZK5004", .error, phase: .crossLink, summary: "an alias names no token",
        explanation: """
            An alias `{group.token}` must name an existing token by its full dotted path (a group is \
            not enough). Otherwise the store page would show the braces. The message suggests the \
            nearest existing token.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.File(
                    "Brand/brand.json",
                    """
                    { "color": { "$type": "color", "bead_blue": { "$value": "#2f6ab3" },
                                 "accent": { "$value": "{color.bead_blue}" } } }
                    """)),
            broken: #"↓"{color.bead_bleu}""#, fixed: #""{color.bead_blue}""#))

    static let codes = [aliasTargetMissing]

    /// `elsewhere`: the other files of the token set, whose tokens are suggested too (the nearest
    /// of all, shown where it is defined).
    static func diagnostic(
        alias: DesignToken, target: String, document: TokenDocument, elsewhere: [TokenDocument] = []
    ) -> Diagnostic {
        let location = SourceLocation(path: document.file.path, start: alias.value.position)
        if let group = document.group(target) {
            return Diagnostic(
                aliasTargetMissing, aliasToGroupMessage(target, of: alias.path, members: group.memberNames),
                at: location,
                notes: group.keyPosition.map { [.init("group '\(target)' defined here", at: document.location($0))] }
                    ?? [])
        }
        let own = document.sortedPaths.filter { !$0.hasSameCodePoints(as: alias.path) }
        let candidates = own + elsewhere.flatMap(\.sortedPaths)
        guard let near = EditDistance.nearest(to: target, in: candidates),
            let (token, home) = ([document] + elsewhere).lazy.compactMap({ file in file[near].map { ($0, file) } })
                .first
        else {
            return Diagnostic(aliasTargetMissing, aliasMessage(target, of: alias.path, near: nil), at: location)
        }
        return Diagnostic(
            aliasTargetMissing, aliasMessage(target, of: alias.path, near: near), at: location,
            notes: [.init("'\(near)' defined here", at: home.location(token.keyPosition))],
            fixIt: .init(replacement: JSONWriter.quoted("{\(near)}"), description: "refer to '\(near)'"))
    }

    // MARK: Messages

    static func members(_ group: String, _ names: [String]) -> String {
        names.map { "'\(group).\($0)'" }.joined(separator: ", ")
    }

    static func suggestion(_ near: String?) -> String { near.map { "; did you mean '{\($0)}'?" } ?? "" }

    static func aliasToGroupMessage(_ target: String, of path: String, members names: [String]) -> String {
        "alias '{\(target)}' of '\(path)' names a group, not a token; name one of its tokens: \(members(target, names))"
    }

    static func aliasMessage(_ target: String, of path: String, near: String?) -> String {
        "alias '{\(target)}' of '\(path)' names no token" + suggestion(near)
    }

    static func referenceToGroupMessage(
        _ written: String, in token: String, group: String, members names: [String]
    ) -> String {
        "reference '\(written)' in '\(token)' names a group, not a token; name one of its tokens: \(members(group, names))"
    }

    static func referenceMessage(_ written: String, in token: String, near: String?) -> String {
        "reference '\(written)' in '\(token)' names no token" + suggestion(near)
    }

    static func notAPointerMessage(_ text: String, in token: String) -> String {
        "'$ref' '\(text)' in '\(token)' is no JSON pointer into this file; write '#/group/token/$value/…'"
    }

    static func pointsAtNothingMessage(_ text: String, in token: String, file: String) -> String {
        "'$ref' '\(text)' in '\(token)' points at nothing in \(file)"
    }

    static func extensionSyntaxMessage(_ key: String, group: String, found text: String) -> String {
        "'\(key)' of group '\(group)' must name a group as '{group.path}' or '#/group/path', found '\(text)'"
    }

    static func extensionTargetMessage(_ key: String, group: String, target: String) -> String {
        "'\(key)' of group '\(group)' names no group '\(target)'"
    }

    static func extensionOfTokenMessage(_ key: String, group: String, token: String) -> String {
        "'\(key)' of group '\(group)' names the token '\(token)'; a group can only extend a group"
    }
}

extension AliasTargetCheck {
    /// A reference the resolvers could not follow, raised here (the message comes from this file's factories too).
    static func missingTarget(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(aliasTargetMissing, message, at: location)
    }
}
