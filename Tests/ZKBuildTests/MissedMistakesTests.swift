import Foundation
import Testing
import ZKBuild
import ZKCore

/// The mistakes that used to pass silently, and the notes that pointed at the wrong place (issue 15).
@Suite struct MissedMistakesTests {
    static let alphabet = """
        {
          "variant": "scrabble_en",
          "letters": [{"letter": "a", "value": 1, "count": 9}, {"letter": "c", "value": 3, "count": 2}, {"letter": "t", "value": 1, "count": 6}],
          "blanks": 2,
          "minLength": 2,
          "maxLength": 5
        }
        """

    /// A project with one dictionary variant, run through the dictionary stage alone.
    static func dictionary(
        alphabet: String = alphabet, words: String, extra: [String: String] = [:]
    ) throws -> [DiagnosticFlowTests.Reported] {
        var files = [
            "Content/dictionaries/scrabble_en/alphabet.json": alphabet,
            "Content/dictionaries/scrabble_en/words.txt": words,
        ]
        for (name, text) in extra { files["Content/dictionaries/scrabble_en/" + name] = text }
        let project = try TestProject(files)
        let result = project.run(["check", "--format", "json"], stages: [DictionaryStage()])
        let document = try #require(JSONReader.read(text: result.out).value, "\(result.out)")
        return (document["diagnostics"]?.array ?? []).map { value in
            DiagnosticFlowTests.Reported(
                severity: value["severity"]?.string ?? "", code: value["code"]?.string ?? "",
                place: "\(value["file"]?.string ?? ""):\(value["line"]?.int ?? 0):\(value["column"]?.int ?? 0)",
                message: value["message"]?.string ?? "")
        }
    }

    static let variant = "Content/dictionaries/scrabble_en/"

    @Test func anAlphabetWithoutBlanksIsAnError() throws {
        let reported = try Self.dictionary(
            alphabet: Self.alphabet.replacingOccurrences(of: "  \"blanks\": 2,\n", with: ""), words: "cat\n")
        #expect(reported.map(\.code) == ["ZK1001"])
        #expect(reported.first?.place == Self.variant + "alphabet.json:1:1")
        #expect(reported.first?.message == "missing required property 'blanks' in the object at /")
    }

    @Test func aListNamedExtraIsReportedNotIgnored() throws {
        let reported = try Self.dictionary(
            words: "cat\n", extra: ["extra.txt": "act\n", "LICENSE.txt": "MIT\n", "SOURCE.txt": "wamerican\n"])
        #expect(reported.map(\.code) == ["ZK1022"])
        #expect(reported.first?.place == Self.variant + "extra.txt:1:1")
        #expect(
            reported.first?.message
                == "'extra.txt' is not read: it is not named like a word list; rename it to 'words-extra.txt' or move it out of the folder"
        )
        #expect(try Self.dictionary(words: "cat\n", extra: ["words-extra.txt": "act\n"]).isEmpty)
    }

    @Test func aMixedCaseWordIsRejectedAndAnAllCapsWordToo() throws {
        let reported = try Self.dictionary(words: "cat\nTact\n")
        #expect(reported.map(\.code) == ["ZK1021"])
        #expect(reported.first?.place == Self.variant + "words.txt:2:1")
        #expect(Set(try Self.dictionary(words: "Tact\n").map(\.code)) == ["ZK1021", "ZK1017"])
        // All capitals follow the alphabet's case rule (issue 24, item 8): an error by default.
        #expect(try Self.dictionary(words: "cat\nTACT\n").map(\.code) == ["ZK1023"])
    }

    @Test func theWordLengthNoteStandsAtMinLengthAndCountsOneLetter() throws {
        let project = try TestProject([
            "Content/dictionaries/scrabble_en/alphabet.json": Self.alphabet,
            "Content/dictionaries/scrabble_en/words.txt": "cat\na\ncatcatcat\n",
        ])
        let result = project.run(["check", "--format", "json"], stages: [DictionaryStage()])
        let diagnostics = try #require(JSONReader.read(text: result.out).value?["diagnostics"]?.array)
        let short = try #require(diagnostics.first { $0["code"]?.string == "ZK1011" })
        #expect(short["message"]?.string == "word 'a' has 1 letter, fewer than minLength 2")
        #expect(short["notes"]?.array?.first?["line"]?.int == 5)
        #expect(short["notes"]?.array?.first?["column"]?.int == 3)
        let long = try #require(diagnostics.first { $0["code"]?.string == "ZK1012" })
        #expect(long["notes"]?.array?.first?["line"]?.int == 6)
    }

    @Test func anUnknownTranslationStateIsAnErrorWithASuggestion() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let path = "Strings/Localizable.xcstrings"
        let text = try String(contentsOfFile: project.root + "/" + path, encoding: .utf8)
        let range = try #require(text.range(of: "\"translated\""))
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                to: before.endIndex) + 1
        try project.write(path, text.replacingCharacters(in: range, with: "\"translatd\""))
        let reported = try DiagnosticFlowTests.check(project).reported
        #expect(reported.map(\.code) == ["ZK3025"], "\(reported)")
        #expect(reported.first?.place == "\(path):\(line):\(column)")
        #expect(reported.first?.message.hasSuffix("has unknown state 'translatd'; did you mean 'translated'?") == true)
    }

    @Test func anUnknownCodeInSeveritiesIsAnError() throws {
        let project = try TestProject([
            "zk-build.json": "{\n  \"severities\": {\"ZK9999\": \"error\", \"ZK0104\": \"error\"}\n}\n"
        ])
        let reported = try DiagnosticFlowTests.check(project).reported
        #expect(reported.map(\.code) == ["ZK0022"])
        #expect(reported.first?.place == "zk-build.json:2:18")
        #expect(reported.first?.message == "'severities' names 'ZK9999', which is no diagnostic code of zk-build")
        let near = try DiagnosticFlowTests.check(
            try TestProject(["zk-build.json": "{ \"severities\": {\"ZK3118\": \"error\"} }"])
        ).reported
        #expect(
            near.first?.message
                == "'severities' names 'ZK3118', which is no diagnostic code of zk-build; did you mean 'ZK3018'?")
    }

    @Test func anHttpURLTokenIsReportedOnceAtTheToken() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try ProjectScenarioTests.replace(
            #""$value": "https://zahlenkette.app/hilfe""#, with: #""$value": "http://zahlenkette.app/hilfe""#,
            in: "Brand/brand.json", of: project)
        let result = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let diagnostics = try #require(JSONReader.read(text: result.out).value?["diagnostics"]?.array)
        #expect(diagnostics.count == 1, "\(result.out)")
        let error = try #require(diagnostics.first)
        #expect(error["code"]?.string == "ZK5037")
        #expect(error["file"]?.string == "Brand/brand.json")
        #expect(error["line"]?.int == 39)
        #expect(
            error["message"]?.string
                == "token 'url.support' is 'http://zahlenkette.app/hilfe', which is not a single https:// URL; it renders the support url of locales 'de', 'en', 'ru'"
        )
        #expect(
            error["notes"]?.array?.map { "\($0["file"]?.string ?? ""):\($0["line"]?.int ?? 0)" } == [
                "Brand/marketing/default/support_url.txt:1"
            ])
    }

    @Test func aMisspeltManifestIDIsOneErrorAtTheEntry() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try ProjectScenarioTests.replace(
            #""id": "sfx.card_flip""#, with: #""id": "sfx.card_flp""#, in: "Audio-manifests/common.json", of: project)
        let reported = try DiagnosticFlowTests.check(project).reported
        #expect(reported.map(\.code) == ["ZK4004"], "\(reported)")
        let text = try String(contentsOfFile: project.root + "/Audio-manifests/common.json", encoding: .utf8)
        let line =
            try #require(
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.contains(#""id": "sfx.card_flp""#)
                }) + 1
        #expect(reported.first?.place == "Audio-manifests/common.json:\(line):12")
        #expect(
            reported.first?.message
                == "recording 'sfx.card_flp' in 'common.json' is referenced by no content, which needs 'sfx.card_flip' instead; did you mean 'sfx.card_flip'?"
        )
    }

    @Test func aMisspeltContentReferenceStaysAtTheContent() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try ProjectScenarioTests.replace(
            #""sfx.card_flip","#, with: #""sfx.card_flp","#, in: "Content/games/memory.json", of: project)
        let reported = try DiagnosticFlowTests.check(project).reported
        #expect(reported.first?.code == "ZK4004", "\(reported)")
        #expect(reported.first?.place.hasPrefix("Content/games/memory.json:") == true)
    }
}
