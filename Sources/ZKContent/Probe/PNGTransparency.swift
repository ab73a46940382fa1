import ZKCore

/// Whether any pixel of a PNG is transparent: the image data is inflated and unfiltered, and
/// the alpha samples (or the `tRNS` colour) are compared with opaque. Used for the App Store
/// icon, where an alpha channel of only opaque pixels and a transparent pixel differ in kind.
/// Bounded: at most `byteLimit` of file and `pixelLimit` of decoded data; nil when it cannot tell.
public enum PNGTransparency {
    static let byteLimit = 16 << 20
    static let pixelLimit = 64 << 20

    /// The decoded bytes one run spends on pixels (`ContentLoader.probe`, icons in path order):
    /// 300 app icons that each inflate to the 64 MiB a PNG may took 89 s of `check`. 256 MiB
    /// are 64 single-size icons of 1024×1024 RGBA.
    public static let runBudget = 256 << 20

    /// The bytes `hasTransparentPixels` would inflate, from the header alone: 0 when it decides
    /// without pixels (no alpha channel, interlaced), nil when the header is unreadable.
    public static func decodedSize(_ source: some BoundedBytes) -> Int? {
        let bytes = source.read(at: 0, count: 64)
        guard bytes.starts(with: ImageProbe.pngSignature) else { return nil }
        var offset = 8
        // `CgBI` (a crushed PNG) may come before `IHDR`.
        for _ in 0..<2 {
            guard let length = bytes.u32be(offset).map(Int.init), let type = bytes.ascii(offset + 4, 4) else {
                return nil
            }
            if type == "IHDR" {
                guard length == 13, let width = bytes.u32be(offset + 8).map(Int.init),
                    let height = bytes.u32be(offset + 12).map(Int.init),
                    let depth = bytes.u8(offset + 16).map(Int.init),
                    let colour = bytes.u8(offset + 17), let interlace = bytes.u8(offset + 20)
                else { return nil }
                guard colour == 4 || colour == 6, interlace == 0 else { return 0 }
                let stride = (width * (colour == 4 ? 2 : 4) * depth + 7) / 8
                // Beyond the image limit nothing is decoded (`hasTransparentPixels` refuses it).
                guard width > 0, height > 0, stride < pixelLimit, (stride + 1) * height <= pixelLimit else { return 0 }
                return (stride + 1) * height
            }
            offset += 12 + length
        }
        return nil
    }

    public static func hasTransparentPixels(_ source: some BoundedBytes) -> Bool? {
        guard source.size <= byteLimit else { return nil }
        let bytes = source.read(at: 0, count: source.size)
        guard bytes.starts(with: ImageProbe.pngSignature) else { return nil }
        var offset = 8
        var header: [UInt8] = []
        var data: [UInt8] = []
        var transparency: [UInt8]?
        var crushed = false
        for _ in 0..<ImageProbe.maxParts {
            guard let length = bytes.u32be(offset).map(Int.init), let type = bytes.ascii(offset + 4, 4),
                offset + 12 + length <= bytes.count
            else { return nil }
            let payload = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            switch type {
            case "CgBI": crushed = true
            case "IHDR": header = payload
            case "tRNS": transparency = payload
            case "IDAT": data += payload
            default: break
            }
            if type == "IEND" { break }
            offset += 12 + length
        }
        guard header.count == 13, let width = header.u32be(0).map(Int.init), let height = header.u32be(4).map(Int.init),
            let depth = header.u8(8).map(Int.init), let colour = header.u8(9), let interlace = header.u8(12)
        else { return nil }
        let channels: Int
        switch colour {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        if colour == 0 || colour == 2 || colour == 3 {
            guard let transparency else { return false }
            // Palette entries with alpha < 255 (used or not).
            if colour == 3 { return transparency.contains { $0 < 255 } }
            return true  // a transparent colour key: tell by pixels is not worth it, the key exists to be used
        }
        guard interlace == 0 else { return nil }
        let bitsPerPixel = channels * depth
        let stride = (width * bitsPerPixel + 7) / 8
        guard width > 0, height > 0, stride < pixelLimit, (stride + 1) * height <= pixelLimit else { return nil }
        guard
            let raw = crushed
                ? Inflate.raw(data, limit: (stride + 1) * height) : Inflate.zlib(data, limit: (stride + 1) * height),
            raw.count == (stride + 1) * height
        else { return nil }
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        var previous = [UInt8](repeating: 0, count: stride)
        var row = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let base = y * (stride + 1)
            let filter = raw[base]
            for x in 0..<stride {
                let value = raw[base + 1 + x]
                let a = x >= bytesPerPixel ? Int(row[x - bytesPerPixel]) : 0
                let b = Int(previous[x])
                let c = x >= bytesPerPixel ? Int(previous[x - bytesPerPixel]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: return nil
                }
                row[x] = UInt8(truncatingIfNeeded: Int(value) + predictor)
            }
            // The alpha sample is the last of each pixel: one byte at depth 8, two at depth 16.
            let sampleBytes = depth / 8
            let alphaOffset = (channels - 1) * sampleBytes
            var x = alphaOffset
            while x < stride {
                if row[x] != 255 || (sampleBytes == 2 && row[x + 1] != 255) { return true }
                x += bytesPerPixel
            }
            swap(&previous, &row)
        }
        return false
    }
}
