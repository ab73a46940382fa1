import ZKCore

/// Lint: templates are UTF-8 text, as App Store Connect expects; an invalid byte is reported at
/// its position and the template is not rendered.
enum TemplateEncodingCheck: DeclaresCodes {
    public static let templateEncoding = DiagnosticCode(
        "ZK5025", .error, summary: "a template is not valid UTF-8",
        explanation: """
            Templates are UTF-8 text, as App Store Connect and fastlane expect. Re-save the file as \
            UTF-8 (Latin-1 umlauts are the usual cause).
            """)

    static let codes = [templateEncoding]

    static func check(_ file: SourceFile) -> Diagnostic? {
        let bad = file.bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) }
        guard let bad else { return nil }
        return Diagnostic(
            TemplateEncodingCheck.templateEncoding,
            "template is not valid UTF-8: byte 0x\(String(file.bytes[bad], radix: 16, uppercase: true)) at offset \(bad); save it as UTF-8",
            at: file.location(ofOffset: bad))
    }
}
