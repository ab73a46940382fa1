/// Codes of the core and the driver (`ZK0xxx`): files, JSON syntax, configuration.
public enum CoreCodes {
    // MARK: Files and the project (ZK000x)

    // The file layer's codes live with their logic (`FileReader`: unreadable, not a regular file,
    // too large; `AtomicFileWriter`: write failed); these names stay for the checks that report them.

    public static let unreadableFile = FileReader.unreadableFile

    public static let notAFile = FileReader.notAFile

    public static let missingProjectFolder = DiagnosticCode(
        "ZK0003", .warning, summary: "a project folder is missing; its stages are skipped",
        explanation: """
            zk-build looks for `Content/`, `Strings/`, `Audio-manifests/` and `Brand/` under the \
            project root (or the paths `zk-build.json` names). A missing folder skips the stages that \
            read it. When none of them exists, the run fails with this code as an error: you are \
            probably in the wrong directory (use `-C DIR`).
            """,
        broken: DiagnosticExample("Strings/README.md", "the catalogs live here", unlocated: ["Content", "Audio-manifests", "Brand"]),
        fixed: DiagnosticExample([.init("Strings/README.md", ""), .init("Content/README.md", ""), .init("Audio-manifests/README.md", ""), .init("Brand/README.md", "")]))

    public static let writeFailed = AtomicFileWriter.writeFailed

    public static let fileTooLarge = FileReader.fileTooLarge

    public static let missingRequiredFile = DiagnosticCode(
        "ZK0006", .error, summary: "a file the project needs is missing",
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
        "ZK0020", .error, summary: "zk-build.json has an unknown key or a value of the wrong type",
        explanation: """
            `zk-build.json` is optional; when present every key must be one zk-build knows \
            (`paths`, `locales`, `sourceLocale`, `variants`, `severities`, `audioRoot`, …) with a \
            value of the right type. `zk-build explain ZK0020` lists the keys in README.md's \
            "Configuration" section.
            """,
        broken: DiagnosticExample("zk-build.json", #"{ ↓"lokales": ["de", "en", "ru"] }"#),
        fixed: DiagnosticExample("zk-build.json", #"{ "locales": ["de", "en", "ru"] }"#))

    public static let invalidIndex = DiagnosticCode(
        "ZK0030", .error, summary: "a project index file is not in the expected form",
        explanation: """
            `zk-audio --content-index FILE` and `zk-strings --index FILE` read the JSON that \
            `zk-content index --format json` prints: `sourceLocale`, `locales`, and the lists \
            `stringKeys`, `audioIDs`, `assetReferences`, `assets`, `ids`, each an array of \
            `{"name", "path", "line", "column", "context"}`. Regenerate the file with zk-content.
            """,
        broken: DiagnosticExample("build/index.json", #"{ "locales": ["de"], "audioIDs": ↓"num.7" }"#),
        fixed: DiagnosticExample("build/index.json", #"{ "locales": ["de"], "audioIDs": [] }"#))

    // MARK: JSON (ZK010x), declared with the reader (`JSONReader.codes`)

    public static let syntax = JSONReader.syntax
    public static let duplicateKey = JSONReader.duplicateKey
    public static let encoding = JSONReader.encoding
    public static let byteOrderMark = JSONReader.byteOrderMark
    public static let nestingTooDeep = JSONReader.nestingTooDeep
    public static let emptyFile = JSONReader.emptyFile
    public static let numberOutOfRange = JSONReader.numberOutOfRange
    public static let invalidEscape = JSONReader.invalidEscape

    /// Every core and driver code.
    /// Every core and driver code, those of the file layer (`IOChecks`) included.
    public static let all: [DiagnosticCode] = IOChecks.codes + [
        missingProjectFolder, missingRequiredFile, internalError,
        invalidConfiguration, invalidIndex,
        syntax, duplicateKey, encoding, byteOrderMark, nestingTooDeep, emptyFile, numberOutOfRange, invalidEscape,
    ]
}
