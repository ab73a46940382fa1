import ZKCore

/// Files the asset checks' examples share. Examples are text, so their images are SVG and PDF
/// (text formats) or HEIF headers whose bytes are all ASCII; PNG needs bytes above 0x7F and is
/// tested with the fixture images of `Tests/Fixtures/assets/images/`.
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
            File("\(catalog)/\(name).imageset/Contents.json", #"{ "images": [ { "filename": "\#(name).svg", "idiom": "universal" } ], "info": { "author": "xcode", "version": 1 }, "properties": { "preserves-vector-representation": true } }"#),
            File("\(catalog)/\(name).imageset/\(name).svg", svg(width: size, height: size)),
        ]
    }

    static let fuchsSet = vectorSet("avatar_fuchs")

    static func avatars(_ assetName: String, id: String = "avatar.fuchs") -> File {
        File("Content/avatars.json", #"{ "avatars": [ { "id": "\#(id)", "assetName": \#(assetName) } ] }"#)
    }

    /// The smallest HEIF that names its size: `ftyp`, and `meta` with `pitm`, `iprp` → `ipco` →
    /// `ispe` and `ipma`. Written with `\u{..}` escapes, so every byte must stay below 0x80:
    /// sizes whose four bytes are all below 0x80 (60, 120, 256, 512, 1024, not 128 or 180).
    static func heif(width: UInt32, height: UInt32) -> String {
        func u32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { u32(UInt32(8 + payload.count)) + Array(type.utf8) + payload }
        let ftyp = box("ftyp", Array("heic".utf8) + u32(0) + Array("mif1heic".utf8))
        let pitm = box("pitm", [0, 0, 0, 0, 0, 1])
        let ispe = box("ispe", [0, 0, 0, 0] + u32(width) + u32(height))
        let ipma = box("ipma", [0, 0, 0, 0] + u32(1) + [0, 1, 1, 0x01])
        let iprp = box("iprp", box("ipco", ispe) + ipma)
        let meta = box("meta", [0, 0, 0, 0] + pitm + iprp)
        return String(decoding: ftyp + meta, as: UTF8.self)
    }
}
