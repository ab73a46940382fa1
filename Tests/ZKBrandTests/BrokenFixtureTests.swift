import Testing
import ZKCore

@testable import ZKBrand

/// Each broken fixture of issue 7 yields exactly its diagnostic, at its exact place.
@Suite struct BrokenFixtureTests {
    @Test func validFixtureIsClean() throws {
        let result = try Fixtures.fixture("valid")
        #expect(result.diagnostics.map(\.place) == [])
    }

    @Test func subtitleOf31CharactersPointsAtTheOverflowInTheTemplate() throws {
        let result = try Fixtures.fixture("subtitle-overflow")
        // "{{app.name.de}}: Zählen bis zwanzig" renders to 31 characters; the 31st, the final 'g',
        // is column 35 of the template (the placeholder is 15 columns wide, its expansion 11).
        #expect(result.diagnostics.map(\.place) == ["ZK5030 Brand/marketing/de/subtitle.txt:1:35"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("31 characters"))
        #expect(diagnostic.message.contains("limit of 30"))
    }

    @Test func aliasCycleOfThreeTokensIsReportedOnceWithTheWholeCycle() throws {
        let result = try Fixtures.fixture("alias-cycle")
        #expect(result.diagnostics.map(\.place) == ["ZK5005 Brand/brand.json:28:28"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(
            diagnostic.message
                == "alias cycle of 3 tokens: 'color.accent.light' → 'color.link.light' → 'color.focus.light' → 'color.accent.light'"
        )
        #expect(
            diagnostic.notes.map { $0.location?.description ?? "" } == [
                "Brand/brand.json:32:28", "Brand/brand.json:36:28",
            ])
        #expect(
            diagnostic.notes.map(\.message) == [
                "'color.link.light' refers to 'color.focus.light' here",
                "'color.focus.light' refers to 'color.accent.light' here",
            ])
    }

    @Test func unknownPlaceholderPointsAtThePathWithASuggestion() throws {
        let result = try Fixtures.fixture("unknown-placeholder")
        #expect(result.diagnostics.map(\.place) == ["ZK5020 Brand/marketing/de/description.txt:3:11"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("'{{contact.support_mail}}'"))
        #expect(diagnostic.message.contains("did you mean 'contact.support_email'?"))
        #expect(diagnostic.fixIt?.replacement == "contact.support_email")
    }

    @Test func missingRussianDescriptionIsAnErrorAtTheExpectedPath() throws {
        let result = try Fixtures.fixture("missing-ru-description")
        #expect(result.diagnostics.map(\.place) == ["ZK5032 Brand/marketing/ru/description.txt:1:1"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(
            diagnostic.message
                == "locale 'ru' lacks the required App Store field description; add 'Brand/marketing/ru/description.txt'"
        )
        #expect(diagnostic.notes.last?.location?.path == "Brand/marketing/de/description.txt")
    }

    @Test func duplicateKeywordIsReportedAtTheSecondOccurrence() throws {
        let result = try Fixtures.fixture("keyword-duplicate")
        #expect(result.diagnostics.map(\.place) == ["ZK5034 Brand/marketing/de/keywords.txt:1:19"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.notes.first?.location?.description == "Brand/marketing/de/keywords.txt:1:8")
    }

    @Test func colourComponentOf1Point2IsReportedAtTheNumber() throws {
        let result = try Fixtures.fixture("color-component")
        #expect(result.diagnostics.map(\.place) == ["ZK5008 Brand/brand.json:24:67"])
        #expect(
            result.diagnostics.first?.message
                == "red component 1.2 of colour 'color.bead_red.light' is outside 0…1 (colour space 'srgb')")
    }
}
