import ZKCore

/// Lint: in an RGB colour space (`srgb`, `display-p3`, …) every component and the alpha lie in
/// 0…1. Reported at the offending number.
enum ColorComponentRangeCheck: Check {
    public static let colorOutOfRange = DiagnosticCode(
        "ZK5008", .error, summary: "a colour component or alpha lies outside 0…1",
        explanation: """
            In the RGB colour spaces (`srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, \
            `prophoto-rgb`, `rec2020`) every component is in 0…1, as is alpha in every space. A value \
            such as 1.2 is usually a typo or a 0–255 value; divide by 255.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.File(
                    "Brand/brand.json",
                    """
                    { "color": { "$type": "color", "bead_red": {
                        "light": { "$value": { "colorSpace": "srgb", "components": [0.8314, 0.2627, 0.2275] } },
                        "dark": { "$value": "#f0695e" } } } }
                    """)),
            broken: #""components": [↓1.2,"#, fixed: #""components": [0.8314,"#))

    static let codes = [colorOutOfRange]

    static let channelNames = ["red", "green", "blue"]

    static func run(_ resolved: ResolvedTokens) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in resolved.ordered where entry.type == "color" && entry.token.aliasTarget == nil {
            guard let color = ColorValue.parse(entry.token.value) else { continue }
            let document = resolved.document
            if ColorValue.rgbSpaces.contains(color.colorSpace) {
                for (index, component) in color.components.enumerated() where !(0...1).contains(component) {
                    guard index < color.componentPositions.count else { continue }
                    diagnostics.append(
                        Diagnostic(
                            colorOutOfRange,
                            componentMessage(
                                channelNames[index], component, token: entry.path, space: color.colorSpace),
                            at: document.location(color.componentPositions[index]),
                            fixIt: .init(replacement: format(max(0, min(1, component))), description: "clamp to 0…1")))
                }
            }
            if !(0...1).contains(color.alpha), let position = color.alphaPosition {
                diagnostics.append(
                    Diagnostic(
                        colorOutOfRange, alphaMessage(color.alpha, token: entry.path), at: document.location(position)))
            }
        }
        return diagnostics
    }

    static func format(_ value: Double) -> String { JSONWriter.format(.double(value)) }

    // MARK: Messages

    static func componentMessage(_ channel: String, _ value: Double, token: String, space: String) -> String {
        "\(channel) component \(format(value)) of colour '\(token)' is outside 0…1 (colour space '\(space)')"
    }

    static func alphaMessage(_ value: Double, token: String) -> String {
        "alpha \(format(value)) of colour '\(token)' is outside 0…1"
    }
}
