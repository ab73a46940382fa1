import Foundation
import ZKCore

/// A colour value: the DTCG colour object (`colorSpace`, `components`, `alpha`, `hex`) or the
/// older hex string, with the positions of its parts for diagnostics.
public struct ColorValue: Sendable, Hashable {
    public var colorSpace: String
    /// Components as written (`none` reads as 0).
    public var components: [Double]
    public var componentPositions: [SourcePosition]
    public var alpha: Double
    public var alphaPosition: SourcePosition?
    /// The hex text as written (object member or the whole string value).
    public var hex: String?
    public var hexPosition: SourcePosition?

    /// RGB colour spaces, whose components lie in 0…1.
    public static let rgbSpaces: Set<String> = [
        "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
    ]
    public static let knownSpaces: [String] = [
        "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
        "hsl", "hwb", "lab", "lch", "oklab", "oklch", "xyz-d50", "xyz-d65",
    ]

    /// Reads a colour; nil when the value has no colour shape (the type check says why).
    public static func parse(_ value: JSONValue) -> ColorValue? {
        if let text = value.string {
            let rgba = hexComponents(text)
            guard let rgba else { return nil }
            return ColorValue(
                colorSpace: "srgb", components: Array(rgba.prefix(3)), componentPositions: [], alpha: rgba[3],
                alphaPosition: nil, hex: text, hexPosition: value.position)
        }
        guard let object = value.object, let space = object["colorSpace"]?.string,
            let list = object["components"]?.array, list.count == 3
        else { return nil }
        var components: [Double] = []
        for item in list {
            if let number = item.double {
                components.append(number)
            } else if item.string == "none" {
                components.append(0)
            } else {
                return nil
            }
        }
        let alphaValue = object["alpha"]
        if let alphaValue, alphaValue.double == nil { return nil }
        let hexValue = object["hex"]
        if let hexValue, hexValue.string == nil { return nil }
        return ColorValue(
            colorSpace: space, components: components, componentPositions: list.map(\.position),
            alpha: alphaValue?.double ?? 1, alphaPosition: alphaValue?.position, hex: hexValue?.string,
            hexPosition: hexValue?.position)
    }

    /// Why `value` is not a colour, for the type check; nil when it is one.
    public static func shapeProblem(_ value: JSONValue) -> String? {
        if let text = value.string {
            return hexComponents(text) == nil && !text.hasPrefix("#")
                ? "a string that is not a hex colour (\"\(text)\")" : nil
        }
        guard let object = value.object else { return "\(value.typeName) (expected a colour object or a hex string)" }
        guard let space = object["colorSpace"] else { return "a colour object without 'colorSpace'" }
        guard let name = space.string, knownSpaces.contains(name) else {
            return "a colour object with unknown colour space \(describe(space))"
        }
        guard let list = object["components"]?.array else { return "a colour object without a 'components' array" }
        guard list.count == 3 else { return "a colour object with \(list.count) components (expected 3)" }
        if let bad = list.first(where: { $0.double == nil && $0.string != "none" }) {
            return "a colour object with component \(describe(bad)) (expected a number or \"none\")"
        }
        if let alpha = object["alpha"], alpha.double == nil {
            return "a colour object with alpha \(describe(alpha)) (expected a number)"
        }
        if let hex = object["hex"], hex.string == nil {
            return "a colour object with hex \(describe(hex)) (expected a string)"
        }
        return nil
    }

    /// `#rrggbb` / `#rrggbbaa` → red, green, blue, alpha in 0…1; nil for any other text.
    public static func hexComponents(_ text: String) -> [Double]? {
        let digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var values: [Double] = []
        var index = 1
        while index < digits.count {
            guard let high = hexDigit(digits[index]), let low = hexDigit(digits[index + 1]) else { return nil }
            values.append(Double(high * 16 + low) / 255)
            index += 2
        }
        if values.count == 3 { values.append(1) }
        return values
    }

    static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// `#rrggbb` in lower case: the hex member when valid, else computed from sRGB components.
    public var hexString: String? {
        if let hex, Self.hexComponents(hex) != nil { return String(hex.prefix(7)).lowercased() }
        return componentHex
    }

    /// `#rrggbb` computed from the components alone (converted to sRGB and clipped for other
    /// spaces); nil for an unknown space.
    public var componentHex: String? {
        guard let rgb = srgb else { return nil }
        return "#" + [rgb.red, rgb.green, rgb.blue].map { String(format: "%02x", Self.byte($0)) }.joined()
    }

    /// A component in 0…1 as an 8-bit value.
    static func byte(_ component: Double) -> Int { Int((max(0, min(1, component)) * 255).rounded()) }

    /// A short, stable number for a path (FNV-1a), for names that have no letters of their own.
    static func stableHash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash % 100_000
    }

    /// The colour in sRGB (components as written for `srgb`, converted for every other space).
    public var srgb: ColorConversion.RGB? { ColorConversion.srgb(space: colorSpace, components) }

    static func describe(_ value: JSONValue) -> String {
        if let text = value.string { return "\"\(text)\"" }
        return value.typeName
    }
}
