/// Why a dictionary file was refused: each case names what was found and what was expected.
public enum DawgFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    case cannotOpen(reason: String)
    case empty
    case shorterThanHeader(size: Int, minimum: Int)
    case badMagic(found: String)
    case unsupportedVersion(found: UInt32, expected: UInt32)
    case headerSize(found: UInt64, minimum: Int, fileSize: Int)
    case fileSize(header: UInt64, actual: Int)
    case headerChecksum(header: UInt32, computed: UInt32)
    case payloadChecksum(header: UInt32, computed: UInt32)
    case field(name: String, found: String, expected: String)
    case sectionOutOfBounds(name: String, offset: UInt64, size: UInt64, limit: Int)
    case edgeTarget(automaton: String, edge: Int, target: UInt64, stateCount: Int)
    case edgeBackward(automaton: String, edge: Int, from: Int, to: Int)
    case label(automaton: String, edge: Int, label: Int, limit: Int)
    case labelsUnsorted(automaton: String, state: Int, previous: Int, label: Int)
    case firstEdge(automaton: String, state: Int, found: UInt64, expected: String)
    case count(automaton: String, state: Int, stored: UInt64, computed: UInt64)
    case depth(automaton: String, found: Int, maximum: Int)

    public var description: String {
        switch self {
        case .cannotOpen(let reason): "cannot open the dictionary: \(reason)"
        case .empty: "file is empty (0 bytes); expected a dictionary of at least 48 bytes"
        case .shorterThanHeader(let size, let minimum): "file is truncated: \(size) bytes, shorter than the \(minimum)-byte header"
        case .badMagic(let found): "not a zk-dawg dictionary: magic is \(found), expected 5A 4B 44 41 57 47 00 0A (\"ZKDAWG\")"
        case .unsupportedVersion(let found, let expected): "format version \(found) is not supported; this reader reads version \(expected)"
        case .headerSize(let found, let minimum, let fileSize):
            "header size \(found) is impossible: expected a multiple of 8 from \(minimum) to the file size \(fileSize)"
        case .fileSize(let header, let actual):
            actual < header ? "file is truncated: header says \(header) bytes, the file has \(actual)"
                : "file size mismatch: header says \(header) bytes, the file has \(actual)"
        case .headerChecksum(let header, let computed):
            "header checksum mismatch: header says 0x\(Self.hex(header)), header bytes hash to 0x\(Self.hex(computed))"
        case .payloadChecksum(let header, let computed):
            "checksum mismatch: header 0x\(Self.hex(header)), payload 0x\(Self.hex(computed))"
        case .field(let name, let found, let expected): "header field '\(name)' is \(found), expected \(expected)"
        case .sectionOutOfBounds(let name, let offset, let size, let limit):
            "section '\(name)' at offset \(offset) of \(size) bytes does not fit: expected an 8-aligned range inside \(limit) bytes"
        case .edgeTarget(let automaton, let edge, let target, let stateCount):
            "\(automaton) edge \(edge) points to state \(target), past the last state \(stateCount - 1)"
        case .edgeBackward(let automaton, let edge, let from, let to):
            "\(automaton) edge \(edge) of state \(from) points back to state \(to); expected a larger state (acyclic order)"
        case .label(let automaton, let edge, let label, let limit):
            "\(automaton) edge \(edge) has label \(label), outside the alphabet's codes 0..<\(limit)"
        case .labelsUnsorted(let automaton, let state, let previous, let label):
            "\(automaton) state \(state) has label \(label) after \(previous); expected strictly increasing labels"
        case .firstEdge(let automaton, let state, let found, let expected):
            "\(automaton) state \(state) starts at edge \(found), expected \(expected)"
        case .count(let automaton, let state, let stored, let computed):
            "\(automaton) state \(state) says \(stored) strings lie below it, its edges lead to \(computed)"
        case .depth(let automaton, let found, let maximum):
            "\(automaton) has a path of \(found) letters, longer than the maximum \(maximum)"
        }
    }

    static func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 8 - text.count)) + text
    }
}
