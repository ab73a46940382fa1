import Foundation
import ZKContent
import ZKCore

// zk-content: validates the content against its JSON Schemas, checks the cross-links, prints the
// project index and compiles the canonical content. Thin: the work is in ZKContent.

let folder = PositionalSpec("content-folder", help: "The content folder.", optional: true)

let spec = CommandSpec(
    name: "zk-content", abstract: "Check, index and compile the app's content JSON.",
    options: ToolMain.commonOptions,
    subcommands: [
        CommandSpec(
            name: "check", abstract: "Validate every content file against its schema and check the cross-links.",
            positionals: [folder],
            examples: ["zk-content check", "zk-content check Content --format github"]),
        CommandSpec(
            name: "build", abstract: "Check, then write the canonical content and catalog.json (only when there are no errors).",
            options: [OptionSpec("output", short: "o", value: "dir", help: "Where the compiled content goes.", default: "build/content")],
            positionals: [folder],
            examples: ["zk-content build", "zk-content build Content -o build/content"]),
        CommandSpec(
            name: "validate", abstract: "Validate against the JSON Schemas only (no cross-links); print one verdict per file.",
            discussion: "Prints 'valid' or 'invalid', the file and its schema, one line per content file. A file is invalid when it violates its schema or its schema (or one it references) has errors.",
            positionals: [folder],
            examples: ["zk-content validate", "zk-content validate Content --quiet"]),
        CommandSpec(
            name: "index", abstract: "Print every string key, audio ID, asset and ID the content defines or uses, with places.",
            positionals: [folder],
            examples: ["zk-content index --format json", "zk-content index Content"]),
    ],
    defaultSubcommand: "check",
    examples: ["zk-content check", "zk-content index --format json > index.json", "zk-content build -o build/content"])

let registry = CodeRegistry([CoreCodes.all, ContentCodes.all])

exit(ToolMain.run(spec: spec, version: "0.1.0", registry: registry) { context in
    let contentPath = context.arguments.positionals.first ?? "Content"
    guard DirectoryWalker.isDirectory(context.absolute(contentPath)) else {
        throw UsageError("content folder '\(contentPath)' does not exist", commandPath: context.arguments.commandPath)
    }
    let input = ContentLoader.load(projectRoot: context.directory, contentPath: contentPath, jobs: context.jobs)
    let sources = Dictionary(input.documents.map { ($0.path, $0.file) }, uniquingKeysWith: { first, _ in first })
    if context.arguments.subcommand == "validate" {
        let result = ContentChecker.validateSchemas(input, jobs: context.jobs)
        var lines = ""
        for verdict in result.verdicts { lines += "\(verdict.valid ? "valid" : "invalid")\t\(verdict.file)\t\(verdict.schema)\n" }
        FileHandle.standardOutput.write(Data(lines.utf8))
        return ToolResult(diagnostics: result.diagnostics, filesRead: input.documents.count, sources: sources, diagnosticsToStandardError: true)
    }
    let report = ContentChecker.run(input, jobs: context.jobs)
    var diagnostics = report.diagnostics
    switch context.arguments.subcommand {
    case "index":
        if context.format == .json {
            FileHandle.standardOutput.write(Data(IndexWriter.json(report.index)))
        } else {
            print(IndexWriter.text(report.index), terminator: "")
        }
        return ToolResult(diagnostics: diagnostics, filesRead: input.documents.count, sources: sources, diagnosticsToStandardError: true)
    case "build":
        if !report.hasErrors {
            let output = context.absolute(context.arguments.value("output") ?? "build/content")
            do throws(AtomicFileWriter.WriteError) {
                _ = try ContentCompiler.write(ContentCompiler.compile(input), to: output)
            } catch {
                diagnostics.append(Diagnostic(CoreCodes.writeFailed, error.description, at: SourceLocation(path: error.path)))
            }
        }
        return ToolResult(diagnostics: diagnostics, filesRead: input.documents.count, sources: sources)
    default:
        return ToolResult(diagnostics: diagnostics, filesRead: input.documents.count, sources: sources)
    }
})
