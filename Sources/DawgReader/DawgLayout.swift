/// The constants and section sizes of the `.dawg` format (versions 3 and 4) that the writer and the
/// reader share. The byte layout is drawn at the top of `Sources/ZKDawg/Format/DawgWriter.swift`,
/// where it is written.
public enum DawgLayout {
    /// The first eight bytes of every file: "ZKDAWG\0\n".
    public static let magic: [UInt8] = [0x5A, 0x4B, 0x44, 0x41, 0x57, 0x47, 0x00, 0x0A]
    /// The newest format version this reader reads (bumped on any change of the layout).
    /// Version 4 adds the tiles' spellings (flags bit 1) and the values (bit 2); a file that uses none of version 4's
    /// additions is written as version 3, which every reader since version 3 reads.
    public static let version: UInt32 = 4
    /// The oldest format version this reader reads.
    public static let oldestVersion: UInt32 = 3
    /// Header flags (byte 47): bit 0 the alphabet folds case; bit 1 (version 4) the header spells
    /// each tile after the variant name; bit 2 (version 4) the file stores a value per word.
    package static let caseFoldFlag: UInt8 = 0x01, spellingsFlag: UInt8 = 0x02, valuesFlag: UInt8 = 0x04
    /// The values' descriptor after the spellings (flags bit 2): offset u64, base i64, width u8.
    package static let valuesDescriptorSize = 17
    /// The bytes before the automaton directory.
    package static let fixedHeaderSize = 48
    /// The bytes of one automaton's directory entry.
    package static let directoryEntrySize = 64
    /// Widest bit-packed field: a 64-bit load shifted by up to 7 bits must still hold it.
    package static let maximumFieldBits = 57
    /// Label byte: bits 0-5 the label, then the flags.
    @usableFromInline package static let labelMask: UInt8 = 0x3F, lastFlag: UInt8 = 0x40, finalFlag: UInt8 = 0x80
    /// Edges per group, and the bytes of a group before its targets: the explicit-target mask,
    /// the end-state mask (8 bytes each) and 64 label bytes.
    package static let groupEdges = 64, groupHeaderSize = 80

    /// The number of groups of `edges` edges.
    package static func groupCount(edges: Int) -> Int { (edges + groupEdges - 1) / groupEdges }
    /// The bytes of a group whose edges have `explicit` targets of `targetBits` bits.
    package static func groupSize(explicit: Int, targetBits: Int) -> Int {
        groupHeaderSize + (explicit * targetBits + 7) / 8
    }
    /// The bytes of an edges section whose groups take `groupBytes`: then at least 8 spare zero bytes.
    package static func edgesSize(groupBytes: Int) -> Int { align8(groupBytes + 8) }
    /// The bytes of `fields` bit-packed fields of `width` bits, with the spare bytes.
    package static func packedSize(fields: Int, width: Int) -> Int { align8((fields * width + 7) / 8 + 7) }
    /// The bytes of a counted-states table: the bit words and the rank samples.
    package static func countedSize(edges: Int) -> Int { 8 * ((edges + 63) / 64) + align8(4 * ((edges + 511) / 512)) }

    package static func align8(_ value: Int) -> Int { (value + 7) & ~7 }
}
