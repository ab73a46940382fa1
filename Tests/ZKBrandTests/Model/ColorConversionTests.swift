import Foundation
import Testing

@testable import ZKBrand

/// Colours of every space of the Color Module converted to sRGB by the CSS Color 4 formulas:
/// the Color Module's own "hot pink" examples (#ff00ff written in each space), white in every
/// RGB space, and the cylindrical spaces against their CSS definitions.
@Suite struct ColorConversionTests {
    func close(_ rgb: ColorConversion.RGB?, _ expected: (Double, Double, Double), within tolerance: Double) -> Bool {
        guard let rgb else { return false }
        return abs(rgb.red - expected.0) <= tolerance && abs(rgb.green - expected.1) <= tolerance
            && abs(rgb.blue - expected.2) <= tolerance
    }

    @Test(arguments: [
        ("lab", [60.17, 93.54, -60.5]), ("lch", [60.17, 111.4, 327.11]), ("oklab", [0.701, 0.2746, -0.169]),
        ("oklch", [0.7016, 0.3225, 328.363]), ("xyz-d65", [0.5929, 0.2848, 0.9699]),
        ("xyz-d50", [0.5791, 0.2831, 0.728]),
    ])
    func hotPinkOfTheColorModuleIsFF00FF(_ space: String, _ components: [Double]) {
        let rgb = ColorConversion.srgb(space: space, components)
        #expect(close(rgb, (1, 0, 1), within: 2.0 / 255), "\(space): \(String(describing: rgb))")
    }

    @Test(arguments: ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"])
    func whiteAndBlackStayWhiteAndBlack(_ space: String) {
        #expect(close(ColorConversion.srgb(space: space, [1, 1, 1]), (1, 1, 1), within: 0.001), "\(space)")
        #expect(close(ColorConversion.srgb(space: space, [0, 0, 0]), (0, 0, 0), within: 0.001), "\(space)")
    }

    @Test func cylindricalSpacesFollowCSS() {
        // hsl(330 100% 50%) and hwb(330 0% 0%) are #ff0080 (the Color Module's examples give a
        // hex fallback of #ff00ff for them, which is hue 300).
        #expect(close(ColorConversion.srgb(space: "hsl", [330, 100, 50]), (1, 0, 128.0 / 255), within: 0.5 / 255))
        #expect(close(ColorConversion.srgb(space: "hwb", [330, 0, 0]), (1, 0, 128.0 / 255), within: 0.5 / 255))
        #expect(close(ColorConversion.srgb(space: "hsl", [0, 0, 100]), (1, 1, 1), within: 1e-9))
        #expect(close(ColorConversion.srgb(space: "hwb", [0, 60, 60]), (0.5, 0.5, 0.5), within: 1e-9))
        #expect(
            close(
                ColorConversion.srgb(space: "srgb-linear", [0.5, 0.5, 0.5]), (0.7354, 0.7354, 0.7354), within: 0.0005))
    }

    /// rec2020 follows CSS Color 4's current definition (BT.1886, gamma 2.4; csswg-drafts#12574):
    /// mid-grey 0.5 is linear 0.5^2.4, which the sRGB curve encodes as exactly 1.055 × 0.5 − 0.055
    /// = 0.4725 (the former BT.2020 OETF inverse gave 0.546). The colour is the CSS sample code's
    /// matrices applied by an independent Python script to color(rec2020 0.6 0.4 0.2).
    @Test func rec2020UsesCSSColor4sGamma24() throws {
        let grey = try #require(ColorConversion.srgb(space: "rec2020", [0.5, 0.5, 0.5]))
        #expect(close(grey, (0.4725, 0.4725, 0.4725), within: 1e-9))
        #expect(
            close(ColorConversion.srgb(space: "rec2020", [0.6, 0.4, 0.2]), (0.680414, 0.32988, 0.078672), within: 2e-6))
        // Negative components mirror the curve (extended range).
        #expect(abs(ColorConversion.rec2020Decode(-0.5) + pow(0.5, 2.4)) < 1e-12)
    }

    @Test func wideGamutRedIsOutsideSRGB() throws {
        let red = try #require(ColorConversion.srgb(space: "display-p3", [1, 0, 0]))
        #expect(!ColorConversion.inGamut(red))
        #expect(red.red > 1 && red.green < 0)
        #expect(ColorConversion.inGamut(try #require(ColorConversion.srgb(space: "display-p3", [0.5, 0.5, 0.5]))))
    }
}
