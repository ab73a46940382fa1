import ZKCore

/// Lint: a store text holds no control character (a NUL, a vertical tab, an escape pasted from a
/// terminal, a C1 control of a Windows-1252 text read as Latin-1). App Store Connect refuses the
/// upload of such a field; Play Console strips or refuses it. Reported at the character, in
/// the template or the fastlane file it is written in.
enum ControlCharacterCheck: Check {
    static let controlCharacter = DiagnosticCode(
        "ZK5090", .error, summary: "a store text holds a control character",
        explanation: """
            A store text is plain text: line breaks (and tabs) are its only control characters. A \
            NUL, a vertical tab or form feed, an escape (`ESC`, pasted with a terminal's colours), \
            `DEL` or a C1 control (U+0080 to U+009F, left by a Windows-1252 text read as \
            Latin-1) is refused by App Store Connect at upload ("contains invalid characters"), \
            and Google Play does not show it. Reported at the character, in the template or in \
            the fastlane file (`fastlane/metadata/<locale>/<field>.txt`) read in place. Delete it.
            """,
        broken: DiagnosticExample([
            BrandExampleFiles.tokens,
            .init("Brand/marketing/de/subtitle.txt", "Zählen ↓\u{0B}lernen"),
        ]),
        fixed: DiagnosticExample([BrandExampleFiles.tokens, .init("Brand/marketing/de/subtitle.txt", "Zählen lernen")]))

    static let codes = [controlCharacter]

    static func run(_ input: TemplateInput) -> [Diagnostic] { find(in: input.template.file) }

    /// Every control character of the file but line feed, carriage return and tab.
    static func find(in file: SourceFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let bytes = file.bytes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var scalar: UInt32?
            if byte < 0x20, ![0x09, 0x0A, 0x0D].contains(byte) {
                scalar = UInt32(byte)
            } else if byte == 0x7F {
                scalar = 0x7F
            } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                scalar = UInt32(bytes[index + 1])
            }
            if let scalar {
                diagnostics.append(
                    Diagnostic(
                        controlCharacter, message(scalar, path: file.path), at: file.location(ofOffset: index)))
            }
            index += 1
        }
        return diagnostics
    }

    // MARK: Messages

    static func message(_ scalar: UInt32, path: String) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "store text holds the control character \(code); App Store Connect refuses it at upload: delete it"
    }
}
