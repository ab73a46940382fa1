import Foundation
import ZKCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XLIFF 1.2 file as read through libxml2 (FoundationXML's `XMLParser`), with the line and
/// column libxml2 reports for each element.
///
/// Safety: a document type declaration (`<!DOCTYPE`, where entities would be declared) is
/// refused before parsing, so no entity is ever expanded from inside or outside the file;
/// external entities are not resolved in any case. Every position is clamped to the file, so
/// a truncated document (`<xliff><file`) is a diagnostic, never a crash. Documents of any
/// size are read (in chunks; a single attribute over 10 MB stays beyond libxml2's limit).
struct XLIFFDocument {
    struct Unit {
        var id: String
        var position: SourcePosition
        var translate = true
        var source: String?
        var sourceSet: [String]?
        var sourcePosition: SourcePosition?
        var target: String?
        var targetSet: [String]?
        var targetState: String?
        var targetPosition: SourcePosition?
        /// The first inline element of `source` or `target` that is not plain text as Xcode
        /// writes it (`<g>`, `<ph>`, `xi:include`), and where it starts: the unit is refused.
        var markup: String?
        var markupPosition: SourcePosition?
    }

    struct File {
        var original: String
        var sourceLanguage: String?
        var targetLanguage: String?
        var position: SourcePosition
        var units: [Unit] = []
    }

    var files: [File] = []

    /// Parses `file`; a document that is not well-formed XML yields `XLIFFSyntaxCheck`'s error with libxml2's message and position.
    static func parse(_ file: SourceFile) -> (XLIFFDocument?, Diagnostic?) {
        // FoundationXML's parser recovers from errors and hands what follows to its callbacks,
        // which trap on a name that is not UTF-8: invalid UTF-8 is refused before parsing (and
        // the parse is stopped at the first error).
        if let offset = file.bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) {
            return (
                nil,
                XLIFFSyntaxCheck.notUTF8(byte: file.bytes[offset], offset: offset, at: file.location(ofOffset: offset))
            )
        }
        if let offset = doctypeOffset(file.bytes) {
            return (nil, XLIFFSyntaxCheck.documentType(at: file.location(ofOffset: offset)))
        }
        if file.bytes.isEmpty {
            return (nil, XLIFFSyntaxCheck.empty(at: file.location(ofOffset: 0)))
        }
        // Fed as a stream, libxml2 reads the document in chunks: handed over whole, a document
        // over 10 MB exceeds its default look-up limit (XML_MAX_LOOKUP_LIMIT), which
        // FoundationXML gives no way to lift (XML_PARSE_HUGE). Chunked, any size parses.
        let parser = XMLParser(stream: InputStream(data: Data(file.bytes)))
        let delegate = Delegate(file: file)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let success = parser.parse()
        if !success || delegate.failure != nil {
            let (line, column, reason) =
                delegate.failure ?? (
                    parser.lineNumber, parser.columnNumber, parser.parserError.map { "\($0)" } ?? "unknown error"
                )
            let position = delegate.position(line: line, column: column)
            return (nil, XLIFFSyntaxCheck.notWellFormed(reason, at: SourceLocation(path: file.path, start: position)))
        }
        if delegate.files.isEmpty {
            return (nil, XLIFFSyntaxCheck.noFileElement(at: file.location(ofOffset: 0)))
        }
        return (XLIFFDocument(files: delegate.files), nil)
    }

    /// The offset of the first `<!DOCTYPE` (any case) in the file, if there is one.
    static func doctypeOffset(_ bytes: [UInt8]) -> Int? {
        let pattern = Array("<!DOCTYPE".utf8)
        guard bytes.count >= pattern.count else { return nil }
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!") {
                if Array(bytes[index..<(index + pattern.count)]).elementsEqual(
                    pattern, by: { ($0 | 0x20) == ($1 | 0x20) })
                {
                    return index
                }
            }
            index += 1
        }
        return nil
    }

    /// Collects files and units; element text is gathered between start and end tags.
    private final class Delegate: NSObject, XMLParserDelegate {
        let file: SourceFile
        var files: [File] = []
        var unit: Unit?
        /// Open elements below the current `trans-unit` (`alt-trans` hides its `source`/`target`).
        var stack: [String] = []
        /// Text of the `source` or `target` being read, and its `mrk mtype="x-set"` values.
        var text: String?
        var set: [String]?
        var setValue: String?
        var failure: (Int, Int, String)?

        init(file: SourceFile) { self.file = file }

        /// libxml2 counts columns in characters from 1 (checked with a line of two-byte `ö`s).
        func position(line: Int, column: Int) -> SourcePosition {
            guard line >= 1, line <= file.lineStarts.count else { return file.position(ofOffset: file.bytes.count) }
            var offset = file.lineStarts[line - 1]
            var remaining = max(0, column - 1)
            while remaining > 0, offset < file.bytes.count, file.bytes[offset] != 0x0A {
                offset += 1
                while offset < file.bytes.count, file.bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                remaining -= 1
            }
            return file.position(ofOffset: min(offset, file.bytes.count))
        }

        func here(_ parser: XMLParser) -> SourcePosition {
            position(line: parser.lineNumber, column: parser.columnNumber)
        }

        /// libxml2 reports a start tag at its closing `>`: the `<` that opens it.
        func tagStart(_ parser: XMLParser) -> SourcePosition {
            var offset = min(here(parser).offset, max(0, file.bytes.count - 1))
            while offset > 0, offset < file.bytes.count, file.bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
            return file.position(ofOffset: max(0, offset))
        }

        /// The first character after the start tag (where the element's text begins).
        func afterTag(_ parser: XMLParser) -> SourcePosition {
            let offset = here(parser).offset
            guard offset < file.bytes.count, file.bytes[offset] == UInt8(ascii: ">") else { return here(parser) }
            return file.position(ofOffset: offset + 1)
        }

        /// Inside `source` or `target` of the unit itself (not of an `alt-trans`).
        var readingText: Bool { text != nil }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if unit != nil { stack.append(elementName) }
            switch elementName {
            case "file" where unit == nil:
                files.append(
                    File(
                        original: attributes["original"] ?? "", sourceLanguage: attributes["source-language"],
                        targetLanguage: attributes["target-language"], position: tagStart(parser)))
            case "trans-unit" where unit == nil:
                unit = Unit(
                    id: attributes["id"] ?? "", position: tagStart(parser), translate: attributes["translate"] != "no")
                stack = []
            case "source" where stack == ["source"], "target" where stack == ["target"]:
                text = ""
                set = nil
                if elementName == "source" {
                    unit?.sourcePosition = afterTag(parser)
                } else {
                    unit?.targetState = attributes["state"]
                    unit?.targetPosition = afterTag(parser)
                }
            case "mrk" where readingText && stack.count == 2 && attributes["mtype"] == "x-set":
                setValue = ""
            case "x" where readingText:
                // A character XML cannot carry, as the export writes it.
                if let type = attributes["ctype"], type.hasPrefix(XLIFFExporter.characterType),
                    let value = UInt32(type.dropFirst(XLIFFExporter.characterType.count), radix: 16),
                    let scalar = Unicode.Scalar(value)
                {
                    append(String(Character(scalar)))
                } else {
                    noteMarkup(qualifiedName ?? elementName, parser)
                }
            default:
                // Any other element inside a source or target is inline markup, which would be
                // dropped from the text: the unit is refused instead (XLIFFInlineMarkupCheck).
                if readingText { noteMarkup(qualifiedName ?? elementName, parser) }
            }
        }

        private func noteMarkup(_ name: String, _ parser: XMLParser) {
            guard unit != nil, unit?.markup == nil else { return }
            unit?.markup = name
            unit?.markupPosition = tagStart(parser)
        }

        private func append(_ string: String) {
            if setValue != nil { setValue? += string } else if text != nil { text? += string }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { append(string) }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            append(String(decoding: block, as: UTF8.self))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            defer { if unit != nil, !stack.isEmpty { stack.removeLast() } }
            switch elementName {
            case "mrk" where setValue != nil && stack.count == 2:
                if let value = setValue { set = (set ?? []) + [value] }
                setValue = nil
            case "source" where stack == ["source"] && text != nil:
                unit?.source = text
                unit?.sourceSet = set
                text = nil
                set = nil
            case "target" where stack == ["target"] && text != nil:
                unit?.target = text
                unit?.targetSet = set
                text = nil
                set = nil
            case "trans-unit" where stack.isEmpty:
                if let unit, !files.isEmpty { files[files.count - 1].units.append(unit) }
                unit = nil
                text = nil
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if failure == nil {
                failure = (parser.lineNumber, parser.columnNumber, Delegate.describe(parseError))
            }
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            refuse(parser, "XLIFF declares the entity '\(name)'; entity declarations are refused")
        }

        func parser(
            _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
            systemID: String?
        ) {
            refuse(parser, "XLIFF declares the external entity '\(name)'; entity declarations are refused")
        }

        private func refuse(_ parser: XMLParser, _ reason: String) {
            if failure == nil { failure = (parser.lineNumber, parser.columnNumber, reason) }
            parser.abortParsing()
        }

        /// libxml2's error, named from its `xmlParserErrors` number (FoundationXML passes on
        /// the number, not libxml2's text).
        static func describe(_ error: any Error) -> String {
            let nsError = error as NSError
            if let reason = nsError.userInfo[NSLocalizedDescriptionKey] as? String {
                return reason.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let code = nsError.code
            return "\(messages[code] ?? "parse error") (libxml2 error \(code))"
        }

        static let messages: [Int: String] = [
            4: "document is empty", 5: "extra content at the end of the document or premature end",
            9: "invalid character", 23: "entity reference lacks its ';' (write '&amp;' for a bare '&')",
            26: "entity is not defined", 38: "unescaped '<' in an attribute value",
            39: "attribute value does not start with a quote", 41: "attribute has no value",
            42: "attribute is defined twice", 68: "a name was expected (a bare '&' or '<'?)",
            73: "expected '>'", 76: "end tag does not match the start tag",
            77: "element is not closed before the end of the document", 85: "elements are not balanced",
            86: "extra content at the end of the document",
        ]
    }
}
