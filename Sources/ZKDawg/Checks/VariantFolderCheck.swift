import ZKCore

/// Lint: a variant folder without `alphabet.json` (ZK1019) or without a word list (ZK1018),
/// which cannot be compiled: one error, at the file it lacks.
public enum VariantFolderCheck: Check {
    /// The folder's missing alphabet or word list; nothing for a complete folder.
    public static func run(_ folder: VariantFolder) -> [Diagnostic] {
        guard folder.hasAlphabet else { return [.missingAlphabet(folder.path)] }
        guard folder.hasWordList else { return [.missingWordList(folder.path, alphabet: folder.alphabetPath)] }
        return []
    }
}

/// Path helpers without Foundation's NSString bridging.
package struct NSStringLike {
    let path: String

    package init(path: String) { self.path = path }

    package var lastPathComponent: String { path.split(separator: "/").last.map(String.init) ?? path }

    package var deletingLastPathComponent: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

/// The codes of a variant folder that lacks its alphabet or its lists (ZK1018, ZK1019).
extension VariantFolderCheck {
    public static let codes = [missingWordList, missingAlphabet]

    public static let missingWordList = DiagnosticCode(
        "ZK1018", .error, phase: .structure, summary: "a variant folder has no word list",
        explanation: """
            A variant folder holds `alphabet.json` and one or more word lists named `words.txt` \
            or `words-<part>.txt`. None was found beside the alphabet.
            """,
        broken: DawgExamples.example(
            DawgExamples.alphabet(), .init("Content/dictionaries/scrabble_en/README.md", "the English list")
        )
        .unlocated(["Content/dictionaries/scrabble_en/words.txt"]),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\n")))

    public static let missingAlphabet = DiagnosticCode(
        "ZK1019", .error, phase: .structure, summary: "a variant folder has no alphabet.json",
        explanation: """
            Words are checked against and coded by the variant's alphabet; without \
            `alphabet.json` the folder cannot be built. Add it (see Content/schemas/alphabet.schema.json).
            """,
        broken: DawgExamples.example(DawgExamples.words("cat\n")).unlocated([
            "Content/dictionaries/scrabble_en/alphabet.json"
        ]),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\n")))
}

extension Diagnostic {
    fileprivate static func missingAlphabet(_ folder: String) -> Diagnostic {
        Diagnostic(
            VariantFolderCheck.missingAlphabet, "variant folder '\(folder)' has no alphabet.json",
            at: SourceLocation(path: folder + "/alphabet.json"))
    }

    fileprivate static func missingWordList(_ folder: String, alphabet: String) -> Diagnostic {
        Diagnostic(
            VariantFolderCheck.missingWordList,
            "variant folder '\(folder)' has no word list (words.txt or words-<part>.txt)",
            at: SourceLocation(path: folder + "/words.txt"),
            notes: [.init("alphabet is here", at: SourceLocation(path: alphabet))])
    }
}
