/// Git's merge-conflict markers (`<<<<<<< HEAD`, `|||||||`, `=======`, `>>>>>>> branch`): seven
/// equal characters at the start of a line, then a space, a line break or the end. A reader
/// that stops at one names the cause (an unresolved merge), not the character it found
/// (issue 52: "found '<'").
public enum MergeConflict {
    /// The marker characters, in the order git writes them.
    static let markers: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: ">")]

    /// The first conflict marker of `bytes` that starts at or before `limit`: its byte offset
    /// and the marker (`<<<<<<<`). Nil when none does.
    public static func firstMarker(
        in bytes: some Collection<UInt8>, atOrBefore limit: Int
    ) -> (
        offset: Int, marker: String
    )? {
        let bytes = Array(bytes)
        var lineStart = 0
        while lineStart < bytes.count, lineStart <= limit {
            if let marker = marker(in: bytes, at: lineStart) { return (lineStart, marker) }
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { break }
            lineStart = newline + 1
        }
        return nil
    }

    /// The marker that starts the line at `offset`, if any.
    static func marker(in bytes: [UInt8], at offset: Int) -> String? {
        guard offset + 7 <= bytes.count, markers.contains(bytes[offset]) else { return nil }
        let first = bytes[offset]
        guard bytes[offset..<(offset + 7)].allSatisfy({ $0 == first }) else { return nil }
        if offset + 7 < bytes.count, ![UInt8(ascii: " "), 0x0A, 0x0D].contains(bytes[offset + 7]) { return nil }
        return String(repeating: Character(Unicode.Scalar(first)), count: 7)
    }

    /// The message for a file that stops at `marker`.
    public static func message(_ marker: String) -> String {
        "unresolved merge conflict: the line starts with git's conflict marker '\(marker)'; keep the right side and delete the lines '<<<<<<<', '=======' and '>>>>>>>'"
    }
}
