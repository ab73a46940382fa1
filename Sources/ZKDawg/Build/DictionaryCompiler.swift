import DawgReader
import ZKCore

/// Turns a variant's alphabet and word lists into a dictionary file: reads and checks the
/// alphabet, codes and filters every line, sorts, drops duplicates, builds the minimal DAWG (and
/// the GADDAG on request) and serialises them. Pure: bytes in, diagnostics and bytes out.
public enum DictionaryCompiler {
    public struct Options: Sendable {
        public var gaddag: Bool
        /// Lines that would be rejected are warnings and left out.
        public var lenient: Bool
        /// Called now and then with a phase and progress (`done` of `total`).
        public var progress: (@Sendable (String, Int, Int) -> Void)?
        /// A value per word (`--values`: a word, a tab and an integer per line), stored in the file.
        public var values: SourceFile?

        public init(
            gaddag: Bool = false, lenient: Bool = false, progress: (@Sendable (String, Int, Int) -> Void)? = nil,
            values: SourceFile? = nil
        ) {
            self.gaddag = gaddag
            self.lenient = lenient
            self.progress = progress
            self.values = values
        }
    }

    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        /// The file, when there were no errors.
        public var bytes: [UInt8]?
        public var alphabet: Alphabet?
        public var wordCount = 0
        public var dawg: Automaton?
        public var gaddag: Automaton?

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Whether a file name is a word list (`words.txt`, `words-<part>.txt`).
    public static func isWordList(_ name: String) -> Bool {
        name == "words.txt" || (name.hasPrefix("words-") && name.hasSuffix(".txt"))
    }

    public static func compile(
        alphabet alphabetFile: SourceFile, lists: [SourceFile], variant: String, options: Options = Options()
    ) -> Outcome {
        compile(alphabet: alphabetFile, sources: lists.map(WordListSource.init), variant: variant, options: options)
    }

    /// Compiles word lists read as bytes (their line tables are made only for diagnostics).
    public static func compile(
        alphabet alphabetFile: SourceFile, sources: [WordListSource], variant: String, options: Options = Options()
    ) -> Outcome {
        let alphabetResult = AlphabetFileCheck.read(alphabetFile, defaultVariant: variant)
        guard let alphabet = alphabetResult.alphabet else {
            return Outcome(diagnostics: alphabetResult.diagnostics, bytes: nil)
        }
        let settings = WordListLineCheck.Settings(
            coder: LetterCoder(alphabet), alphabetLocation: alphabetResult.lettersLocation,
            minLengthLocation: alphabetResult.minLengthLocation, maxLengthLocation: alphabetResult.maxLengthLocation,
            lenient: options.lenient)
        // Sorted lists (the usual case: committed lists are kept sorted) stream straight into the
        // builder; the first word out of order sends the lists through the sorting pool instead.
        let built =
            (options.gaddag ? nil : streamed(sources, settings: settings, progress: options.progress))
            ?? pooled(sources, settings: settings, gaddag: options.gaddag, progress: options.progress)
        var diagnostics =
            alphabetResult.diagnostics
            + built.limiter.finish(codes: ZKDawgChecks.codes) { code in
                if code == WordCaseCheck.allCapitals, alphabet.caseRule == .fold { return .warning }
                return options.lenient && code.severity == .error ? .warning : code.severity
            }
        // A list that could not be read whole (truncated or replaced while it was read) fails
        // the build, lenient or not: its words are not all there.
        diagnostics += sources.compactMap(\.readError)
        if built.wordCount == 0 {
            let location =
                sources.first.map { SourceLocation(path: $0.path, line: 1, column: 1) }
                ?? SourceLocation(path: alphabetFile.path)
            diagnostics.append(
                Diagnostic(
                    DictionaryCompiler.emptyList, "the word lists of '\(alphabet.variant)' hold no words", at: location)
            )
        }
        var outcome = Outcome(diagnostics: diagnostics, bytes: nil, alphabet: alphabet, wordCount: built.wordCount)
        guard !outcome.hasErrors else { return outcome }
        let dawg = built.dawg.finish()
        var automata = [dawg]
        outcome.dawg = dawg
        if let gaddag = built.gaddag {
            automata.append(gaddag)
            outcome.gaddag = gaddag
        }
        options.progress?("writing", 0, 1)
        outcome.bytes = DawgWriter.write(alphabet: alphabet, wordCount: built.wordCount, automata: automata)
        if let valuesFile = options.values { addValues(valuesFile, to: &outcome, automata: automata, options: options) }
        return outcome
    }

    /// Reads the values file against the dictionary just written (its words by index) and
    /// writes the file again with them; on an error the outcome has no bytes.
    static func addValues(
        _ valuesFile: SourceFile, to outcome: inout Outcome, automata: [Automaton], options: Options
    ) {
        guard let bytes = outcome.bytes, let alphabet = outcome.alphabet else { return }
        options.progress?("reading values", 0, 1)
        guard let dictionary = try? DawgFile(bytes: bytes) else {
            outcome.diagnostics.append(
                Diagnostic(
                    InternalError.internalError, "the dictionary just built does not read back; nothing was written",
                    at: SourceLocation(path: valuesFile.path)))
            outcome.bytes = nil
            return
        }
        let read = ValuesFileCheck.read(
            valuesFile, dictionary: dictionary, severity: options.lenient ? .warning : .error)
        outcome.diagnostics += read.diagnostics
        guard !outcome.hasErrors else {
            outcome.bytes = nil
            return
        }
        outcome.bytes = DawgWriter.write(
            alphabet: alphabet, wordCount: outcome.wordCount, automata: automata, values: read.values)
    }

    /// The words of the lists in a builder, with the diagnostics of reading them.
    struct Built {
        var dawg: AutomatonBuilder
        var gaddag: Automaton?
        var wordCount: Int
        var limiter: DiagnosticLimiter
    }

    /// Feeds each accepted line to the builder as it is read, reporting repeats of the previous
    /// word; nil as soon as a word sorts before the previous one.
    static func streamed(
        _ sources: [WordListSource], settings: WordListLineCheck.Settings,
        progress: (@Sendable (String, Int, Int) -> Void)?
    ) -> Built? {
        let builder = AutomatonBuilder(labelLimit: settings.coder.alphabet.letters.count)
        var lines = DiagnosticLimiter()
        var duplicates = DiagnosticLimiter()
        var firstOfRun: UInt64 = 0
        var sorted = true
        var sinceProgress = 0
        for (index, source) in sources.enumerated() {
            progress?("building from \(source.path)", 0, source.count)
            let completed = WordListLineCheck.scan(source, settings: settings, limiter: &lines) { codes, offset in
                switch builder.add(codes) {
                case .added:
                    firstOfRun = WordPool.origin(file: index, offset: offset)
                    sinceProgress += 1
                    if sinceProgress == 1 << 16, let progress {
                        sinceProgress = 0
                        progress("building from \(source.path)", offset, source.count)
                    }
                case .duplicate:
                    DuplicateWordCheck.report(
                        WordPool.origin(file: index, offset: offset), first: firstOfRun, files: sources,
                        limiter: &duplicates)
                case .outOfOrder:
                    sorted = false
                }
                return sorted
            }
            // Stopped by a word out of order (the pool takes over), or the list could not be read.
            guard completed || source.readError != nil else { return nil }
        }
        lines.merge(duplicates)
        return Built(dawg: builder, gaddag: nil, wordCount: builder.stringCount, limiter: lines)
    }

    /// Reads every accepted line into a pool, sorts it, drops repeats and builds from it.
    /// `sort` is `WordSorter.sorted` (a test gives a wrong one, to see a sorter bug fail the build).
    static func pooled(
        _ sources: [WordListSource], settings: WordListLineCheck.Settings, gaddag: Bool,
        progress: (@Sendable (String, Int, Int) -> Void)?,
        sort: (WordPool, Bool) -> SortedWords = WordSorter.sorted
    ) -> Built {
        var limiter = DiagnosticLimiter()
        var pool = WordPool()
        let totalBytes = sources.reduce(0) { $0 + $1.count }
        pool.reserve(words: totalBytes / 8 + 16, letters: totalBytes)
        for (index, source) in sources.enumerated() {
            progress?("reading \(source.path)", index, sources.count)
            _ = WordListLineCheck.scan(source, settings: settings, limiter: &limiter) { codes, offset in
                pool.codes.append(contentsOf: codes)
                pool.commit(origin: WordPool.origin(file: index, offset: offset))
                return true
            }
        }
        progress?("sorting", 0, 1)
        // A pool larger than the caches is sorted with each word's first twenty codes, so that
        // the builder reads them in sequence and visits the pool only for longer words; a small
        // one is read in place.
        let sorted = sort(pool, pool.codes.count > 1 << 20)
        let builder = AutomatonBuilder(labelLimit: settings.coder.alphabet.letters.count)
        var unique: [Int32] = []
        if gaddag { unique.reserveCapacity(sorted.items.count) }
        // Repeats follow their first occurrence (the sort is stable): the builder reports them.
        var repeats: [(index: Int, first: Int)] = []
        var firstOfRun = 0
        var position = 0
        var misordered: Int?
        sorted.forEachWord(in: pool) { word, item in
            if position & 0xFFFF == 0 { progress?("building DAWG", position, sorted.items.count) }
            position += 1
            switch builder.add(word) {
            case .added:
                firstOfRun = item
                if gaddag { unique.append(Int32(truncatingIfNeeded: item)) }
            case .duplicate: repeats.append((item, firstOfRun))
            case .outOfOrder: if misordered == nil { misordered = item }
            }
        }
        // The sorter hands words in order and the line check rejects empty ones, so a word the
        // builder refuses is a bug of zk-dawg: the dictionary would lack it, so the build fails.
        if let misordered {
            limiter.append(Self.sortFailure(pool.origins[misordered], files: sources))
        }
        for (index, first) in repeats {
            DuplicateWordCheck.report(
                pool.origins[index], first: pool.origins[first], files: sources, limiter: &limiter)
        }
        let separator = UInt8(settings.coder.alphabet.letters.count)
        let gaddagAutomaton =
            gaddag && !unique.isEmpty
            ? buildGADDAG(pool, unique: unique, separator: separator, progress: progress) : nil
        return Built(dawg: builder, gaddag: gaddagAutomaton, wordCount: builder.stringCount, limiter: limiter)
    }

    /// The internal error for a word the sorted pool gave the builder out of order, at the word.
    static func sortFailure(_ origin: UInt64, files: [WordListSource]) -> Diagnostic {
        let file = files[WordPool.file(of: origin)].file
        return Diagnostic(
            InternalError.internalError,
            "the sorted word list gave this word out of order, so the dictionary would lack it; nothing was written",
            at: file.location(ofOffset: WordPool.offset(of: origin)))
    }

    /// The GADDAG: for a word `w` of `n` letters the strings `rev(w[..<i]) ◇ w[i...]` for
    /// `i` in 1..<n and `rev(w)`, built into a minimal automaton like the DAWG.
    static func buildGADDAG(
        _ pool: WordPool, unique: [Int32], separator: UInt8, progress: (@Sendable (String, Int, Int) -> Void)?
    ) -> Automaton {
        var strings = WordPool()
        var letters = 0
        for item in unique {
            let length = Int(pool.starts[Int(item) + 1] - pool.starts[Int(item)])
            letters += length * (length + 1)
        }
        strings.codes.reserveCapacity(letters)
        for (position, item) in unique.enumerated() {
            if position & 0xFFFF == 0 { progress?("GADDAG strings", position, unique.count) }
            let word = pool.word(Int(item))
            let start = word.startIndex
            for split in 1...word.count {
                var index = start + split - 1
                while index >= start {
                    strings.codes.append(word[index])
                    index -= 1
                }
                if split < word.count {
                    strings.codes.append(separator)
                    strings.codes.append(contentsOf: word[(start + split)...])
                }
                strings.commit(origin: 0)
            }
        }
        progress?("sorting GADDAG", 0, 1)
        let order = WordSorter.order(strings)
        let builder = AutomatonBuilder(labelLimit: Int(separator) + 1)
        strings.codes.withUnsafeBufferPointer { codes in
            for (position, item) in order.enumerated() {
                if position & 0xFFFF == 0 { progress?("building GADDAG", position, order.count) }
                let index = Int(item)
                // A string made by two words (a word and its reversal's split) is added once.
                let start = Int(strings.starts[index])
                let end = Int(strings.starts[index + 1])
                builder.add(UnsafeBufferPointer(rebasing: codes[start..<end]))
            }
        }
        return builder.finish()
    }
}

/// The code of a variant without words (ZK1017).
extension DictionaryCompiler: DeclaresCodes {
    public static let codes = [emptyList]

    public static let emptyList = DiagnosticCode(
        "ZK1017", .error, summary: "a variant's word lists hold no words",
        explanation: """
            Only comments, blank lines or rejected lines were found, so there is nothing to build; \
            an empty dictionary would reject every move. Usually a failed download or a wrong \
            file; regenerate the list.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("↓# nothing yet\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("# from wamerican\ncat\n")))
}
