import DawgReader
import ZKCore

/// What the folder checks read: one variant folder, as the driver or `zk-dawg build` found it.
public struct VariantFolder: Sendable {
    /// The folder's project-relative path (`Content/dictionaries/scrabble_en`).
    public var path: String
    /// The names of the files directly in the folder (the `.txt` ones are judged).
    public var names: [String]
    /// Whether the folder holds `alphabet.json`.
    public var hasAlphabet: Bool
    /// Whether the folder holds a word list (`words.txt`, `words-<part>.txt`).
    public var hasWordList: Bool

    public init(path: String, names: [String], hasAlphabet: Bool, hasWordList: Bool) {
        self.path = path
        self.names = names
        self.hasAlphabet = hasAlphabet
        self.hasWordList = hasWordList
    }

    /// The folder as its listing shows it (`names`: the files directly in it): the one reading of
    /// a variant folder, by the driver's dictionary stage and by `zk-dawg build` alike.
    public init(path: String, listing names: [String]) {
        let sorted = names.sorted()
        self.init(
            path: path, names: sorted, hasAlphabet: sorted.contains(Self.alphabetName),
            hasWordList: sorted.contains(where: DictionaryCompiler.isWordList))
    }

    /// The name of a variant's alphabet file.
    public static let alphabetName = "alphabet.json"

    /// Where the folder's alphabet is (or would be).
    public var alphabetPath: String { path + "/" + Self.alphabetName }

    /// The folder's word lists (`words.txt`, `words-<part>.txt`), in name order, as paths under it.
    public var wordListPaths: [String] { names.filter(DictionaryCompiler.isWordList).map { path + "/" + $0 } }

    /// Whether the folder can be compiled: it has an alphabet and a word list.
    public var isComplete: Bool { hasAlphabet && hasWordList }
}

/// What `zk-dawg verify` checks the meaning of: a dictionary whose structure and checksums are
/// sound, and its display path.
public struct VerifiedDictionary: Sendable {
    public var file: DawgFile
    public var path: String

    public init(file: DawgFile, path: String) {
        self.file = file
        self.path = path
    }
}
