import ZKCore

/// Lint: every asset name content references matches `^[a-z][a-z0-9_]*$` and starts with a
/// category of spec 6.4.3 and an underscore.
enum AssetNameCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let format = DiagnosticCode(
        "ZK2025", .error, group: .zahlenkette, summary: "an asset name does not match ^[a-z][a-z0-9_]*$",
        explanation: """
            Asset names are flat, lower-case ASCII with underscores (spec 6.4.3): `friend_07`, \
            `avatar_fuchs`. Upper case, hyphens, dots and umlauts are not allowed.
            """,
        example: .edit(
            DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]),
            broken: #"↓"avatar_Fuchs""#, fixed: #""avatar_fuchs""#))

    static let category = DiagnosticCode(
        "ZK2026", .error, group: .zahlenkette, summary: "an asset name lacks a known category prefix",
        explanation: """
            Every asset name starts with its category and an underscore; the categories are fixed \
            (spec 6.4.3): avatar, theme, friend, deco, dotpic, sticker, obj, game, garden, bg, ui, glyph.
            """,
        example: .edit(
            DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]),
            broken: #"↓"animal_fuchs""#, fixed: #""avatar_fuchs""#))

    static let codes = [format, category]

    static let categories = [
        "avatar", "theme", "friend", "deco", "dotpic", "sticker", "obj", "game", "garden", "bg", "ui", "glyph",
    ]

    static func isWellFormed(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func category(of name: String) -> String? {
        categories.first { name.hasPrefix($0 + "_") && name.count > $0.count + 1 }
    }

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for reference in context.references.assetNames {
            let name = reference.name
            if !isWellFormed(name) {
                diagnostics.append(.malformedName(name, reference))
            } else if category(of: name) == nil {
                diagnostics.append(.unknownCategory(name, reference))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func malformedName(_ name: String, _ reference: ContentReferences.Reference) -> Diagnostic {
        let lowered = name.lowercased()
        let fixIt =
            AssetNameCheck.isWellFormed(lowered)
            ? Diagnostic.FixIt(replacement: JSONWriter.quoted(lowered), description: "use '\(lowered)'") : nil
        return Diagnostic(
            AssetNameCheck.format,
            "asset name '\(name)' in '\(reference.field)' of \(reference.context) does not match ^[a-z][a-z0-9_]*$",
            at: reference.location, fixIt: fixIt)
    }

    fileprivate static func unknownCategory(_ name: String, _ reference: ContentReferences.Reference) -> Diagnostic {
        let prefix = name.split(separator: "_").first.map(String.init) ?? name
        var message =
            "asset name '\(name)' in '\(reference.field)' of \(reference.context) has no known category prefix ('\(prefix)_')"
        if let near = EditDistance.nearest(to: prefix, in: AssetNameCheck.categories) {
            message += "; did you mean '\(near)_'?"
        }
        return Diagnostic(
            AssetNameCheck.category, message, at: reference.location,
            notes: [
                Diagnostic.Note("the categories of spec 6.4.3 are " + AssetNameCheck.categories.joined(separator: ", "))
            ])
    }
}
