import ZKCore

/// Lint: every asset name content references matches `^[a-z][a-z0-9_]*$` (ZK2025) and starts
/// with a category of spec 6.4.3 and an underscore (ZK2026).
enum AssetNameCheck: ContentCheck {
    static let categories = ["avatar", "theme", "friend", "deco", "dotpic", "sticker", "obj", "game", "garden", "bg", "ui", "glyph"]

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
                let lowered = name.lowercased()
                let fixIt = isWellFormed(lowered) ? Diagnostic.FixIt(replacement: "\"\(lowered)\"", description: "use '\(lowered)'") : nil
                diagnostics.append(Diagnostic(
                    ContentCodes.assetNameFormat,
                    "asset name '\(name)' in '\(reference.field)' of \(reference.context) does not match ^[a-z][a-z0-9_]*$",
                    at: reference.location, fixIt: fixIt))
            } else if category(of: name) == nil {
                let prefix = name.split(separator: "_").first.map(String.init) ?? name
                var message = "asset name '\(name)' in '\(reference.field)' of \(reference.context) has no known category prefix ('\(prefix)_')"
                if let near = EditDistance.nearest(to: prefix, in: categories) { message += "; did you mean '\(near)_'?" }
                diagnostics.append(Diagnostic(
                    ContentCodes.assetCategory, message, at: reference.location,
                    notes: [Diagnostic.Note("the categories of spec 6.4.3 are " + categories.joined(separator: ", "))]))
            }
        }
        return diagnostics
    }
}
