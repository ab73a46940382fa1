import ZKCore

/// Lint: an XLIFF file is not well-formed XML, not UTF-8, empty, without a `<file>`, or declares
/// a document type (found by `XLIFFDocument.parse`, reported with the messages below).
enum XLIFFSyntaxCheck: DeclaresCodes {
    static let xliffMalformed = DiagnosticCode(
        "ZK3020", .error, phase: .syntax, summary: "an XLIFF file is not well-formed XML",
        explanation: """
            `zk-strings import-xliff` reads XLIFF 1.2 through libxml2. A file that is not \
            well-formed XML (an unclosed element, a bare `&`, a wrong encoding) is refused as a \
            whole; the message is libxml2's, at the line and column it stopped.
            """,
        broken: CheckExamples.xliffExample([CheckExamples.unit(end: "</trans-unit")], bodyEndMarker: "↓"),
        fixed: CheckExamples.xliffExample([CheckExamples.unit()]))

    static let codes = [xliffMalformed]

    static func notUTF8(byte: UInt8, offset: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            xliffMalformed,
            "XLIFF is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8",
            at: location)
    }

    static func documentType(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            xliffMalformed,
            "XLIFF declares a document type ('<!DOCTYPE'); entity declarations are refused, remove the declaration",
            at: location)
    }

    static func empty(at location: SourceLocation) -> Diagnostic {
        Diagnostic(xliffMalformed, "XLIFF file is empty", at: location)
    }

    /// `reason` is libxml2's.
    static func notWellFormed(_ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(xliffMalformed, "XLIFF is not well-formed XML: \(reason)", at: location)
    }

    static func noFileElement(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            xliffMalformed, "XLIFF has no <file> element (expected <xliff version=\"1.2\"><file original=…>)",
            at: location)
    }
}
