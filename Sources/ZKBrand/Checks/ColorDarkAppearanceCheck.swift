import ZKCore

/// Warning: every colour needs a dark appearance, written as a group with a `light` and a `dark`
/// token (one Xcode colour set) or at the same path in `brand.dark.json`; without it the colour set has no dark variant and the app shows
/// the light colour in Dark Mode.
enum ColorDarkAppearanceCheck: Check {
    public static let colorWithoutDark = DiagnosticCode(
        "ZK5011", .warning, summary: "a colour has no dark value",
        explanation: """
            Every colour of the app has a light and a dark appearance: a group with a `light` and a \
            `dark` token, which becomes one Xcode colour set. Without the dark value the app shows the \
            light colour in Dark Mode.
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json",
                ##"{ "color": { "$type": "color", "accent": { ↓"light": { "$value": "#2f6ab3" } } } }"##)),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json",
                ##"{ "color": { "$type": "color", "accent": { "light": { "$value": "#2f6ab3" }, "dark": { "$value": "#76a6e6" } } } }"##
            )))

    static let codes = [colorWithoutDark]

    static func run(_ input: TokenSetInput) -> [Diagnostic] {
        let (document, dark) = (input.tokens.document, input.dark)
        let types: (DesignToken) -> String? = { token in input.tokens[token.path]?.type ?? token.declaredType }
        var diagnostics: [Diagnostic] = []
        for token in document.tokens where types(token) == "color" {
            // The dark mode's file gives the colour at the same path its dark appearance.
            if dark?[token.path]?.type == "color" { continue }
            let group = document.group(token.groupPath)
            let siblings = group?.memberNames ?? []
            switch token.name {
            case "dark":
                continue
            case "$root" where siblings.containsCodePoints("dark"):
                continue
            case "light":
                guard !siblings.containsCodePoints("dark") else { continue }
                diagnostics.append(
                    Diagnostic(
                        colorWithoutDark, lightOnlyMessage(token.groupPath), at: document.location(token.keyPosition),
                        notes: [.init(addDarkNote(token.groupPath))]))
            default:
                diagnostics.append(
                    Diagnostic(colorWithoutDark, singleMessage(token.path), at: document.location(token.keyPosition)))
            }
        }
        return diagnostics
    }

    // MARK: Messages

    static func lightOnlyMessage(_ group: String) -> String { "colour '\(group)' has a light value but no dark value" }

    static func addDarkNote(_ group: String) -> String { "add a 'dark' token next to 'light' in group '\(group)'" }

    static func singleMessage(_ path: String) -> String {
        "colour '\(path)' has no dark value; make it a group with 'light' and 'dark' tokens"
    }
}
