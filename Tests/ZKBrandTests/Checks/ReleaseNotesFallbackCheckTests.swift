import Testing
import ZKCore

@testable import ZKBrand

/// ZK5062, ZK5063: a locale's release notes filled in from default/ are named; missing ones,
/// where another locale has them and default/ has none, are an error.
@Suite struct ReleaseNotesFallbackCheckTests {
    func found(_ files: [(String, String)], stores: [Store] = Store.allCases) -> [Diagnostic] {
        Fixtures.inline(
            [(BrandExampleFiles.ruTokens.path, BrandExampleFiles.ruTokens.contents)] + files, stores: stores
        )
        .filter { ReleaseNotesFallbackCheck.codes.map(\.code).contains($0.code) }
    }

    @Test func aRussianReleaseNoteFromDefaultIsAWarningNamingTheLocaleAndTheText() {
        let warnings = found(
            [
                ("Brand/marketing/de/release_notes.txt", "Neu: Zahlen bis 100."),
                ("Brand/marketing/default/release_notes.txt", "New: numbers up to 100."),
            ], stores: [.appStore])
        #expect(warnings.map(\.place) == ["ZK5062 Brand/marketing/default/release_notes.txt:1:1"])
        #expect(warnings.first?.severity == .warning)
        #expect(
            warnings.first?.message
                == "App Store release notes of 'ru' are filled in from 'Brand/marketing/default/release_notes.txt'; write the locale's own text"
        )
        // Play's changelog takes the same default text for ru.
        let play = found(
            [
                ("Brand/marketing/de/changelogs/default.txt", "Neu: Zahlen bis 100."),
                ("Brand/marketing/default/changelogs/default.txt", "New: numbers up to 100."),
            ], stores: [.play])
        #expect(
            play.map(\.message) == [
                "Google Play changelogs default of 'ru' are filled in from 'Brand/marketing/default/changelogs/default.txt'; write the locale's own text"
            ])
    }

    @Test func ownTextsInEveryLocaleAreQuiet() {
        #expect(
            found([
                ("Brand/marketing/de/release_notes.txt", "Neu: Zahlen bis 100."),
                ("Brand/marketing/ru/release_notes.txt", "Новое: числа до 100."),
                ("Brand/marketing/default/release_notes.txt", "New: numbers up to 100."),
            ]).isEmpty)
    }

    @Test func aMissingReleaseNoteWithoutFallbackIsAnError() {
        let errors = found([("Brand/marketing/de/release_notes.txt", "Neu: Zahlen bis 100.")], stores: [.appStore])
        // The file does not exist: the error is at the marketing folder (ru has no folder), not at a
        // file that is not there; with a folder of its own, at that folder.
        #expect(errors.map(\.place) == ["ZK5063 Brand/marketing:0:0"])
        #expect(errors.first?.message.contains("add 'Brand/marketing/ru/release_notes.txt'") == true)
        let withFolder = found(
            [
                ("Brand/marketing/de/release_notes.txt", "Neu: Zahlen bis 100."),
                ("Brand/marketing/ru/name.txt", "Числовая цепочка"),
            ], stores: [.appStore])
        #expect(withFolder.map(\.place) == ["ZK5063 Brand/marketing/ru:0:0"])
        #expect(errors.first?.severity == .error)
        #expect(errors.first?.notes.first?.location?.path == "Brand/marketing/de/release_notes.txt")
        // Google Play shows the default language's changelog where one is missing: no error.
        #expect(found([("Brand/marketing/de/changelogs/1042.txt", "Neu.")], stores: [.play]).isEmpty)
        #expect(found([("Brand/marketing/de/changelogs/default.txt", "Neu.")], stores: [.play]).isEmpty)
    }
}
