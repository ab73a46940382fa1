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

        public init(gaddag: Bool = false, lenient: Bool = false, progress: (@Sendable (String, Int, Int) -> Void)? = nil) {
            self.gaddag = gaddag
            self.lenient = lenient
            self.progress = progress
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

    public static func compile(alphabet alphabetFile: SourceFile, lists: [SourceFile], variant: String, options: Options = Options()) -> Outcome {
        let alphabetResult = AlphabetFileCheck.read(alphabetFile, defaultVariant: variant)
        guard let alphabet = alphabetResult.alphabet else {
            return Outcome(diagnostics: alphabetResult.diagnostics, bytes: nil)
        }
        var limiter = DiagnosticLimiter()
        var pool = WordPool()
        let totalBytes = lists.reduce(0) { $0 + $1.bytes.count }
        pool.reserve(words: totalBytes / 8 + 16, letters: totalBytes)
        let settings = WordListLineCheck.Settings(
            coder: LetterCoder(alphabet), alphabetLocation: alphabetResult.lettersLocation, lenient: options.lenient)
        for (index, list) in lists.enumerated() {
            options.progress?("reading \(list.path)", index, lists.count)
            WordListLineCheck.scan(list, fileIndex: index, settings: settings, into: &pool, limiter: &limiter)
        }
        options.progress?("sorting", 0, 1)
        let order = WordSorter.order(pool)
        let unique = DuplicateWordCheck.unique(pool, order: order, files: lists, limiter: &limiter)
        var diagnostics = alphabetResult.diagnostics + limiter.finish(codes: ZKDawgCodes.all) { code in
            options.lenient && code.severity == .error ? .warning : code.severity
        }
        if unique.isEmpty {
            let location = lists.first.map { SourceLocation(path: $0.path, line: 1, column: 1) } ?? SourceLocation(path: alphabetFile.path)
            diagnostics.append(Diagnostic(
                ZKDawgCodes.emptyList, "the word lists of '\(alphabet.variant)' hold no words", at: location))
        }
        var outcome = Outcome(diagnostics: diagnostics, bytes: nil, alphabet: alphabet, wordCount: unique.count)
        guard !outcome.hasErrors else { return outcome }

        var builder = AutomatonBuilder(labelLimit: alphabet.letters.count)
        pool.codes.withUnsafeBufferPointer { codes in
            for (position, item) in unique.enumerated() {
                if position & 0xFFFF == 0 { options.progress?("building DAWG", position, unique.count) }
                let start = Int(pool.starts[Int(item)]), end = Int(pool.starts[Int(item) + 1])
                builder.add(UnsafeBufferPointer(rebasing: codes[start..<end]))
            }
        }
        let dawg = builder.finish()
        var automata = [dawg]
        outcome.dawg = dawg
        if options.gaddag {
            let gaddag = buildGADDAG(pool, unique: unique, separator: UInt8(alphabet.letters.count), progress: options.progress)
            automata.append(gaddag)
            outcome.gaddag = gaddag
        }
        options.progress?("writing", 0, 1)
        outcome.bytes = DawgWriter.write(alphabet: alphabet, wordCount: unique.count, automata: automata)
        return outcome
    }

    /// The GADDAG: for a word `w` of `n` letters the strings `rev(w[..<i]) ◇ w[i...]` for
    /// `i` in 1..<n and `rev(w)`, built into a minimal automaton like the DAWG.
    static func buildGADDAG(_ pool: WordPool, unique: [Int32], separator: UInt8, progress: (@Sendable (String, Int, Int) -> Void)?) -> Automaton {
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
        var builder = AutomatonBuilder(labelLimit: Int(separator) + 1)
        strings.codes.withUnsafeBufferPointer { codes in
            var previous = -1
            for (position, item) in order.enumerated() {
                if position & 0xFFFF == 0 { progress?("building GADDAG", position, order.count) }
                let index = Int(item)
                if previous >= 0, strings.word(previous) == strings.word(index) { continue }
                previous = index
                let start = Int(strings.starts[index]), end = Int(strings.starts[index + 1])
                builder.add(UnsafeBufferPointer(rebasing: codes[start..<end]))
            }
        }
        return builder.finish()
    }
}
