import Testing
import ZKCore

@testable import ZKStrings

/// `"strings"` in zk-build.json: the Zahlenkette conventions (key grammar, translator comments)
/// are on by default and can be turned off for another app's catalogs.
@Suite struct StringsSettingsTests {
    /// A catalog as Xcode extracts an English app's strings: the key is the text, no comment.
    static let otherApp = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Add to Favorites" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zu Favoriten" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func codes(_ settings: StringsSettings) throws -> [String] {
        let catalog = try #require(
            CatalogParser.parse(SourceFile(path: "Strings/Localizable.xcstrings", text: otherApp)).0)
        return StringsChecker.check(
            [catalog],
            options: StringsCheckOptions(sourceLocale: "en", requiredLocales: ["en", "de"], settings: settings)
        ).map(\.place)
    }

    @Test func conventionsAreOnByDefault() throws {
        let codes = try Self.codes(StringsSettings())
        #expect(codes == ["ZK3013 Strings/Localizable.xcstrings:4:5", "ZK3012 Strings/Localizable.xcstrings:4:6"])
    }

    @Test func eachConventionTurnsOffAlone() throws {
        #expect(try Self.codes(StringsSettings(keyGrammar: false)) == ["ZK3013 Strings/Localizable.xcstrings:4:5"])
        #expect(
            try Self.codes(StringsSettings(translatorComments: false)) == ["ZK3012 Strings/Localizable.xcstrings:4:6"])
        #expect(try Self.codes(StringsSettings(keyGrammar: false, translatorComments: false)).isEmpty)
    }

    @Test func readsTheSectionAndLocatesEveryMistake() throws {
        let file = SourceFile(
            path: "zk-build.json",
            text: #"{ "strings" : { "keyGrammar" : false, "translatorComments" : "no", "keyGramar" : true } }"#)
        let value = try #require(JSONReader.read(file).value?["strings"])
        let (settings, diagnostics) = StringsSettings.read(value, path: file.path)
        #expect(!settings.keyGrammar && settings.translatorComments)
        #expect(diagnostics.map(\.place) == ["ZK0020 zk-build.json:1:62", "ZK0020 zk-build.json:1:68"])
        #expect(
            diagnostics.map(\.message) == [
                "'strings.translatorComments' in zk-build.json must be true or false, found string",
                "unknown key 'strings.keyGramar' in zk-build.json; did you mean 'strings.keyGrammar'?",
            ])
        let (_, wrong) = StringsSettings.read(.array([]), path: "zk-build.json")
        #expect(
            wrong.first?.message
                == "'strings' in zk-build.json must be an object such as { \"keyGrammar\": false }, found array")
    }

    @Test func zkStringsReadsTheSectionFromZkBuildJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", Self.otherApp)
        try folder.write(
            "zk-build.json", #"{ "profile" : "zahlenkette", "sourceLocale" : "en", "locales" : ["en", "de"] }"#)
        let strict = folder.run(["check", "--format", "json"])
        #expect(strict.output.contains("ZK3012") && strict.output.contains("ZK3013"), "\(strict.output)")
        try folder.write(
            "zk-build.json",
            #"{ "profile" : "zahlenkette", "sourceLocale" : "en", "locales" : ["en", "de"], "strings" : { "keyGrammar" : false, "translatorComments" : false } }"#
        )
        let relaxed = folder.run(["check", "--format", "json"])
        #expect(relaxed.exit == 0, "\(relaxed.output)")
        #expect(!relaxed.output.contains("ZK3012") && !relaxed.output.contains("ZK3013"))
    }
}
