import DawgReader
import ZKCore

/// Verify: a dictionary whose structure and checksums are sound must also mean what its header
/// says. `zk-dawg verify` reports here what the format's checksums cannot catch, since a
/// checksum recomputed over wrong content passes: letters that are not letters (control
/// characters, spaces, upper case), words shorter or longer than the stored length limits, and a
/// GADDAG that is not the GADDAG of the DAWG's words (every word's every split must be in it, and
/// each of its strings must come from a word).
public enum DictionaryMeaningCheck: Check {
    public static let contradiction = DiagnosticCode(
        "ZK1030", .error, summary: "a dictionary's contents contradict its own header",
        explanation: """
            The file passes every structural check and its checksums match, yet what it stores does \
            not fit what it declares: a letter of the alphabet is a control character, a space or an \
            upper-case letter (the builder stores normalised lower-case letters only), a word is \
            shorter than the stored minimum or longer than the stored maximum length, or the GADDAG \
            does not hold exactly the strings `rev(w[..<i]) ◇ w[i...]` and `rev(w)` of the DAWG's \
            words. Such a file was written by another tool or edited, and its checksums recomputed. \
            Rebuild it with `zk-dawg build`.
            """,
        broken: DawgExamples.verify(DawgExamples.resealed(DawgExamples.withMinimumLength(3, DawgExamples.dictionary))),
        fixed: DawgExamples.verify(DawgExamples.resealed(DawgExamples.dictionary)))

    public static let codes = [contradiction]

    /// Every contradiction of the dictionary, each a ZK1030 at its path.
    public static func run(_ input: VerifiedDictionary) -> [Diagnostic] {
        let file = input.file
        var problems = letterProblems(file.alphabet)
        problems += lengthProblems(file)
        if file.gaddag != nil { problems += gaddagProblems(file) }
        return problems.map { Diagnostic(contradiction, $0, at: SourceLocation(path: input.path)) }
    }

    static func letterProblems(_ alphabet: Alphabet) -> [String] {
        var problems: [String] = []
        for (index, letter) in alphabet.letters.enumerated() {
            // A tile of several scalars starts with a letter; the rest may also be marks or a
            // joining dot (Catalan `l·l`), never a space, a control or an upper-case letter.
            for (position, scalar) in letter.text.unicodeScalars.enumerated() {
                guard let reason = position == 0 ? notALetter(scalar) : notWithinATile(scalar) else { continue }
                problems.append(badLetter(index, scalar, reason))
                break
            }
        }
        for fold in alphabet.folds {
            if let reason = notALetter(fold.from) { problems.append(badFold(fold.from, reason)) }
        }
        return problems
    }

    /// Why `scalar` cannot be a letter of a word game, nil when it can.
    static func notALetter(_ scalar: Unicode.Scalar) -> String? {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned: return "a control or unassigned character"
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return "a space"
        default: break
        }
        guard properties.isAlphabetic else { return "not a letter" }
        if properties.isUppercase || String(scalar).lowercased() != String(scalar) { return "an upper-case letter" }
        return nil
    }

    /// Why `scalar` cannot follow the first scalar of a tile, nil when it can.
    static func notWithinATile(_ scalar: Unicode.Scalar) -> String? {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned: return "a control or unassigned character"
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return "a space"
        default: break
        }
        if properties.isUppercase || String(scalar).lowercased() != String(scalar) { return "an upper-case letter" }
        return nil
    }

    static func lengthProblems(_ file: DawgFile) -> [String] {
        let minimum = file.alphabet.minLength
        let maximum = file.alphabet.maxLength
        var short = 0
        var long = 0
        var firstShort: String?
        var firstLong: String?
        file.forEachWord { codes in
            if codes.count < minimum {
                short += 1
                if firstShort == nil { firstShort = file.alphabet.word(codes) }
            } else if codes.count > maximum {
                long += 1
                if firstLong == nil { firstLong = file.alphabet.word(codes) }
            }
        }
        var problems: [String] = []
        if let firstShort { problems.append(tooShort(short, firstShort, minimum)) }
        if let firstLong { problems.append(tooLong(long, firstLong, maximum)) }
        return problems
    }

    /// Both ways: every string the DAWG's words make is in the GADDAG, and the GADDAG holds no
    /// other (its string count equals theirs, and each of its strings decodes to a word).
    static func gaddagProblems(_ file: DawgFile) -> [String] {
        guard let gaddag = file.gaddag else { return [] }
        let separator = UInt8(file.alphabet.letters.count)
        var expected = 0
        var missing = 0
        var firstMissing: (string: [UInt8], word: [UInt8])?
        var string: [UInt8] = []
        file.forEachWord { word in
            let count = word.count
            for split in 1...max(1, count) where count > 0 {
                string.removeAll(keepingCapacity: true)
                string.append(contentsOf: word[0..<split].reversed())
                if split < count {
                    string.append(separator)
                    string.append(contentsOf: word[split..<count])
                }
                expected += 1
                if gaddag.walk(string)?.isFinal != true {
                    missing += 1
                    if firstMissing == nil { firstMissing = (string, Array(word)) }
                }
            }
        }
        var problems: [String] = []
        if let firstMissing {
            problems.append(
                gaddagLacks(missing, show(firstMissing.string, file), file.alphabet.word(firstMissing.word)))
        }
        // The other way: walk the GADDAG and decode each string back to a word of the DAWG.
        var extra = 0
        var firstExtra: [UInt8]?
        var path: [UInt8] = []
        func visit(_ state: Int) {
            for edge in gaddag.edges(of: state) {
                path.append(edge.label)
                if edge.isFinal, !decodes(path, separator: separator, in: file) {
                    extra += 1
                    if firstExtra == nil { firstExtra = path }
                }
                if path.count <= file.alphabet.maxLength + 1 { visit(edge.target) }
                path.removeLast()
            }
        }
        visit(gaddag.root)
        if let firstExtra { problems.append(gaddagExtra(extra, show(firstExtra, file))) }
        if problems.isEmpty, gaddag.stringCount != expected {
            problems.append(gaddagCount(gaddag.stringCount, expected))
        }
        return problems
    }

    /// Whether a GADDAG string is `rev(w[..<i]) ◇ w[i...]` (or `rev(w)`) of a word `w` of the DAWG.
    static func decodes(_ string: [UInt8], separator: UInt8, in file: DawgFile) -> Bool {
        let split = string.firstIndex(of: separator)
        let before = string[..<(split ?? string.count)]
        let after = split.map { string[($0 + 1)...] } ?? []
        guard !before.isEmpty, !before.contains(separator), !after.contains(separator), split == nil || !after.isEmpty
        else { return false }
        let word = Array(before.reversed()) + Array(after)
        return file.dawg.walk(word)?.isFinal == true
    }

    /// A GADDAG string for a message, the separator written `◇`.
    static func show(_ string: [UInt8], _ file: DawgFile) -> String {
        let separator = UInt8(file.alphabet.letters.count)
        return string.split(separator: separator, omittingEmptySubsequences: false).map { file.alphabet.word($0) }
            .joined(separator: "◇")
    }

    // MARK: Messages

    static func scalarName(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4)
    }

    static func badLetter(_ index: Int, _ scalar: Unicode.Scalar, _ reason: String) -> String {
        "letter \(index) of the alphabet is \(scalarName(scalar)), \(reason)"
    }

    static func badFold(_ scalar: Unicode.Scalar, _ reason: String) -> String {
        "the fold from \(scalarName(scalar)) folds \(reason)"
    }

    static func tooShort(_ count: Int, _ first: String, _ minimum: Int) -> String {
        "\(count == 1 ? "1 word is" : "\(count) words are") shorter than the stored minimum length \(minimum), the first '\(first)'"
    }

    static func tooLong(_ count: Int, _ first: String, _ maximum: Int) -> String {
        "\(count == 1 ? "1 word is" : "\(count) words are") longer than the stored maximum length \(maximum), the first '\(first)'"
    }

    static func gaddagLacks(_ count: Int, _ first: String, _ word: String) -> String {
        "the GADDAG lacks \(count == 1 ? "1 string" : "\(count) strings") of the DAWG's words, the first '\(first)' of '\(word)'"
    }

    static func gaddagExtra(_ count: Int, _ first: String) -> String {
        "the GADDAG holds \(count == 1 ? "1 string" : "\(count) strings") that no word of the DAWG makes, the first '\(first)'"
    }

    static func gaddagCount(_ stored: Int, _ expected: Int) -> String {
        "the GADDAG holds \(stored) strings; the DAWG's words make \(expected)"
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
