import ZKCore

/// Warning: every colour needs a dark appearance, written as a group with a `light` and a `dark`
/// token (one Xcode colour set) or at the same path in `brand.dark.json`; without it the colour set has no dark variant and the app shows
/// the light colour in Dark Mode.
enum ColorDarkAppearanceCheck {
    static func check(_ document: TokenDocument, dark: ResolvedTokens? = nil, types: (DesignToken) -> String?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for token in document.tokens where types(token) == "color" {
            // The dark mode's file gives the colour at the same path its dark appearance.
            if dark?[token.path]?.type == "color" { continue }
            let group = document.groups[token.groupPath]
            let siblings = Set(group?.memberNames ?? [])
            switch token.name {
            case "dark":
                continue
            case "$root" where siblings.contains("dark"):
                continue
            case "light":
                guard !siblings.contains("dark") else { continue }
                diagnostics.append(Diagnostic(
                    BrandCodes.colorWithoutDark, "colour '\(token.groupPath)' has a light value but no dark value",
                    at: document.location(token.keyPosition),
                    notes: [.init("add a 'dark' token next to 'light' in group '\(token.groupPath)'")]))
            default:
                diagnostics.append(Diagnostic(
                    BrandCodes.colorWithoutDark,
                    "colour '\(token.path)' has no dark value; make it a group with 'light' and 'dark' tokens",
                    at: document.location(token.keyPosition)))
            }
        }
        return diagnostics
    }
}
