import ZKCore
import ZKProject
import ZKSchema

/// The result of checking the content: every diagnostic, the project index, and per file the
/// verdict of its schema (for the `check-jsonschema` cross-check).
public struct ContentReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var index: ProjectIndex
    /// Content file → the schema it was validated against and whether it passed.
    public var schemaVerdicts: [SchemaVerdict]
    public var context: ContentCheckContext

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Which schema validated a file, and the outcome.
public struct SchemaVerdict: Sendable, Hashable {
    public var file: String
    public var schema: String
    /// No violation, and validation never passed through a part of the schema that has errors.
    public var valid: Bool

    package init(file: String, schema: String, valid: Bool) {
        self.file = file
        self.schema = schema
        self.valid = valid
    }
}

/// `ContentChecker.validateFolder`'s findings.
public struct FolderValidation: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// One per content file validated, in path order.
    public var verdicts: [SchemaVerdict] = []
    /// The files the diagnostics are in (for the renderer's source lines).
    public var sources: [String: SourceFile] = [:]
    public var filesRead: Int
    /// Each invalid file's violations, with their output units (only with `evaluationPaths`).
    public var violations: [String: [SchemaViolation]] = [:]
    /// Each schema's root `absoluteKeywordLocation` (`SchemaLibrary.rootLocation`), by path.
    public var rootLocations: [String: String] = [:]
}

/// Runs the content checks: syntax (from the reader), schemas, then the cross-link rules.
public enum ContentChecker {
    /// Only the schema part: syntax, schema compilation and validation, without the cross-links
    /// (`zk-content validate`, the benchmark's and the cross-check's subject).
    public static func validateSchemas(
        _ input: ContentInput, jobs: Int = 1, options: SchemaOptions = SchemaOptions(strictKeywords: true)
    ) -> (diagnostics: [Diagnostic], verdicts: [SchemaVerdict]) {
        var diagnostics = input.readDiagnostics
        for document in input.documents { diagnostics += document.parse.diagnostics }
        let library = SchemaLibrary(documents: schemaDocuments(input), options: options)
        diagnostics += SchemaChecks.libraryChecks.run(library)
        let validation = validateAgainstSchemas(input, library: library, jobs: jobs)
        diagnostics += validation.diagnostics
        diagnostics.sort(by: Diagnostic.reportOrder)
        return (diagnostics, validation.verdicts)
    }

    /// `mappedSchemas`: documents the content schemas reference remotely, read through a
    /// `schemaMap` (`SchemaFileLoader.loadMapped`).
    /// `code`: what the app's Swift sources use (their asset lookups are checked too).
    public static func run(
        _ input: ContentInput, jobs: Int = 1, mappedSchemas: [SchemaDocument] = [], code: CodeIndex? = nil
    ) -> ContentReport {
        var diagnostics = input.readDiagnostics
        for document in input.documents { diagnostics += document.parse.diagnostics }

        // The project's own schemas: a keyword their draft does not define is an error.
        let library = SchemaLibrary(
            documents: schemaDocuments(input) + mappedSchemas, options: SchemaOptions(strictKeywords: true))
        diagnostics += SchemaChecks.libraryChecks.run(library)
        let validation = validateAgainstSchemas(input, library: library, jobs: jobs)
        diagnostics += validation.diagnostics

        let context = ContentCheckContext(input, code: code)
        var crossLinks: [Diagnostic] = []
        crossLinks += ZKContentChecks.checks.run(context)
        // One error per place: where a cross-link rule reports a value, its more specific message
        // replaces the schema's generic one (a pattern mismatch of an asset name, say) — unless
        // the schema's is of the file's shape: that is the cause, the rule's its consequence.
        let specific = Set(crossLinks.compactMap { $0.severity == .error ? placeKey($0) : nil })
        diagnostics.removeAll {
            $0.code == SchemaViolationCheck.schemaViolation.code && !$0.breaksFile
                && placeKey($0).map(specific.contains) == true
        }
        diagnostics += crossLinks
        diagnostics.sort(by: Diagnostic.reportOrder)
        return ContentReport(
            diagnostics: diagnostics, index: IndexBuilder.build(context), schemaVerdicts: validation.verdicts,
            context: context)
    }

    static func placeKey(_ diagnostic: Diagnostic) -> String? {
        guard let location = diagnostic.location, let start = location.start else { return nil }
        return "\(location.path):\(start.line):\(start.column)"
    }

    /// Runs every check on in-memory files (a code's examples).
    public static func check(examples files: [DiagnosticExample.ExampleFile]) -> [Diagnostic] {
        run(ContentInput.examples(files)).diagnostics
    }

    /// The content folder's schemas (its `schemas/` files).
    public static func schemaDocuments(_ input: ContentInput) -> [SchemaDocument] {
        input.documents.compactMap { document in
            guard ContentKind.of(input.relative(document.path)) == .schema, let root = document.parse.value else {
                return nil
            }
            return SchemaDocument(path: document.path, root: root)
        }
    }

    /// The schema of each content file and its diagnostics.
    static func validateAgainstSchemas(
        _ input: ContentInput, library: SchemaLibrary, jobs: Int
    ) -> (diagnostics: [Diagnostic], verdicts: [SchemaVerdict]) {
        let documents = input.documents.compactMap { document -> (ContentDocument, ContentKind)? in
            let kind = ContentKind.of(input.relative(document.path))
            return kind.isContent && document.isRead ? (document, kind) : nil
        }
        let results = parallelMap(documents, jobs: jobs) { item -> ([Diagnostic], SchemaVerdict?) in
            let (document, kind) = item
            guard let tape = document.tape ?? document.parse.value.map(JSONTape.init) else { return ([], nil) }
            let found = validate(tape, file: document.path, kind: kind, root: input.root, library: library)
            return (found.diagnostics, found.verdict)
        }
        return (results.flatMap(\.0), results.compactMap(\.1))
    }

    /// One content file against the schema it names or its kind's; its violations are kept
    /// only under `evaluationPaths` (for `--output`).
    static func validate(
        _ tape: JSONTape, file: String, kind: ContentKind, root: String, library: SchemaLibrary,
        evaluationPaths: Bool = false
    ) -> (diagnostics: [Diagnostic], verdict: SchemaVerdict?, violations: [SchemaViolation]) {
        var memo = SchemaLibrary.ReferenceMemo()
        return validate(
            tape, file: file, kind: kind, root: root, library: library, evaluationPaths: evaluationPaths,
            references: &memo)
    }

    /// `validate` with the worker's memo of the last `$schema` resolved.
    static func validate(
        _ tape: JSONTape, file: String, kind: ContentKind, root: String, library: SchemaLibrary,
        evaluationPaths: Bool = false, references: inout SchemaLibrary.ReferenceMemo
    ) -> (diagnostics: [Diagnostic], verdict: SchemaVerdict?, violations: [SchemaViolation]) {
        let schemaPath: String
        switch SchemaAssignment.schema(
            ofFile: file, tape: tape, kind: kind, root: root, library: library, memo: &references)
        {
        case .success(let path): schemaPath = path
        case .failure(let problem): return ([problem.diagnostic], nil, [])
        }
        let (found, valid, violations) = SchemaViolationCheck.run(
            tape, file: file, schemaPath: schemaPath, kindName: kind.displayName, library: library,
            evaluationPaths: evaluationPaths)
        return (found, SchemaVerdict(file: file, schema: schemaPath, valid: valid), evaluationPaths ? violations : [])
    }

    /// What `validateSchemas` finds on the content folder on disk, streamed: the schemas are
    /// read and compiled first, then each file is read, validated and let go (only the files
    /// with diagnostics are kept, for the renderer), so memory stays that of the files in flight.
    /// `zk-content validate`'s path; with `evaluationPaths` (`--output basic|detailed`) each
    /// invalid file's violations are kept with their output units.
    public static func validateFolder(
        projectRoot: String, contentPath: String, jobs: Int,
        options: SchemaOptions = SchemaOptions(strictKeywords: true), evaluationPaths: Bool = false
    ) -> FolderValidation {
        @Sendable func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : projectRoot.slashJoined(path) }
        let prelude = FolderPrelude(projectRoot: projectRoot, contentPath: contentPath, jobs: jobs, options: options)
        var folder = FolderValidation(filesRead: prelude.files.count)
        let others = zip(prelude.files, prelude.kinds).filter { $0.1 != .schema }.map { (path: $0.0, kind: $0.1) }
        let library = prelude.schemas.library
        folder.diagnostics = prelude.schemas.diagnostics
        folder.sources = prelude.schemas.sources
        folder.diagnostics += SchemaChecks.libraryChecks.run(library)
        for document in prelude.schemas.documents {
            folder.rootLocations[document.path] = library.rootLocation(schemaPath: document.path)
        }
        // Every thread validates with the one library (its nodes are lent to the validator
        // unretained) and keeps its own memo of the last `$schema` resolved.
        let memos: @Sendable (Int) -> SchemaLibrary.ReferenceMemo = { _ in SchemaLibrary.ReferenceMemo() }
        let results = parallelMap(others, jobs: jobs, worker: memos) {
            memo, item -> (diagnostics: [Diagnostic], verdict: SchemaVerdict?, file: SourceFile?, [SchemaViolation])
            in
            let (path, kind) = item
            let file: SourceFile
            switch FileReader.read(absolute(path), displayPath: path) {
            case .failure(let error): return ([error.diagnostic], nil, nil, [])
            case .success(let read): file = read
            }
            // The tape when the file reads cleanly; else the tree reader names the problem.
            var found: [Diagnostic] = []
            var tape = JSONTape.read(file)
            if tape == nil {
                let parse = JSONReader.read(file)
                found = parse.diagnostics
                tape = parse.value.map(JSONTape.init)
            }
            guard kind.isContent, let tape else { return (found, nil, found.isEmpty ? nil : file, []) }
            let outcome = validate(
                tape, file: path, kind: kind, root: contentPath, library: library, evaluationPaths: evaluationPaths,
                references: &memo)
            found += outcome.diagnostics
            return (found, outcome.verdict, found.isEmpty ? nil : file, outcome.violations)
        }
        for (found, verdict, file, violations) in results {
            folder.diagnostics += found
            if let file { folder.sources[file.path] = file }
            if let verdict {
                folder.verdicts.append(verdict)
                if !violations.isEmpty { folder.violations[verdict.file] = violations }
            }
        }
        folder.diagnostics.sort(by: Diagnostic.reportOrder)
        return folder
    }

    /// `to` relative to the folder of `from` (`Content/games/x.json`, `Content/schemas/game.schema.json` → `../schemas/game.schema.json`).
    static func relativePath(from: String, to: String) -> String {
        var base = from.split(separator: "/").dropLast()
        var target = to.split(separator: "/")[...]
        while let a = base.first, let b = target.first, a == b {
            base = base.dropFirst()
            target = target.dropFirst()
        }
        return (Array(repeating: "..", count: base.count) + target.map(String.init)).joined(separator: "/")
    }
}
