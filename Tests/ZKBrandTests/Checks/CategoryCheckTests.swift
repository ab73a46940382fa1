import Testing
import ZKCore

@testable import ZKBrand

/// ZK5041, ZK5064, ZK5065: the App Store categories as App Store Connect accepts them.
@Suite struct CategoryCheckTests {
    func findings(_ code: String, template: String, _ text: String, stores: [Store] = Store.allCases) -> [Diagnostic] {
        Fixtures.findings(code, template: template, text, stores: stores)
    }

    /// Every category finding of a set of `app-store/<name>.txt` files.
    func places(_ files: [String: String]) -> [String] {
        let tokens = BrandExampleFiles.ruTokens
        let inputs =
            [(tokens.path, tokens.contents)]
            + files.sorted { $0.key < $1.key }.map { ("Brand/marketing/app-store/\($0.key).txt", $0.value) }
        return Fixtures.inline(inputs).filter { CategoryCheck.codes.map(\.code).contains($0.code) }.map(\.place)
    }

    @Test func unknownCategoryIsAnErrorWithTheNearestId() {
        let found = findings("ZK5041", template: "app-store/primary_category", "EDUCATIONAL")
        #expect(found.map(\.place) == ["ZK5041 Brand/marketing/app-store/primary_category.txt:1:1"])
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message
                == "primary category 'EDUCATIONAL' is no App Store category id; did you mean 'EDUCATION'?")
        #expect(findings("ZK5041", template: "app-store/primary_category", "GAMES").isEmpty)
        #expect(findings("ZK5041", template: "app-store/primary_category", "MZGenre.Education").isEmpty)
    }

    @Test func legacyNamesMapByFieldKind() {
        // "Sports" is SPORTS as a category and GAMES_SPORTS as a subcategory, as deliver maps them.
        #expect(CategoryCheck.id("Sports", subcategory: false) == "SPORTS")
        #expect(CategoryCheck.id("MZGenre.Sports", subcategory: true) == "GAMES_SPORTS")
        #expect(places(["primary_category": "Games", "primary_first_sub_category": "Puzzle"]) == [])
    }

    @Test func subcategoriesOnlyUnderGamesAndStickers() {
        // Right: a Games subcategory under Games.
        #expect(places(["primary_category": "GAMES", "primary_first_sub_category": "GAMES_PUZZLE"]) == [])
        // Wrong: a Games subcategory under Education.
        #expect(
            places(["primary_category": "EDUCATION", "primary_first_sub_category": "GAMES_PUZZLE"])
                == ["ZK5064 Brand/marketing/app-store/primary_first_sub_category.txt:1:1"])
        // Wrong: a Stickers subcategory under Games.
        #expect(
            places(["secondary_category": "GAMES", "secondary_second_sub_category": "STICKERS_ART"])
                == ["ZK5064 Brand/marketing/app-store/secondary_second_sub_category.txt:1:1"])
        // Wrong: a subcategory without its category, and a subcategory as the category.
        #expect(
            places(["primary_first_sub_category": "GAMES_PUZZLE"]) == [
                "ZK5064 Brand/marketing/app-store/primary_first_sub_category.txt:1:1"
            ])
        #expect(
            places(["primary_category": "GAMES_PUZZLE"]) == [
                "ZK5064 Brand/marketing/app-store/primary_category.txt:1:1"
            ])
        // A subcategory file with a category id is no subcategory id.
        #expect(
            places(["primary_category": "GAMES", "primary_first_sub_category": "EDUCATION"])
                == ["ZK5041 Brand/marketing/app-store/primary_first_sub_category.txt:1:1"])
    }

    @Test func secondaryEqualToPrimaryIsAnError() {
        #expect(places(["primary_category": "EDUCATION", "secondary_category": "GAMES"]) == [])
        let repeated = Fixtures.inline([
            (BrandExampleFiles.ruTokens.path, BrandExampleFiles.ruTokens.contents),
            ("Brand/marketing/app-store/primary_category.txt", "EDUCATION"),
            ("Brand/marketing/app-store/secondary_category.txt", "MZGenre.Education"),
        ]).filter { $0.code == "ZK5065" }
        #expect(repeated.map(\.place) == ["ZK5065 Brand/marketing/app-store/secondary_category.txt:1:1"])
        #expect(repeated.first?.severity == .error)
        #expect(repeated.first?.notes.first?.location?.path == "Brand/marketing/app-store/primary_category.txt")
        // Two equal subcategories of one category.
        #expect(
            places([
                "primary_category": "GAMES", "primary_first_sub_category": "GAMES_WORD",
                "primary_second_sub_category": "GAMES_WORD",
            ])
                == ["ZK5065 Brand/marketing/app-store/primary_second_sub_category.txt:1:1"])
    }

    @Test func theDefaultProjectsCategoriesPass() throws {
        let result = try Fixtures.analyze(
            projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"], stores: Store.allCases)
        #expect(result.diagnostics.filter { CategoryCheck.codes.map(\.code).contains($0.code) }.map(\.place) == [])
    }
}
