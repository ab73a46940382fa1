import Testing

@testable import ZKDawg

/// A variant folder read one way, by the dictionary stage and by `zk-dawg build`.
@Suite struct VariantFolderTests {
    @Test func theListingNamesTheAlphabetAndTheWordListsInNameOrder() {
        let folder = VariantFolder(
            path: "Content/dictionaries/en",
            listing: ["words.txt", "notes.md", "alphabet.json", "words-b.txt", "wordsx.txt", "words-a.txt"])
        #expect(folder.hasAlphabet)
        #expect(folder.hasWordList)
        #expect(folder.isComplete)
        #expect(folder.alphabetPath == "Content/dictionaries/en/alphabet.json")
        #expect(
            folder.wordListPaths == [
                "Content/dictionaries/en/words-a.txt", "Content/dictionaries/en/words-b.txt",
                "Content/dictionaries/en/words.txt",
            ])
    }

    @Test func aFolderWithoutAlphabetOrListsIsIncomplete() {
        let empty = VariantFolder(path: "d/en", listing: ["README.md"])
        #expect(!empty.hasAlphabet)
        #expect(!empty.hasWordList)
        #expect(!empty.isComplete)
        #expect(empty.wordListPaths.isEmpty)
        #expect(!VariantFolder(path: "d/en", listing: ["alphabet.json"]).isComplete)
    }
}
