import ZKCore

/// Files the asset checks' examples share: SVG and PDF (text formats), HEIF headers, and PNGs
/// written byte by byte (`ExamplePNG`).
enum AssetExamples {
    typealias File = DiagnosticExample.ExampleFile

    static let catalog = "Content/Illustrations.xcassets"

    static func svg(width: Int, height: Int) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)"/>"#
    }

    static func pdf(width: Int, height: Int) -> String {
        "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 \(width) \(height)] >> endobj\n%%EOF\n"
    }

    /// A vector image set `name` holding one SVG.
    static func vectorSet(_ name: String, in catalog: String = catalog, size: Int = 64) -> [File] {
        [
            File(
                "\(catalog)/\(name).imageset/Contents.json",
                #"{ "images": [ { "filename": "\#(name).svg", "idiom": "universal" } ], "info": { "author": "xcode", "version": 1 }, "properties": { "preserves-vector-representation": true } }"#
            ),
            File("\(catalog)/\(name).imageset/\(name).svg", svg(width: size, height: size)),
        ]
    }

    static let fuchsSet = vectorSet("avatar_fuchs")

    /// The image set `avatar_fuchs` in the group `group`, one SVG and a bare `Contents.json`
    /// (`mark` in front of it).
    static func fuchsImageSet(inGroup group: String, mark: String = "") -> [File] {
        [
            File(
                "\(catalog)/\(group)/avatar_fuchs.imageset/Contents.json",
                mark + #"{ "images": [ { "filename": "avatar_fuchs.svg", "idiom": "universal" } ] }"#),
            File("\(catalog)/\(group)/avatar_fuchs.imageset/avatar_fuchs.svg", svg(width: 64, height: 64)),
        ]
    }

    static func avatars(_ assetName: String, id: String = "avatar.fuchs") -> File {
        File("Content/avatars.json", #"{ "avatars": [ { "id": "\#(id)", "assetName": \#(assetName) } ] }"#)
    }

    /// The smallest HEIF that names its size: `ftyp`, and `meta` with `pitm`, `iprp` → `ipco` →
    /// `ispe` and `ipma`. Written with `\u{..}` escapes, so every byte must stay below 0x80:
    /// sizes whose four bytes are all below 0x80 (60, 120, 256, 512, 1024, not 128 or 180).
    static func heif(width: UInt32, height: UInt32) -> String {
        func u32(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            u32(UInt32(8 + payload.count)) + Array(type.utf8) + payload
        }
        let ftyp = box("ftyp", Array("heic".utf8) + u32(0) + Array("mif1heic".utf8))
        let pitm = box("pitm", [0, 0, 0, 0, 0, 1])
        let ispe = box("ispe", [0, 0, 0, 0] + u32(width) + u32(height))
        let ipma = box("ipma", [0, 0, 0, 0] + u32(1) + [0, 1, 1, 0x01])
        let iprp = box("iprp", box("ipco", ispe) + ipma)
        let meta = box("meta", [0, 0, 0, 0] + pitm + iprp)
        return String(decoding: ftyp + meta, as: UTF8.self)
    }
}

/// The smallest PNGs the icon examples need, written byte by byte: the image data in zlib stored
/// blocks (no compressor needed), every chunk with its CRC-32 and the stream with its Adler-32,
/// so a real decoder reads them as it reads any PNG.
enum ExamplePNG {
    /// A `width`×`height` PNG of colour type `colour` and bit depth `depth` whose every row is
    /// `row` (the unfiltered samples), with an optional palette (`PLTE`) and `tRNS` chunk.
    static func image(
        width: UInt32, height: UInt32, colour: UInt8, depth: UInt8, row: [UInt8], palette: [UInt8]? = nil,
        transparency: [UInt8]? = nil
    ) -> [UInt8] {
        // Made when an example is first shown or run (`ExampleFile(lazyBytes:)`), not at start:
        // the rows are laid out once (a filter byte, then the row), and the IDAT chunk is
        // written straight into the file's bytes.
        let stride = row.count + 1
        var raw = [UInt8](repeating: 0, count: stride * Int(height))
        raw.withUnsafeMutableBufferPointer { buffer in
            for line in 0..<Int(height) {
                for (index, sample) in row.enumerated() { buffer[line * stride + 1 + index] = sample }
            }
        }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", u32(width) + u32(height) + [depth, colour, 0, 0, 0])
        if let palette { bytes += chunk("PLTE", palette) }
        if let transparency { bytes += chunk("tRNS", transparency) }
        let blocks = max(1, (raw.count + 65534) / 65535)
        let streamLength = 2 + blocks * 5 + raw.count + 4
        bytes.reserveCapacity(bytes.count + streamLength + 24)
        bytes += u32(UInt32(streamLength))
        let typed = bytes.count
        bytes += Array("IDAT".utf8)
        appendZlibStored(raw, to: &bytes)
        let crc = bytes.withUnsafeBufferPointer { crc32(UnsafeBufferPointer(rebasing: $0[typed...])) }
        bytes += u32(crc)
        bytes += chunk("IEND", [])
        return bytes
    }

    /// A 1024×1024 icon of one palette colour made fully transparent by `tRNS`.
    static let transparentIcon = image(
        width: 1024, height: 1024, colour: 3, depth: 1, row: Array(repeating: 0, count: 128), palette: [255, 255, 255],
        transparency: [0])

    /// A 1024×1024 grey icon with an alpha channel whose every pixel is opaque.
    static let opaqueAlphaIcon = image(
        width: 1024, height: 1024, colour: 4, depth: 8, row: Array(repeating: [128, 255], count: 1024).flatMap { $0 })

    /// A 1024×1024 white icon without alpha (one bit of grey per pixel).
    static let opaqueIcon = image(
        width: 1024, height: 1024, colour: 0, depth: 1, row: Array(repeating: 0xFF, count: 128))

    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        var typed = Array(type.utf8)
        typed.reserveCapacity(typed.count + payload.count)
        typed += payload
        var out = u32(UInt32(payload.count))
        out.reserveCapacity(typed.count + 8)
        out += typed
        out += u32(crc32(typed))
        return out
    }

    /// A zlib stream (RFC 1950) of stored DEFLATE blocks (RFC 1951 §3.2.4), 65535 bytes at most each.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + (data.count / 65535 + 1) * 5 + 6)
        appendZlibStored(data, to: &out)
        return out
    }

    /// `zlibStored(data)` appended to `out`.
    static func appendZlibStored(_ data: [UInt8], to out: inout [UInt8]) {
        out += [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65535, data.count - start)
            let final: UInt8 = start + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[start..<(start + count)]
            start += count
        } while start < data.count
        out += u32(adler32(data))
    }

    static func u32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 (ISO-HDLC, the polynomial 0xEDB88320 reflected) that PNG chunks carry.
    static func crc32(_ bytes: [UInt8]) -> UInt32 { bytes.withUnsafeBufferPointer { crc32($0) } }

    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        crcTable.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return ~crc
    }

    static let crcTable: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    /// Adler-32, reduced modulo 65521 once per 5552 bytes (zlib's NMAX: the sums cannot overflow
    /// 32 bits before), not once per byte: the registry builds these examples at start-up.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var start = 0
        bytes.withUnsafeBufferPointer { bytes in
            while start < bytes.count {
                let end = min(start + 5552, bytes.count)
                for index in start..<end {
                    a &+= UInt32(bytes[index])
                    b &+= a
                }
                a %= 65521
                b %= 65521
                start = end
            }
        }
        return b << 16 | a
    }
}
