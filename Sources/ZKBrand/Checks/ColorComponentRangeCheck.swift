import ZKCore

/// Lint: in an RGB colour space (`srgb`, `display-p3`, …) every component and the alpha lie in
/// 0…1. Reported at the offending number. Components written as 0–255 (`[255, 140, 0]`) are one
/// mistake of the whole colour: one error at the first component whose fix-it divides all three
/// by 255 (issue 52: never "clamp", which turns the brand orange into yellow). A lone component
/// such as 1.8 is a typo with no fix-it: no number can be guessed for it.
enum ColorComponentRangeCheck: Check {
    public static let colorOutOfRange = DiagnosticCode(
        "ZK5008", .error, summary: "a colour component or alpha lies outside 0…1",
        explanation: """
            In the RGB colour spaces (`srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, \
            `prophoto-rgb`, `rec2020`) every component is in 0…1, as is alpha in every space. A value \
            such as 1.2 is usually a typo; components written as 0–255 (`[212, 67, 58]`) are one \
            mistake of the colour, reported once with a fix-it that divides each by 255. Clamping \
            would change the colour, so it is never offered.
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
            if ColorValue.rgbSpaces.contains(color.colorSpace), color.componentPositions.count == 3 {
                if looksLikeBytes(color.components), let first = color.componentPositions.first,
                    let last = color.componentPositions.last
                {
                    let scaled = color.components.map { format(($0 / 255 * 10_000).rounded() / 10_000) }
                    var location = document.location(first)
                    location.end = document.file.position(ofOffset: numberEnd(document.file.bytes, from: last.offset))
                    diagnostics.append(
                        Diagnostic(
                            colorOutOfRange,
                            byteMessage(color.components, token: entry.path, space: color.colorSpace), at: location,
                            fixIt: .init(
                                replacement: scaled.joined(separator: ", "),
                                description: "divide each component by 255: \(scaled.joined(separator: ", "))")))
                } else {
                    for (index, component) in color.components.enumerated() where !(0...1).contains(component) {
                        diagnostics.append(
                            Diagnostic(
                                colorOutOfRange,
                                componentMessage(
                                    channelNames[index], component, token: entry.path, space: color.colorSpace),
                                at: document.location(color.componentPositions[index])))
                    }
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

    /// Components written as 0–255: all within 0…255, one above 1, and either all whole numbers
    /// or one at 2 or more (`[212, 67, 58]`, `[250.5, 128, 0]`; not `[1.8, 0.2, 0.1]`, a typo).
    static func looksLikeBytes(_ components: [Double]) -> Bool {
        guard components.allSatisfy({ (0...255).contains($0) }), let largest = components.max(), largest > 1 else {
            return false
        }
        return largest >= 2 || components.allSatisfy { $0 == $0.rounded() }
    }

    /// The byte offset after the JSON number that starts at `offset`.
    static func numberEnd(_ bytes: [UInt8], from offset: Int) -> Int {
        var end = max(0, offset)
        while end < bytes.count, "0123456789+-.eE".utf8.contains(bytes[end]) { end += 1 }
        return end
    }

    // MARK: Messages

    static func componentMessage(_ channel: String, _ value: Double, token: String, space: String) -> String {
        "\(channel) component \(format(value)) of colour '\(token)' is outside 0…1 (colour space '\(space)')"
    }

    static func byteMessage(_ components: [Double], token: String, space: String) -> String {
        let written = components.map(format).joined(separator: ", ")
        return
            "components \(written) of colour '\(token)' look like 0–255 values, but colour space '\(space)' takes 0…1"
    }

    static func alphaMessage(_ value: Double, token: String) -> String {
        "alpha \(format(value)) of colour '\(token)' is outside 0…1"
    }
}
