import ZKCore

/// Recognises an image by its first bytes and reads its header with the matching probe. Reads a
/// few pages at most; whatever the file claims, no read goes past its end and every walk is capped.
public enum ImageProbe {
    /// Cap on chunks, segments or boxes walked.
    static let maxParts = 4096

    public static func probe(_ source: some BoundedBytes) -> Result<ImageHeader, ImageProbeFailure> {
        guard source.size > 0 else { return .failure(.empty) }
        let magic = source.read(at: 0, count: 32)
        guard let format = sniff(magic) else {
            if let partial = partialMatch(magic) {
                return .failure(
                    .truncated(
                        "the file has \(magic.count) byte\(magic.count == 1 ? "" : "s"), too few for a \(partial.rawValue) header"
                    ))
            }
            return .failure(.unknownFormat(describe(magic)))
        }
        switch format {
        case .png: return bounded(PNGProbe.probe(source))
        case .jpeg: return bounded(JPEGProbe.probe(source))
        case .heic: return bounded(HEIFProbe.probe(source))
        case .pdf: return PDFProbe.probe(source)
        case .svg: return SVGProbe.probe(source)
        case .gif:
            guard let width = magic.u16le(6), let height = magic.u16le(8) else {
                return .failure(.truncated("the file ends inside the GIF header"))
            }
            return bounded(
                .success(
                    ImageHeader(format: .gif, width: Double(width), height: Double(height), hasAlpha: nil, bitDepth: 8))
            )
        case .tiff, .webp:
            return .success(ImageHeader(format: format))
        }
    }

    /// The most pixels a side of a raster image may claim, and the most pixels in all: a header
    /// claiming more (a PNG of 2³¹×2³¹) is malformed, not an image any device can decode.
    public static let maxSide = 65_535
    public static let maxPixels = 1 << 28

    /// `result`, or a malformed-header failure when its raster header claims absurd dimensions.
    static func bounded(_ result: Result<ImageHeader, ImageProbeFailure>) -> Result<ImageHeader, ImageProbeFailure> {
        guard case .success(let header) = result, let width = header.width, let height = header.height else {
            return result
        }
        guard width > Double(maxSide) || height > Double(maxSide) || width * height > Double(maxPixels) else {
            return result
        }
        return .failure(
            .malformed(
                header.format,
                "the header claims \(Int(width))×\(Int(height)) pixels, above the limit of \(maxSide) per side and \(maxPixels) in all"
            ))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format a file starting with `magic` has, if zk-content knows it.
    public static func sniff(_ magic: [UInt8]) -> ImageFormat? {
        if magic.starts(with: pngSignature) { return .png }
        if magic.count >= 3 && magic[0] == 0xFF && magic[1] == 0xD8 && magic[2] == 0xFF { return .jpeg }
        if magic.count >= 12, magic.ascii(4, 4) == "ftyp", let brand = magic.ascii(8, 4),
            HEIFProbe.brands.contains(brand)
        {
            return .heic
        }
        if magic.starts(with: Array("%PDF-".utf8)) { return .pdf }
        if magic.starts(with: Array("GIF87a".utf8)) || magic.starts(with: Array("GIF89a".utf8)) { return .gif }
        if magic.starts(with: [0x49, 0x49, 0x2A, 0x00]) || magic.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return .tiff
        }
        if magic.count >= 12 && magic.ascii(0, 4) == "RIFF" && magic.ascii(8, 4) == "WEBP" { return .webp }
        if SVGProbe.looksLikeMarkup(magic) { return .svg }
        return nil
    }

    /// For a file too short to sniff: the format whose signature it starts like.
    static func partialMatch(_ magic: [UInt8]) -> ImageFormat? {
        if magic.count < 8 && !magic.isEmpty && pngSignature.starts(with: magic) { return .png }
        if magic.count < 3 && !magic.isEmpty && [0xFF, 0xD8, 0xFF].starts(with: magic) { return .jpeg }
        if magic.count < 5 && !magic.isEmpty && Array("%PDF-".utf8).starts(with: magic) { return .pdf }
        return nil
    }

    /// What unknown leading bytes look like, for the message.
    static func describe(_ magic: [UInt8]) -> String {
        if magic.count >= 12, magic.ascii(4, 4) == "ftyp" {
            return "the file is an ISO media file of brand '\(magic.shown(8, 4))', not an image format zk-content reads"
        }
        let printable = magic.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        return printable
            ? "the file looks like text ('\(magic.shown(0, 8))…'), not an image"
            : "unrecognised leading bytes '\(magic.shown(0, 8))'; expected PNG, JPEG, HEIF, PDF or SVG"
    }
}

extension Array where Element == UInt8 {
    func u16le(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= count else { return nil }
        return UInt16(self[at + 1]) << 8 | UInt16(self[at])
    }
}
