import ZKCore

/// Lint: in an RGB colour space (`srgb`, `display-p3`, …) every component and the alpha lie in
/// 0…1. Reported at the offending number.
enum ColorComponentRangeCheck {
    static let channelNames = ["red", "green", "blue"]

    static func check(_ resolved: ResolvedTokens) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in resolved.ordered where entry.type == "color" && entry.token.aliasTarget == nil {
            guard let color = ColorValue.parse(entry.token.value) else { continue }
            let document = resolved.document
            if ColorValue.rgbSpaces.contains(color.colorSpace) {
                for (index, component) in color.components.enumerated() where !(0...1).contains(component) {
                    guard index < color.componentPositions.count else { continue }
                    diagnostics.append(Diagnostic(
                        BrandCodes.colorOutOfRange,
                        "\(channelNames[index]) component \(format(component)) of colour '\(entry.path)' is outside 0…1 (colour space '\(color.colorSpace)')",
                        at: document.location(color.componentPositions[index]),
                        fixIt: .init(replacement: format(max(0, min(1, component))), description: "clamp to 0…1")))
                }
            }
            if !(0...1).contains(color.alpha), let position = color.alphaPosition {
                diagnostics.append(Diagnostic(
                    BrandCodes.colorOutOfRange, "alpha \(format(color.alpha)) of colour '\(entry.path)' is outside 0…1",
                    at: document.location(position)))
            }
        }
        return diagnostics
    }

    static func format(_ value: Double) -> String { JSONWriter.format(.double(value)) }
}
