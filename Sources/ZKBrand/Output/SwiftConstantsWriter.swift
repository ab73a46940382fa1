import Foundation
import ZKCore

/// `BrandTokens.swift`: the tokens as typed Swift constants in nested enums mirroring the token
/// groups (`BrandTokens.Color.BeadRed.light`). Every type of the format is generated: text
/// `Swift.String`, integral numbers `Swift.Int`, other numbers and font weights `Swift.Double`,
/// font families `[Swift.String]`, colours `BrandColor` (in sRGB, Display P3 or linear sRGB as
/// the colour sets hold them), dimensions, durations, cubic Béziers, stroke styles, borders,
/// transitions, shadows (always an array), gradients and typography as the small structs the
/// file declares; colours also as `BrandColors`, one light-and-dark pair per colour set (dark values
/// from the group's `dark` token or `brand.dark.json`), dimensions in points (`CGFloat`), and
/// behind `#if canImport` SwiftUI `Color` and `Font`, UIKit `UIColor`, AppKit `NSColor`, so the
/// file type-checks on Linux. Standard-library types are written `Swift.…`, so a token group named
/// `string` or `double` cannot hide them; names are made valid identifiers (`SwiftIdentifier`).
/// A token whose value does not fit its type (reported by the type check) is left out.
public enum SwiftConstantsWriter {
    static let preamble = """
        /// A colour of the brand: its colour space (`srgb`, `display-p3`, `extended-linear-srgb`, `extended-srgb`) and components and alpha.
        public struct BrandColor: Sendable, Hashable {
            public let colorSpace: Swift.String
            public let red: Swift.Double
            public let green: Swift.Double
            public let blue: Swift.Double
            public let alpha: Swift.Double
        }

        /// A distance: `value` in `unit` (`px` or `rem`).
        public struct BrandDimension: Sendable, Hashable {
            public let value: Swift.Double
            public let unit: Swift.String
        }

        /// A length of time: `value` in `unit` (`ms` or `s`).
        public struct BrandDuration: Sendable, Hashable {
            public let value: Swift.Double
            public let unit: Swift.String
            /// The duration in seconds.
            public var seconds: Swift.Double { unit == "ms" ? value / 1000 : value }
        }

        /// A cubic Bézier timing curve through (x1, y1) and (x2, y2).
        public struct BrandCubicBezier: Sendable, Hashable {
            public let x1: Swift.Double
            public let y1: Swift.Double
            public let x2: Swift.Double
            public let y2: Swift.Double
        }

        /// A stroke style: a named style (`solid`, `dashed`, …) or dashes with a line cap.
        public struct BrandStrokeStyle: Sendable, Hashable {
            public let name: Swift.String?
            public let dashArray: [BrandDimension]
            public let lineCap: Swift.String?
        }

        /// A border: colour, width and style.
        public struct BrandBorder: Sendable, Hashable {
            public let color: BrandColor
            public let width: BrandDimension
            public let style: BrandStrokeStyle
        }

        /// A transition: duration, delay and timing curve.
        public struct BrandTransition: Sendable, Hashable {
            public let duration: BrandDuration
            public let delay: BrandDuration
            public let timingFunction: BrandCubicBezier
        }

        /// One layer of a shadow.
        public struct BrandShadow: Sendable, Hashable {
            public let color: BrandColor
            public let offsetX: BrandDimension
            public let offsetY: BrandDimension
            public let blur: BrandDimension
            public let spread: BrandDimension
            public let inset: Swift.Bool
        }

        /// A stop of a gradient, at `position` in 0…1.
        public struct BrandGradientStop: Sendable, Hashable {
            public let color: BrandColor
            public let position: Swift.Double
        }

        /// A typographic style.
        public struct BrandTypography: Sendable, Hashable {
            public let fontFamily: [Swift.String]
            public let fontSize: BrandDimension
            public let fontWeight: Swift.Double
            public let letterSpacing: BrandDimension
            public let lineHeight: Swift.Double
        }
        """

    /// What every file declares after the value types: the light-and-dark colour, points for
    /// dimensions (`CGFloat`, Foundation), and behind `#if canImport` the SwiftUI `Color` and
    /// `Font`, the UIKit `UIColor` and the AppKit `NSColor`: the file type-checks on Linux.
    static let platformSection = """
        /// A colour in its light and dark appearance: a colour group's `light` and `dark` tokens, or a
        /// colour of brand.json and its value in brand.dark.json (the light value when it has no dark one).
        public struct BrandAppearanceColor: Sendable, Hashable {
            public let light: BrandColor
            public let dark: BrandColor
        }

        extension BrandColor {
            /// A component of linear sRGB in the sRGB encoding (the sign kept, for extended values).
            static func srgbEncoded(_ linear: Swift.Double) -> Swift.Double {
                let magnitude = abs(linear)
                let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
                return linear < 0 ? -encoded : encoded
            }

            /// The red, green and blue components in sRGB or Display P3 (linear sRGB encoded as sRGB).
            var encodedComponents: (red: Swift.Double, green: Swift.Double, blue: Swift.Double) {
                guard colorSpace == "extended-linear-srgb" else { return (red, green, blue) }
                return (BrandColor.srgbEncoded(red), BrandColor.srgbEncoded(green), BrandColor.srgbEncoded(blue))
            }
        }

        extension BrandDimension {
            /// The distance in points: a `px` is one point, a `rem` sixteen.
            public var points: CGFloat { CGFloat(unit == "rem" ? value * 16 : value) }
        }

        extension BrandTypography {
            /// Generic CSS families, drawn in the system font.
            static let genericFamilies: Swift.Set<Swift.String> = [
                "system-ui", "sans-serif", "serif", "monospace", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded",
                "-apple-system", "BlinkMacSystemFont", "cursive", "fantasy",
            ]

            /// The first family that is no generic one (nil: the system font).
            public var fontName: Swift.String? {
                fontFamily.first { !BrandTypography.genericFamilies.contains($0) }
            }
        }

        #if canImport(UIKit)
            import UIKit

            extension BrandColor {
                /// The colour in UIKit (Display P3 or extended sRGB).
                public var uiColor: UIKit.UIColor {
                    let (red, green, blue) = encodedComponents
                    if colorSpace == "display-p3" {
                        return UIKit.UIColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
                    }
                    return UIKit.UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
                }
            }

            extension BrandAppearanceColor {
                /// The colour in UIKit: `dark` in dark mode, `light` otherwise.
                public var uiColor: UIKit.UIColor {
                    #if os(watchOS)
                        return dark.uiColor
                    #else
                        let colors = self
                        return UIKit.UIColor { traits in
                            traits.userInterfaceStyle == .dark ? colors.dark.uiColor : colors.light.uiColor
                        }
                    #endif
                }
            }
        #elseif canImport(AppKit)
            import AppKit

            extension BrandColor {
                /// The colour in AppKit (Display P3 or extended sRGB).
                public var nsColor: AppKit.NSColor {
                    let (red, green, blue) = encodedComponents
                    if colorSpace == "display-p3" {
                        return AppKit.NSColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
                    }
                    return AppKit.NSColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
                }
            }

            extension BrandAppearanceColor {
                /// The colour in AppKit: `dark` in a dark appearance, `light` otherwise.
                public var nsColor: AppKit.NSColor {
                    let colors = self
                    return AppKit.NSColor(name: nil) { appearance in
                        appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? colors.dark.nsColor : colors.light.nsColor
                    }
                }
            }
        #endif

        #if canImport(SwiftUI)
            import SwiftUI

            extension BrandColor {
                /// The colour in SwiftUI.
                public var color: SwiftUI.Color {
                    switch colorSpace {
                    case "display-p3":
                        return SwiftUI.Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha)
                    case "extended-linear-srgb":
                        return SwiftUI.Color(.sRGBLinear, red: red, green: green, blue: blue, opacity: alpha)
                    default:
                        return SwiftUI.Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
                    }
                }
            }

            extension BrandAppearanceColor {
                /// The colour in SwiftUI: `dark` in dark mode, `light` otherwise.
                public var color: SwiftUI.Color {
                    #if canImport(UIKit)
                        return SwiftUI.Color(uiColor: uiColor)
                    #elseif canImport(AppKit)
                        return SwiftUI.Color(nsColor: nsColor)
                    #else
                        return light.color
                    #endif
                }
            }

            extension BrandTypography {
                /// The style as a SwiftUI font: its family (the system font for generic families), size
                /// and weight. Letter spacing and line height are no part of a font: apply
                /// `.tracking(letterSpacing.points)` and the line spacing where the text is laid out.
                public var font: SwiftUI.Font {
                    let size = fontSize.points
                    guard let name = fontName else { return SwiftUI.Font.system(size: size, weight: weight) }
                    return SwiftUI.Font.custom(name, size: size).weight(weight)
                }

                /// The weight, from the nearest hundred of `fontWeight`.
                public var weight: SwiftUI.Font.Weight {
                    switch fontWeight {
                    case ..<150: return .ultraLight
                    case ..<250: return .thin
                    case ..<350: return .light
                    case ..<450: return .regular
                    case ..<550: return .medium
                    case ..<650: return .semibold
                    case ..<750: return .bold
                    case ..<850: return .heavy
                    default: return .black
                    }
                }
            }
        #endif
        """

    /// The file of `tokens`; `dark`: the dark mode's tokens (`brand.dark.json`), whose colours are
    /// the dark appearance of `BrandColors`.
    public static func artifact(_ tokens: ResolvedTokens, dark: ResolvedTokens? = nil) -> (Artifact, [Diagnostic]) {
        var out = [
            "// BrandTokens.swift: generated by zk-marketing from \(tokens.document.file.path). Do not edit;",
            "// change the tokens and rebuild.",
            "",
            "import Foundation",
            "",
            preamble,
            "",
            platformSection,
            "",
            "/// The brand tokens of the app.",
            "public enum BrandTokens {",
        ]
        var diagnostics: [Diagnostic] = []
        emitGroup("", tokens: tokens, indent: 1, into: &out, diagnostics: &diagnostics)
        out.append("}")
        out += colorLines(tokens, dark: dark)
        return (Artifact(path: "brand/BrandTokens.swift", text: out.joined(separator: "\n") + "\n"), diagnostics)
    }

    /// `BrandColors`: one constant per colour set of `Brand.xcassets` (`BrandColors.beadRed`),
    /// its light and dark value (the dark one from `brand.dark.json` where the tokens have none;
    /// the light one when there is none at all). Empty when the tokens have no colour.
    static func colorLines(_ tokens: ResolvedTokens, dark: ResolvedTokens?) -> [String] {
        var lines: [String] = []
        var names = Set<String>()
        for role in ColorSetWriter.roles(tokens, dark: dark) {
            guard let lightEntry = role.light ?? role.dark, let light = color(lightEntry.value) else { continue }
            let darkEntry = role.dark ?? lightEntry
            let darkLiteral = role.dark.flatMap { color($0.value) } ?? light
            // Two colours of one set name: the colour sets report it (GeneratedNameCheck); the first keeps the name here too.
            let name = SwiftIdentifier.member(role.name)
            guard names.insert(name).inserted else { continue }
            let mode = role.darkTokens.document.file.path == tokens.document.file.path ? "" : " in brand.dark.json"
            if !lines.isEmpty { lines.append("") }
            lines += doc("'\(role.path)': light '\(lightEntry.path)', dark '\(darkEntry.path)'\(mode).", pad: "    ")
            lines.append("    public static let \(name) = BrandAppearanceColor(light: \(light), dark: \(darkLiteral))")
        }
        guard !lines.isEmpty else { return [] }
        return [
            "",
            "/// The colours of the brand in their light and dark appearance, one per colour set of",
            "/// Brand.xcassets: `BrandColors.<name>.color` in SwiftUI, `.uiColor` in UIKit.",
            "public enum BrandColors {",
        ] + lines + ["}"]
    }

    static func emitGroup(
        _ path: String, tokens: ResolvedTokens, indent: Int, into out: inout [String], diagnostics: inout [Diagnostic]
    ) {
        let document = tokens.document
        guard let group = document.group(path) else { return }
        let pad = String(repeating: "    ", count: indent)
        var names = GeneratedNameCheck.Names(.swift)
        var first = true
        for name in group.memberNames {
            let child = path.isEmpty ? name : path + "." + name
            var lines: [String] = []
            let identifier: String
            if document.group(child) != nil {
                identifier = SwiftIdentifier.type(name)
                var body: [String] = []
                emitGroup(child, tokens: tokens, indent: indent + 1, into: &body, diagnostics: &diagnostics)
                guard !body.isEmpty else { continue }
                lines.append(contentsOf: doc(document.group(child)?.description, pad: pad))
                lines.append("\(pad)public enum \(identifier) {")
                lines.append(contentsOf: body)
                lines.append("\(pad)}")
            } else if let entry = tokens[child], let type = entry.type,
                let (swiftType, literal) = value(entry.value, type: type)
            {
                identifier = SwiftIdentifier.member(name)
                lines.append(contentsOf: doc(entry.token.description, pad: pad))
                if let reason = entry.token.deprecation {
                    lines.append(
                        "\(pad)@available(*, deprecated\(reason.isEmpty ? "" : ", message: \(SwiftIdentifier.literal(reason))"))"
                    )
                }
                lines.append("\(pad)public static let \(identifier): \(swiftType) = \(literal)")
            } else {
                continue
            }
            if let earlier = names.claim(identifier, for: child) {
                let position =
                    document[child]?.keyPosition ?? document.group(child)?.keyPosition
                    ?? SourcePosition(line: 1, column: 1, offset: 0)
                diagnostics.append(
                    GeneratedNameCheck.collision(
                        .swift, earlier: earlier, path: child, name: identifier, at: document.location(position)))
                continue
            }
            if !first { out.append("") }
            first = false
            out.append(contentsOf: lines)
        }
    }

    static func doc(_ text: String?, pad: String) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        // Every line break Swift knows ends a comment line, so each becomes a `///` line of its own.
        return text.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}"
        }
        .map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? "\(pad)///" : "\(pad)/// \(trimmed)"
        }
    }

    /// The Swift type and literal of a resolved value of `type`; nil when it does not fit.
    static func value(_ value: JSONValue, type: String) -> (String, String)? {
        switch type {
        case "string":
            return value.string.map { ("Swift.String", SwiftIdentifier.literal($0)) }
        case "number":
            guard let number = value.number else { return nil }
            if let int = number.exactInt { return ("Swift.Int", String(int)) }
            return ("Swift.Double", JSONWriter.format(number))
        case "fontWeight":
            return fontWeight(value).map { ("Swift.Double", number($0)) }
        case "fontFamily":
            return fontFamily(value).map {
                ("[Swift.String]", "[" + $0.map(SwiftIdentifier.literal).joined(separator: ", ") + "]")
            }
        case "color":
            return color(value).map { ("BrandColor", $0) }
        case "dimension":
            return measure(value, "BrandDimension", units: TypeRules.dimensionUnits).map { ("BrandDimension", $0) }
        case "duration":
            return measure(value, "BrandDuration", units: TypeRules.durationUnits).map { ("BrandDuration", $0) }
        case "cubicBezier":
            return cubicBezier(value).map { ("BrandCubicBezier", $0) }
        case "strokeStyle":
            return strokeStyle(value).map { ("BrandStrokeStyle", $0) }
        case "border":
            guard let object = value.object, let color = object["color"].flatMap(color),
                let width = object["width"].flatMap({ measure($0, "BrandDimension", units: TypeRules.dimensionUnits) }),
                let style = object["style"].flatMap(strokeStyle)
            else { return nil }
            return ("BrandBorder", "BrandBorder(color: \(color), width: \(width), style: \(style))")
        case "transition":
            guard let object = value.object,
                let duration = object["duration"].flatMap({
                    measure($0, "BrandDuration", units: TypeRules.durationUnits)
                }),
                let delay = object["delay"].flatMap({ measure($0, "BrandDuration", units: TypeRules.durationUnits) }),
                let timing = object["timingFunction"].flatMap(cubicBezier)
            else { return nil }
            return (
                "BrandTransition", "BrandTransition(duration: \(duration), delay: \(delay), timingFunction: \(timing))"
            )
        case "shadow":
            let layers = value.array ?? [value]
            var literals: [String] = []
            for layer in layers {
                guard let object = layer.object, let color = object["color"].flatMap(color) else { return nil }
                var parts = ["color: \(color)"]
                for key in ["offsetX", "offsetY", "blur", "spread"] {
                    guard
                        let part = object[key].flatMap({
                            measure($0, "BrandDimension", units: TypeRules.dimensionUnits)
                        })
                    else { return nil }
                    parts.append("\(key): \(part)")
                }
                parts.append("inset: \(object["inset"]?.bool ?? false)")
                literals.append("BrandShadow(" + parts.joined(separator: ", ") + ")")
            }
            return literals.isEmpty ? nil : ("[BrandShadow]", "[" + literals.joined(separator: ", ") + "]")
        case "gradient":
            guard let stops = value.array, !stops.isEmpty else { return nil }
            var literals: [String] = []
            for stop in stops {
                guard let color = stop["color"].flatMap(color), let position = stop["position"]?.double else {
                    return nil
                }
                literals.append("BrandGradientStop(color: \(color), position: \(number(max(0, min(1, position)))))")
            }
            return ("[BrandGradientStop]", "[" + literals.joined(separator: ", ") + "]")
        case "typography":
            guard let object = value.object, let family = object["fontFamily"].flatMap(fontFamily),
                let size = object["fontSize"].flatMap({ measure($0, "BrandDimension", units: TypeRules.dimensionUnits) }
                ),
                let weight = object["fontWeight"].flatMap(fontWeight),
                let spacing = object["letterSpacing"].flatMap({
                    measure($0, "BrandDimension", units: TypeRules.dimensionUnits)
                }),
                let lineHeight = object["lineHeight"]?.double
            else { return nil }
            return (
                "BrandTypography",
                "BrandTypography(fontFamily: [\(family.map(SwiftIdentifier.literal).joined(separator: ", "))], fontSize: \(size), fontWeight: \(number(weight)), letterSpacing: \(spacing), lineHeight: \(number(lineHeight)))"
            )
        default:
            return nil
        }
    }

    static func fontWeight(_ value: JSONValue) -> Double? {
        if let number = value.double, (1...1000).contains(number) { return number }
        return value.string.flatMap { TypeRules.fontWeightNames[$0] }.map(Double.init)
    }

    static func fontFamily(_ value: JSONValue) -> [String]? {
        if let name = value.string { return [name] }
        guard let list = value.array, !list.isEmpty else { return nil }
        let names = list.compactMap(\.string)
        return names.count == list.count ? names : nil
    }

    static func color(_ value: JSONValue) -> String? {
        guard TypeRules.problems(value, type: "color").isEmpty, let color = ColorValue.parse(value) else { return nil }
        var space = ColorSetWriter.xcodeSpaces[color.colorSpace] ?? "srgb"
        var components = color.components
        if ColorSetWriter.xcodeSpaces[color.colorSpace] == nil {
            guard let rgb = color.srgb else { return nil }
            components = [rgb.red, rgb.green, rgb.blue]
            if !ColorConversion.inGamut(rgb) {
                space = "extended-srgb"
            } else {
                components = components.map { max(0, min(1, $0)) }
            }
        }
        let parts = components.map(fixed)
        return
            "BrandColor(colorSpace: \(SwiftIdentifier.literal(space)), red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), alpha: \(fixed(color.alpha)))"
    }

    static func measure(_ value: JSONValue, _ type: String, units: [String]) -> String? {
        guard let object = value.object, let amount = object["value"]?.double, let unit = object["unit"]?.string,
            units.contains(unit)
        else { return nil }
        return "\(type)(value: \(number(amount)), unit: \(SwiftIdentifier.literal(unit)))"
    }

    static func cubicBezier(_ value: JSONValue) -> String? {
        guard let list = value.array, list.count == 4 else { return nil }
        let numbers = list.compactMap(\.double)
        guard numbers.count == 4 else { return nil }
        return
            "BrandCubicBezier(x1: \(number(numbers[0])), y1: \(number(numbers[1])), x2: \(number(numbers[2])), y2: \(number(numbers[3])))"
    }

    static func strokeStyle(_ value: JSONValue) -> String? {
        if let name = value.string, TypeRules.strokeStyles.contains(name) {
            return "BrandStrokeStyle(name: \(SwiftIdentifier.literal(name)), dashArray: [], lineCap: nil)"
        }
        guard let object = value.object, let dashes = object["dashArray"]?.array, let cap = object["lineCap"]?.string
        else { return nil }
        let parts = dashes.compactMap { measure($0, "BrandDimension", units: TypeRules.dimensionUnits) }
        guard parts.count == dashes.count else { return nil }
        return
            "BrandStrokeStyle(name: nil, dashArray: [\(parts.joined(separator: ", "))], lineCap: \(SwiftIdentifier.literal(cap)))"
    }

    /// A Swift floating-point literal (`16.0`, `0.5`, `1e-07`).
    static func number(_ value: Double) -> String {
        let text = JSONWriter.format(.double(value))
        return text.contains(".") || text.contains("e") || text.contains("E") ? text : text + ".0"
    }

    static func fixed(_ value: Double) -> String { String(format: "%.4f", value) }
}
