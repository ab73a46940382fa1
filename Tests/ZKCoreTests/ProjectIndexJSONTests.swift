import Testing
import ZKCore

/// The project index's one JSON form: written by zk-content, read by zk-audio and zk-strings.
@Suite struct ProjectIndexJSONTests {
    static let index = ProjectIndex(
        sourceLocale: "de", locales: ["de", "ru"],
        stringKeys: [ProjectIndex.Entry("game.hoer_hin.title", at: SourceLocation(path: "Content/games/hoer_hin.json", line: 8, column: 15), context: "titleKey")],
        audioIDs: [ProjectIndex.Entry("num.7", at: SourceLocation(path: "Content/numbers.json", line: 50, column: 16))],
        assets: [ProjectIndex.Entry("friend_07", at: SourceLocation(path: "Content/Illustrations.xcassets/friend_07.imageset"))])

    @Test func roundTrips() throws {
        let text = JSONWriter(style: .pretty).string(Self.index.jsonValue)
        let (read, diagnostics) = ProjectIndex.read(SourceFile(path: "index.json", text: text))
        #expect(diagnostics.isEmpty)
        #expect(read == Self.index.withoutOffsets)
        #expect(text.contains(#""name": "num.7",\#n      "path": "Content/numbers.json",\#n      "line": 50,\#n      "column": 16"#))
    }

    @Test func brokenIndexIsLocatedAtTheOffendingValue() throws {
        let code = CoreCodes.invalidIndex
        let broken = try #require(code.broken)
        let mark = try #require(broken.markedLocation)
        let file = try #require(broken.cleanFiles.first)
        let (_, diagnostics) = ProjectIndex.read(SourceFile(path: file.path, text: file.contents))
        #expect(diagnostics.map(\.code) == ["ZK0030"])
        #expect(diagnostics.first?.message == "'audioIDs' must be an array of entries, found string")
        #expect(diagnostics.first?.location?.start?.line == mark.line)
        #expect(diagnostics.first?.location?.start?.column == mark.column)
        let fixed = try #require(code.fixed?.cleanFiles.first)
        #expect(ProjectIndex.read(SourceFile(path: fixed.path, text: fixed.contents)).diagnostics.isEmpty)
        let typo = ProjectIndex.read(SourceFile(path: "i.json", text: #"{"audioIDS": []}"#)).diagnostics
        #expect(typo.first?.message == "unknown key 'audioIDS' in the project index; did you mean 'audioIDs'?")
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
