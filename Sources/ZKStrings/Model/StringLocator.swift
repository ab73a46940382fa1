import ZKCore

/// Maps a place inside a decoded JSON string back to the file: a placeholder at scalar 12 of a
/// value sits after the opening quote plus the escapes written before it.
public enum StringLocator {
    /// The byte offset in `file` of scalar `scalarOffset` of the string whose opening quote is at `quoteOffset`.
    public static func byteOffset(in file: SourceFile, quoteOffset: Int, scalarOffset: Int) -> Int {
        let bytes = file.bytes
        var index = quoteOffset + 1
        var scalar = 0
        while index < bytes.count, scalar < scalarOffset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "u") {
                    // A surrogate pair (`\uD83D\uDE00`) is one scalar.
                    let isHigh =
                        index + 5 < bytes.count && (bytes[index + 2] | 0x20) == UInt8(ascii: "d")
                        && [UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b")].contains(
                            bytes[index + 3] | 0x20)
                    index += isHigh && index + 7 < bytes.count && bytes[index + 6] == UInt8(ascii: "\\") ? 12 : 6
                } else {
                    index += 2
                }
            } else {
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            }
            scalar += 1
        }
        return min(index, bytes.count)
    }

    /// The location of scalars `scalarOffset ..< scalarOffset + length` of `string` in `file`.
    public static func location(
        in file: SourceFile, string: CatalogString, scalarOffset: Int, length: Int = 0
    ) -> SourceLocation {
        let start = byteOffset(in: file, quoteOffset: string.position.offset, scalarOffset: scalarOffset)
        guard length > 0 else { return file.location(ofOffset: start) }
        let end = byteOffset(in: file, quoteOffset: string.position.offset, scalarOffset: scalarOffset + length)
        return SourceLocation(path: file.path, start: file.position(ofOffset: start), end: file.position(ofOffset: end))
    }
}
