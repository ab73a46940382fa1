import Testing
import ZKCore

@testable import ZKContent

/// The PNGs the app-icon examples are made of decode as what they claim, through the same probe
/// and pixel decoder the checks use, and carry no stray `↓` bytes.
@Suite struct ExamplePNGTests {
    @Test(arguments: [
        ("transparent", ExamplePNG.transparentIcon, true, true),
        ("opaque alpha", ExamplePNG.opaqueAlphaIcon, true, false),
        ("opaque", ExamplePNG.opaqueIcon, false, false),
    ])
    func decodesAsDeclared(name: String, bytes: [UInt8], alpha: Bool, transparent: Bool) throws {
        let header = try ImageProbe.probe(MemoryBytes(bytes)).get()
        #expect(header.format == .png && header.width == 1024 && header.height == 1024, "\(name)")
        #expect(header.hasAlpha == alpha, "\(name)")
        if alpha { #expect(PNGTransparency.hasTransparentPixels(MemoryBytes(bytes)) == transparent, "\(name)") }
        #expect(
            DiagnosticExample([DiagnosticExample.ExampleFile("icon.png", bytes: bytes)]).markedLocations.isEmpty,
            "\(name) holds the bytes of ↓")
    }

    @Test func chunksCarryTheirCRC() {
        // The IEND chunk of every PNG: length 0, "IEND", CRC 0xAE426082.
        #expect(ExamplePNG.chunk("IEND", []) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        #expect(ExamplePNG.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    /// `image` writes its IDAT chunk in place: the same bytes as the chunk of the zlib stream of
    /// its rows, with one stored block and with several.
    static let layouts: [(UInt32, [UInt8])] = [(3, [1, 2, 3]), (2, [UInt8](repeating: 7, count: 40000))]

    @Test(arguments: layouts)
    func imageIsItsChunks(height: UInt32, row: [UInt8]) {
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + row }
        let expected: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + ExamplePNG.chunk("IHDR", ExamplePNG.u32(UInt32(row.count)) + ExamplePNG.u32(height) + [8, 0, 0, 0, 0])
            + ExamplePNG.chunk("IDAT", ExamplePNG.zlibStored(raw)) + ExamplePNG.chunk("IEND", [])
        #expect(ExamplePNG.image(width: UInt32(row.count), height: height, colour: 0, depth: 8, row: row) == expected)
    }
}
