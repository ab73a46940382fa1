import Testing
import ZKCore
import ZKStrings

@testable import ZKBuild

/// `zk-build.json`: overrides take effect, mistakes are located ZK0020 diagnostics.
@Suite struct ProjectConfigurationTests {
    func load(_ text: String) -> (ProjectConfiguration, [Diagnostic]) {
        ConfigurationLoader.load(SourceFile(path: "zk-build.json", text: text))
    }

    @Test func overridesAreRead() {
        let (configuration, diagnostics) = load(
            """
            { "paths": { "content": "Inhalt", "build": "out" }, "locales": ["de", "en"], "severities": { "ZK0104": "error" }, "strict": true }
            """)
        #expect(diagnostics.isEmpty)
        #expect(configuration.contentPath == "Inhalt")
        #expect(configuration.buildPath == "out")
        #expect(configuration.locales == ["de", "en"])
        #expect(configuration.severities == ["ZK0104": .error])
        #expect(configuration.strict)
    }

    @Test func schemaMapIsReadAndBadFoldersAreLocated() {
        let (configuration, diagnostics) = load(
            #"{ "schemaMap": { "https://example.com/schemas/": "vendor/schemas" } }"#)
        #expect(diagnostics.isEmpty)
        #expect(configuration.schemaMap == ["https://example.com/schemas/": "vendor/schemas"])
        let bad = load("{\n  \"schemaMap\": { \"https://example.com/\": 3 }\n}").1
        #expect(
            bad.map(\.message) == [
                "'schemaMap.https://example.com/' must be a folder inside the project such as \"vendor/schemas\", found integer"
            ])
        #expect(bad.first?.location?.start?.line == 2)
        #expect(bad.first?.location?.start?.column == 42, "at the value")
    }

    @Test func unknownKeyIsLocatedWithASuggestion() throws {
        // The code's examples run in the example harness; this pins the message, the note and the fix-it.
        let (_, diagnostics) = load("{\n  \"lokales\": [\"de\"]\n}")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == ConfigurationValueCheck.invalidConfiguration.code)
        #expect(diagnostic.message == "unknown key 'lokales' in zk-build.json; did you mean 'locales'?")
        #expect(diagnostic.location?.start?.line == 2)
        #expect(diagnostic.location?.start?.column == 3)
        #expect(diagnostic.fixIt?.replacement == "\"locales\"")
        #expect(diagnostic.notes.first?.message.hasPrefix("known keys: paths, sourceLocale, locales") == true)
        let nested = load(#"{ "paths": { "contnet": "C" } }"#).1
        #expect(
            nested.map(\.message) == ["unknown key 'paths.contnet' in zk-build.json; did you mean 'paths.content'?"])
        #expect(nested.first?.fixIt?.replacement == "\"content\"")
    }

    @Test func wrongTypesAreLocated() {
        let (_, diagnostics) = load(
            "{\n  \"locales\": \"de\",\n  \"severities\": { \"ZK0104\": \"fatal\", \"X1\": \"error\" },\n  \"paths\": { \"build\": \"..\" }\n}"
        )
        #expect(
            diagnostics.map(\.message) == [
                "'locales' must be a non-empty array of locale identifiers such as [\"de\", \"en\"], found string",
                "severity of 'ZK0104' must be one of \"error\", \"warning\", \"note\", \"ignore\"",
                "'X1' is not a diagnostic code (expected ZK followed by four digits)",
                "'paths.build' must be a relative path to a folder inside the project, not '..'",
            ])
        #expect(diagnostics.map { $0.location?.start?.line ?? 0 } == [2, 3, 3, 4])
    }

    @Test func malformedConfigurationStopsTheRunWithExitOne() throws {
        let project = try TestProject(["zk-build.json": "{ \"locales\": [\"de\",] }"])
        let result = project.run(["check"])
        #expect(result.code == 1)
        #expect(
            result.out.hasPrefix("zk-build.json:1:19: error: trailing comma before ']' is not allowed in JSON [ZK0101]")
        )
    }

    @Test func severityOverridesApply() throws {
        let project = try TestProject(["zk-build.json": "{ \"severities\": { \"ZK0104\": \"ignore\" } }"])
        try project.write("Content/bom.json", [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(!project.run(["check"]).out.contains("ZK0104"))
        try project.write("zk-build.json", "{ \"severities\": { \"ZK0104\": \"error\" } }")
        #expect(project.run(["check"]).code == 1)
    }

    @Test func stringsSectionIsReadAndLocated() {
        let (configuration, diagnostics) = load(#"{ "strings": { "keyGrammar": false } }"#)
        #expect(diagnostics.isEmpty)
        #expect(configuration.strings == StringsSettings(keyGrammar: false, translatorComments: true))
        let wrong = load("{\n  \"strings\": { \"keyGrammar\": \"no\" }\n}").1
        #expect(wrong.map(\.code) == [ConfigurationValueCheck.invalidConfiguration.code])
        #expect(wrong.first?.location?.start?.line == 2)
        #expect(wrong.first?.location?.start?.column == 30)
    }

    @Test func stringsSectionTurnsTheKeyGrammarOffInTheBuild() throws {
        let example = try #require(ZKStringsChecks.codes.first { $0.code == "ZK3012" }?.broken)
        let files = Dictionary(uniqueKeysWithValues: example.cleanFiles.map { ($0.path, $0.contents) })
        let project = try TestProject(files)
        try project.write("zk-build.json", #"{ "profile": "zahlenkette" }"#)
        let before = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(before.out.contains("\"ZK3012\""))
        try project.write("zk-build.json", #"{ "profile": "zahlenkette", "strings": { "keyGrammar": false } }"#)
        let after = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(!after.out.contains("\"ZK3012\""))
        #expect(!after.out.contains("\"ZK0020\""))
    }

    @Test func theBundledSchemaIsSoundAndNamesEveryOutputKind() {
        #expect(ConfigurationSchema.schema.problems.isEmpty)
        #expect(ConfigurationSchema.keys(at: ["properties", "outputs"]) == ProjectConfiguration.outputKinds.map(\.key))
        #expect(ConfigurationSchema.keys(at: ["properties", "stages"]) == StageCatalog.stages.map(\.name))
        let stages = load("{ \"stages\": { \"marketing\": \"no\", \"audo\": false }, \"generators\": [] }")
        #expect(
            stages.1.map(\.message) == [
                "'stages.marketing' must be true or false, found string",
                "unknown key 'stages.audo' in zk-build.json; did you mean 'stages.audio'?",
                "'generators' must be an object such as { \"strings\": true, \"assets\": true }, found array",
            ])
        #expect(stages.0.stages.isEmpty && stages.0.generators.strings)
        #expect(
            Set(ConfigurationSchema.expected.keys).isSubset(
                of: ConfigurationSchema.topLevelKeys.flatMap { [$0, $0 + ".*"] }))
    }

    @Test func aCatalogsLocalesAreCheckedByTheSchemasLocalePattern() throws {
        let good = load(#"{ "catalogs": [{ "path": "A.xcstrings", "locales": ["en", "pt-BR"] }] }"#)
        #expect(good.1.isEmpty)
        #expect(good.0.catalogLocales == ["A.xcstrings": ["en", "pt-BR"]])
        let bad = load(#"{ "catalogs": [{ "path": "A.xcstrings", "locales": ["EN"] }] }"#).1
        let diagnostic = try #require(bad.first)
        #expect(bad.count == 1)
        #expect(diagnostic.code == ConfigurationValueCheck.invalidConfiguration.code)
        #expect(diagnostic.location?.start?.column == 52)
        #expect(diagnostic.message.hasPrefix("'catalogs[].locales' must be a non-empty array of locale identifiers"))
    }

    @Test func theSchemaReportsEachMistakeOnceAtItsPlace() {
        // One item of `locales` wrong: at the item, the list named; a section read elsewhere
        // (`audio`) is reported by its own reader only; an unknown key inside `outputs`.
        let text = """
            {
              "locales": ["de", "EN"],
              "audio": 3,
              "outputs": { "dictionary": "Resources" },
              "variants": "erudit_ru",
              "severities": { "ZK0104": 2 }
            }
            """
        let diagnostics = load(text).1
        #expect(
            diagnostics.map { "\($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0) \($0.message)" } == [
                "2:21 'locales' must be a non-empty array of locale identifiers such as [\"de\", \"en\"]",
                "3:12 expected object at /audio, found integer 3",
                "4:16 unknown key 'outputs.dictionary' in zk-build.json; did you mean 'outputs.dictionaries'?",
                "5:15 'variants' must be an array of dictionary variant names, found string",
                "6:29 severity of 'ZK0104' must be one of \"error\", \"warning\", \"note\", \"ignore\"",
            ])
        #expect(diagnostics.allSatisfy { $0.code == ConfigurationValueCheck.invalidConfiguration.code })
    }

    @Test func theDocumentedExampleConfigurationIsClean() throws {
        let readme = DocumentationTests.read("docs/configuration/README.md")
        let title = try #require(readme.range(of: "# Configuration: `zk-build.json` (optional)\n"))
        let start = try #require(readme.range(of: "\n```json\n", range: title.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let (configuration, diagnostics) = load(String(readme[start.upperBound..<end.lowerBound]))
        #expect(diagnostics.map(\.message) == [])
        #expect(configuration.locales == ["de", "en", "ru"])
        #expect(configuration.variants == ["erudit_ru", "scrabble_ru", "scrabble_en"])
        #expect(configuration.severities == ["ZK0104": .error, "ZK3010": .ignore])
        #expect(configuration.audioRoot == "path/to/Resources")
        #expect(configuration.jsonFiles == ["Config/remote-config.json", "Config/schemas/remote-config.schema.json"])
        #expect(configuration.tokenFiles == ["Design/primitives.tokens.json", "Design/semantic.tokens.json"])
    }

    @Test func jsonFilesStayInsideTheProjectAndAreJSON() {
        let (configuration, diagnostics) = load(
            """
            {
              "jsonFiles": ["Config/app.json", "../secrets/keys.json", "Config/app.yaml"]
            }
            """)
        #expect(
            diagnostics.map { "\($0.code) \($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0)" } == [
                "ZK0020 2:36", "ZK0020 2:60",
            ])
        #expect(
            diagnostics.first?.message
                == "'jsonFiles' must be an array of project-relative .json files such as [\"Config/app.json\"]")
        #expect(configuration.jsonFiles == ["Config/app.json"], "the entries the schema accepts are read")
    }
}
