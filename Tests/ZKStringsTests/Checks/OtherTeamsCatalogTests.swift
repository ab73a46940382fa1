import Testing
import ZKCore
import ZKProject

@testable import ZKStrings

/// Issue 47: false findings on other teams' catalogs, each on a minimal catalog shaped like the
/// real one — keys with nothing to translate (IceCubesApp's `"%@"`, Redford's `"(%lld)"`,
/// TPASS's `" ("`), a team's own translation state (Solstice's `machine_translated`), and
/// Chinese and Japanese translations that drop a space of the English source (CubeTime's
/// `"Phases: "` → `"阶段："`, LifeLog's `" points"` → `"ポイント"`).
@Suite struct OtherTeamsCatalogTests {
    static func check(
        _ text: String, settings: StringsSettings = StringsSettings(keyGrammar: false, translatorComments: false)
    )
        -> [Diagnostic]
    {
        let (catalogs, parsed) = StringsChecker.parse([SourceFile(path: "App/Localizable.xcstrings", text: text)])
        var options = StringsCheckOptions(sourceLocale: "en", requiredLocales: ["en", "fr"], settings: settings)
        options.localesFromCatalogs = false
        return parsed + StringsChecker.check(catalogs, options: options)
    }

    static let nothingToTranslate = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            " " : { },
            " (" : { },
            "#" : { },
            "%@" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "new", "value" : "%@" } } } },
            "(%lld)" : { },
            "%@ · %@" : { },
            "•" : { },
            "127.0.0.1" : { },
            "%lld points" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "new", "value" : "%lld points" } } } },
            "Save" : { }
          },
          "version" : "1.0"
        }
        """

    /// Only the keys with a letter outside their placeholders ask for a translation.
    @Test func keysWithNothingToTranslateAreNotMissingNorUnfinished() {
        let found = Self.check(Self.nothingToTranslate)
        #expect(
            found.filter { ["ZK3002", "ZK3003"].contains($0.code) }.map(\.place) == [
                "ZK3003 App/Localizable.xcstrings:12:79", "ZK3002 App/Localizable.xcstrings:13:5",
            ], "\(found.map(\.place))")
    }

    @Test func whatCountsAsText() {
        for text in ["Save", "%lld points", "${count} Alarme", "Ж", "阶段"] {
            #expect(CatalogEntry.hasLetter(text), "\(text)")
        }
        for text in [" ", "%@", "#", "•", "(%lld)", "%1$@ %2$@", "${date}", "😜", "1024 × 1024", "%lld%%"] {
            #expect(!CatalogEntry.hasLetter(text), "\(text)")
        }
    }

    /// A source value with a letter makes a key with none a text (`"%@"` written as `"Hello %@"`).
    @Test func aSourceValueWithTextMakesTheKeyTranslatable() {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%@" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello %@" } } } }
              },
              "version" : "1.0"
            }
            """
        #expect(
            Self.check(text).filter { $0.code == "ZK3002" }.map(\.place) == ["ZK3002 App/Localizable.xcstrings:4:5"])
    }

    static let machineTranslated = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Daylight" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "machine_translated", "value" : "Tageslicht" } },
              "fr" : { "stringUnit" : { "state" : "machine_translated", "value" : "Lumière du jour" } }
            } },
            "Sunrise" : { "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translatd", "value" : "Lever du soleil" } }
            } },
            "Sunset" : { "localizations" : {
              "fr" : { "stringUnit" : { "state" : "machine_translated", "value" : "Coucher du soleil" } }
            } }
          },
          "version" : "1.0"
        }
        """

    /// One finding per catalog and state, at its first unit, with how many more units have it.
    @Test func anUnknownStateIsOneFindingPerCatalogAndState() {
        let found = Self.check(Self.machineTranslated).filter { $0.code == "ZK3025" }
        #expect(
            found.map(\.place) == ["ZK3025 App/Localizable.xcstrings:5:43", "ZK3025 App/Localizable.xcstrings:9:43"])
        #expect(
            found.first?.message
                == "'de' value of 'Daylight' has unknown state 'machine_translated', and so have 2 more string units of this catalog (in 'de', 'fr')"
        )
        #expect(found.first?.notes.last?.message.contains(#""translatedStates": ["machine_translated"]"#) == true)
        #expect(
            found.last?.message == "'fr' value of 'Sunrise' has unknown state 'translatd'; did you mean 'translated'?")
    }

    /// A state the project lists in `strings.translatedStates` counts as translated.
    @Test func aConfiguredStateCountsAsTranslated() throws {
        let file = SourceFile(path: "zk-build.json", text: #"{ "translatedStates": ["machine_translated"] }"#)
        let json = try #require(JSONReader.read(file).value)
        let (settings, problems) = StringsSettings.read(json, path: "zk-build.json")
        #expect(problems.isEmpty)
        #expect(settings.translatedStates == ["machine_translated"])
        let found = Self.check(Self.machineTranslated, settings: settings).filter { $0.code == "ZK3025" }
        #expect(found.map(\.place) == ["ZK3025 App/Localizable.xcstrings:9:43"])
        let wrong = SourceFile(path: "zk-build.json", text: #"{ "translatedStates": "machine_translated" }"#)
        let (_, wrongProblems) = StringsSettings.read(try #require(JSONReader.read(wrong).value), path: "zk-build.json")
        #expect(wrongProblems.map(\.place) == ["ZK0020 zk-build.json:1:23"], "\(wrongProblems.map(\.place))")
    }

    /// Chinese and Japanese write no spaces between words: a space of the source they leave out is
    /// no slip; one they add, or a newline they drop, still is, and so is any in German.
    @Test func unspacedLanguagesMayDropASpaceOfTheSource() {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                " points" : { "localizations" : {
                  "ja" : { "stringUnit" : { "state" : "translated", "value" : "ポイント" } }
                } },
                "Install" : { "localizations" : {
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "安装 " } }
                } },
                "Line\\n" : { "localizations" : {
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "行" } }
                } },
                "Phases: " : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Phasen:" } },
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "阶段：" } }
                } }
              },
              "version" : "1.0"
            }
            """
        let found = Self.check(text).filter { $0.code == "ZK3011" }
        #expect(
            found.map(\.place) == [
                "ZK3011 App/Localizable.xcstrings:8:75", "ZK3011 App/Localizable.xcstrings:11:74",
                "ZK3011 App/Localizable.xcstrings:14:75",
            ], "\(found.map(\.place))")
    }
}
