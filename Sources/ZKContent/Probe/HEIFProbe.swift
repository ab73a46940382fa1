import ZKCore

/// HEIF/HEIC: `ftyp`, then `meta` → `pitm` (the primary item), `iprp` → `ipco` (the properties)
/// and `ipma` (which item has which); the size is the primary item's `ispe`, or the largest
/// `ispe` when the associations are missing. An `auxC` property of the alpha type means transparency.
enum HEIFProbe {
    static let brands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"]

    struct Box {
        var type: String
        var start: Int
        /// First byte of the payload (after the size, type, and for a full box the version and flags).
        var payload: Int
        var end: Int
    }

    /// The boxes between `start` and `end`, bounded by the file's size and the walk cap.
    static func boxes(
        _ source: some BoundedBytes, from start: Int, to end: Int, fullBoxes: Set<String> = ["meta"]
    ) -> Result<[Box], ImageProbeFailure> {
        var found: [Box] = []
        var offset = start
        while offset + 8 <= end && found.count < ImageProbe.maxParts {
            let head = source.read(at: offset, count: 16)
            guard head.count >= 8, let size32 = head.u32be(0), let type = head.ascii(4, 4) else { break }
            var headerSize = 8
            var size = Int(size32)
            if size32 == 1 {
                guard let large = head.u64be(8), large <= UInt64(Int.max) else {
                    return .failure(.truncated("the file ends inside a HEIF box header"))
                }
                size = Int(large)
                headerSize = 16
            } else if size32 == 0 {
                size = end - offset
            }
            guard size >= headerSize else {
                return .failure(.malformed(.heic, "box '\(head.shown(4, 4))' at byte \(offset) has size \(size)"))
            }
            let boxEnd = offset + size
            guard boxEnd <= end else {
                return .failure(
                    .truncated(
                        "box '\(head.shown(4, 4))' at byte \(offset) claims \(size) bytes, past the end of its parent at byte \(end)"
                    ))
            }
            let payload = offset + headerSize + (fullBoxes.contains(type) ? 4 : 0)
            found.append(Box(type: type, start: offset, payload: payload, end: boxEnd))
            offset = boxEnd
        }
        return .success(found)
    }

    static func probe(_ source: some BoundedBytes) -> Result<ImageHeader, ImageProbeFailure> {
        let top: [Box]
        switch boxes(source, from: 0, to: source.size) {
        case .success(let list): top = list
        case .failure(let failure): return .failure(failure)
        }
        guard let meta = top.first(where: { $0.type == "meta" }) else {
            return .failure(.malformed(.heic, "no 'meta' box"))
        }
        let inMeta: [Box]
        switch boxes(source, from: meta.payload, to: meta.end) {
        case .success(let list): inMeta = list
        case .failure(let failure): return .failure(failure)
        }
        var primary: UInt32?
        if let pitm = inMeta.first(where: { $0.type == "pitm" }) {
            let bytes = source.read(at: pitm.start + 8, count: 8)
            if let version = bytes.u8(0) { primary = version == 0 ? bytes.u16be(4).map(UInt32.init) : bytes.u32be(4) }
        }
        guard let iprp = inMeta.first(where: { $0.type == "iprp" }) else {
            return .failure(.malformed(.heic, "no 'iprp' box in 'meta'"))
        }
        let inIprp: [Box]
        switch boxes(source, from: iprp.start + 8, to: iprp.end) {
        case .success(let list): inIprp = list
        case .failure(let failure): return .failure(failure)
        }
        guard let ipco = inIprp.first(where: { $0.type == "ipco" }) else {
            return .failure(.malformed(.heic, "no 'ipco' box in 'iprp'"))
        }
        let properties: [Box]
        switch boxes(source, from: ipco.start + 8, to: ipco.end) {
        case .success(let list): properties = list
        case .failure(let failure): return .failure(failure)
        }
        var sizes: [Int: (UInt32, UInt32)] = [:]
        for (index, property) in properties.enumerated() where property.type == "ispe" {
            let bytes = source.read(at: property.start + 12, count: 8)
            if let width = bytes.u32be(0), let height = bytes.u32be(4) { sizes[index + 1] = (width, height) }
        }
        guard !sizes.isEmpty else { return .failure(.malformed(.heic, "no 'ispe' (image size) property")) }
        // An auxiliary image of type alpha (`auxC` naming the alpha URN) makes the image transparent.
        let hasAlpha = properties.contains { property in
            guard property.type == "auxC" else { return false }
            let urn =
                source.read(at: property.start + 12, count: min(property.end - property.start - 12, 256)).ascii(
                    0, min(property.end - property.start - 12, 256)) ?? ""
            return urn.contains("auxid:1") || urn.hasSuffix(":alpha\u{0}") || urn.contains("auxiliary:alpha")
        }
        var chosen: (UInt32, UInt32)?
        if let primary, let ipma = inIprp.first(where: { $0.type == "ipma" }) {
            chosen = associatedSize(source, ipma: ipma, item: primary, sizes: sizes)
        }
        let size = chosen ?? sizes.values.max { UInt64($0.0) * UInt64($0.1) < UInt64($1.0) * UInt64($1.1) } ?? (0, 0)
        return .success(
            ImageHeader(format: .heic, width: Double(size.0), height: Double(size.1), hasAlpha: hasAlpha, bitDepth: nil)
        )
    }

    /// The `ispe` that `ipma` associates with `item`.
    static func associatedSize(
        _ source: some BoundedBytes, ipma: Box, item: UInt32, sizes: [Int: (UInt32, UInt32)]
    ) -> (UInt32, UInt32)? {
        let bytes = source.read(at: ipma.start + 8, count: min(ipma.end - ipma.start - 8, 1 << 16))
        guard let version = bytes.u8(0), let flags = bytes.u32be(0).map({ $0 & 0xFF_FFFF }), let count = bytes.u32be(4)
        else { return nil }
        var offset = 8
        for _ in 0..<min(Int(count), ImageProbe.maxParts) {
            let id: UInt32?
            if version < 1 {
                id = bytes.u16be(offset).map(UInt32.init)
                offset += 2
            } else {
                id = bytes.u32be(offset)
                offset += 4
            }
            guard let id, let associations = bytes.u8(offset) else { return nil }
            offset += 1
            for _ in 0..<Int(associations) {
                let index: Int?
                if flags & 1 == 1 {
                    index = bytes.u16be(offset).map { Int($0 & 0x7FFF) }
                    offset += 2
                } else {
                    index = bytes.u8(offset).map { Int($0 & 0x7F) }
                    offset += 1
                }
                guard let index else { return nil }
                if id == item, let size = sizes[index] { return size }
            }
        }
        return nil
    }
}
