import Foundation
import ZKBrand
import ZKCore
import ZKProject
import ZKStrings
import ZKSwiftSource

/// The `zk-strings` command line: its declaration and the code behind each subcommand. The
/// executable only hands this to `ToolMain`.
public enum StringsTool {
    public static let version = ToolVersion.current

    /// Every code zk-strings reports (its own and ZKCore's), for `explain`, SARIF rules and the example harness.
    public static let registry = CodeRegistry([
        ZKCoreChecks.codes, ZKProjectChecks.codes, ZKSwiftSourceChecks.codes, ZKStringsChecks.codes,
    ])

    static let pathsArgument = PositionalSpec(
        "paths",
        help: "Catalog files or folders holding them (default: Strings, else every catalog under the working folder).",
        optional: true, variadic: true)

    static let checkOptions: [OptionSpec] = [
        .flag("strict", help: "Treat translation states 'new' and 'needs_review' as errors."),
        OptionSpec(
            "locales", value: "list", help: "Required locales, comma-separated.",
            default:
                "zk-build.json's locales, else the locales each catalog contains (de,en,ru under the zahlenkette profile)"
        ),
        OptionSpec(
            "source-locale", value: "locale", help: "The project's source locale.",
            default: "each catalog's sourceLanguage, else zk-build.json's sourceLocale, else de"),
        OptionSpec(
            "app-name", value: "name", help: "An app name never to be written literally (repeatable).", repeatable: true
        ),
        OptionSpec(
            "brand", value: "file", help: "Brand tokens to read the app names from (app.name.<locale>).",
            default: "Brand/brand.json if present"),
        OptionSpec(
            "index", value: "file",
            help: "A content index (ProjectIndex JSON, from zk-content) for the cross-link checks."),
        OptionSpec("baseline", value: "file", help: "Known findings: report only findings the file does not list."),
        OptionSpec(
            "write-baseline", value: "file", help: "Record the current findings as the baseline and exit cleanly."),
    ]

    /// The options of `import-xliff` and `import-csv`, which import alike.
    static let importOptions: [OptionSpec] = [
        .flag("dry-run", help: "Report what would change; write nothing."),
        OptionSpec("locale", value: "locale", help: "The one locale the file must target (else any of --locales)."),
        OptionSpec(
            "locales", value: "list", help: "Locales a file may target, comma-separated.",
            default: "zk-build.json's locales, else de,en,ru"),
    ]

    /// The catalogs an import merges into (after the file to import).
    static let importPathsArgument = PositionalSpec(
        "paths", help: "Catalog files or folders (default: Strings).", optional: true, variadic: true)

    /// The catalogs a command rewrites: never more than `Strings/` unless named.
    static let rewrittenPathsArgument = PositionalSpec(
        "paths", help: "Catalog files or folders holding them (default: Strings).", optional: true, variadic: true)

    public static let spec = CommandSpec(
        name: "zk-strings",
        abstract:
            "Check String Catalogs (coverage, plurals, placeholders, translation QA); report; export and import XLIFF, .xcloc and CSV.",
        options: ToolMain.commonOptions + [DeclaredInputs.option],
        subcommands: [
            CommandSpec(
                name: "check", abstract: "Run every strings check on the catalogs.",
                options: checkOptions, positionals: [pathsArgument],
                examples: ["zk-strings check", "zk-strings check Strings/Content.xcstrings --strict --format github"]),
            CommandSpec(
                name: "report",
                abstract: "Print or write the coverage report (text, JSON or a self-contained HTML page).",
                options: checkOptions + [
                    OptionSpec(
                        "report-format", value: "kind", help: "Report kind.", default: "text",
                        allowed: ["text", "json", "html"]),
                    OptionSpec(
                        "output", short: "o", value: "file",
                        help: "Write the report to <file> instead of standard output."),
                ],
                positionals: [pathsArgument],
                examples: ["zk-strings report", "zk-strings report --report-format html -o build/reports/strings.html"]),
            CommandSpec(
                name: "export-xliff",
                abstract: "Write an XLIFF 1.2 file of every catalog for one target locale, as Xcode exports it.",
                options: [
                    OptionSpec("locale", value: "locale", help: "Target locale of the XLIFF file."),
                    OptionSpec(
                        "output", short: "o", value: "file", help: "Where to write it.",
                        default: "build/xliff/<locale>.xliff"),
                ],
                positionals: [pathsArgument],
                examples: [
                    "zk-strings export-xliff --locale ru", "zk-strings export-xliff --locale en -o /tmp/en.xliff",
                ]),
            CommandSpec(
                name: "export-xcloc",
                abstract: "Write an Xcode localization catalog (<locale>.xcloc) for one target locale.",
                discussion: """
                    The bundle holds contents.json, Localized Contents/<locale>.xliff, Source Contents and \
                    Notes, as Xcode exports it.
                    """,
                options: [
                    OptionSpec("locale", value: "locale", help: "Target locale of the bundle."),
                    OptionSpec(
                        "output", short: "o", value: "folder", help: "Folder to write <locale>.xcloc into.",
                        default: "build/xcloc"),
                ],
                positionals: [pathsArgument],
                examples: ["zk-strings export-xcloc --locale ru", "zk-strings import-xliff build/xcloc/ru.xcloc"]),
            CommandSpec(
                name: "import-xliff",
                abstract: "Merge a translated XLIFF file back into the catalogs, all or nothing.",
                discussion: """
                    Any error changes no catalog. A development-language file updates the source values.
                    """,
                options: importOptions,
                positionals: [
                    PositionalSpec(
                        "xliff",
                        help:
                            "The translated XLIFF file, or an Xcode .xcloc bundle (its Localized Contents/<locale>.xliff)."
                    ),
                    importPathsArgument,
                ],
                examples: [
                    "zk-strings import-xliff build/xliff/ru.xliff",
                    "zk-strings import-xliff Localizations/de.xcloc --dry-run",
                    "zk-strings import-xliff Localizations/en.xcloc   # the development language: edited source texts",
                ]),
            CommandSpec(
                name: "export-csv",
                abstract:
                    "Write a CSV of every catalog for one target locale, for translators who work in a spreadsheet.",
                options: [
                    OptionSpec("locale", value: "locale", help: "Target locale of the CSV file."),
                    OptionSpec(
                        "output", short: "o", value: "file", help: "Where to write it.",
                        default: "build/csv/<locale>.csv"),
                ],
                positionals: [pathsArgument],
                examples: ["zk-strings export-csv --locale ru", "zk-strings export-csv --locale en -o /tmp/en.csv"]),
            CommandSpec(
                name: "import-csv",
                abstract:
                    "Merge a translated CSV back into the catalogs, all or nothing, with the checks of import-xliff.",
                options: importOptions,
                positionals: [
                    PositionalSpec(
                        "csv", help: "The translated CSV file (header file,id,comment,<source>,<target>,state)."),
                    importPathsArgument,
                ],
                examples: ["zk-strings import-csv build/csv/ru.csv", "zk-strings import-csv ru.csv --dry-run"]),
            CommandSpec(
                name: "export-pseudo",
                abstract:
                    "Write copies of the catalogs with a pseudo-locale (accented, ~30 % longer) for layout testing.",
                options: [
                    OptionSpec(
                        "locale", value: "locale", help: "The pseudo-locale to add.",
                        default: PseudoLocale.defaultLocale),
                    OptionSpec(
                        "output", short: "o", value: "folder",
                        help: "Folder to write the catalogs into, under their own paths.", default: "build/pseudo"),
                ],
                positionals: [rewrittenPathsArgument],
                examples: ["zk-strings export-pseudo", "zk-strings export-pseudo --locale de-XA -o /tmp/pseudo"]),
            CommandSpec(
                name: "migrate",
                abstract:
                    "Write a String Catalog for each .strings/.stringsdict table of a folder's <locale>.lproj folders, as Xcode migrates them.",
                options: [
                    OptionSpec(
                        "source-locale", value: "locale", help: "The tables' source language.",
                        default: "zk-build.json's sourceLocale, else en"),
                    OptionSpec(
                        "output", short: "o", value: "folder",
                        help: "Folder to write <folder>/<Table>.xcstrings into.", default: "build/migrated"),
                ],
                positionals: [
                    PositionalSpec(
                        "folders", help: "Folders holding <locale>.lproj folders.", optional: false, variadic: true)
                ],
                examples: [
                    "zk-strings migrate App/Resources", "zk-strings migrate Sources/Kit -o Strings --source-locale de",
                ]),
            CommandSpec(
                name: "format",
                abstract: "Rewrite catalogs in Xcode's own JSON formatting (key order, spacing, no final newline).",
                options: [
                    .flag("check", help: "Only report catalogs that are not in Xcode's format (exit 1); write nothing.")
                ],
                positionals: [rewrittenPathsArgument],
                examples: ["zk-strings format", "zk-strings format --check Strings/Content.xcstrings"]),
        ],
        examples: [
            "zk-strings check", "zk-strings report --report-format html -o build/reports/strings.html",
            "zk-strings export-xliff --locale ru",
        ])

    /// Runs the parsed command.
    ///
    /// `keepInputsUntilExit`: `check` and `report` do not release the catalogs they read (JSON
    /// trees and models, several times the files' size in small objects) when they return. The
    /// executable passes true: its process ends right after printing and the system reclaims the
    /// memory at once, where releasing it object by object costs a fifth of the CPU time of a
    /// large check (what compilers do with clang's `-disable-free`). In-process callers (tests,
    /// zk-build) keep the default and release everything.
    public static func run(_ context: ToolContext, keepInputsUntilExit: Bool = false) throws -> ToolResult {
        switch context.arguments.subcommand {
        case "check": return try check(context, report: false, keepInputsUntilExit: keepInputsUntilExit)
        case "report": return try check(context, report: true, keepInputsUntilExit: keepInputsUntilExit)
        case "export-xliff": return try exportXLIFF(context)
        case "export-xcloc": return try exportXcloc(context)
        case "import-xliff": return try importXLIFF(context)
        case "export-csv": return try exportCSV(context)
        case "import-csv": return try importXLIFF(context, csv: true)
        case "export-pseudo": return try exportPseudo(context)
        case "format": return try format(context)
        case "migrate": return try migrate(context)
        default:
            throw UsageError(
                "a subcommand is required: check, report, export-xliff, export-xcloc, import-xliff, export-csv, import-csv, export-pseudo, migrate or format",
                commandPath: [])
        }
    }

    // MARK: Loading

    struct Loaded {
        var files: [SourceFile] = []
        var catalogs: [StringCatalog] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The catalog files named on the command line (folders are searched for `.xcstrings`). With
    /// none: `Strings/`, else, for a command that only reads (`findsCatalogs`), every catalog under
    /// the working folder outside build and vendor folders, as `zk-build check` finds them. A
    /// command that rewrites catalogs never reaches beyond `Strings/` unless it is given paths.
    static func load(_ context: ToolContext, _ paths: [String], findsCatalogs: Bool = false) -> Loaded {
        var loaded = Loaded()
        var relative: [String] = []
        let searchesRepository =
            findsCatalogs && paths.isEmpty && !DirectoryWalker.isDirectory(context.absolute("Strings"))
        for path in paths.isEmpty ? [searchesRepository ? "." : "Strings"] : paths {
            let absolute = context.absolute(path)
            if DirectoryWalker.isDirectory(absolute) {
                // A folder is searched as zk-build searches the repository: not in build or vendor folders.
                relative += DirectoryWalker.files(
                    under: absolute, extensions: ["xcstrings"], skipping: DirectoryWalker.vendorFolders
                ).map { path == "." ? $0 : path + "/" + $0 }
            } else {
                relative.append(path)
            }
        }
        for path in relative {
            switch context.read(path) {
            case .success(let file): loaded.files.append(file)
            case .failure(let error): loaded.diagnostics.append(error.diagnostic)
            }
        }
        let (catalogs, diagnostics) = StringsChecker.parse(loaded.files, jobs: context.jobs)
        loaded.catalogs = catalogs
        loaded.diagnostics += diagnostics
        return loaded
    }

    /// `--locales`, else `locales` of zk-build.json, else de, en, ru.
    static func locales(_ context: ToolContext, _ project: StringsProjectSettings) -> [String] {
        guard let list = context.arguments.value("locales") else { return project.locales ?? Conventions.locales }
        return list.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func options(_ context: ToolContext, _ loaded: inout Loaded) throws -> StringsCheckOptions {
        let arguments = context.arguments
        let project = StringsProjectSettings.read(context)
        loaded.diagnostics += project.diagnostics
        if let file = project.file { loaded.files.append(file) }
        var options = StringsCheckOptions(
            sourceLocale: arguments.value("source-locale") ?? project.sourceLocale ?? Conventions.sourceLocale,
            requiredLocales: locales(context, project),
            strict: arguments.flag("strict") || (project.strict ?? false), settings: project.strings)
        // Neither the command line, zk-build.json nor a profile names locales: each catalog's own.
        options.localesFromCatalogs =
            arguments.value("locales") == nil && project.locales == nil
            && CheckProfile.ofProject(at: context.directory).locales == nil
        let names = arguments.all("app-name")
        if !names.isEmpty {
            options.appNames = names.map {
                BrandFacts.Name(locale: "*", value: $0, location: SourceLocation(path: "--app-name"))
            }
        } else {
            let brand = arguments.value("brand") ?? "Brand/brand.json"
            let absolute = context.absolute(brand)
            // Read as every input is: not through a link that leads outside the repository
            // unless the host declared it (`--brand` with `--trust-declared-inputs`).
            if arguments.value("brand") != nil || DirectoryWalker.exists(absolute) {
                switch context.read(brand) {
                case .success(let file):
                    loaded.files.append(file)
                    options.appNames = BrandFactsBuilder.facts(fromTokenFile: file).appNames
                case .failure(let error): loaded.diagnostics.append(error.diagnostic)
                }
            }
        }
        if let indexPath = arguments.value("index") {
            switch context.read(indexPath) {
            case .success(let file):
                loaded.files.append(file)
                let (index, diagnostics) = ProjectIndex.read(file)
                loaded.diagnostics += diagnostics
                options.index = index
            case .failure(let error): loaded.diagnostics.append(error.diagnostic)
            }
        }
        return options
    }

    // MARK: check, report

    static func check(_ context: ToolContext, report: Bool, keepInputsUntilExit: Bool = false) throws -> ToolResult {
        var loaded = load(context, context.arguments.positionals, findsCatalogs: true)
        if keepInputsUntilExit { InputsKeptUntilExit.keep(loaded.catalogs) }
        let options = try options(context, &loaded)
        var diagnostics =
            loaded.diagnostics + StringsChecker.check(loaded.catalogs, options: options, jobs: context.jobs)
        let arguments = context.arguments
        if let path = arguments.value("write-baseline") {
            let baseline = Baseline(recording: diagnostics)
            do {
                try context.outputs.write(baseline.bytes, to: path)
            } catch {
                return result(
                    [writeFailure(error, at: path)], loaded)
            }
            if !context.quiet { ToolMain.printError("recorded \(baseline.findings.count) finding(s) in '\(path)'") }
            return result([], loaded)
        }
        if let path = arguments.value("baseline") {
            switch context.read(path).flatMap(Baseline.read) {
            case .success(let baseline):
                let (new, known) = baseline.filter(diagnostics)
                diagnostics = new
                if context.verbose { ToolMain.printError("baseline '\(path)' absorbed \(known) known finding(s)") }
            case .failure(let error):
                diagnostics.append(error.diagnostic)
            }
        }
        if report {
            // The findings the command line prints and counts: house rules only under the
            // project's profile (as `ToolMain` reports them), so the report's counts agree.
            let counted = CheckProfile.ofProject(at: context.directory).filter(diagnostics, registry: registry)
            let coverage = CoverageReport(catalogs: loaded.catalogs, options: options, diagnostics: counted)
            let bytes: [UInt8]
            switch arguments.value("report-format") ?? "text" {
            case "json": bytes = coverage.json
            case "html": bytes = Array(HTMLReport.render(coverage).utf8)
            default: bytes = Array(coverage.text.utf8)
            }
            if let output = arguments.value("output") {
                do {
                    try context.outputs.write(bytes, to: output)
                } catch {
                    diagnostics.append(
                        writeFailure(error, at: output))
                }
            } else {
                FileHandle.standardOutput.write(Data(bytes))
                return result(diagnostics, loaded, toStandardError: true)
            }
        }
        return result(diagnostics, loaded)
    }

    static func result(_ diagnostics: [Diagnostic], _ loaded: Loaded, toStandardError: Bool = false) -> ToolResult {
        var sources: [String: SourceFile] = [:]
        for file in loaded.files { sources[file.path] = file }
        return ToolResult(
            diagnostics: diagnostics, filesRead: loaded.files.count, sources: sources,
            diagnosticsToStandardError: toStandardError)
    }

    // MARK: XLIFF

    static func exportXLIFF(_ context: ToolContext) throws -> ToolResult {
        try export(context, format: "xliff") {
            XLIFFExporter.export($0, sourceLocale: $1, targetLocale: $2, toolVersion: version)
        }
    }

    /// `export-xcloc`: `<output>/<locale>.xcloc`, as Xcode writes the bundle (`XclocBundle`).
    static func exportXcloc(_ context: ToolContext) throws -> ToolResult {
        guard let locale = context.arguments.value("locale"), !locale.isEmpty, !locale.contains("/") else {
            throw UsageError(
                "export-xcloc needs --locale <locale> (for example --locale ru)",
                commandPath: context.arguments.commandPath)
        }
        var loaded = load(context, context.arguments.positionals, findsCatalogs: true)
        let project = StringsProjectSettings.read(context)
        loaded.diagnostics += project.diagnostics
        let bundle = (context.arguments.value("output") ?? "build/xcloc") + "/\(locale).xcloc"
        let name = URL(fileURLWithPath: context.directory).lastPathComponent
        var diagnostics = loaded.diagnostics
        // The development region is the catalogs' source language (each XLIFF <file> names its own).
        let region =
            loaded.catalogs.lazy.compactMap { $0.sourceLanguage?.text }.first ?? project.sourceLocale
            ?? Conventions.sourceLocale
        let files = XclocBundle.files(
            loaded.catalogs, sourceLocale: region, targetLocale: locale, project: name, toolVersion: version)
        let before = diagnostics.count
        for file in files {
            write(
                file.bytes, to: bundle + "/" + file.path, context, &diagnostics, announced: false,
                inputs: loaded.catalogs.map(\.path))
        }
        let notes = bundle + "/" + XclocBundle.notesFolder
        do {
            try context.outputs.refuseLinks(notes)
            try FileManager.default.createDirectory(atPath: context.absolute(notes), withIntermediateDirectories: true)
        } catch let error as AtomicFileWriter.WriteError {
            diagnostics.append(error.diagnostic(at: notes))
        } catch {
            diagnostics.append(
                Diagnostic(
                    AtomicFileWriter.writeFailed, "cannot create folder '\(notes)'", at: SourceLocation(path: notes)))
        }
        if !context.quiet, diagnostics.count == before {
            ToolMain.printError("wrote '\(bundle)' (\(files.count) files)")
        }
        return result(diagnostics, loaded)
    }

    static func exportCSV(_ context: ToolContext) throws -> ToolResult {
        try export(context, format: "csv") { CSVExchange.export($0, sourceLocale: $1, targetLocale: $2) }
    }

    /// `export-<format>`: `render(catalogs, source locale, --locale)` of the readable catalogs,
    /// written to `--output`, else to `build/<format>/<locale>.<format>`.
    static func export(
        _ context: ToolContext, format: String, _ render: ([StringCatalog], String, String) -> String
    ) throws -> ToolResult {
        guard let locale = context.arguments.value("locale"), !locale.isEmpty else {
            throw UsageError(
                "export-\(format) needs --locale <locale> (for example --locale ru)",
                commandPath: context.arguments.commandPath)
        }
        var loaded = load(context, context.arguments.positionals, findsCatalogs: true)
        let project = StringsProjectSettings.read(context)
        loaded.diagnostics += project.diagnostics
        // A catalog that could not be read is reported and left out; the others are exported.
        let output = context.arguments.value("output") ?? "build/\(format)/\(locale).\(format)"
        let text = render(loaded.catalogs, project.sourceLocale ?? Conventions.sourceLocale, locale)
        var diagnostics = loaded.diagnostics
        write(Array(text.utf8), to: output, context, &diagnostics, inputs: loaded.catalogs.map(\.path))
        return result(diagnostics, loaded)
    }

    /// Writes `bytes` to `output` (said on standard error unless quiet); a failure is a diagnostic.
    static func write(
        _ bytes: [UInt8], to output: String, _ context: ToolContext, _ diagnostics: inout [Diagnostic],
        announced: Bool = true, inputs: [String] = []
    ) {
        do {
            try context.outputs.write(bytes, to: output, inputs: inputs)
            if announced, !context.quiet { ToolMain.printError("wrote '\(output)'") }
        } catch {
            diagnostics.append(writeFailure(error, at: output))
        }
    }

    /// A failed write as its diagnostic at `place` (a link on the way: reported at the link).
    static func writeFailure(_ error: any Error, at place: String) -> Diagnostic {
        if let error = error as? AtomicFileWriter.WriteError { return error.diagnostic(at: place) }
        return Diagnostic(AtomicFileWriter.writeFailed, "\(error)", at: SourceLocation(path: place))
    }

    static func exportPseudo(_ context: ToolContext) throws -> ToolResult {
        var loaded = load(context, context.arguments.positionals)
        let project = StringsProjectSettings.read(context)
        loaded.diagnostics += project.diagnostics
        let locale = context.arguments.value("locale") ?? PseudoLocale.defaultLocale
        let folder = context.arguments.value("output") ?? "build/pseudo"
        var diagnostics = loaded.diagnostics
        for catalog in loaded.catalogs {
            let root = PseudoLocale.tree(
                catalog, locale: locale, sourceLocale: project.sourceLocale ?? Conventions.sourceLocale)
            write(
                CatalogWriter.bytes(root, replacing: catalog), to: folder + "/" + catalog.path, context, &diagnostics,
                inputs: loaded.catalogs.map(\.path))
        }
        return result(diagnostics, loaded)
    }

    /// The XLIFF to import for `path`: the file itself, or for an Xcode localization bundle
    /// (`de.xcloc/`, as `xcodebuild -exportLocalizations` writes it) its
    /// `Localized Contents/<locale>.xliff` (the only one, or the one of `--locale`).
    static func xclocXLIFF(_ path: String, _ context: ToolContext) throws -> String {
        guard DirectoryWalker.isDirectory(context.absolute(path)) else { return path }
        let folder = path + "/Localized Contents"
        let found =
            DirectoryWalker.isDirectory(context.absolute(folder))
            ? DirectoryWalker.files(under: context.absolute(folder), extensions: ["xliff"]).filter { !$0.contains("/") }
                .sorted() : []
        if let locale = context.arguments.value("locale"), found.contains("\(locale).xliff") {
            return folder + "/\(locale).xliff"
        }
        guard found.count == 1, let only = found.first else {
            throw UsageError(
                "'\(path)' is a folder but no .xcloc with one 'Localized Contents/<locale>.xliff' (found \(found.isEmpty ? "none" : found.joined(separator: ", "))); name the XLIFF file or pass --locale",
                commandPath: context.arguments.commandPath)
        }
        return folder + "/" + only
    }

    /// `import-xliff`, or `import-csv` when `csv`: the same checks, all or nothing.
    static func importXLIFF(_ context: ToolContext, csv: Bool = false) throws -> ToolResult {
        guard let given = context.arguments.positionals.first else {
            throw UsageError(
                "\(csv ? "import-csv" : "import-xliff") needs the \(csv ? "CSV" : "XLIFF") file to import",
                commandPath: context.arguments.commandPath)
        }
        var loaded = load(context, Array(context.arguments.positionals.dropFirst()))
        let xliffPath = csv ? given : try xclocXLIFF(given, context)
        let xliff: SourceFile
        switch context.read(xliffPath) {
        case .success(let file): xliff = file
        case .failure(let error): return result(loaded.diagnostics + [error.diagnostic], loaded)
        }
        loaded.files.append(xliff)
        let project = StringsProjectSettings.read(context)
        loaded.diagnostics += project.diagnostics
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { return result(loaded.diagnostics, loaded) }
        let outcome =
            csv
            ? CSVExchange.importCSV(
                xliff, into: loaded.catalogs, locales: locales(context, project),
                locale: context.arguments.value("locale"))
            : XLIFFImporter.importXLIFF(
                xliff, into: loaded.catalogs, locales: locales(context, project),
                locale: context.arguments.value("locale"))
        var diagnostics = loaded.diagnostics + outcome.diagnostics
        if outcome.refused {
            if !context.quiet { ToolMain.printError("import refused: no catalog was changed") }
            return result(diagnostics, loaded)
        }
        if !context.arguments.flag("dry-run") {
            for path in outcome.updated.keys.sorted() {
                guard let root = outcome.updated[path],
                    let catalog = loaded.catalogs.first(where: { $0.path.hasSameCodePoints(as: path) })
                else { continue }
                do {
                    try context.outputs.write(CatalogWriter.bytes(root, replacing: catalog), to: path)
                } catch {
                    diagnostics.append(
                        writeFailure(error, at: path))
                }
            }
        }
        if !context.quiet {
            let verb = context.arguments.flag("dry-run") ? "would update" : "updated"
            ToolMain.printError(
                "\(verb) \(outcome.applied) value(s) in \(outcome.updated.count) catalog(s); \(outcome.matched) of \(outcome.units) unit(s) matched a catalog value"
                    + (outcome.markedForReview > 0
                        ? "; \(outcome.markedForReview) translation(s) of changed source texts marked needs_review"
                        : "")
            )
        }
        return result(diagnostics, loaded)
    }

    // MARK: migrate

    /// `migrate`: for each folder, each table of its `<locale>.lproj` folders as
    /// `<output>/<folder>/<Table>.xcstrings`; a malformed table (`StringsTableSyntaxCheck`) writes nothing.
    static func migrate(_ context: ToolContext) throws -> ToolResult {
        let folders = context.arguments.positionals
        guard !folders.isEmpty else {
            throw UsageError(
                "migrate needs a folder holding <locale>.lproj folders", commandPath: context.arguments.commandPath)
        }
        var loaded = Loaded()
        let project = StringsProjectSettings.read(context)
        loaded.diagnostics += project.diagnostics
        let sourceLocale = context.arguments.value("source-locale") ?? project.sourceLocale ?? "en"
        var outputs: [(String, [UInt8])] = []
        for folder in folders {
            var tables: [String: [StringsMigration.LocaleTable]] = [:]
            for (locale, lproj) in lprojFolders(folder, context) {
                let files = DirectoryWalker.files(
                    under: context.absolute(lproj), extensions: ["strings", "stringsdict"]
                )
                .filter { !$0.contains("/") }.sorted()
                for name in files {
                    let table = String(name.prefix(upTo: name.lastIndex(of: ".") ?? name.endIndex))
                    var file: SourceFile?
                    switch context.read(lproj + "/" + name) {
                    case .success(let read):
                        file = read
                        loaded.files.append(read)
                    case .failure(let error): loaded.diagnostics.append(error.diagnostic)
                    }
                    var entries = tables[table] ?? []
                    var entry =
                        entries.first { $0.locale.hasSameCodePoints(as: locale) }
                        ?? StringsMigration.LocaleTable(locale: locale, strings: nil, stringsdict: nil)
                    entries.removeAll { $0.locale.hasSameCodePoints(as: locale) }
                    if name.hasSuffix(".stringsdict") { entry.stringsdict = file } else { entry.strings = file }
                    entries.append(entry)
                    tables[table] = entries
                }
            }
            for table in tables.keys.sorted() {
                let (root, diagnostics) = StringsMigration.catalog(tables[table] ?? [], sourceLocale: sourceLocale)
                loaded.diagnostics += diagnostics
                let output =
                    (context.arguments.value("output") ?? "build/migrated") + "/"
                    + XclocBundle.insidePath(folder + "/" + table + ".xcstrings")
                if let root { outputs.append((output, CatalogWriter.bytes(root))) }
            }
        }
        var diagnostics = loaded.diagnostics
        // Errors write nothing: a catalog missing a table's broken locale would look complete.
        if !diagnostics.contains(where: { $0.severity == .error }) {
            for (path, bytes) in outputs {
                write(bytes, to: path, context, &diagnostics, inputs: loaded.catalogs.map(\.path))
            }
        }
        return result(diagnostics, loaded)
    }

    /// The `<locale>.lproj` folders directly in `folder` (`Base.lproj` is none: its tables are
    /// Interface Builder's), by locale.
    static func lprojFolders(_ folder: String, _ context: ToolContext) -> [(String, String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: context.absolute(folder))) ?? []
        return names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted().compactMap { name in
            let path = folder + "/" + name
            guard DirectoryWalker.isDirectory(context.absolute(path)) else { return nil }
            return (String(name.dropLast(".lproj".count)), path)
        }
    }

    // MARK: format

    static func format(_ context: ToolContext) throws -> ToolResult {
        let loaded = load(context, context.arguments.positionals)
        var diagnostics = loaded.diagnostics
        // Files that are not catalogs (syntax errors, another major version) are reported and
        // left alone; every catalog that was read is formatted.
        for catalog in loaded.catalogs {
            guard var diagnostic = XcodeFormattingCheck.check(catalog) else { continue }
            if context.arguments.flag("check") {
                // `--check` fails (exit 1) when a file would change, like `swift-format lint --strict`.
                diagnostic.severity = .error
                diagnostics.append(diagnostic)
                continue
            }
            do {
                try context.outputs.write(CatalogWriter.bytes(catalog.root, replacing: catalog), to: catalog.path)
                if !context.quiet { ToolMain.printError("rewrote '\(catalog.path)'") }
            } catch {
                diagnostics.append(
                    writeFailure(error, at: catalog.path))
            }
        }
        return result(diagnostics, loaded)
    }
}

/// Holds what a command read until the process exits (see `StringsTool.run(_:keepInputsUntilExit:)`):
/// one reference that is never released.
private final class InputsKeptUntilExit: Sendable {
    let catalogs: [StringCatalog]

    private init(_ catalogs: [StringCatalog]) { self.catalogs = catalogs }

    static func keep(_ catalogs: [StringCatalog]) {
        _ = Unmanaged.passRetained(InputsKeptUntilExit(catalogs))
    }
}
