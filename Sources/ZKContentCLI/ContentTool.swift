import Foundation
import ZKContent
import ZKCore
import ZKProject
import ZKSchema
import ZKSwiftSource

/// The `zk-content` command line: its declaration and the code behind each subcommand. The
/// executable only hands this to `ToolMain`.
public enum ContentTool {
    public static let version = ToolVersion.current
    public static let registry = CodeRegistry([
        ZKCoreChecks.codes, ZKProjectChecks.codes, ZKSwiftSourceChecks.codes, ZKContentChecks.codes,
    ])

    static let folder = PositionalSpec("content-folder", help: "The content folder.", optional: true)

    public static let spec = CommandSpec(
        name: "zk-content",
        abstract: "Check, index and compile the app's content JSON; validate any JSON file against a JSON Schema.",
        options: ToolMain.commonOptions + [DeclaredInputs.option],
        subcommands: [
            CommandSpec(
                name: "check", abstract: "Validate every content file against its schema and check the cross-links.",
                positionals: [folder],
                examples: ["zk-content check", "zk-content check Content --format github"]),
            CommandSpec(
                name: "build",
                abstract: "Check, then write the canonical content and catalog.json (only when there are no errors).",
                options: [
                    OptionSpec(
                        "output", short: "o", value: "dir",
                        help: "Where the compiled content goes; only files zk-content wrote there are ever removed.",
                        default: "build/content")
                ],
                positionals: [folder],
                examples: ["zk-content build", "zk-content build Content -o build/content"]),
            CommandSpec(
                name: "validate",
                abstract: "Validate against JSON Schemas only (no cross-links); print one verdict per file.",
                discussion: """
                    Without --schema: every content file of the folder against its schema (its \
                    '$schema', or the convention of its kind). With --schema: each FILE against \
                    SCHEMA, for any JSON outside Content/. Drafts 4, 6, 7, 2019-09 and 2020-12 are \
                    read, each schema in the draft its '$schema' names (else --draft). Schemas SCHEMA \
                    references by relative path are read too; remote ones only through --map (a URI \
                    prefix read from a folder), never fetched; the metaschemas of every draft are \
                    bundled ("$ref": "https://json-schema.org/draft/2020-12/schema" resolves). Each \
                    schema is first validated against its draft's metaschema. Prints 'valid' or \
                    'invalid', the file and its schema, one line per file (on standard error with \
                    --format json or sarif, which put their document on standard output); every \
                    violation is a located diagnostic. A file is invalid when it violates its schema, \
                    or when that schema (or one it references) has errors itself, even where the \
                    file does not reach them: 'valid' is printed only where the exit status can be 0. \
                    Keywords the draft does not define are annotations (errors under \
                    --strict-keywords; always in the content folder's schemas). 'format' is an \
                    assertion in drafts 4 to 7 and under a metaschema with the format-assertion \
                    vocabulary, else an annotation; --assert-format asserts it in every draft, \
                    --no-assert-format in none. YAML and JSONC input is an error \
                    ("expected JSON: YAML is not read"). A file with an error of its own is never \
                    'valid', and in the folder a schema with errors gets an 'invalid' line of its \
                    own: exit status 1 always shows an 'invalid' line. --output flag|basic|detailed \
                    prints, instead of the verdict lines, one JSON object per file: \
                    {"file": …, "schema": …, "output": …}, the output in the specification's \
                    format (2020-12 §12.4): 'flag' only {"valid": …}; 'basic' a flat list of \
                    units, each with keywordLocation, absoluteKeywordLocation, instanceLocation \
                    and error; 'detailed' the units as a tree following the schema.
                    """,
                options: [
                    OptionSpec(
                        "schema", value: "file",
                        help: "Validate the FILEs against this schema instead of the content folder."),
                    .flag(
                        "assert-format",
                        help:
                            "Make 'format' an assertion (date, email, uri, …) in every draft; drafts 4 to 7 assert it already."
                    ),
                    .flag(
                        "no-assert-format",
                        help: "Make 'format' an annotation in every draft, drafts 4 to 7 included."),
                    OptionSpec(
                        "draft", value: "draft",
                        help: "The draft of schemas without '$schema' (4, 6, 7, 2019-09, 2020-12).", default: "2020-12",
                        allowed: SchemaDraft.allCases.map(\.rawValue)),
                    OptionSpec(
                        "map", value: "prefix=dir",
                        help: "Read remote references under URI PREFIX from files of DIR (repeatable; never fetched).",
                        repeatable: true),
                    .flag(
                        "strict-keywords",
                        help: "Report keywords the schema's draft does not define as errors instead of ignoring them."),
                    OptionSpec(
                        "output", value: "format",
                        help:
                            "Print the specification's output of each file instead of its verdict line, in the folder or with --schema (JSON Lines; diagnostics go to standard error).",
                        allowed: SchemaOutputFormat.allCases.map(\.rawValue)),
                ],
                positionals: [
                    PositionalSpec(
                        "paths", help: "The content folder, or with --schema the files to validate.", optional: true,
                        variadic: true)
                ],
                examples: [
                    "zk-content validate", "zk-content validate Content --quiet",
                    "zk-content validate --schema schemas/config.schema.json config/*.json",
                    "zk-content validate --draft 7 --map https://example.com/schemas/=schemas --schema schemas/app.json app.json",
                    "zk-content validate --output basic --schema schemas/app.json app.json",
                    "zk-content validate --output detailed Content",
                ]),
            CommandSpec(
                name: "index",
                abstract: "Print every string key, audio ID, asset and ID the content defines or uses, with places.",
                positionals: [folder],
                examples: ["zk-content index --format json", "zk-content index Content"]),
        ],
        defaultSubcommand: "check",
        examples: [
            "zk-content check", "zk-content index --format json > index.json", "zk-content build -o build/content",
            "zk-content validate --schema my.schema.json data.json",
        ])

    /// Runs the parsed command.
    public static func run(_ context: ToolContext) throws -> ToolResult {
        if context.arguments.subcommand == "validate", let schema = context.arguments.value("schema") {
            let draftName = context.arguments.value("draft") ?? SchemaDraft.draft2020.rawValue
            guard let draft = SchemaDraft.named(option: draftName) else {
                throw UsageError(
                    "'--draft' takes 4, 6, 7, 2019-09 or 2020-12, not '\(draftName)'",
                    commandPath: context.arguments.commandPath)
            }
            var mappings: [SchemaFileLoader.Mapping] = []
            for option in context.arguments.values["map"] ?? [] {
                guard let mapping = SchemaFileLoader.Mapping(option: option) else {
                    throw UsageError(
                        "'--map' takes URI-PREFIX=DIR, not '\(option)'", commandPath: context.arguments.commandPath)
                }
                mappings.append(mapping)
            }
            let options = SchemaOptions(
                assertFormat: context.arguments.flag("assert-format"),
                annotateFormat: context.arguments.flag("no-assert-format"), defaultDraft: draft,
                strictKeywords: context.arguments.flag("strict-keywords"))
            return try validateFiles(context, schema: schema, mappings: mappings, options: options)
        }
        // The content folder's own schemas: unknown keywords are errors.
        let options = SchemaOptions(assertFormat: context.arguments.flag("assert-format"), strictKeywords: true)
        let contentPath = context.arguments.positionals.first ?? "Content"
        guard DirectoryWalker.isDirectory(context.absolute(contentPath)) else {
            throw UsageError(
                "content folder '\(contentPath)' does not exist", commandPath: context.arguments.commandPath)
        }
        if context.arguments.subcommand == "validate" {
            let outputFormat = context.arguments.value("output").flatMap(SchemaOutputFormat.init(rawValue:))
            let result = ContentChecker.validateFolder(
                projectRoot: context.directory, contentPath: contentPath, jobs: context.jobs, options: options,
                evaluationPaths: outputFormat?.needsEvaluationPaths ?? false)
            // A schema no content file uses, or a file of no kind, still gets a line when it has an error.
            let sources = result.sources
            let unjudged = { (path: String) -> String? in
                let relative = path.hasPrefix(contentPath + "/") ? String(path.dropFirst(contentPath.count + 1)) : path
                guard ContentKind.of(relative) == .schema else { return "-" }
                let dialect = sources[path].flatMap { JSONReader.read($0).value?["$schema"]?.string }
                return dialect ?? options.defaultDraft.dialect
            }
            return deliver(
                result.verdicts,
                ToolResult(diagnostics: result.diagnostics, filesRead: result.filesRead, sources: result.sources),
                context,
                unjudged: unjudged,
                outputs: outputFormat.map {
                    SchemaOutputs(format: $0, rootLocations: result.rootLocations, violations: result.violations)
                })
        }
        let input = ContentLoader.load(
            projectRoot: context.directory, contentPath: contentPath, jobs: context.jobs,
            declared: context.declaredInputs)
        let sources = Dictionary(input.documents.map { ($0.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        let report = ContentChecker.run(input, jobs: context.jobs)
        var diagnostics = report.diagnostics
        switch context.arguments.subcommand {
        case "index":
            context.write(
                context.format == .json
                    ? String(decoding: IndexWriter.json(report.index), as: UTF8.self) : IndexWriter.text(report.index))
            return ToolResult(
                diagnostics: diagnostics, filesRead: input.documents.count, sources: sources,
                diagnosticsToStandardError: true)
        case "build":
            // The errors the command line reports (house rules only under the project's profile):
            // a build that says "0 errors" writes its outputs.
            let counted = CheckProfile.ofProject(at: context.directory).filter(diagnostics, registry: registry)
            if !counted.contains(where: { $0.severity == .error }) {
                let output = context.arguments.value("output") ?? "build/content"
                do throws(AtomicFileWriter.WriteError) {
                    // Stale files go by the folder's record only: `-o .` removes nothing of the project.
                    let filled = try context.outputs.fill(
                        output, with: ContentCompiler.compile(input).map { ($0.path, $0.bytes) },
                        inputs: input.documents.map(\.path))
                    if context.verbose {
                        for path in filled.kept {
                            ToolMain.printError("kept '\(output)/\(path)': it changed since zk-content wrote it")
                        }
                    }
                } catch {
                    diagnostics.append(error.diagnostic())
                }
            }
            return ToolResult(diagnostics: diagnostics, filesRead: input.documents.count, sources: sources)
        default:
            return ToolResult(diagnostics: diagnostics, filesRead: input.documents.count, sources: sources)
        }
    }

    /// `validate`'s output: the verdict lines on standard output and the diagnostics on standard
    /// error; with `--format json` or `sarif`, the document on standard output (so it parses)
    /// and the verdict lines on standard error.
    static func deliver(
        _ verdicts: [SchemaVerdict], _ result: ToolResult, _ context: ToolContext,
        unjudged: (String) -> String? = { _ in nil },
        outputs: SchemaOutputs? = nil
    ) -> ToolResult {
        var result = result
        let verdicts = agreeing(verdicts, result.diagnostics, context, unjudged: unjudged)
        if let outputs {
            context.write(outputs.lines(verdicts, diagnostics: result.diagnostics))
            result.diagnosticsToStandardError = true
            return result
        }
        if context.format == .json || context.format == .sarif {
            if !verdicts.isEmpty { ToolMain.printError(verdictLines(verdicts), terminator: "") }
        } else {
            context.write(verdictLines(verdicts))
            result.diagnosticsToStandardError = true
        }
        return result
    }

    /// Verdicts that agree with the exit status (issue 24): a file the run reports an error in
    /// (with --warnings-as-errors, a warning too; house rules only under the project's profile,
    /// as `ToolMain` counts them) is never `valid`, and such a file without a verdict of its own
    /// gets an `invalid` line where `unjudged` gives its schema column: a schema of the folder no
    /// content file uses, a file that cannot be read. So exit status 1 always has an `invalid` line.
    ///
    ///     invalid	Content/schemas/unused.schema.json	https://json-schema.org/draft/2020-12/schema
    static func agreeing(
        _ verdicts: [SchemaVerdict], _ diagnostics: [Diagnostic], _ context: ToolContext, unjudged: (String) -> String?
    ) -> [SchemaVerdict] {
        let warningsFail = context.arguments.flag("warnings-as-errors")
        let counted = CheckProfile.ofProject(at: context.directory).filter(diagnostics, registry: registry)
        var failing: Set<String> = []
        for diagnostic in counted
        where diagnostic.severity == .error || (warningsFail && diagnostic.severity == .warning) {
            if let path = diagnostic.location?.path { failing.insert(path) }
        }
        // The common case, nothing failing, touches no verdict (and no set of every judged
        // file: 10,000 verdicts cost 20M instructions after the parallel part).
        guard !failing.isEmpty else { return verdicts }
        var result = verdicts
        var judged: Set<String> = []
        let sorted = failing.sorted()
        if zip(verdicts, verdicts.dropFirst()).allSatisfy({ !($1.file < $0.file) }) {
            // Verdicts in path order (a folder's always are): one walk beside the sorted failing
            // paths, no hashing (a set lookup a verdict cost 1,600 instructions: 16M for 10,000).
            var cursor = 0
            for index in result.indices {
                let file = result[index].file
                while cursor < sorted.count && sorted[cursor] < file { cursor += 1 }
                if cursor < sorted.count && sorted[cursor] == file {
                    result[index].valid = false
                    judged.insert(file)
                }
            }
        } else {
            for index in result.indices where failing.contains(result[index].file) {
                result[index].valid = false
                judged.insert(result[index].file)
            }
        }
        for path in sorted where !judged.contains(path) {
            if let schema = unjudged(path) { result.append(SchemaVerdict(file: path, schema: schema, valid: false)) }
        }
        return result
    }

    /// One line per verdict, `valid|invalid TAB file TAB schema`, built as bytes (interpolating
    /// each line cost 3,300 instructions, 33M for 10,000 files, all after the parallel part).
    static func verdictLines(_ verdicts: [SchemaVerdict]) -> String {
        let size = verdicts.reduce(0) { $0 + ($1.valid ? 6 : 8) + $1.file.utf8.count + $1.schema.utf8.count + 2 }
        return String(unsafeUninitializedCapacity: size) { buffer in
            var end = 0
            for verdict in verdicts {
                end = copy(verdict.valid ? "valid\t" : "invalid\t", into: buffer, at: end)
                end = copy(verdict.file, into: buffer, at: end)
                end = copy("\t", into: buffer, at: end)
                end = copy(verdict.schema, into: buffer, at: end)
                end = copy("\n", into: buffer, at: end)
            }
            return end
        }
    }

    /// `string`'s bytes copied into `buffer` at `start` at once; where they end. (Appending a
    /// `utf8` view to an array went byte by byte; a nested function that moved a captured end
    /// paid an exclusivity check a call.)
    private static func copy(_ string: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var string = string
        return string.withUTF8 { bytes in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[start...]).initialize(from: bytes)
            return start + bytes.count
        }
    }

    /// `validate --schema SCHEMA FILE…`: any JSON files against one schema.
    static func validateFiles(
        _ context: ToolContext, schema: String, mappings: [SchemaFileLoader.Mapping], options: SchemaOptions
    ) throws -> ToolResult {
        let files = context.arguments.positionals
        guard !files.isEmpty else {
            throw UsageError(
                "'validate --schema' needs the JSON files to validate", commandPath: context.arguments.commandPath)
        }
        let loaded = SchemaFileLoader.load(schema, mappings: mappings, absolute: context.absolute)
        var diagnostics = loaded.diagnostics
        var sources = loaded.sources
        let outputFormat = context.arguments.value("output").flatMap(SchemaOutputFormat.init(rawValue:))
        guard let schemaDocument = loaded.documents.first(where: { $0.path.hasSameCodePoints(as: schema) }) else {
            // No schema, no file is valid.
            let verdicts = files.map { SchemaVerdict(file: $0, schema: schema, valid: false) }
            return deliver(
                verdicts, ToolResult(diagnostics: diagnostics, filesRead: sources.count, sources: sources), context,
                outputs: outputFormat.map { SchemaOutputs(format: $0, rootLocations: [:], violations: [:]) })
        }
        let library = SchemaLibrary(documents: loaded.documents, options: options)
        // The metaschema first: where it rejects a value, the compiler's own finding there is dropped.
        let conformance = MetaschemaCheck.run(
            loaded.documents, problems: SchemaChecks.libraryChecks.run(library), defaultDraft: options.defaultDraft)
        diagnostics += conformance.diagnostics
        // Any error in the schemas (a referenced file that is not JSON, say) and no file is valid:
        // the exit status will not be 0.
        let schemaSound = conformance.conforming && !diagnostics.contains { $0.severity == .error }
        let evaluationPaths = outputFormat?.needsEvaluationPaths ?? false
        let results = parallelMap(files, jobs: context.jobs) {
            path -> (SourceFile?, [Diagnostic], SchemaVerdict?, [SchemaViolation]) in
            switch context.read(path) {
            case .failure(let error):
                return (nil, [error.diagnostic], SchemaVerdict(file: path, schema: schema, valid: false), [])
            case .success(let file):
                // The tape when the file reads cleanly; else the tree reader names the problem.
                let read = JSONTape.read(file)
                let parse = read == nil ? JSONReader.read(file) : JSONParseResult(value: nil, diagnostics: [])
                guard let tape = read ?? parse.value.map(JSONTape.init) else {
                    return (file, parse.diagnostics, SchemaVerdict(file: path, schema: schema, valid: false), [])
                }
                let result = library.validate(
                    tape, file: path, schemaPath: schemaDocument.path, evaluationPaths: evaluationPaths)
                let found = result.reported.map { $0.diagnostic(SchemaViolationCheck.schemaViolation) }
                let verdict = SchemaVerdict(
                    file: path, schema: schema, valid: result.isValid && !parse.hasErrors && schemaSound)
                return (file, parse.diagnostics + found, verdict, outputFormat == nil ? [] : result.violations)
            }
        }
        var violations: [String: [SchemaViolation]] = [:]
        for (file, found, verdict, kept) in results {
            if let file { sources[file.path] = file }
            diagnostics += found
            if let verdict, !kept.isEmpty { violations[verdict.file] = kept }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        return deliver(
            results.compactMap(\.2), ToolResult(diagnostics: diagnostics, filesRead: sources.count, sources: sources),
            context,
            outputs: outputFormat.map {
                SchemaOutputs(
                    format: $0, rootLocations: [schema: library.rootLocation(schemaPath: schemaDocument.path)],
                    violations: violations)
            })
    }
}

/// `validate --output`: each file's output in the specification's format, one JSON object a line
/// (`{"file": …, "schema": …, "output": …}`), agreeing with the verdicts.
struct SchemaOutputs {
    var format: SchemaOutputFormat
    /// The root `absoluteKeywordLocation` of each schema of the verdicts (by their schema
    /// column); a schema not listed has its column and `#` (a metaschema URI, a missing file).
    var rootLocations: [String: String]
    /// The violations of each file that has any (with their evaluation paths).
    var violations: [String: [SchemaViolation]]

    func lines(_ verdicts: [SchemaVerdict], diagnostics: [Diagnostic]) -> String {
        var text = ""
        let writer = JSONWriter(style: .compact, order: .source)
        for verdict in verdicts {
            let found = violations[verdict.file] ?? []
            // Invalid without a violation: the first error of the file, else the schemas' errors.
            let own = diagnostics.first { $0.severity == .error && $0.location?.path == verdict.file }
            let reason = own?.message ?? "the schema, or one it references, has errors (see the diagnostics)"
            let output = SchemaOutput.render(
                found, valid: verdict.valid, format: format,
                rootLocation: rootLocations[verdict.schema] ?? verdict.schema + "#", reason: reason)
            let line = SchemaOutput.object([
                SchemaOutput.member("file", .string(verdict.file)),
                SchemaOutput.member("schema", .string(verdict.schema)),
                JSONMember(key: "output", keyPosition: SourcePosition(line: 0, column: 0, offset: 0), value: output),
            ])
            text += writer.string(line) + "\n"
        }
        return text
    }
}
