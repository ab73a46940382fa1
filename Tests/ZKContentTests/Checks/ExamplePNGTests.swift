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
}
