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

    /// Where the folder's alphabet is (or would be).
    public var alphabetPath: String { path + "/alphabet.json" }

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
