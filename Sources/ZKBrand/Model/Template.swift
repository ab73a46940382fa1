import ZKCore

/// One store-listing template, `Brand/marketing/<locale>/<field>.txt`, split into literal text
/// and `{{token.path}}` placeholders (byte ranges into the file).
public struct Template: Sendable {
    public var file: SourceFile
    /// The folder name: a locale (`de`) or `default`.
    public var locale: String
    /// The file name without `.txt` (`subtitle`).
    public var field: String
    public var segments: [Segment]

    public enum Segment: Sendable, Hashable {
        case text(Range<Int>)
        case placeholder(Placeholder)
    }

    public struct Placeholder: Sendable, Hashable {
        /// The token path inside the braces, trimmed.
        public var path: String
        /// The whole `{{…}}` in the file.
        public var range: Range<Int>
        /// Where the path starts.
        public var pathOffset: Int
    }

    public var placeholders: [Placeholder] {
        segments.compactMap { if case .placeholder(let p) = $0 { return p } else { return nil } }
    }

    /// The text of a byte range of the file.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: file.bytes[range], as: UTF8.self)
    }
}

/// Splits a template into segments; an unterminated or empty placeholder is reported by
/// `MalformedPlaceholderCheck` and kept as literal text.
public enum TemplateParser {
    public static func parse(_ file: SourceFile, locale: String, field: String) -> (Template, [Diagnostic]) {
        let bytes = file.bytes
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let newline = UInt8(ascii: "\n")
        var segments: [Template.Segment] = []
        var diagnostics: [Diagnostic] = []
        var textStart = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == open, bytes[index + 1] == open else {
                index += 1
                continue
            }
            // Find the closing braces on the same line.
            var end = index + 2
            var closed = false
            while end + 1 < bytes.count, bytes[end] != newline {
                if bytes[end] == close, bytes[end + 1] == close {
                    closed = true
                    break
                }
                end += 1
            }
            guard closed else {
                diagnostics.append(MalformedPlaceholderCheck.unterminated(file: file, at: index))
                index += 2
                continue
            }
            var pathStart = index + 2
            var pathEnd = end
            while pathStart < pathEnd, bytes[pathStart] == UInt8(ascii: " ") { pathStart += 1 }
            while pathEnd > pathStart, bytes[pathEnd - 1] == UInt8(ascii: " ") { pathEnd -= 1 }
            if pathStart == pathEnd {
                diagnostics.append(MalformedPlaceholderCheck.empty(file: file, at: index, length: end + 2 - index))
                index = end + 2
                continue
            }
            if textStart < index { segments.append(.text(textStart..<index)) }
            let path = String(decoding: bytes[pathStart..<pathEnd], as: UTF8.self)
            segments.append(.placeholder(.init(path: path, range: index..<(end + 2), pathOffset: pathStart)))
            index = end + 2
            textStart = index
        }
        if textStart < bytes.count { segments.append(.text(textStart..<bytes.count)) }
        return (Template(file: file, locale: locale, field: field, segments: segments), diagnostics)
    }
}
