/// Codes of the core and the driver (`ZK0xxx`): files, JSON syntax, configuration.
public enum CoreCodes {
    // MARK: Files and the project (ZK000x)

    public static let unreadableFile = DiagnosticCode(
        "ZK0001", .error, phase: .syntax, summary: "a file cannot be read",
        explanation: """
            The file exists in the project but could not be opened or read (permissions, a broken \
            symbolic link, an I/O error). Make it readable by the user running zk-build.
            """)

    public static let notAFile = DiagnosticCode(
        "ZK0002", .error, phase: .syntax, summary: "a directory (or another non-file) stands where a file was expected",
        explanation: """
            A path that must name a regular file names a directory, a socket or a device. Rename the \
            directory or point the configuration at the file.
            """,
        broken: DiagnosticExample("Content/manifest.json/README.md", "a folder named like the manifest", unlocated: ["Content/manifest.json"]),
        fixed: DiagnosticExample("Content/manifest.json", "{}"))

    public static let missingProjectFolder = DiagnosticCode(
        "ZK0003", .warning, phase: .structure, summary: "a project folder is missing; its stages are skipped",
        explanation: """
            zk-build looks for `Content/`, `Strings/`, `Audio-manifests/` and `Brand/` under the \
            project root (or the paths `zk-build.json` names). A missing folder skips the stages that \
            read it. When none of them exists, the run fails with this code as an error: you are \
            probably in the wrong directory (use `-C DIR`).
            """,
        broken: DiagnosticExample("Strings/README.md", "the catalogs live here", unlocated: ["Content", "Audio-manifests", "Brand"]),
        fixed: DiagnosticExample([.init("Strings/README.md", ""), .init("Content/README.md", ""), .init("Audio-manifests/README.md", ""), .init("Brand/README.md", "")]))

    public static let writeFailed = DiagnosticCode(
        "ZK0004", .error, summary: "an output file cannot be written",
        explanation: """
            An artifact could not be written to `build/`. The previous artifact, if any, is left \
            intact (outputs are written to a temporary file and renamed into place). Check free \
            space and permissions of the build folder.
            """)

    public static let fileTooLarge = DiagnosticCode(
        "ZK0005", .error, phase: .syntax, summary: "an input file exceeds the size limit",
        explanation: """
            Inputs larger than the limit (256 MiB) are refused before they are read, so that a \
            stray file cannot exhaust memory. Move the file out of the project folders.
            """)

    public static let missingRequiredFile = DiagnosticCode(
        "ZK0006", .error, phase: .structure, summary: "a file the project needs is missing",
        explanation: """
            A project folder exists but lacks a file its stage cannot work without (`Brand/brand.json`, \
            `Content/manifest.json`, a required catalog). Restore the file, or remove the folder if the \
            project does not use that stage.
            """,
        broken: DiagnosticExample("Brand/README.md", "brand tokens and store templates", unlocated: ["Brand/brand.json"]),
        fixed: DiagnosticExample("Brand/brand.json", "{}"))

    public static let internalError = DiagnosticCode(
        "ZK0009", .error, summary: "an internal error in zk-build",
        explanation: """
            Something went wrong that is not a problem of your input. The run exits with code 3. \
            Please report it with the command line and the input that caused it.
            """)

    // MARK: Configuration (ZK002x)

    public static let invalidConfiguration = DiagnosticCode(
        "ZK0020", .error, phase: .structure, summary: "zk-build.json has an unknown key or a value of the wrong type",
        explanation: """
            `zk-build.json` is optional; when present every key must be one zk-build knows \
            (`paths`, `locales`, `sourceLocale`, `variants`, `severities`, `audioRoot`, …) with a \
            value of the right type. `zk-build explain ZK0020` lists the keys in README.md's \
            "Configuration" section.
            """,
        broken: DiagnosticExample("zk-build.json", #"{ ↓"lokales": ["de", "en", "ru"] }"#),
        fixed: DiagnosticExample("zk-build.json", #"{ "locales": ["de", "en", "ru"] }"#))

    public static let invalidIndex = DiagnosticCode(
        "ZK0030", .error, phase: .structure, summary: "a project index file is not in the expected form",
        explanation: """
            `zk-audio --content-index FILE` and `zk-strings --index FILE` read the JSON that \
            `zk-content index --format json` prints: `sourceLocale`, `locales`, and the lists \
            `stringKeys`, `audioIDs`, `assetReferences`, `assets`, `ids`, each an array of \
            `{"name", "path", "line", "column", "context"}`. Regenerate the file with zk-content.
            """,
        broken: DiagnosticExample("build/index.json", #"{ "locales": ["de"], "audioIDs": ↓"num.7" }"#),
        fixed: DiagnosticExample("build/index.json", #"{ "locales": ["de"], "audioIDs": [] }"#))

    // MARK: JSON (ZK010x)

    public static let syntax = DiagnosticCode(
        "ZK0101", .error, phase: .syntax, summary: "JSON syntax error",
        explanation: """
            The file is not valid JSON (RFC 8259). zk-build reads strictly: no trailing commas, no \
            comments, no single quotes, no leading zeros, no unescaped control characters in \
            strings, exactly one value per file. The message names what was expected at the place \
            reading stopped.
            """,
        broken: DiagnosticExample("Content/avatars.json", #"{ "avatars": ["fuchs", "igel"↓, ] }"#),
        fixed: DiagnosticExample("Content/avatars.json", #"{ "avatars": ["fuchs", "igel"] }"#))

    public static let duplicateKey = DiagnosticCode(
        "ZK0102", .error, phase: .syntax, summary: "an object defines the same key twice",
        explanation: """
            RFC 8259 leaves duplicate keys undefined and most decoders keep only one of the values \
            silently (Foundation keeps the last). zk-build reports the second definition and notes \
            the first. Remove or rename one of them.
            """,
        broken: DiagnosticExample("Content/numbers.json", #"{ "value": 7, ↓"value": 8 }"#),
        fixed: DiagnosticExample("Content/numbers.json", #"{ "value": 7 }"#))

    public static let encoding = DiagnosticCode(
        "ZK0103", .error, phase: .syntax, summary: "the file is not valid UTF-8",
        explanation: """
            JSON exchanged between systems must be UTF-8 (RFC 8259 §8.1). The message names the \
            byte offset of the first invalid byte. Re-save the file as UTF-8; UTF-16 files are \
            recognised and named as such.
            """)

    public static let byteOrderMark = DiagnosticCode(
        "ZK0104", .warning, phase: .syntax, summary: "the file starts with a UTF-8 byte order mark",
        explanation: """
            RFC 8259 forbids adding a byte order mark; parsers may ignore it, and zk-build does, \
            but some tools choke on it. Save the file as UTF-8 without BOM.
            """,
        broken: DiagnosticExample("Content/manifest.json", "↓\u{FEFF}{}"),
        fixed: DiagnosticExample("Content/manifest.json", "{}"))

    public static let nestingTooDeep = DiagnosticCode(
        "ZK0105", .error, phase: .syntax, summary: "arrays and objects are nested too deeply",
        explanation: """
            The reader stops at 512 levels of nesting instead of risking a stack overflow. No \
            content file needs more; flatten the structure.
            """,
        broken: DiagnosticExample("Content/numbers.json", String(repeating: "[", count: 512) + "↓[" + String(repeating: "]", count: 513)),
        fixed: DiagnosticExample("Content/numbers.json", String(repeating: "[", count: 512) + String(repeating: "]", count: 512)))

    public static let emptyFile = DiagnosticCode(
        "ZK0106", .error, phase: .syntax, summary: "the file is empty",
        explanation: """
            A JSON file must hold exactly one value. An empty file usually means an interrupted \
            write or an accidental truncation; restore it from version control.
            """,
        broken: DiagnosticExample("Content/stickers.json", "↓"),
        fixed: DiagnosticExample("Content/stickers.json", "{}"))

    public static let numberOutOfRange = DiagnosticCode(
        "ZK0107", .warning, phase: .syntax, summary: "a number is beyond the range of 64-bit floating point",
        explanation: """
            JSON numbers have no limit, and zk-build keeps every number exactly as written (schemas \
            compare them exactly). But most JSON readers, the app's included, read numbers as \
            64-bit doubles and turn this one into infinity. Use a smaller number or a string.
            """,
        broken: DiagnosticExample("Content/decorations.json", #"{ "price": ↓1e400 }"#),
        fixed: DiagnosticExample("Content/decorations.json", #"{ "price": 12 }"#))

    public static let invalidEscape = DiagnosticCode(
        "ZK0108", .error, phase: .syntax, summary: "a string has an invalid escape or a lone surrogate",
        explanation: """
            JSON strings know the escapes \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX. A \\uXXXX in \
            the surrogate range must be a high surrogate directly followed by a low one; a lone \
            half is not a character and cannot be stored as UTF-8.
            """,
        broken: DiagnosticExample("Content/prompts.json", #"{ "text": "Hör ↓\x hin" }"#),
        fixed: DiagnosticExample("Content/prompts.json", #"{ "text": "Hör hin" }"#))

    /// Every core and driver code.
    public static let all: [DiagnosticCode] = [
        unreadableFile, notAFile, missingProjectFolder, writeFailed, fileTooLarge, missingRequiredFile, internalError,
        invalidConfiguration, invalidIndex,
        syntax, duplicateKey, encoding, byteOrderMark, nestingTooDeep, emptyFile, numberOutOfRange, invalidEscape,
    ] + ErrorRecovery.codes + ErrorLimit.codes
}
