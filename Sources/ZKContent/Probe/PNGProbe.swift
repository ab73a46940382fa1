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
        let chunks = walkToImageData(source, after: offset + 8 + 13 + 4)
        if let missing = chunks.missing { return .failure(.truncated(missing)) }
        if header.hasAlpha == false { header.hasAlpha = chunks.transparency }
        return .success(header)
    }

    /// The PNG IEND chunk, which ends every complete file.
    static let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// One walk over the chunks before the image data: whether a `tRNS` chunk comes first (nil when
    /// the walk meets its bound), and why a file whose header reads cut its image short: it ends
    /// before the first `IDAT` or inside it, or no `IEND` is in its last 4 KiB (a few bytes a tool
    /// appends after `IEND` are tolerated).
    static func walkToImageData(
        _ source: some BoundedBytes, after start: Int
    ) -> (
        transparency: Bool?, missing: String?
    ) {
        var offset = start
        var transparency = false
        for _ in 0..<ImageProbe.maxParts {
            let chunk = source.read(at: offset, count: 8)
            guard chunk.count == 8, let length = chunk.u32be(0), let type = chunk.ascii(4, 4) else {
                return (nil, "the file ends before the PNG image data (IDAT)")
            }
            switch type {
            case "IDAT":
                guard offset + 12 + Int(length) <= source.size else {
                    return (transparency, "the file ends inside the PNG image data")
                }
                return (
                    transparency,
                    hasEnd(source) ? nil : "the file ends before the PNG IEND chunk (its image data is cut short)"
                )
            case "IEND": return (transparency, "the PNG has no image data (IEND before any IDAT)")
            case "tRNS": transparency = true
            default: break
            }
            let next = offset + 12 + Int(length)
            guard next > offset else { return (nil, nil) }
            offset = next
        }
        return (nil, nil)
    }

    /// Whether an `IEND` chunk ends the file or lies in its last 4 KiB: the last 12 bytes first.
    static func hasEnd(_ source: some BoundedBytes) -> Bool {
        guard source.size >= end.count else { return false }
        if source.read(at: source.size - end.count, count: end.count) == end { return true }
        let window = min(source.size, 4096)
        let tail = source.read(at: source.size - window, count: window)
        guard tail.count == window else { return false }
        // `index`: where the chunk type `IEND` would start; the chunk is 4 bytes before it to 8 after.
        var index = tail.count - 8
        while index >= 4 {
            if tail[index] == 0x49, tail[index + 1] == 0x45, tail[(index - 4)..<(index + 8)].elementsEqual(end) {
                return true
            }
            index -= 1
        }
        return false
    }
}
