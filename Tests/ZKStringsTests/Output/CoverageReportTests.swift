import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// The coverage report is the check's coverage: on every catalog of the test corpus, each
/// locale's missing keys are exactly the keys `check` reports ZK3002 for, its unfinished keys
/// those it reports ZK3003 for, and both equal an independent count over the raw JSON.
@Suite struct CoverageReportTests {
    /// Every `.xcstrings` under `Tests/Fixtures/strings/` (real catalogs, xcloc contents, purpose-made ones).
    static let corpus: [String] = {
        DirectoryWalker.files(under: Fixtures.root, extensions: ["xcstrings"]).sorted()
    }()

    /// The catalog's own source language and every locale it holds are required.
    static func options(_ catalog: StringCatalog) -> StringsCheckOptions {
        let source = catalog.sourceLanguage?.text ?? "en"
        var locales = Set([source])
        for entry in catalog.entries { for localization in entry.localizations { locales.insert(localization.locale) } }
        return StringsCheckOptions(
            sourceLocale: source, requiredLocales: locales.sorted(),
            settings: StringsSettings(keyGrammar: false, translatorComments: false))
    }

    /// Per locale, (missing keys, unfinished keys, counted keys), counted on the JSON tree without the model.
    static func independentCount(
        _ root: JSONValue, locales: [String], source: String
    ) -> [String: (missing: Set<String>, unfinished: Set<String>, total: Int)] {
        var result: [String: (missing: Set<String>, unfinished: Set<String>, total: Int)] = [:]
        for locale in locales { result[locale] = ([], [], 0) }
        func anyState(_ value: JSONValue, in states: Set<String>) -> Bool {
            if let object = value.object {
                return object.members.contains {
                    ($0.key == "state" && $0.value.string.map(states.contains) == true)
                        || anyState($0.value, in: states)
                }
            }
            return value.array?.contains { anyState($0, in: states) } ?? false
        }
        func hasValue(_ value: JSONValue) -> Bool {
            guard let object = value.object else { return false }
            return object.members.contains { member in
                member.key == "stringSet" || (member.key == "stringUnit" && member.value.object?["value"] != nil)
                    || (member.key != "substitutions" && hasValue(member.value))
            }
        }
        // A key with nothing to translate: no letter outside its placeholders, in the key or a source value.
        func hasText(_ text: String) -> Bool {
            text.replacing(/%(\d+\$)?[-+ #0]*\d*(\.\d+)?(hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfFeEgGaAcCsSp]/, with: "")
                .unicodeScalars.contains { $0.properties.isAlphabetic }
        }
        func values(_ value: JSONValue) -> [String] {
            if let object = value.object {
                return object.members.flatMap { $0.key == "value" ? [$0.value.string ?? ""] : values($0.value) }
            }
            return value.array?.flatMap(values) ?? []
        }
        for member in root.object?["strings"]?.object?.members ?? [] {
            let entry = member.value
            if member.key.isEmpty || entry.object?["shouldTranslate"]?.bool == false
                || entry.object?["extractionState"]?.string == "stale"
            {
                continue
            }
            let sourceValues = entry.object?["localizations"]?.object?[source].map(values) ?? []
            if !hasText(member.key), !sourceValues.contains(where: hasText) { continue }
            let localizations = entry.object?["localizations"]
            for locale in locales {
                result[locale]?.total += 1
                guard let localization = localizations?.object?[locale] else {
                    // Xcode writes no source localization when the key is the source text.
                    if locale != source { result[locale]?.missing.insert(member.key) }
                    continue
                }
                if !hasValue(localization) {
                    result[locale]?.missing.insert(member.key)
                } else if locale != source, anyState(localization, in: ["new", "needs_review"]) {
                    result[locale]?.unfinished.insert(member.key)
                }
            }
        }
        return result
    }

    @Test func corpusIsLarge() { #expect(Self.corpus.count >= 20) }

    @Test(arguments: corpus)
    func reportEqualsCheckAndAnIndependentCount(_ relative: String) throws {
        let catalog = try Fixtures.catalog(relative)
        let options = Self.options(catalog)
        let diagnostics = StringsChecker.check([catalog], options: options)
        let report = CoverageReport(catalogs: [catalog], options: options, diagnostics: diagnostics)
        let section = try #require(report.catalogs.first)
        let keyAt = Dictionary(
            catalog.entries.map { ($0.keyPosition.offset, $0.key) }, uniquingKeysWith: { first, _ in first })
        let independent = Self.independentCount(
            catalog.root, locales: options.requiredLocales, source: section.sourceLanguage)
        for summary in section.locales {
            let locale = summary.locale
            // ZK3002 is reported at the key, naming the locale.
            let checked = Set(
                diagnostics.filter { $0.code == "ZK3002" && $0.message.contains("has no '\(locale)' ") }.compactMap {
                    $0.location?.start.flatMap { keyAt[$0.offset] }
                })
            #expect(Set(summary.missing) == checked, "\(relative) \(locale)")
            // ZK3003 is reported inside the key's entry, at the state.
            let unfinished = Set(
                diagnostics.filter { $0.code == "ZK3003" && $0.message.hasPrefix("'\(locale)' ") }.compactMap {
                    diagnostic -> String? in
                    guard let offset = diagnostic.location?.start?.offset else { return nil }
                    return catalog.entries.filter { $0.keyPosition.offset <= offset }.max {
                        $0.keyPosition.offset < $1.keyPosition.offset
                    }?.key
                })
            #expect(Set(summary.unfinished) == unfinished, "\(relative) \(locale)")
            let counted = try #require(independent[locale])
            #expect(Set(summary.missing) == counted.missing, "\(relative) \(locale)")
            #expect(Set(summary.unfinished) == counted.unfinished, "\(relative) \(locale)")
            #expect(summary.total == counted.total, "\(relative) \(locale)")
            #expect(
                summary.translated == counted.total - counted.missing.count - counted.unfinished.count,
                "\(relative) \(locale)")
        }
    }

    /// The source language is complete in every real catalog (Xcode's `new` source values count).
    @Test(arguments: corpus.filter { $0.hasPrefix("real/") })
    func sourceLanguageIsComplete(_ relative: String) throws {
        let catalog = try Fixtures.catalog(relative)
        let options = Self.options(catalog)
        let report = CoverageReport(catalogs: [catalog], options: options, diagnostics: [])
        let section = try #require(report.catalogs.first)
        let source = try #require(section.locales.first { $0.locale == section.sourceLanguage })
        #expect(source.translated == source.total, "\(relative): \(source.missing) \(source.unfinished)")
    }

    @Test func percentIsTextAndNeverRoundsUpToAHundred() {
        func summary(_ translated: Int, _ total: Int) -> CoverageReport.LocaleSummary {
            CoverageReport.LocaleSummary(
                locale: "de", total: total, translated: translated, missing: [], unfinished: [], new: 0, needsReview: 0)
        }
        #expect(summary(7, 8).percentText == "87.5 %")
        #expect(summary(1999, 2000).percentText == "99.9 %")
        #expect(summary(0, 0).percentText == "100.0 %")
        #expect(summary(1, 3).percentText == "33.3 %")
    }

    /// The report of `report/Localizable.xcstrings` (every state, a plural, a placeholder error,
    /// the empty key, a source value in state `new`), byte for byte. Regenerate with
    /// `ZK_UPDATE_GOLDEN=1 swift test --filter CoverageReportTests`.
    @Test func htmlIsTheGoldenPage() throws {
        let catalog = try Fixtures.catalog("report/Localizable.xcstrings")
        let options = StringsCheckOptions(
            sourceLocale: "en", requiredLocales: ["de", "en", "ru"],
            settings: StringsSettings(keyGrammar: false, translatorComments: false))
        let diagnostics = StringsChecker.check([catalog], options: options)
        let html = HTMLReport.render(CoverageReport(catalogs: [catalog], options: options, diagnostics: diagnostics))
        let golden = Fixtures.root + "/report/golden.html"
        if ProcessInfo.processInfo.environment["ZK_UPDATE_GOLDEN"] == "1" {
            try AtomicFileWriter.write(Array(html.utf8), to: golden)
        }
        let expected = try #require(FileManager.default.contents(atPath: golden))
        #expect(html == String(decoding: expected, as: UTF8.self))
        // What a reviewer needs is in it: texts, states, the diagnostic in its cell, percentages as text.
        #expect(html.contains("Hallo, %lld!"))
        #expect(
            html.contains(
                "<td class=\"needs_review\"><span class=\"state\">needs review</span><div class=\"text\">Готово</div>"))
        #expect(html.contains("ZK3007"))
        #expect(html.contains("<span class=\"percent\">75.0 %</span>"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<link"))
    }

    @Test func textAndJSONCarryCountsPerState() throws {
        let catalog = try Fixtures.catalog("report/Localizable.xcstrings")
        let options = StringsCheckOptions(
            sourceLocale: "en", requiredLocales: ["de", "en", "ru"],
            settings: StringsSettings(keyGrammar: false, translatorComments: false))
        let report = CoverageReport(catalogs: [catalog], options: options, diagnostics: [])
        let ru = try #require(report.catalogs.first?.locales.first { $0.locale == "ru" })
        #expect((ru.total, ru.translated, ru.new, ru.needsReview, ru.missing) == (4, 1, 1, 1, ["Settings <b>now</b>"]))
        let en = try #require(report.catalogs.first?.locales.first { $0.locale == "en" })
        #expect((en.total, en.translated) == (4, 4))
        let json = String(decoding: report.json, as: UTF8.self)
        #expect(json.contains("\"percent\": \"25.0 %\""), "\(json)")
        #expect(report.text.contains("  ru      1 (25.0 %)"), "\(report.text)")
    }
}
