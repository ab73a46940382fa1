import Testing
import ZKCore

/// xxHash64 against the reference implementation's published values.
@Suite struct XXHash64Tests {
    /// The test buffer of xxhsum's sanity check (`BMK_fillTestBuffer`): the top byte of a
    /// generator that starts at PRIME32 and is multiplied by PRIME64 each step.
    static func sanityBuffer(_ count: Int) -> [UInt8] {
        var generator: UInt64 = 2_654_435_761
        var buffer = [UInt8](repeating: 0, count: count)
        for index in 0..<count {
            buffer[index] = UInt8(truncatingIfNeeded: generator >> 56)
            generator = generator &* 11_400_714_785_074_694_797
        }
        return buffer
    }

    @Test func emptyInput() {
        #expect(XXHash64.hash([UInt8]()) == 0xEF46_DB37_51D8_E999)
        #expect(XXHash64.hash([UInt8](), seed: 2_654_435_761) == 0xAC75_FDA2_929B_17EF)
    }

    @Test func sanityVectors() {
        let buffer = Self.sanityBuffer(222)
        #expect(XXHash64.hash(Array(buffer[0..<1])) == 0xE934_A84A_DB05_2768)
        #expect(XXHash64.hash(Array(buffer[0..<1]), seed: 2_654_435_761) == 0x5014_6076_43A9_B4C3)
        #expect(XXHash64.hash(Array(buffer[0..<14])) == 0x8282_DCC4_994E_35C8)
        #expect(XXHash64.hash(Array(buffer[0..<14]), seed: 2_654_435_761) == 0xC3BD_6BF6_3DEB_6DF0)
        #expect(XXHash64.hash(buffer) == 0xB641_AE8C_B691_C174)
        #expect(XXHash64.hash(buffer, seed: 2_654_435_761) == 0x20CB_8AB7_AE10_C14A)
    }

    @Test func knownStrings() {
        #expect(XXHash64.hash("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(XXHash64.hash("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(XXHash64.hex(0xff) == "00000000000000ff")
    }
}
