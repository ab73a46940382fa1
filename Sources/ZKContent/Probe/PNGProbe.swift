import ZKCore

/// PNG: the signature, then `IHDR` (after Apple's `CgBI` chunk in a crushed file); the chunks
/// before the first `IDAT` are walked for `tRNS`, which makes even an RGB image transparent.
enum PNGProbe {
    static func probe(_ source: some BoundedBytes) -> Result<ImageHeader, ImageProbeFailure> {
        var offset = 8
        var first = source.read(at: offset, count: 8)
        var crushed = false
        if first.ascii(4, 4) == "CgBI", let length = first.u32be(0) {
            crushed = true
            offset += 12 + Int(length)
            first = source.read(at: offset, count: 8)
        }
        guard first.count == 8 else { return .failure(.truncated("the file ends before the PNG IHDR chunk")) }
        guard first.ascii(4, 4) == "IHDR" else {
            return .failure(.malformed(.png, "the first chunk is '\(first.shown(4, 4))', expected 'IHDR'"))
        }
        let data = source.read(at: offset + 8, count: 13)
        guard first.u32be(0) == 13 else {
            return .failure(.malformed(.png, "IHDR has \(first.u32be(0) ?? 0) bytes, expected 13"))
        }
        guard data.count == 13, let width = data.u32be(0), let height = data.u32be(4), let depth = data.u8(8),
            let colour = data.u8(9), let interlace = data.u8(12)
        else {
            return .failure(.truncated("the file ends inside the PNG IHDR chunk"))
        }
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            return .failure(.malformed(.png, "IHDR gives \(width)×\(height) pixels"))
        }
        let allowedDepths: [UInt8: [UInt8]] = [
            0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
        ]
        guard let depths = allowedDepths[colour] else {
            return .failure(.malformed(.png, "IHDR colour type \(colour) does not exist"))
        }
        guard depths.contains(depth) else {
            return .failure(.malformed(.png, "IHDR bit depth \(depth) is not allowed for colour type \(colour)"))
        }
        guard interlace <= 1 else {
            return .failure(.malformed(.png, "IHDR interlace method \(interlace) does not exist"))
        }
        var header = ImageHeader(
            format: .png, width: Double(width), height: Double(height), hasAlpha: colour == 4 || colour == 6,
            bitDepth: Int(depth))
        header.interlaced = interlace == 1
        header.appleCrushed = crushed
        if header.hasAlpha == false { header.hasAlpha = hasTransparencyChunk(source, after: offset + 8 + 13 + 4) }
        return .success(header)
    }

    /// Whether a `tRNS` chunk comes before the image data (nil when the file ends first).
    static func hasTransparencyChunk(_ source: some BoundedBytes, after start: Int) -> Bool? {
        var offset = start
        for _ in 0..<ImageProbe.maxParts {
            let chunk = source.read(at: offset, count: 8)
            guard chunk.count == 8, let length = chunk.u32be(0), let type = chunk.ascii(4, 4) else { return nil }
            if type == "tRNS" { return true }
            if type == "IDAT" || type == "IEND" { return false }
            let next = offset + 12 + Int(length)
            guard next > offset, next < source.size else { return nil }
            offset = next
        }
        return nil
    }
}
