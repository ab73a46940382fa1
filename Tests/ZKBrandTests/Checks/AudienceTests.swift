import Testing
import ZKCore

@testable import ZKBrand

/// The audience settings: ZK5076 texts addressing children outside the Kids Category, ZK5077 the
/// Kids Category's age band, ZK5078 Google Play's category, ZK5079 Play's target age groups,
/// ZK5080 the Kids age band among Play's groups. Each with a right and a wrong value.
@Suite struct AudienceTests {
    /// A token file naming the app in de, with `store` members `members` (JSON members, one a line).
    func tokens(_ members: [String]) -> String {
        """
        { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } },
          "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                   "privacy": { "$value": "https://zahlenkette.app/datenschutz" } },
          "store": { "$type": "string",
        \(members.map { "    " + $0 }.joined(separator: ",\n"))
          } }
        """
    }

    /// `line:column` of the first `needle` in `text` (ASCII lines).
    func at(_ needle: String, in text: String) -> String {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            let wanted = Array(needle)
            guard characters.count >= wanted.count else { continue }
            for start in 0...(characters.count - wanted.count)
            where Array(characters[start..<(start + wanted.count)]) == wanted {
                return "\(index + 1):\(start + 1)"
            }
        }
        return "-"
    }

    func places(_ code: String, _ members: [String], files: [(String, String)] = []) -> [String] {
        Fixtures.inline([("Brand/brand.json", tokens(members))] + files, stores: Store.allCases)
            .filter { $0.code == code }.map(\.place)
    }

    func messages(_ code: String, _ members: [String], files: [(String, String)] = []) -> [String] {
        Fixtures.inline([("Brand/brand.json", tokens(members))] + files, stores: Store.allCases)
            .filter { $0.code == code }.map(\.message)
    }

    static let kids = [#""kids_category": { "$value": "yes" }"#, #""kids_age_band": { "$value": "5 and under" }"#]
    static let notKids = [#""kids_category": { "$value": "no" }"#]

    // MARK: ZK5076

    @Test func childWordsInKeywordsNeedTheKidsCategory() throws {
        let keywords = [("Brand/marketing/de/keywords.txt", "mathe,zahlen,kinder")]
        #expect(places("ZK5076", Self.notKids, files: keywords) == ["ZK5076 Brand/marketing/de/keywords.txt:1:14"])
        #expect(places("ZK5076", Self.kids, files: keywords).isEmpty)
        let finding = try #require(
            Fixtures.inline([("Brand/brand.json", tokens(Self.notKids))] + keywords).first { $0.code == "ZK5076" })
        #expect(
            finding.message
                == "App Store keywords of 'de' addresses children ('kinder') but the app is not in the Kids Category; "
                + "set 'store.kids_category' to 'yes' with an age band, or reword (guideline 2.3.8)")
        #expect(finding.notes.first?.message == "'store.kids_category' is set here")
        // Without the setting at all: the app is not in the Kids Category either.
        #expect(
            Fixtures.findings("ZK5076", template: "de/subtitle", "Zahlen für Kleinkinder").map(\.place) == [
                "ZK5076 Brand/marketing/de/subtitle.txt:1:12"
            ])
        #expect(Fixtures.findings("ZK5076", template: "de/subtitle", "Zahlen für alle").isEmpty)
        // A parent's children, and the words parents' apps use, are no audience.
        #expect(Fixtures.findings("ZK5076", template: "de/name", "Find My Kids").isEmpty)
        #expect(Fixtures.findings("ZK5076", template: "de/name", "Find Kids").count == 1)
        #expect(Fixtures.findings("ZK5076", template: "de/subtitle", "Baby Tracker").isEmpty)
        #expect(Fixtures.findings("ZK5076", template: "de/keywords", "eltern,ihre kinder,zeit").isEmpty)
        #expect(
            Fixtures.findings("ZK5076", template: "ru/name", "Счёт для малышей").map(\.place) == [
                "ZK5076 Brand/marketing/ru/name.txt:1:10"
            ])
    }

    @Test func descriptionsOnlyWhenTheyAddressChildren() {
        #expect(
            Fixtures.findings("ZK5076", template: "de/description", "Ein Lernspiel für Kinder.").map(\.place) == [
                "ZK5076 Brand/marketing/de/description.txt:1:15"
            ])
        // Naming children is not addressing them (a parental-control text).
        #expect(Fixtures.findings("ZK5076", template: "de/description", "Behalten Sie Ihre Kinder im Blick.").isEmpty)
        #expect(
            Fixtures.findings("ZK5076", template: "ru/description", "Игра для детей от 3 лет.").map(\.place) == [
                "ZK5076 Brand/marketing/ru/description.txt:1:6"
            ])
        // Release notes and Play's texts are not checked: Play has no Kids Category.
        #expect(Fixtures.findings("ZK5076", template: "de/release_notes", "Neu für Kinder: Zählen.").isEmpty)
        #expect(Fixtures.findings("ZK5076", template: "de/description", "Für Kinder.", stores: [.play]).isEmpty)
        // Whole words only: "kinderleicht" (very easy) names no child.
        #expect(Fixtures.findings("ZK5076", template: "de/subtitle", "Zählen, kinderleicht").isEmpty)
    }

    // MARK: ZK5077

    @Test func kidsAgeBand() {
        let wrong = Self.kids[0]
        #expect(places("ZK5077", Self.kids).isEmpty)
        #expect(places("ZK5077", [wrong, #""kids_age_band": { "$value": "6–8" }"#]).isEmpty)
        #expect(places("ZK5077", [wrong, #""kids_age_band": { "$value": "FIVE_AND_UNDER" }"#]).isEmpty)
        let invalid = [wrong, #""kids_age_band": { "$value": "4-6" }"#]
        #expect(places("ZK5077", invalid) == ["ZK5077 Brand/brand.json:\(at(#""4-6""#, in: tokens(invalid)))"])
        #expect(
            messages("ZK5077", invalid) == [
                "'4-6' is none of the Kids Category's age bands: '5 and under', '6-8' or '9-11'"
            ])
        // Kids Category without a band: at the setting.
        #expect(places("ZK5077", [wrong]) == ["ZK5077 Brand/brand.json:\(at(#""yes""#, in: tokens([wrong])))"])
        // A band on an app that is not Made for Kids, and a setting that is neither yes nor no.
        let contradiction = Self.notKids + [Self.kids[1]]
        #expect(
            places("ZK5077", contradiction) == [
                "ZK5077 Brand/brand.json:\(at(#""5 and under""#, in: tokens(contradiction)))"
            ])
        #expect(places("ZK5077", [#""kids_category": { "$value": "maybe" }"#]).count == 1)
        #expect(places("ZK5077", Self.notKids).isEmpty)
    }

    // MARK: ZK5078, ZK5079

    @Test func playCategory() {
        #expect(places("ZK5078", [#""play_category": { "$value": "EDUCATION" }"#]).isEmpty)
        #expect(places("ZK5078", [#""play_category": { "$value": "GAME_PUZZLE" }"#]).isEmpty)
        let wrong = [#""play_category": { "$value": "GAMES_PUZZLE" }"#]
        #expect(places("ZK5078", wrong) == ["ZK5078 Brand/brand.json:\(at(#""GAMES_PUZZLE""#, in: tokens(wrong)))"])
        #expect(
            messages("ZK5078", wrong) == ["'GAMES_PUZZLE' is no Google Play category id; did you mean 'GAME_PUZZLE'?"])
        // A browse collection is no category a developer chooses.
        #expect(places("ZK5078", [#""play_category": { "$value": "FAMILY" }"#]).count == 1)
    }

    @Test func playTargetAgeGroups() {
        #expect(places("ZK5079", [#""play_target_ages": { "$value": "6-8, 9-12" }"#]).isEmpty)
        // Apple's band 9-11 is no Play group (Play's is 9-12).
        let wrong = [#""play_target_ages": { "$value": "6-8, 9-11" }"#]
        #expect(places("ZK5079", wrong) == ["ZK5079 Brand/brand.json:\(at(#""6-8, 9-11""#, in: tokens(wrong)))"])
        #expect(
            messages("ZK5079", wrong) == [
                "'9-11' is no Google Play target age group; Play Console's are '5 and under', '6-8', '9-12', "
                    + "'13-15', '16-17' and '18 and over'"
            ])
        #expect(places("ZK5079", [#""play_target_ages": { "$value": "" }"#]).count == 1)
    }

    // MARK: ZK5080

    @Test func kidsBandAmongPlayTargetAges() {
        let band = [Self.kids[0], #""kids_age_band": { "$value": "9-11" }"#]
        #expect(places("ZK5080", band + [#""play_target_ages": { "$value": "9-12, 13-15" }"#]).isEmpty)
        let wrong = band + [#""play_target_ages": { "$value": "6-8" }"#]
        #expect(places("ZK5080", wrong) == ["ZK5080 Brand/brand.json:\(at(#""6-8""#, in: tokens(wrong)))"])
        #expect(
            messages("ZK5080", wrong) == [
                "the app is in the App Store's Kids Category for ages 9-11, but Google Play's target age groups "
                    + "leave them out; add '9-12' (Families policy)"
            ])
        // Not a Kids app: Play may target anyone.
        #expect(places("ZK5080", Self.notKids + [#""play_target_ages": { "$value": "13-15" }"#]).isEmpty)
    }

    /// deliver's age-rating JSON holds the band's id, or null for an app that is not Made for
    /// Kids; without the setting, or for Play alone, there is none.
    @Test func theAgeRatingJSONCarriesTheBand() throws {
        func json(_ members: [String], stores: [Store] = [.appStore]) -> String? {
            let file = SourceFile(path: "Brand/brand.json", text: tokens(members))
            let options = BrandOptions(brandPath: "Brand", locales: ["de"], stores: stores)
            let analysis = BrandAnalyzer.analyzeTokens(file: file, parse: JSONReader.read(file), options: options)
            return AgeRatingWriter.artifact(analysis.tokens, stores: stores).map {
                String(decoding: $0.bytes, as: UTF8.self)
            }
        }
        #expect(json(Self.kids) == "{\n  \"kidsAgeBand\": \"FIVE_AND_UNDER\"\n}\n")
        #expect(
            json([Self.kids[0], #""kids_age_band": { "$value": "6–8" }"#])
                == "{\n  \"kidsAgeBand\": \"SIX_TO_EIGHT\"\n}\n")
        #expect(json(Self.notKids) == "{\n  \"kidsAgeBand\": null\n}\n")
        #expect(json([#""storefronts": { "$value": "DE" }"#]) == nil)
        #expect(json(Self.kids, stores: [.play]) == nil)
        let brand = try Fixtures.analyze(projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"])
        let rendered = brand.artifacts.first { $0.path == "marketing/app_rating_config.json" }
        #expect(rendered.map { String(decoding: $0.bytes, as: UTF8.self) } == json(Self.kids))
    }

    /// The default project is a Kids app for 5 and under, in EDUCATION on Play for 5 and under and 6-8.
    @Test func zahlenketteIsAKidsApp() throws {
        let brand = try Fixtures.analyze(
            projectRoot: Fixtures.packageRoot, locales: ["de", "en", "ru"], stores: Store.allCases)
        let tokens = brand.tokens.tokens
        #expect(Audience.inKidsCategory(tokens) == true)
        #expect(
            tokens[Audience.kidsAgeBandToken]?.text.flatMap { Audience.group($0, in: Audience.kidsAgeBands) }?.id
                == "FIVE_AND_UNDER")
        #expect(tokens[Audience.playCategoryToken]?.text == "EDUCATION")
        let codes = Set(["ZK5076", "ZK5077", "ZK5078", "ZK5079", "ZK5080"])
        #expect(brand.diagnostics.filter { codes.contains($0.code) }.map(\.message).isEmpty)
    }
}
