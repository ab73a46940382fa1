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
    case unclosedState(automaton: String, edge: Int)
    case label(automaton: String, edge: Int, label: Int, limit: Int)
    case labelsUnsorted(automaton: String, edge: Int, label: Int, next: Int)
    case endNotFinal(automaton: String, edge: Int)
    case edgeBackward(automaton: String, edge: Int, target: Int)
    case edgeTarget(automaton: String, edge: Int, target: Int, edgeCount: Int)
    case targetNotAState(automaton: String, edge: Int, target: Int)
    case count(automaton: String, state: Int, stored: UInt64?, computed: UInt64)
    case depth(automaton: String, found: Int, maximum: Int)

    /// What was found and what was expected, in one line.
    public var description: String {
        switch self {
        case .cannotOpen(let reason): "cannot open the dictionary: \(reason)"
        case .empty: "file is empty (0 bytes); expected a dictionary of at least 48 bytes"
        case .shorterThanHeader(let size, let minimum):
            "file is truncated: \(size) bytes, shorter than the \(minimum)-byte header"
        case .badMagic(let found):
            "not a zk-dawg dictionary: magic is \(found), expected 5A 4B 44 41 57 47 00 0A (\"ZKDAWG\")"
        case .unsupportedVersion(let found, let expected):
            "format version \(found) is not supported; this reader reads versions \(DawgLayout.oldestVersion) to \(expected) (rebuild the dictionary with zk-dawg build)"
        case .headerSize(let found, let minimum, let fileSize):
            "header size \(found) is impossible: expected a multiple of 8 from \(minimum) to the file size \(fileSize)"
        case .fileSize(let header, let actual):
            actual < header
                ? "file is truncated: header says \(header) bytes, the file has \(actual)"
                : "file size mismatch: header says \(header) bytes, the file has \(actual)"
        case .headerChecksum(let header, let computed):
            "header checksum mismatch: header says 0x\(Self.hex(header)), header bytes hash to 0x\(Self.hex(computed))"
        case .payloadChecksum(let header, let computed):
            "checksum mismatch: header 0x\(Self.hex(header)), payload 0x\(Self.hex(computed))"
        case .field(let name, let found, let expected): "header field '\(name)' is \(found), expected \(expected)"
        case .sectionOutOfBounds(let name, let offset, let size, let limit):
            "section '\(name)' at offset \(offset) of \(size) bytes does not fit: expected an 8-aligned range inside \(limit) bytes"
        case .unclosedState(let automaton, let edge):
            "\(automaton) edge \(edge), the last edge, is not flagged as the last of its state"
        case .label(let automaton, let edge, let label, let limit):
            "\(automaton) edge \(edge) has label \(label), outside the alphabet's codes 0..<\(limit)"
        case .labelsUnsorted(let automaton, let edge, let label, let next):
            "\(automaton) edge \(edge) has label \(label) and the next edge of its state \(next); expected strictly increasing labels"
        case .endNotFinal(let automaton, let edge):
            "\(automaton) edge \(edge) leads to the end state but is not final; expected every path to end a string"
        case .edgeBackward(let automaton, let edge, let target):
            "\(automaton) edge \(edge) points back to edge \(target); expected a later state (acyclic order)"
        case .edgeTarget(let automaton, let edge, let target, let edgeCount):
            "\(automaton) edge \(edge) points to edge \(target), past the last edge \(edgeCount - 1)"
        case .targetNotAState(let automaton, let edge, let target):
            "\(automaton) edge \(edge) points to edge \(target), which does not start a state (edge \(target - 1) is not the last of its state)"
        case .count(let automaton, let state, let stored, let computed):
            stored.map {
                "\(automaton) state at edge \(state) says \($0) strings lie below it, its edges lead to \(computed)"
            }
                ?? "\(automaton) state at edge \(state) has more than \(computed) strings below it"
        case .depth(let automaton, let found, let maximum):
            "\(automaton) has a path of \(found) letters, longer than the maximum \(maximum)"
        }
    }

    static func hex(byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count < 2 ? "0" + text : text
    }

    static func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 8 - text.count)) + text
    }
}
