import Foundation

/// Converts a DTCG colour (any of the Color Module's spaces) to sRGB, by the formulas and
/// matrices of CSS Color 4 (§ 10, "Sample code for color conversions"): to linear light, to CIE
/// XYZ (D65; D50 spaces through the Bradford adaptation), to linear sRGB, then the sRGB transfer
/// function. `none` components read as 0. The result may lie outside 0…1 when the colour is
/// outside the sRGB gamut; callers decide whether to clip or keep extended values.
public enum ColorConversion {
    public typealias RGB = (red: Double, green: Double, blue: Double)

    /// The sRGB components of a colour, nil for an unknown space.
    public static func srgb(space: String, _ c: [Double]) -> RGB? {
        guard c.count == 3 else { return nil }
        let linear: [Double]
        switch space {
        case "srgb": return (c[0], c[1], c[2])
        case "srgb-linear": linear = c
        case "hsl": return hsl(c[0], c[1] / 100, c[2] / 100)
        case "hwb": return hwb(c[0], c[1] / 100, c[2] / 100)
        case "display-p3": linear = fromXYZ65(multiply(p3ToXYZ, c.map(srgbDecode)))
        case "a98-rgb": linear = fromXYZ65(multiply(a98ToXYZ, c.map { signed($0) { pow($0, 563.0 / 256.0) } }))
        case "prophoto-rgb": linear = fromXYZ65(multiply(d50ToD65, multiply(prophotoToXYZ50, c.map(prophotoDecode))))
        case "rec2020": linear = fromXYZ65(multiply(rec2020ToXYZ, c.map(rec2020Decode)))
        case "xyz-d65": linear = fromXYZ65(c)
        case "xyz-d50": linear = fromXYZ65(multiply(d50ToD65, c))
        case "lab": linear = fromXYZ65(multiply(d50ToD65, labToXYZ50(c)))
        case "lch": linear = fromXYZ65(multiply(d50ToD65, labToXYZ50(polarToCartesian(c))))
        case "oklab": linear = oklabToLinearSRGB(c)
        case "oklch": linear = oklabToLinearSRGB(polarToCartesian(c))
        default: return nil
        }
        let encoded = linear.map(srgbEncode)
        return (encoded[0], encoded[1], encoded[2])
    }

    /// Whether sRGB components lie in 0…1 (within half a step of 255).
    public static func inGamut(_ rgb: RGB) -> Bool {
        let tolerance = 0.5 / 255
        return [rgb.red, rgb.green, rgb.blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    // MARK: Transfer functions

    static func signed(_ value: Double, _ transform: (Double) -> Double) -> Double {
        value < 0 ? -transform(-value) : transform(value)
    }

    static func srgbDecode(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func srgbEncode(_ value: Double) -> Double {
        signed(value) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }

    static func prophotoDecode(_ value: Double) -> Double {
        signed(value) { $0 <= 16.0 / 512.0 ? $0 / 16 : pow($0, 1.8) }
    }

    /// `rec2020` to linear light as CSS Color 4 now defines it: display-referred, the reference
    /// EOTF of ITU-R BT.1886 with no black lift, a pure power of 2.4 extended to negative values
    /// (CSS WG resolution of August 2025, w3c/csswg-drafts#12574; color.js and Sass followed).
    /// The former definition, the inverse of BT.2020's camera OETF (α 1.0993, β 0.0181, 1/0.45),
    /// gave mid-grey 0.5 as sRGB 0.546 instead of 0.4725, a visible ΔE of about 7.
    static func rec2020Decode(_ value: Double) -> Double {
        signed(value) { pow($0, 2.4) }
    }

    // MARK: Spaces

    static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> RGB {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    static func hwb(_ hue: Double, _ white: Double, _ black: Double) -> RGB {
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        let base = hsl(hue, 1, 0.5)
        let scale = 1 - white - black
        return (base.red * scale + white, base.green * scale + white, base.blue * scale + white)
    }

    static func polarToCartesian(_ c: [Double]) -> [Double] {
        let radians = c[2] * Double.pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    static func labToXYZ50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    static func oklabToLinearSRGB(_ lab: [Double]) -> [Double] {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        return [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ]
    }

    static func fromXYZ65(_ xyz: [Double]) -> [Double] { multiply(xyzToLinearSRGB, xyz) }

    static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    // MARK: Matrices (CSS Color 4)

    static let xyzToLinearSRGB: [[Double]] = [
        [12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0],
        [-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0],
        [705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0],
    ]
    static let p3ToXYZ: [[Double]] = [
        [608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0],
        [35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0],
        [0.0, 32229.0 / 714400.0, 5220557.0 / 5000800.0],
    ]
    static let a98ToXYZ: [[Double]] = [
        [573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0],
        [591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0],
        [53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0],
    ]
    static let prophotoToXYZ50: [[Double]] = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0.0, 0.0, 0.8251046025104602],
    ]
    static let rec2020ToXYZ: [[Double]] = [
        [63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0],
        [26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0],
        [0.0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0],
    ]
    static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
}
