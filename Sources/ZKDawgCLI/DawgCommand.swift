import DawgReader
import Foundation
import ZKCore
import ZKDawg

/// The `zk-dawg` command line: its declaration and the handler `main.swift` hands to `ToolMain`.
public enum DawgCommand {
    public static let version = ToolVersion.current

    static let file = PositionalSpec("file", help: "A dictionary built by 'zk-dawg build' (.dawg).")

    public static let spec = CommandSpec(
        name: "zk-dawg", abstract: "Build, check and query minimal DAWG dictionaries for word games.",
        options: ToolMain.commonOptions + [DeclaredInputs.option],
        subcommands: [
            CommandSpec(
                name: "build", abstract: "Build a dictionary from a variant folder or from word lists.",
                discussion: """
                    INPUT is a variant folder (alphabet.json and words.txt / words-<part>.txt) or, \
                    with --alphabet, one or more word lists. Lines are normalised (NFC, lower case, \
                    folds and the alphabet's "case" rule: strict by default, "fold" lower-cases), \
                    checked, sorted and built into the minimal DAWG. Word lists are streamed \
                    (only regular files: a FIFO or a device is refused; a list truncated while it \
                    is read is an error); the output is written atomically and replaces only a \
                    regular file. With --values, a value per word is stored (lookup prints it). \
                    With `--format json`, `sarif` or `github` the report is the whole standard output.
                    """,
                options: [
                    OptionSpec(
                        "output", short: "o", value: "file", help: "Where to write the dictionary.",
                        default: "build/dictionaries/<variant>.dawg"),
                    OptionSpec("alphabet", value: "file", help: "The alphabet.json to use with word-list inputs."),
                    .flag("gaddag", help: "Also store the GADDAG of the list (for move generators)."),
                    .flag("lenient", help: "Skip rejected lines with a warning instead of failing."),
                    OptionSpec(
                        "values", value: "file",
                        help:
                            "Store a value per word: each line a word, a tab and an integer (words without one get 0; 'lookup' prints it)."
                    ),
                ],
                positionals: [
                    PositionalSpec("input", help: "A variant folder, or word lists with --alphabet.", variadic: true)
                ],
                examples: [
                    "zk-dawg build Content/dictionaries/scrabble_en",
                    "zk-dawg build --gaddag -o ru.dawg Content/dictionaries/erudit_ru",
                    "zk-dawg build --alphabet en.json --lenient -o en.dawg /usr/share/dict/american-english",
                    "zk-dawg build --values frequencies.tsv Content/dictionaries/scrabble_en",
                ]),
            CommandSpec(
                name: "verify",
                abstract: "Validate dictionaries completely: walk every word and check it against the header.",
                discussion: """
                    Beyond the structure and the checksums: every letter is a lower-case letter, every \
                    word lies within the stored length limits, and a GADDAG holds exactly the strings \
                    of the DAWG's words, both ways. With `--format json`, `sarif` or `github` the \
                    report is the whole standard output (no "ok" lines).
                    """,
                positionals: [PositionalSpec("file", help: "Dictionaries to check.", variadic: true)],
                examples: [
                    "zk-dawg verify build/dictionaries/*.dawg",
                    "zk-dawg verify --format sarif build/dictionaries/*.dawg > dawg.sarif",
                ]),
            CommandSpec(
                name: "lookup",
                abstract:
                    "Say for each word whether it is in the dictionary, its index, and its value when the file stores values.",
                discussion: """
                    Each word is normalised exactly as 'build' normalises a line of a word list: NFC, \
                    the alphabet's folds and its case rule, which the file stores (strict, the default: \
                    'Cat' and 'CAT' are not words; "case": "fold": 'Haus' is looked up as 'haus').
                    """,
                positionals: [file, PositionalSpec("word", help: "Words to look up.", variadic: true)],
                examples: ["zk-dawg lookup build/dictionaries/erudit_ru.dawg кот ёжик"]),
            CommandSpec(
                name: "query",
                abstract:
                    "List words matching a pattern or a regular expression, anagrams of a rack, or words through an anchor.",
                options: [
                    OptionSpec(
                        "pattern", value: "pattern",
                        help:
                            "Words of the pattern's length; '?' matches any letter (tile); a space separates tiles ('c h' is c then h where ch is a tile)."
                    ),
                    OptionSpec(
                        "regex", value: "expression",
                        help:
                            "Whole words the regular expression matches: letters (tiles), '.', [abc], [^abc], [a-e], ( ), |, *, +, ?, {n,m}."
                    ),
                    OptionSpec(
                        "anagram", value: "rack",
                        help:
                            "Words using all tiles of the rack; '?' is a blank (the second column then lists the 1-based positions the blanks play, '-' for none)."
                    ),
                    .flag("partial", help: "With --anagram: words using any of the tiles."),
                    OptionSpec(
                        "anchor", value: "letters", help: "Words containing the letters (needs a --gaddag build)."),
                    OptionSpec("next", value: "prefix", help: "The letters that may follow the prefix."),
                ],
                positionals: [file],
                examples: [
                    "zk-dawg query --pattern 'c?t' en.dawg", "zk-dawg query --regex 'c[aeiou]+ts?' en.dawg",
                    "zk-dawg query --anagram 'кот?' --partial ru.dawg",
                ]),
            CommandSpec(
                name: "dump", abstract: "Print every word, one a line, in dictionary order.",
                positionals: [file], examples: ["zk-dawg dump en.dawg > words.txt"]),
            CommandSpec(
                name: "stats", abstract: "Print words, states, edges, bytes and bytes per word.",
                positionals: [file], examples: ["zk-dawg stats build/dictionaries/scrabble_en.dawg"]),
            CommandSpec(
                name: "diff", abstract: "Print words only in A ('-') and only in B ('+').",
                positionals: [
                    PositionalSpec("a", help: "The old dictionary."), PositionalSpec("b", help: "The new dictionary."),
                ],
                examples: ["zk-dawg diff old.dawg build/dictionaries/scrabble_en.dawg"]),
        ],
        examples: [
            "zk-dawg build Content/dictionaries/scrabble_en", "zk-dawg lookup build/dictionaries/scrabble_en.dawg cat",
        ])

    public static let registry = CodeRegistry([ZKCoreChecks.codes, ZKDawgChecks.codes])

    /// Runs the parsed command.
    public static func run(_ context: ToolContext) throws -> ToolResult {
        let arguments = context.arguments
        switch arguments.subcommand {
        case "build": return try build(context)
        case "verify": return try verify(context)
        case "lookup": return try lookup(context)
        case "query": return try query(context)
        case "dump", "stats": return try dumpOrStats(context)
        case "diff": return try diff(context)
        default:
            throw UsageError(
                "name a subcommand: build, verify, lookup, query, dump, stats or diff",
                commandPath: arguments.commandPath)
        }
    }

    /// `zk-dawg verify`: opens each file (which validates it), walks every word against the
    /// header's count, maps a sample of indices back, and runs the meaning checks.
    static func verify(_ context: ToolContext) throws -> ToolResult {
        let arguments = context.arguments
        let positionals = arguments.positionals
        guard !positionals.isEmpty else {
            throw UsageError("'verify' needs at least one file", commandPath: arguments.commandPath)
        }
        var diagnostics: [Diagnostic] = []
        for path in positionals {
            switch open(path, context) {
            case .failure(let error): diagnostics.append(error.diagnostic)
            case .success(let file):
                let problems = walkProblems(file)
                if !problems.isEmpty {
                    diagnostics.append(
                        DawgFileRefusal.corrupt(problems.joined(separator: "; "), at: SourceLocation(path: path)))
                    continue
                }
                let meaning = ZKDawgChecks.dictionaryChecks.run(VerifiedDictionary(file: file, path: path))
                if meaning.isEmpty {
                    if context.format == .human {
                        context.write(
                            "\(path): ok, \(file.wordCount) words\(file.gaddag == nil ? "" : ", with GADDAG")\n")
                    }
                } else {
                    diagnostics += meaning
                }
            }
        }
        // The report is what verify is for: in a machine format (`--format json`, `sarif`,
        // `github`) it is the whole standard output, as `zk-content check`'s is.
        return ToolResult(
            diagnostics: diagnostics, filesRead: positionals.count,
            diagnosticsToStandardError: context.format == .human)
    }

    /// What a walk over every word finds wrong: a count other than the header's, an index (of a
    /// thousand sampled) that does not map back to itself.
    static func walkProblems(_ file: DawgFile) -> [String] {
        var walked = 0
        file.forEachWord { _ in walked += 1 }
        var problems: [String] = []
        if walked != file.wordCount {
            problems.append("walk found \(walked) words, header says \(file.wordCount)")
        }
        for index in stride(from: 0, to: file.wordCount, by: max(1, file.wordCount / 1000)) {
            if let codes = file.codes(at: index), file.index(ofCodes: codes) != index {
                problems.append("word \(index) maps back to index \(file.index(ofCodes: codes) ?? -1)")
                break
            }
        }
        return problems
    }

    /// `zk-dawg lookup`: each word, normalised exactly as `build` normalises a line, with its
    /// index or why it is not a word.
    static func lookup(_ context: ToolContext) throws -> ToolResult {
        let arguments = context.arguments
        let positionals = arguments.positionals
        guard positionals.count >= 2 else {
            throw UsageError("'lookup' needs a file and at least one word", commandPath: arguments.commandPath)
        }
        let file: DawgFile
        switch open(positionals[0], context) {
        case .failure(let error):
            return ToolResult(diagnostics: [error.diagnostic], filesRead: 1, diagnosticsToStandardError: true)
        case .success(let opened): file = opened
        }
        // Each word is normalised exactly as `build` normalises a line: NFC, folds and the
        // case rule stored in the file (strict: `Cat` and `CAT` are not words; fold: `Haus` is `haus`).
        let rule =
            file.alphabet.caseRule == .strict ? "the dictionary's case rule is strict" : "the dictionary folds case"
        for word in positionals.dropFirst() {
            switch file.coder.input(word) {
            case .word(let codes):
                if let index = file.index(ofCodes: codes) {
                    let value = file.value(at: index).map { "\tvalue \($0)" } ?? ""
                    context.write("\(word)\tyes\t\(index)\(value)\n")
                } else {
                    context.write("\(word)\tno\n")
                }
            case .outside: context.write("\(word)\tno\tnot in the alphabet\n")
            case .mixedCase: context.write("\(word)\tno\tmixes upper and lower case (\(rule), as in build)\n")
            case .allCapitals: context.write("\(word)\tno\twritten in capitals (\(rule), as in build)\n")
            }
        }
        return ToolResult(filesRead: 1, diagnosticsToStandardError: true)
    }

    /// `zk-dawg dump` (every word) and `zk-dawg stats` (the sizes and counts) of one file.
    static func dumpOrStats(_ context: ToolContext) throws -> ToolResult {
        let arguments = context.arguments
        let positionals = arguments.positionals
        guard positionals.count == 1 else {
            throw UsageError(
                "'\(arguments.subcommand ?? "")' needs exactly one file", commandPath: arguments.commandPath)
        }
        let file: DawgFile
        switch open(positionals[0], context) {
        case .failure(let error):
            return ToolResult(diagnostics: [error.diagnostic], filesRead: 1, diagnosticsToStandardError: true)
        case .success(let opened): file = opened
        }
        if arguments.subcommand == "dump" {
            dump(file)
        } else {
            print(stats(file), terminator: "")
        }
        return ToolResult(filesRead: 1, diagnosticsToStandardError: true)
    }

    /// `zk-dawg diff`: the words only in the old file (`-`) and only in the new one (`+`).
    static func diff(_ context: ToolContext) throws -> ToolResult {
        let arguments = context.arguments
        let positionals = arguments.positionals
        guard positionals.count == 2 else {
            throw UsageError("'diff' needs two files", commandPath: arguments.commandPath)
        }
        var files: [DawgFile] = []
        for path in positionals {
            switch open(path, context) {
            case .failure(let error):
                return ToolResult(diagnostics: [error.diagnostic], filesRead: 2, diagnosticsToStandardError: true)
            case .success(let opened): files.append(opened)
            }
        }
        let old = files[0].allWords()
        let new = files[1].allWords()
        // By code point: a dictionary built elsewhere may hold look-alikes ("ñ" and "n\u{0303}").
        let oldSet = Set(old.map { CodePointString($0) })
        let newSet = Set(new.map { CodePointString($0) })
        var output = ""
        for word in old where !newSet.contains(CodePointString(word)) { output += "- \(word)\n" }
        for word in new where !oldSet.contains(CodePointString(word)) { output += "+ \(word)\n" }
        print(output, terminator: "")
        return ToolResult(filesRead: 2, diagnosticsToStandardError: true)
    }

    /// Reads the dictionary at `path` into memory and validates it. Not mapped: a file that
    /// another process truncates in place would make a mapped read fault (SIGBUS), while a copy
    /// stays whole; the app maps its read-only bundle file with `DawgFile(contentsOf:)`.
    static func open(_ path: String, _ context: ToolContext) -> Result<DawgFile, DiagnosticError> {
        read(context.absolute(path), displayPath: path)
    }

    /// `open` for an absolute path, naming the file `displayPath` in diagnostics.
    static func read(_ absolutePath: String, displayPath path: String) -> Result<DawgFile, DiagnosticError> {
        let bytes: [UInt8]
        switch FileReader.read(absolutePath, displayPath: path) {
        case .success(let file): bytes = file.bytes
        case .failure(let error): return .failure(error)
        }
        do throws(DawgFormatError) {
            return .success(try DawgFile(bytes: bytes))
        } catch {
            return .failure(
                DiagnosticError(
                    DawgFileRefusal.corrupt(error.description, at: SourceLocation(path: path))
                ))
        }
    }

    static func dump(_ file: DawgFile) {
        dump(file) { FileHandle.standardOutput.write(Data($0)) }
    }

    /// Every word, one a line, in dictionary order, as UTF-8 handed to `write` in chunks; a tile
    /// of several letters is printed as its letters (`ch`).
    public static func dump(_ file: DawgFile, to write: ([UInt8]) -> Void) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        var scalarBytes: [[UInt8]] = file.alphabet.letters.map { Array($0.text.utf8) }
        scalarBytes.append([])
        file.forEachWord { codes in
            for code in codes { buffer.append(contentsOf: scalarBytes[Int(code)]) }
            buffer.append(0x0A)
            if buffer.count >= 1 << 16 {
                write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { write(buffer) }
    }

    /// `key: value` lines: words, states, edges, bytes and bytes per word.
    public static func stats(_ file: DawgFile) -> String {
        var lines = [
            "variant: \(file.alphabet.variant)",
            "letters: \(file.alphabet.letters.count)",
            "words: \(file.wordCount)",
            "states: \(file.dawg.stateCount)",
            "edges: \(file.dawg.edgeCount)",
            "bytes: \(file.byteCount)",
            "bytes per word: " + String(format: "%.2f", Double(file.byteCount) / Double(max(1, file.wordCount))),
        ]
        if file.hasValues { lines.append("values: yes") }
        if let gaddag = file.gaddag {
            lines += [
                "gaddag strings: \(gaddag.stringCount)",
                "gaddag states: \(gaddag.stateCount)",
                "gaddag edges: \(gaddag.edgeCount)",
                "gaddag/dawg edges: "
                    + String(format: "%.2f", Double(gaddag.edgeCount) / Double(max(1, file.dawg.edgeCount))),
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func query(_ context: ToolContext) throws -> ToolResult {
        let arguments = context.arguments
        guard arguments.positionals.count == 1 else {
            throw UsageError("'query' needs exactly one file", commandPath: arguments.commandPath)
        }
        let modes = ["pattern", "regex", "anagram", "anchor", "next"].filter { arguments.value($0) != nil }
        guard modes.count == 1, let mode = modes.first, let value = arguments.value(mode) else {
            throw UsageError(
                "'query' needs exactly one of --pattern, --regex, --anagram, --anchor, --next",
                commandPath: arguments.commandPath)
        }
        let path = arguments.positionals[0]
        let file: DawgFile
        switch open(path, context) {
        case .failure(let error):
            return ToolResult(diagnostics: [error.diagnostic], filesRead: 1, diagnosticsToStandardError: true)
        case .success(let opened): file = opened
        }
        if value.isEmpty, mode != "next" {
            throw UsageError(
                "'--\(mode)' needs at least one letter\(mode == "anchor" ? "" : " or '?'")",
                commandPath: arguments.commandPath)
        }
        let words: [String]?
        switch mode {
        case "pattern": words = file.words(matching: value)
        case "regex":
            do {
                words = try file.words(matchingRegex: value)
            } catch {
                throw UsageError(
                    "--regex '\(value)': \(error.message) (at character \(error.column))",
                    commandPath: arguments.commandPath)
            }
        case "anagram":
            // With blanks in the rack, the second column names the letters the blanks play
            // (1-based positions in the word), which scoring needs: blanks score 0.
            let showsBlanks = value.contains("?")
            words = file.anagramMatches(of: value, partial: arguments.flag("partial"))?.map { match in
                guard showsBlanks else { return match.word }
                return match.word + "\t"
                    + (match.blanks.isEmpty ? "-" : match.blanks.map { String($0 + 1) }.joined(separator: ","))
            }
        case "next": words = file.nextLetters(after: value)
        default:
            guard file.gaddag != nil else {
                throw UsageError(
                    "'\(path)' has no GADDAG; rebuild it with 'zk-dawg build --gaddag'",
                    commandPath: arguments.commandPath)
            }
            words = file.wordsThrough(anchor: value)?.map { "\($0.word)\t\($0.offset)" }
        }
        guard let words else {
            throw UsageError(
                "'\(value)' has a character that is neither a letter of '\(file.alphabet.variant)' nor '?'",
                commandPath: arguments.commandPath)
        }
        if !words.isEmpty { context.write(words.joined(separator: "\n") + "\n") }
        return ToolResult(filesRead: 1, diagnosticsToStandardError: true)
    }

    @Sendable static func drawProgress(_ phase: String, _ done: Int, _ total: Int) {
        let percent = total > 0 ? done * 100 / total : 0
        ToolMain.printError("\r\u{1B}[2K[zk-dawg] \(phase) \(percent)%", terminator: "")
    }

    static func build(_ context: ToolContext) throws -> ToolResult {
        let arguments = context.arguments
        let inputs = arguments.positionals
        guard !inputs.isEmpty else {
            throw UsageError("'build' needs a variant folder or word lists", commandPath: arguments.commandPath)
        }
        var alphabetPath: String
        var listPaths: [String]
        var unread: [Diagnostic] = []
        if let alphabet = arguments.value("alphabet") {
            alphabetPath = alphabet
            listPaths = inputs
        } else {
            guard inputs.count == 1, DirectoryWalker.isDirectory(context.absolute(inputs[0])) else {
                throw UsageError(
                    "give one variant folder, or word lists with --alphabet", commandPath: arguments.commandPath)
            }
            let folder = inputs[0].hasSuffix("/") ? String(inputs[0].dropLast()) : inputs[0]
            let folderInput = VariantFolder(
                path: folder,
                listing: DirectoryWalker.files(under: context.absolute(folder)).filter { !$0.contains("/") })
            alphabetPath = folderInput.alphabetPath
            listPaths = folderInput.wordListPaths
            unread = ZKDawgChecks.folderChecks.run(folderInput)
            if !folderInput.isComplete { return ToolResult(diagnostics: unread, diagnosticsToStandardError: true) }
        }
        var sources: [String: SourceFile] = [:]
        let alphabetFile: SourceFile
        switch context.read(alphabetPath) {
        case .success(let file):
            sources[alphabetPath] = file
            alphabetFile = file
        case .failure(let error): throw error
        }
        var valuesFile: SourceFile?
        if let valuesPath = arguments.value("values") {
            switch context.read(valuesPath) {
            case .success(let file):
                sources[valuesPath] = file
                valuesFile = file
            case .failure(let error): throw error
            }
        }
        let lists = try listPaths.map { path throws(DiagnosticError) -> WordListSource in
            if let link = context.escapingLink(path) { throw DiagnosticError(SymbolicLinkGuard.escaping(link)) }
            return try WordListSource.read(context.absolute(path), displayPath: path).get()
        }
        let variantFolder = NSStringLike(path: NSStringLike(path: alphabetPath).deletingLastPathComponent)
            .lastPathComponent
        let showsProgress = context.showsProgress
        let started = Date()
        let progress: (@Sendable (String, Int, Int) -> Void)? = showsProgress ? Self.drawProgress : nil
        let outcome = DictionaryCompiler.compile(
            alphabet: alphabetFile, sources: lists, variant: variantFolder.isEmpty ? "dictionary" : variantFolder,
            options: DictionaryCompiler.Options(
                gaddag: arguments.flag("gaddag"), lenient: arguments.flag("lenient"), progress: progress,
                values: valuesFile))
        if showsProgress { ToolMain.printError("\r\u{1B}[2K", terminator: "") }
        // Source lines for the diagnostics' carets: only lists that had a diagnostic were located.
        for list in lists { if let file = list.fileIfLocated { sources[list.path] = file } }
        // In a machine format (`--format json`, `sarif`, `github`) the report is the whole
        // standard output, as `verify`'s is; the dictionary goes to its file either way.
        var diagnostics = unread + outcome.diagnostics
        if let bytes = outcome.bytes, let alphabet = outcome.alphabet {
            let output = arguments.value("output") ?? "build/dictionaries/\(alphabet.variant).dawg"
            do throws(AtomicFileWriter.WriteError) {
                try context.outputs.write(bytes, to: output, inputs: context.arguments.positionals)
                if !context.quiet {
                    var line =
                        "wrote \(output): \(outcome.wordCount) words, \(outcome.dawg?.stateCount ?? 0) states, "
                        + "\(outcome.dawg?.edgeCount ?? 0) edges, \(bytes.count) bytes"
                    if let gaddag = outcome.gaddag {
                        line += " (GADDAG \(gaddag.stateCount) states, \(gaddag.edgeCount) edges)"
                    }
                    if context.verbose { line += String(format: " in %.2f s", Date().timeIntervalSince(started)) }
                    ToolMain.printError(line)
                }
            } catch {
                diagnostics.append(error.diagnostic(at: output))
            }
        }
        return ToolResult(
            diagnostics: diagnostics, filesRead: 1 + lists.count + (valuesFile == nil ? 0 : 1), sources: sources,
            diagnosticsToStandardError: context.format == .human)
    }
}
