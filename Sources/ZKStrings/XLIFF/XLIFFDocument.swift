import Foundation
import ZKCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XLIFF 1.2 file as read through libxml2 (FoundationXML's `XMLParser`), with the line and
/// column libxml2 reports for each element.
struct XLIFFDocument {
    struct Unit {
        var id: String
        var position: SourcePosition
        var source: String?
        var sourcePosition: SourcePosition?
        var target: String?
        var targetState: String?
    }

    struct File {
        var original: String
        var sourceLanguage: String?
        var targetLanguage: String?
        var position: SourcePosition
        var units: [Unit] = []
    }

    var files: [File] = []

    /// Parses `file`; a document that is not well-formed XML yields ZK3020 with libxml2's message and position.
    static func parse(_ file: SourceFile) -> (XLIFFDocument?, Diagnostic?) {
        let parser = XMLParser(data: Data(file.bytes))
        let delegate = Delegate(file: file)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = true
        let success = parser.parse()
        if !success || delegate.failure != nil {
            let (line, column, reason) = delegate.failure ?? (parser.lineNumber, parser.columnNumber, parser.parserError.map { "\($0)" } ?? "unknown error")
            let position = delegate.position(line: line, column: column)
            return (nil, Diagnostic(
                StringsCodes.xliffMalformed, "XLIFF is not well-formed XML: \(reason)",
                at: SourceLocation(path: file.path, start: position)))
        }
        return (XLIFFDocument(files: delegate.files), nil)
    }

    /// Collects files and units; element text is gathered between start and end tags.
    private final class Delegate: NSObject, XMLParserDelegate {
        let file: SourceFile
        var files: [File] = []
        var unit: Unit?
        var text: String?
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
            return file.position(ofOffset: offset)
        }

        func here(_ parser: XMLParser) -> SourcePosition { position(line: parser.lineNumber, column: parser.columnNumber) }

        /// libxml2 reports a start tag at its closing `>`: the `<` that opens it.
        func tagStart(_ parser: XMLParser) -> SourcePosition {
            var offset = here(parser).offset
            while offset > 0, file.bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
            return file.position(ofOffset: offset)
        }

        /// The first character after the start tag (where the element's text begins).
        func afterTag(_ parser: XMLParser) -> SourcePosition {
            let offset = here(parser).offset
            guard offset < file.bytes.count, file.bytes[offset] == UInt8(ascii: ">") else { return here(parser) }
            return file.position(ofOffset: offset + 1)
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch elementName {
            case "file":
                files.append(File(
                    original: attributes["original"] ?? "", sourceLanguage: attributes["source-language"],
                    targetLanguage: attributes["target-language"], position: tagStart(parser)))
            case "trans-unit":
                unit = Unit(id: attributes["id"] ?? "", position: tagStart(parser))
            case "source":
                text = ""
                unit?.sourcePosition = afterTag(parser)
            case "target":
                text = ""
                unit?.targetState = attributes["state"]
            case "note":
                text = nil
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if text != nil { text? += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            switch elementName {
            case "source":
                unit?.source = text
                text = nil
            case "target":
                unit?.target = text
                text = nil
            case "trans-unit":
                if let unit, !files.isEmpty { files[files.count - 1].units.append(unit) }
                unit = nil
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if failure == nil {
                failure = (parser.lineNumber, parser.columnNumber, Delegate.describe(parseError))
            }
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
