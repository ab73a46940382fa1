import ZKCore

/// Lint: templates are UTF-8 text, as App Store Connect expects; an invalid byte is reported at
/// its position and the template is not rendered.
enum TemplateEncodingCheck: Check {
    public static let templateEncoding = DiagnosticCode(
        "ZK5025", .error, phase: .syntax, summary: "a template is not valid UTF-8",
        explanation: """
            Templates are UTF-8 text, as App Store Connect and fastlane expect. Re-save the file as \
            UTF-8 (Latin-1 umlauts are the usual cause).
            """,
        // "Zählen" saved as Latin-1: the ä is the single byte E4.
        broken: DiagnosticExample([
            BrandExampleFiles.tokens,
            .init("Brand/marketing/de/subtitle.txt", bytes: Array("Z↓".utf8) + [0xE4] + Array("hlen lernen".utf8)),
        ]),
        fixed: DiagnosticExample([BrandExampleFiles.tokens, .init("Brand/marketing/de/subtitle.txt", "Zählen lernen")]))

    static let codes = [templateEncoding]

    static func run(_ file: SourceFile) -> [Diagnostic] {
        let bad = file.bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) }
        guard let bad else { return [] }
        return [
            Diagnostic(templateEncoding, message(byte: file.bytes[bad], offset: bad), at: file.location(ofOffset: bad))
        ]
    }

    // MARK: Messages

    static func message(byte: UInt8, offset: Int) -> String {
        "template is not valid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset); save it as UTF-8"
    }
}
