import Testing
import ZKCore
import ZKProject

/// The project index's one JSON form: written by zk-content, read by zk-audio and zk-strings.
@Suite struct ProjectIndexJSONTests {
    static let index = ProjectIndex(
        sourceLocale: "de", locales: ["de", "ru"],
        stringKeys: [
            ProjectIndex.Entry(
                "game.hoer_hin.title", at: SourceLocation(path: "Content/games/hoer_hin.json", line: 8, column: 15),
                context: "titleKey")
        ],
        audioIDs: [ProjectIndex.Entry("num.7", at: SourceLocation(path: "Content/numbers.json", line: 50, column: 16))],
        assets: [
            ProjectIndex.Entry(
                "friend_07", at: SourceLocation(path: "Content/Illustrations.xcassets/friend_07.imageset"))
        ])

    @Test func roundTrips() throws {
        let text = JSONWriter(style: .pretty).string(Self.index.jsonValue)
        let (read, diagnostics) = ProjectIndex.read(SourceFile(path: "index.json", text: text))
        #expect(diagnostics.isEmpty)
        #expect(read == Self.index.withoutOffsets)
        #expect(
            text.contains(
                #""name": "num.7",\#n      "path": "Content/numbers.json",\#n      "line": 50,\#n      "column": 16"#))
    }

    @Test func brokenIndexIsLocatedAtTheOffendingValue() throws {
        // The declaration's examples run through zk-audio in the example harness; these are the messages.
        let text = #"{ "locales": ["de"], "audioIDs": "num.7" }"#
        let diagnostics = ProjectIndex.read(SourceFile(path: "build/index.json", text: text)).diagnostics
        #expect(diagnostics.map(\.code) == [ProjectIndex.invalidIndex.code])
        #expect(diagnostics.first?.message == "'audioIDs' must be an array of entries, found string")
        #expect(diagnostics.first?.location?.start?.line == 1)
        #expect(diagnostics.first?.location?.start?.column == 34)
        let typo = ProjectIndex.read(SourceFile(path: "i.json", text: #"{"audioIDS": []}"#)).diagnostics
        #expect(typo.first?.message == "unknown key 'audioIDS' in the project index; did you mean 'audioIDs'?")
        let entry = ProjectIndex.read(SourceFile(path: "i.json", text: #"{"ids": [{"name": "x"}]}"#)).diagnostics
        #expect(entry.map(\.message) == ["an entry of 'ids' needs a string 'name' and 'path'"])
        #expect(entry.first?.location?.start?.column == 10)
        let top = ProjectIndex.read(SourceFile(path: "i.json", text: "[]")).diagnostics
        #expect(top.map(\.message) == ["expected the project index object, found array"])
    }
}

extension ProjectIndex {
    /// The index as it reads back: positions carry no byte offset in the JSON form.
    var withoutOffsets: ProjectIndex {
        var copy = self
        for keyPath in [\ProjectIndex.stringKeys, \.audioIDs, \.assetReferences, \.assets, \.ids] {
            copy[keyPath: keyPath] = copy[keyPath: keyPath].map { entry in
                var entry = entry
                if let start = entry.location.start {
                    entry.location.start = SourcePosition(line: start.line, column: start.column, offset: -1)
                }
                return entry
            }
        }
        return copy
    }
}
