import Foundation
import Testing
import ZKBuild
import ZKCore

/// Diagnostics that lead to the cause, round two (issue 31): each reproduction of the issue on
/// the default project gives at most one error and one note at the cause, with "did you mean"
/// and a fix-it where a near match exists, and never advice to delete what was meant.
@Suite struct CauseNotSymptomTests {
    struct Found: Equatable, CustomStringConvertible {
        var severity: String
        var code: String
        var place: String
        var message: String
        var fixIt: String?
        var description: String {
            "\(place): \(severity): \(message) [\(code)]" + (fixIt.map { " fix-it \($0)" } ?? "")
        }
    }

    /// Every diagnostic of `zk-build check --format json` on the default project with one mistake.
    static func check(_ path: String, _ change: @escaping (String) -> String) throws -> [Found] {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try DiagnosticFlowTests.mutate(path, in: project, change)
        let result = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let document = try #require(JSONReader.read(text: result.out).value, "\(result.out)\(result.err)")
        return (document["diagnostics"]?.array ?? []).map { value in
            var place = value["file"]?.string ?? ""
            if let line = value["line"]?.int, let column = value["column"]?.int { place += ":\(line):\(column)" }
            return Found(
                severity: value["severity"]?.string ?? "", code: value["code"]?.string ?? "", place: place,
                message: value["message"]?.string ?? "", fixIt: value["fixIt"]?["replacement"]?.string)
        }
    }

    static func replacing(_ old: String, with new: String) -> (String) -> String {
        { $0.replacingOccurrences(of: old, with: new) }
    }

    /// No diagnostic tells the user to delete a key or a recording.
    static func expectNoDeleteAdvice(_ found: [Found]) {
        #expect(
            !found.contains { $0.message.contains("delete it") || $0.code == "ZK3016" || $0.code == "ZK4005" },
            "\(found)")
    }

    // MARK: 1. Recovery past structure errors

    @Test func promptsAsAnObjectIsOneErrorAndTheNoteNot451() throws {
        let found = try Self.check("Content/prompts.json") { text in
            // The array of prompts (the file's last `]`) becomes an empty object.
            guard let start = text.range(of: "\"prompts\": ["), let end = text.range(of: "]", options: .backwards)
            else { return text }
            return text[..<start.lowerBound] + "\"prompts\": {}" + text[end.upperBound...]
        }
        #expect(found.map(\.code) == ["ZK2001", "ZK0010"], "\(found)")
        #expect(found.map(\.place) == ["Content/prompts.json:3:14", "Content/prompts.json:3:14"])
        #expect(found[0].message == "expected array at /prompts, found an object")
        #expect(found[1].severity == "note")
        #expect(
            found[1].message.hasSuffix(
                "that depend on 'Content/prompts.json', which has the wrong shape for its schema; fix it and run again")
        )
    }

    @Test func aNumberWhereAWordKeyBelongsDoesNotAdviseDeletingTheKey() throws {
        let found = try Self.check(
            "Content/numbers.json", Self.replacing(#""wordKey": "number.7.word""#, with: #""wordKey": 7"#))
        #expect(found.map(\.code) == ["ZK2001", "ZK0010"], "\(found)")
        #expect(found.map(\.place) == ["Content/numbers.json:49:18", "Content/numbers.json:49:18"])
        Self.expectNoDeleteAdvice(found)
    }

    @Test func aCatalogWhoseStringsAreAnArrayIsOneErrorAndTheNote() throws {
        // Every key of the content catalog is gone from its model: no key content uses is
        // reported missing, none of the catalog's keys unreferenced.
        let found = try Self.check(
            "Strings/Content.xcstrings",
            Self.replacing(#""strings" : {"#, with: #""strings" : [ ], "strungs" : {"#))
        #expect(found.map(\.code) == ["ZK3001", "ZK0010"], "\(found)")
        #expect(found.map(\.place) == ["Strings/Content.xcstrings:3:15", "Strings/Content.xcstrings:3:15"])
        #expect(found[0].message == "'strings' must be an object mapping keys to entries, found array")
        #expect(
            found[1].message.hasSuffix(
                "that depend on 'Strings/Content.xcstrings', which has the wrong shape for its schema; fix it and run again"
            ))
        Self.expectNoDeleteAdvice(found)
    }

    @Test func aValueOfTheWrongTypeInACatalogIsOneError() throws {
        // The German name of the bear loses its value: one error at the value, no missing
        // translation, nothing skipped to note.
        let found = try Self.check(
            "Strings/Content.xcstrings", Self.replacing(#""value" : "Bär""#, with: #""value" : 7"#))
        #expect(
            found.map(\.description) == [
                "Strings/Content.xcstrings:11:23: error: 'value' must be a string, found integer [ZK3001]"
            ])
        Self.expectNoDeleteAdvice(found)
    }

    @Test func aBrandTokenThatIsABareStringIsOneErrorWithoutURLErrors() throws {
        // `url.marketing` as a bare string is left out of the tokens: the template that renders
        // it is not reported as rendering '{{url.marketing}}'.
        let found = try Self.check(
            "Brand/brand.json",
            Self.replacing(
                """
                "marketing": {
                      "$value": "https://zahlenkette.app/",
                      "$description": "Home page; App Store marketing URL."
                    },
                """, with: #""marketing": "https://zahlenkette.app/","#))
        #expect(found.map(\.code) == ["ZK5001", "ZK0010"], "\(found)")
        #expect(found.map(\.place) == ["Brand/brand.json:34:18", "Brand/brand.json:34:18"])
        #expect(found[0].fixIt == #"{ "$value": "https://zahlenkette.app/" }"#)
        #expect(
            found[1].message.hasSuffix(
                "that depend on 'Brand/brand.json', which has the wrong shape for its schema; fix it and run again"))
        #expect(!found.contains { $0.code == "ZK5037" || $0.message.contains("{{") })
    }

    // MARK: 2. A brand.json syntax error without false URL errors

    @Test func aBrandSyntaxErrorIsOneErrorWithTheNoteBesideIt() throws {
        let found = try Self.check(
            "Brand/brand.json", Self.replacing(#""$value": "{app.name.de}","#, with: #"$value": "{app.name.de}","#))
        #expect(found.map(\.code) == ["ZK0101", "ZK0010"], "\(found)")
        #expect(found.map(\.place) == ["Brand/brand.json:22:9", "Brand/brand.json:22:9"])
        #expect(!found.contains { $0.code == "ZK5037" || $0.code == "ZK5071" })
    }

    // MARK: 3. Near misses: one error, "did you mean", a fix-it, the target not unused

    @Test func aMisspeltTitleKeyIsOneErrorWithTheSuggestion() throws {
        let found = try Self.check(
            "Content/games/memory.json", Self.replacing(#""game.memory.title""#, with: #""game.memory.titel""#))
        #expect(
            found == [
                Found(
                    severity: "error", code: "ZK3015", place: "Content/games/memory.json:8:15",
                    message:
                        "string key 'game.memory.titel' (titleKey of game 'memory') is not defined in 'Strings/Content.xcstrings'; did you mean 'game.memory.title'?",
                    fixIt: #""game.memory.title""#)
            ], "\(found)")
        Self.expectNoDeleteAdvice(found)
    }

    @Test func aMisspeltSoundIsOneErrorWithTheSuggestion() throws {
        let found = try Self.check(
            "Content/games/memory.json", Self.replacing(#""sfx.card_flip""#, with: #""sfx.card_flp""#))
        #expect(
            found == [
                Found(
                    severity: "error", code: "ZK4004", place: "Content/games/memory.json:21:5",
                    message:
                        "sound 'sfx.card_flp' has no recording (referenced by sounds of game 'memory'); did you mean 'sfx.card_flip'?",
                    fixIt: #""sfx.card_flip""#)
            ], "\(found)")
    }

    @Test func aMisspeltAssetNameIsOneErrorAndItsSetIsNotUnused() throws {
        let found = try Self.check(
            "Content/stickers.json", Self.replacing(#""sticker_ente""#, with: #""sticker_entte""#))
        #expect(found.map(\.code) == ["ZK2027"], "\(found)")
        #expect(found.first?.place == "Content/stickers.json:74:20")
        #expect(found.first?.fixIt == #""sticker_ente""#)
    }

    @Test func aMisspeltPromptGetsAFixIt() throws {
        let found = try Self.check(
            "Content/games/memory.json", Self.replacing(#""prompt.memory.intro""#, with: #""prompt.memroy.intro""#))
        #expect(found.map(\.code) == ["ZK2021"], "\(found)")
        #expect(found.first?.place == "Content/games/memory.json:12:5")
        #expect(found.first?.fixIt == #""prompt.memory.intro""#)
    }

    // MARK: 4. Causes, not symptoms

    @Test func aCapitalInAnAudioIDIsNamedAndNoPathCopiesIt() throws {
        let found = try Self.check(
            "Audio-manifests/de.json", Self.replacing(#""id": "num.12""#, with: #""id": "Num.12""#))
        #expect(
            found == [
                Found(
                    severity: "error", code: "ZK4003", place: "Audio-manifests/de.json:13:12",
                    message:
                        "invalid audio ID: segment 'Num' of 'Num.12' has the capital 'N'; audio IDs are lower case; did you mean 'num.12'?",
                    fixIt: #""num.12""#)
            ], "\(found)")
        #expect(!found.contains { $0.fixIt?.contains("Num.12") == true })
    }

    // MARK: Found by the sweep of seed 31

    @Test func aNumberAudioIDThatBreaksTheGrammarIsOneErrorAndItsRecordingNotUnused() throws {
        let found = try Self.check(
            "Content/numbers.json", Self.replacing(#""audio": "num.19""#, with: #""audio": "num.19x""#))
        #expect(
            found.map(\.description) == [
                "Content/numbers.json:134:16: error: audio ID 'num.19x' in 'audio' of numbers file numbers breaks the audio grammar: '19x' in 'num.19x' is not a number [ZK2031]"
            ])
        Self.expectNoDeleteAdvice(found)
    }

    @Test func anHTTPURLBehindALocaleVariantIsReportedAtTheToken() throws {
        let found = try Self.check(
            "Brand/brand.json",
            Self.replacing(
                #""$value": "https://zahlenkette.app/datenschutz""#,
                with: #""$value": "http://zahlenkette.app/datenschutz""#))
        #expect(found.map(\.code) == ["ZK5037", "ZK5070", "ZK5070"], "\(found)")
        #expect(found.first?.place == "Brand/brand.json:43:17")
        #expect(
            found.first?.message
                == "token 'url.privacy' is 'http://zahlenkette.app/datenschutz', which is not a single https:// URL; it renders the privacy url of locale 'de'"
        )
    }

    @Test func aVariantWithABrokenAliasIsOneErrorAtTheAlias() throws {
        let found = try Self.check(
            "Brand/brand.json", Self.replacing(#""$value": "{url.privacy}""#, with: #""$value": "{url.privacyx}""#))
        #expect(
            found.map(\.description) == [
                #"Brand/brand.json:49:19: error: alias '{url.privacyx}' of 'url.privacy_page.de' names no token; did you mean '{url.privacy}'? [ZK5004] fix-it "{url.privacy}""#
            ], "\(found)")
    }

    // MARK: 5. A misspelt property

    @Test func aMisspeltPropertyIsOneErrorAtThePropertyWithAFixIt() throws {
        let found = try Self.check("Content/games/memory.json", Self.replacing(#""titleKey""#, with: #""titelKey""#))
        #expect(
            found == [
                Found(
                    severity: "error", code: "ZK2001", place: "Content/games/memory.json:8:3",
                    message: "property 'titelKey' is not allowed in the object at /; did you mean 'titleKey'?",
                    fixIt: #""titleKey""#)
            ], "\(found)")
    }

    // MARK: 7. Suggestions with a threshold; one error per new prompt

    @Test func anUnrelatedAssetNameGetsNoSuggestion() throws {
        let found = try Self.check(
            "Content/stickers.json", Self.replacing(#""sticker_ente""#, with: #""sticker_sonne""#))
        #expect(found.map(\.code) == ["ZK2027", "ZK2029"], "\(found)")
        #expect(found.first?.place == "Content/stickers.json:74:20")
        #expect(found.first?.message.contains("did you mean") == false)
        #expect(found.first?.fixIt == nil)
    }

    @Test func aNewPromptWithoutRecordingsIsOneError() throws {
        let found = try Self.check(
            "Content/prompts.json",
            Self.replacing(
                "\"prompts\": [\n",
                with: """
                    "prompts": [
                        {
                          "id": "prompt.feedback.brandnew",
                          "key": "prompt.feedback.correct",
                          "audio": "prompt.feedback.brandnew"
                        },

                    """))
        #expect(found.map(\.code) == ["ZK4004"], "\(found)")
        #expect(found.first?.place == "Content/prompts.json:7:16")
        #expect(
            found.first?.message
                == "audio ID 'prompt.feedback.brandnew' has no recording in 'de', 'en', 'ru' (referenced by audio of prompt 'prompt.feedback.brandnew')"
        )
    }

    // MARK: 6. One path base for SARIF and GitHub annotations

    /// The `file=` of every annotation of `--format github`.
    static func annotatedFiles(_ project: TestProject, environment: [String: String]) -> [String] {
        let out = project.run(["check", "--format", "github"], environment: environment, stages: StageCatalog.stages)
            .out
        return out.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("::"), let start = line.range(of: "file=") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "," && $0 != ":" })
        }
    }

    /// The decoded `uri` of every result of `--format sarif`.
    static func sarifFiles(_ project: TestProject, environment: [String: String]) throws -> [String] {
        let out = project.run(["check", "--format", "sarif"], environment: environment, stages: StageCatalog.stages).out
        let log = try #require(JSONReader.read(text: out).value)
        let results: [JSONValue] = first(log, "runs")?["results"]?.array ?? []
        return results.compactMap { result -> String? in
            let uri: String? = first(result, "locations")?["physicalLocation"]?["artifactLocation"]?["uri"]?.string
            return uri?.removingPercentEncoding
        }
    }

    @Test func annotationsAndSARIFNameTheSameFileForAProjectInASubfolder() throws {
        let (project, _) = try SARIFCodeScanningTests.brokenProject()
        let ci = ["CI": "true"]
        let annotated = Self.annotatedFiles(project, environment: ci)
        #expect(annotated.contains("app content/zk-build.json"), "\(annotated)")
        #expect(Set(annotated) == Set(try Self.sarifFiles(project, environment: ci)))
    }

    @Test func theGitHubWorkspaceIsTheBaseWhenSet() throws {
        let (project, inner) = try SARIFCodeScanningTests.brokenProject()
        // A workspace at the project itself: paths are project-relative in both formats.
        let atProject = ["CI": "true", "GITHUB_WORKSPACE": inner]
        let annotated = Self.annotatedFiles(project, environment: atProject)
        #expect(annotated.contains("zk-build.json"), "\(annotated)")
        #expect(Set(annotated) == Set(try Self.sarifFiles(project, environment: atProject)))
        // A workspace the project is not in is ignored: the git work tree is the base.
        let elsewhere = ["CI": "true", "GITHUB_WORKSPACE": "/nonexistent-workspace"]
        #expect(Self.annotatedFiles(project, environment: elsewhere).contains("app content/zk-build.json"))
    }

    // MARK: 7. SARIF: helpUri per code, end positions, every fix-it with a range

    @Test func sarifRulesLinkToTheirAnchorAndFixItsHaveRanges() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try DiagnosticFlowTests.mutate(
            "Content/games/memory.json", in: project, Self.replacing(#""titleKey""#, with: #""titelKey""#))
        // A byte order mark: its fix-it removes three bytes, one column.
        let avatars = try String(contentsOfFile: project.root + "/Content/avatars.json", encoding: .utf8)
        try project.write("Content/avatars.json", [0xEF, 0xBB, 0xBF] + Array(avatars.utf8))
        let out = project.run(["check", "--format", "sarif"], stages: StageCatalog.stages).out
        let log = JSONReader.read(text: out).value
        let run = try #require(Self.first(log, "runs"))
        let document = try String(contentsOfFile: DefaultProjectTests.root + "/docs/codes.md", encoding: .utf8)
        let rules: [JSONValue] = run["tool"]?["driver"]?["rules"]?.array ?? []
        #expect(!rules.isEmpty)
        for rule in rules {
            let id = (rule["id"]?.string ?? "").lowercased()
            let uri: String? = rule["helpUri"]?.string
            #expect(uri == "https://github.com/zk-build/zk-build/blob/main/docs/codes.md#" + id)
            #expect(document.contains("<a id=\"" + id + "\"></a>"), "docs/codes.md has no anchor for \(id)")
        }
        let results: [JSONValue] = run["results"]?.array ?? []
        let property = try #require(results.first { $0["ruleId"]?.string == "ZK2001" })
        let region: JSONValue? = Self.first(property, "locations")?["physicalLocation"]?["region"]
        #expect(region?["startLine"]?.int == 8)
        #expect(region?["startColumn"]?.int == 3)
        #expect(region?["endLine"]?.int == 8)
        #expect(region?["endColumn"]?.int == 13)
        #expect(Self.replacement(property)?["insertedContent"]?["text"]?.string == #""titleKey""#)
        let bom = try #require(results.first { $0["ruleId"]?.string == "ZK0104" })
        let deleted: JSONValue? = Self.replacement(bom)?["deletedRegion"]
        #expect(deleted?["startColumn"]?.int == 1)
        #expect(deleted?["endColumn"]?.int == 2)
    }

    static func first(_ value: JSONValue?, _ key: String) -> JSONValue? { value?[key]?.array?.first }

    /// The first replacement of a SARIF result's first fix.
    static func replacement(_ result: JSONValue) -> JSONValue? {
        first(first(first(result, "fixes"), "artifactChanges"), "replacements")
    }

    @Test func theCodesDocumentIsInStepWithTheCodes() throws {
        let document = try String(contentsOfFile: DefaultProjectTests.root + "/docs/codes.md", encoding: .utf8)
        #expect(
            document == ExplainText.reference(StageCatalog.registry, tool: "zk-build"),
            "run: zk-build explain --markdown > docs/codes.md")
    }
}
