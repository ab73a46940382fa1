import ZKCore

/// Lint: a hex colour is `#rrggbb` (or `#rrggbbaa` for a whole hex value); anything else is an
/// error at the hex text. A valid hex fallback that disagrees with the sRGB components by more
/// than one step of 255 is a warning (`ZK5010`): one of the two was edited without the other.
enum ColorHexCheck: Check {
    public static let colorHexInvalid = DiagnosticCode(
        "ZK5009", .error, summary: "a hex colour is malformed",
        explanation: """
            A hex colour is `#` and six hexadecimal digits (`#rrggbb`); a whole hex value may add two \
            for alpha (`#rrggbbaa`). The `hex` fallback of a colour object has exactly six.
            """,
        example: .edit(
            accent,
            broken: ##""hex": ↓"#2f6ab""##, fixed: ##""hex": "#2f6ab3""##))

    public static let colorHexMismatch = DiagnosticCode(
        "ZK5010", .warning, summary: "a colour's hex fallback disagrees with its components",
        explanation: """
            The `hex` of an sRGB colour object should show the same colour as its components (within \
            one step of 255). When they differ, one was edited without the other, and tools that read \
            the hex show a different colour than the app.
            """,
        example: .edit(
            accent,
            broken: ##""hex": ↓"#d4433a""##, fixed: ##""hex": "#2f6ab3""##))

    static let codes = [colorHexInvalid, colorHexMismatch]

    /// The examples' token file: an accent colour whose light value is an sRGB object with a
    /// `hex` fallback, its dark value a hex string.
    static let accent = BrandExampleFiles.example(
        BrandExampleFiles.File(
            "Brand/brand.json",
            """
            { "color": { "$type": "color", "accent": {
                "light": { "$value": { "colorSpace": "srgb", "components": [0.1843, 0.4157, 0.702], "hex": "#2f6ab3" } },
                "dark": { "$value": "#76a6e6" } } } }
            """))

    static func run(_ resolved: ResolvedTokens) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let document = resolved.document
        for entry in resolved.ordered where entry.type == "color" && entry.token.aliasTarget == nil {
            let value = entry.token.value
            if let text = value.string {
                if ColorValue.hexComponents(text) == nil {
                    diagnostics.append(
                        invalid(text, token: entry.path, allowAlpha: true, at: document.location(value.position)))
                }
                continue
            }
            guard let color = ColorValue.parse(value), let hex = color.hex, let position = color.hexPosition else {
                continue
            }
            guard let parsed = ColorValue.hexComponents(hex), hex.utf8.count == 7 else {
                diagnostics.append(invalid(hex, token: entry.path, allowAlpha: false, at: document.location(position)))
                continue
            }
            // Components outside 0…1 are the mistake (the range check names it); the hex, computed from
            // them, would be a wrong colour (issue 52).
            guard color.colorSpace == "srgb", color.components.allSatisfy({ (0...1).contains($0) }) else { continue }
            let expected = color.components.map(ColorValue.byte)
            let written = parsed.prefix(3).map(ColorValue.byte)
            if zip(expected, written).contains(where: { abs($0 - $1) > 1 }), let computed = color.componentHex {
                diagnostics.append(
                    Diagnostic(
                        colorHexMismatch, mismatchMessage(hex, token: entry.path, computed: computed),
                        at: document.location(position),
                        fixIt: .init(
                            replacement: JSONWriter.quoted(computed), description: "use the hex of the components")))
            }
        }
        return diagnostics
    }

    static func invalid(_ text: String, token: String, allowAlpha: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(colorHexInvalid, invalidMessage(text, token: token, allowAlpha: allowAlpha), at: location)
    }

    // MARK: Messages

    static func invalidMessage(_ text: String, token: String, allowAlpha: Bool) -> String {
        let expected = allowAlpha ? "'#rrggbb' or '#rrggbbaa'" : "'#rrggbb'"
        return "hex colour '\(text)' of '\(token)' is malformed; expected \(expected) with hexadecimal digits"
    }

    static func mismatchMessage(_ hex: String, token: String, computed: String) -> String {
        "hex '\(hex)' of colour '\(token)' disagrees with its components, which give '\(computed)'"
    }
}
