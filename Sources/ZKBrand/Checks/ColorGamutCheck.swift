import ZKCore

/// Warning: a colour of a space the colour sets do not hold (`oklch`, `lab`, …) lies outside
/// the sRGB gamut once converted, so its colour set stores extended sRGB. Reported at the colour
/// (found where the colour set is written, `ColorSetWriter`, which converts it).
enum ColorGamutCheck: DeclaresCodes {
    public static let colorSpaceUnsupported = DiagnosticCode(
        "ZK5013", .warning, summary: "a colour lies outside the sRGB gamut",
        explanation: """
            Colour sets keep sRGB, Display P3 and linear sRGB as written; a colour in any other space of \
            the Color Module (`oklch`, `lab`, `hsl`, `rec2020`, …) is converted to sRGB by the CSS Color 4 \
            formulas. When the converted colour lies outside the sRGB gamut, the colour set stores it as \
            extended sRGB: wide-gamut displays show it, others clip it. Write it in `display-p3` when \
            that is what is meant, or choose a colour inside sRGB.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.File(
                    "Brand/brand.json",
                    """
                    { "color": { "$type": "color", "accent": {
                        "light": { "$value": { "colorSpace": "oklch", "components": [0.52, 0.12, 255] } },
                        "dark": { "$value": "#76a6e6" } } } }
                    """)),
            broken: #"↓{ "colorSpace": "oklch", "components": [0.7, 0.35, 145]"#,
            fixed: #"{ "colorSpace": "oklch", "components": [0.52, 0.12, 255]"#))

    static let codes = [colorSpaceUnsupported]

    /// `srgb`: the converted components, outside 0…1.
    static func outsideSRGB(
        _ entry: ResolvedToken, space: String, srgb: [Double], document: TokenDocument
    ) -> Diagnostic {
        Diagnostic(
            colorSpaceUnsupported, message(entry.path, space: space, srgb: srgb),
            at: document.location(entry.source.value.position))
    }

    // MARK: Messages

    static func message(_ path: String, space: String, srgb: [Double]) -> String {
        let components = srgb.map { ColorSetWriter.fixed($0) }.joined(separator: ", ")
        return
            "colour '\(path)' in '\(space)' lies outside the sRGB gamut (sRGB \(components)); its colour set uses extended sRGB, which older displays clip"
    }
}
