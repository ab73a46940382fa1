import ZKCore

/// JPEG: the marker segments after SOI are walked (fill bytes and standalone markers skipped)
/// to the first start-of-frame marker, which gives the height, width, precision and components.
enum JPEGProbe {
    static func probe(_ source: some BoundedBytes) -> Result<ImageHeader, ImageProbeFailure> {
        var offset = 2
        for _ in 0..<ImageProbe.maxParts {
            let marker = source.read(at: offset, count: 4)
            guard marker.count >= 2 else {
                return .failure(.truncated("the file ends before a JPEG start-of-frame marker"))
            }
            guard marker[0] == 0xFF else {
                return .failure(.malformed(.jpeg, "expected a marker at byte \(offset), found 0x\(marker.shown(0, 1))"))
            }
            let code = marker[1]
            if code == 0xFF {
                offset += 1
                continue
            }
            if code == 0x01 || (0xD0...0xD7).contains(code) {
                offset += 2
                continue
            }
            if code == 0xD9 || code == 0xDA {
                return .failure(.malformed(.jpeg, "the image data starts before any start-of-frame marker"))
            }
            guard let length = marker.u16be(2) else {
                return .failure(.truncated("the file ends inside a JPEG marker"))
            }
            guard length >= 2 else {
                return .failure(
                    .malformed(
                        .jpeg,
                        "segment 0xFF\(String(code, radix: 16, uppercase: true)) at byte \(offset) has length \(length)"
                    ))
            }
            if (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC {
                let frame = source.read(at: offset + 4, count: 6)
                guard frame.count == 6, let precision = frame.u8(0), let height = frame.u16be(1),
                    let width = frame.u16be(3), let components = frame.u8(5)
                else {
                    return .failure(.truncated("the file ends inside the JPEG start-of-frame segment"))
                }
                guard width > 0 else { return .failure(.malformed(.jpeg, "the frame is 0 pixels wide")) }
                var header = ImageHeader(
                    format: .jpeg, width: Double(width), height: Double(height), hasAlpha: false,
                    bitDepth: Int(precision))
                header.interlaced = code == 0xC2 || code == 0xC6 || code == 0xCA || code == 0xCE
                _ = components
                return .success(header)
            }
            offset += 2 + Int(length)
        }
        return .failure(.malformed(.jpeg, "no start-of-frame marker within \(ImageProbe.maxParts) segments"))
    }
}
