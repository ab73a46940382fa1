import ZKCore

/// Lint: a `.txt` file in a variant folder that is not read. A variant's word lists are
/// `words.txt` and `words-<part>.txt`; any other text file there (except the licence and
/// provenance files) is reported, so that a list named `extra.txt` is not silently left out.
public enum WordListNameCheck: Check {
    public static let unreadList = DiagnosticCode(
        "ZK1022", .warning, summary: "a text file in a variant folder is not read as a word list",
        explanation: """
            zk-dawg reads the word lists of a variant from `words.txt` and `words-<part>.txt` in its \
            folder; licence and provenance files (`LICENSE.txt`, `COPYING.txt`, `README.txt`, \
            `SOURCE.txt`, `NOTICE.txt`, `AUTHORS.txt`) are left alone. Any other `.txt` file is \
            probably a list under the wrong name: rename it to `words-<name>.txt` so it is read, or \
            move it out of the folder.
            """,
        broken: DiagnosticExample([
            DawgExamples.alphabet(), DawgExamples.words("cat\n"),
            .init("Content/dictionaries/scrabble_en/extra.txt", "↓bat\n"),
        ]),
        fixed: DiagnosticExample([
            DawgExamples.alphabet(), DawgExamples.words("cat\n"),
            .init("Content/dictionaries/scrabble_en/words-extra.txt", "bat\n"),
        ]))

    public static let codes = [unreadList]

    /// File stems (lower case) of text files that are documentation, not word lists.
    static let documentation: Set<String> = [
        "license", "licence", "copying", "readme", "source", "sources", "notice", "authors",
    ]

    /// Whether a file name is a `.txt` file that is neither a word list nor documentation.
    public static func isUnreadList(_ name: String) -> Bool {
        guard name.hasSuffix(".txt"), !DictionaryCompiler.isWordList(name) else { return false }
        return !documentation.contains(String(name.dropLast(4)).lowercased())
    }

    /// One warning for each unread `.txt` file of a variant folder.
    public static func run(_ folder: VariantFolder) -> [Diagnostic] {
        folder.names.filter { !$0.contains("/") && isUnreadList($0) }.sorted { $0.precedesByCodePoints($1) }.map {
            Diagnostic.unread($0, in: folder.path)
        }
    }
}

extension Diagnostic {
    fileprivate static func unread(_ name: String, in folder: String) -> Diagnostic {
        Diagnostic(
            WordListNameCheck.unreadList,
            "'\(MessageText.escaped(name))' is not read: it is not named like a word list; rename it to 'words-\(MessageText.escaped(String(name.dropLast(4)))).txt' or move it out of the folder",
            at: SourceLocation(path: folder + "/" + name, line: 1, column: 1),
            notes: [Diagnostic.Note("the word lists of a variant are words.txt and words-<part>.txt")])
    }
}
