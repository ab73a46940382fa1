import ZKCore

/// The string literals of an Objective-C file (`.m`, `.mm`): an app that looks its keys up with
/// `NSLocalizedString(@"ValidYes", @"…")`, or with a macro of its own around it, uses every key
/// one of its literals equals, as a Swift literal does (`CodeIndex.literals`). Comments, character
/// literals and preprocessor lines are skipped; escapes `\"`, `\\`, `\n`, `\t`, `\r` are decoded
/// and any other is kept as written. No lookups are taken from them (the strings checks read a
/// table and a call only from Swift), so a literal never makes a key look missing.
public enum ObjectiveCLiterals {
    /// The file extensions read.
    public static let extensions: Set<String> = ["m", "mm"]

    /// What an Objective-C file gives the code index: its literals, no lookups.
    public static func extract(_ file: SourceFile) -> SwiftKeyExtractor.FileResult {
        .literalsOnly(literals(file.bytes))
    }

    /// Every string literal of `bytes`, decoded.
    public static func literals(_ bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        var index = 0
        var lineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                lineStart = true
                index += 1
                continue
            case 0x20, 0x09, 0x0D:
                index += 1
                continue
            case UInt8(ascii: "#") where lineStart:
                // `#import "Header.h"`, `#define`: to the end of the line (a `\` continues it).
                while index < bytes.count, bytes[index] != 0x0A {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
            case UInt8(ascii: "'"):
                index = skipQuoted(bytes, from: index, quote: UInt8(ascii: "'")).end
            case UInt8(ascii: "\""):
                let (end, text) = skipQuoted(bytes, from: index, quote: UInt8(ascii: "\""))
                if let text { found.insert(text) }
                index = end
            default:
                index += 1
            }
            lineStart = false
        }
        return found
    }

    /// The end of the quoted literal at `start` (after its closing quote, or at its line's end if it
    /// does not close) and its decoded text when it closes.
    static func skipQuoted(_ bytes: [UInt8], from start: Int, quote: UInt8) -> (end: Int, text: String?) {
        var index = start + 1
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != 0x0A {
            let byte = bytes[index]
            if byte == quote { return (index + 1, String(decoding: text, as: UTF8.self)) }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                switch bytes[index + 1] {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): text.append(bytes[index + 1])
                default: text += [byte, bytes[index + 1]]
                }
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
        return (index, nil)
    }
}

extension SwiftKeyExtractor.FileResult {
    /// The result of a file that gives literals and no lookups (Objective-C, the app's JSON data).
    public static func literalsOnly(_ literals: Set<String>) -> Self {
        Self(keyUses: [], literals: literals, diagnostics: [])
    }
}
