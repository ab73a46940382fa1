import Testing
import ZKCore

@testable import ZKContent

/// Each broken fixture of the issue, laid over the default content, yields exactly its one
/// diagnostic at the exact place.
@Suite struct BrokenFixtureTests {
    @Test func defaultContentIsClean() {
        let report = ContentChecker.run(ContentFixture.defaultInput(), jobs: 2)
        #expect(report.diagnostics.map { "\($0.code) \($0.location?.description ?? "-") \($0.message)" } == [])
        #expect(report.schemaVerdicts.count > 40 && report.schemaVerdicts.allSatisfy(\.valid))
    }

    @Test(arguments: [
        ("missing-prompt", "ZK2021 Content/games/hoer_hin.json:13:5"),
        ("duplicate-friend-id", "ZK2020 Content/friends_more.json:4:11"),
        ("uppercase-asset-name", "ZK2025 Content/avatars.json:17:20"),
        ("imageset-png-missing", "ZK2028 Content/Illustrations.xcassets/friend_07.imageset/Contents.json:8:20"),
        ("teen-structure-label", "ZK2036 Content/numbers.json:122:20"),
        ("dot-picture-gap", "ZK2034 Content/dotpictures/stern.json:25:12"),
        ("unsupported-keyword", "ZK2010 Content/schemas/decorations.schema.json:71:11"),
        ("ref-cycle", "ZK2012 Content/schemas/common.schema.json:138:7"),
        ("wrong-kind", "ZK2002 Content/manifest.json:1:1"),
    ])
    func fixtureYieldsExactlyItsDiagnostic(name: String, expected: String) {
        #expect(ContentFixture.findings(name) == [expected])
    }

    @Test func missingPromptNamesBothEnds() throws {
        let diagnostic = try #require(ContentChecker.run(ContentFixture.input("missing-prompt")).diagnostics.first)
        #expect(diagnostic.message.contains("'prompt.hoer_hin.find_numbr'"))
        #expect(diagnostic.message.contains("did you mean 'prompt.hoer_hin.find_number'"))
        #expect(diagnostic.notes.first?.location?.path == "Content/prompts.json")
    }

    @Test func cycleLeavesInstancesValidatable() {
        let result = ContentChecker.validateSchemas(ContentFixture.input("ref-cycle"))
        let pictures = result.verdicts.filter { $0.file.hasPrefix("Content/dotpictures/") }
        #expect(pictures.count == 24 && pictures.allSatisfy { !$0.valid })
        // Files whose validation never reaches the loop keep their verdict.
        #expect(result.verdicts.first { $0.file == "Content/manifest.json" }?.valid == true)
        #expect(result.diagnostics.map(\.code) == [SchemaDefinitionCheck.referenceCycle.code])
    }

    @Test func missingGameIsReportedAtTheGamesFolder() {
        var input = ContentFixture.defaultInput()
        input.documents.removeAll { $0.path == "Content/games/memory.json" }
        let found = ContentChecker.run(input).diagnostics.filter { $0.code == GameCoverageCheck.missingGame.code }
        #expect(
            found.map { "\($0.location?.description ?? "-") \($0.message)" } == [
                "Content/games game 'memory' has no file Content/games/memory.json"
            ])
    }
}
