import Foundation
import Testing
import ZKBuild
import ZKCore
import ZKStringsCLI

/// One fact, one rule (issue 46): the content, strings and audio checks of one `zk-build check`
/// judge an ID, a key or an app name the same way, because each rule lives once, in a shared layer.
@Suite struct OneSourceOfTruthTests {
    /// `old` renamed to `new` wherever the default project names it (content, catalog, manifests).
    static func renaming(_ old: String, to new: String) throws -> TestProject {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let files =
            ["Content/prompts.json", "Strings/Content.xcstrings"]
            + ["de", "en", "ru"].map { "Audio-manifests/\($0).json" }
        for path in files {
            let text = try String(contentsOfFile: project.root + "/" + path, encoding: .utf8)
            #expect(text.contains(old), "\(path) lacks \(old)")
            try project.write(path, text.replacingOccurrences(of: old, with: new))
        }
        return project
    }

    static func codes(_ output: String, _ code: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasSuffix("[\(code)]") }
    }

    /// A segment that starts with a digit is snake_case for the key grammar (spec 6.5's own
    /// `number.7.word`), so it is for the audio grammar: neither content nor audio objects.
    @Test func anIDWithADigitFirstSegmentPassesEveryTool() throws {
        let project = try Self.renaming("prompt.abenteuer.next_stop", to: "prompt.abenteuer.2nd_stop")
        let result = project.run(["check"], stages: StageCatalog.stages)
        #expect(Self.codes(result.out, "ZK4003").isEmpty, "\(result.out)")
        #expect(Self.codes(result.out, "ZK2031").isEmpty, "\(result.out)")
        #expect(result.code == 0, "\(result.out)")
    }

    /// A spoken line's audio ID is a prompt ID: content and every manifest refuse another prefix.
    @Test func anIDWithoutTheAudioPrefixFailsEveryTool() throws {
        let project = try Self.renaming("prompt.abenteuer.done", to: "game.abenteuer.done")
        let result = project.run(["check"], stages: StageCatalog.stages)
        #expect(result.code == 1)
        let content = Self.codes(result.out, "ZK2031")
        #expect(content.count == 1, "\(result.out)")
        #expect(content.first?.hasPrefix("Content/prompts.json:367:") == true, "\(content)")
        let audio = Self.codes(result.out, "ZK4003")
        #expect(audio.count == 3, "\(result.out)")
        for locale in ["de", "en", "ru"] {
            #expect(audio.contains { $0.hasPrefix("Audio-manifests/\(locale).json:47:") }, "\(audio)")
        }
    }

    /// App names that are all aliases (`"{brand.wordmark}"`, `"{app.name.de}"`) are read through
    /// the brand model by the driver and by zk-strings run alone: both report the name written
    /// literally (ZK3014). zk-strings' own reader skipped every alias and found no name at all.
    @Test func appNamesThatAreAliasesAreReadTheSameByEveryTool() throws {
        let project = try TestProject([
            "zk-build.json": #"{ "profile": "zahlenkette" }"#,
            "Brand/brand.json": #"""
            { "brand": { "wordmark": { "$type": "string", "$value": "Kettenzahl" } },
              "app": { "$type": "string", "name": {
                "de": { "$value": "{brand.wordmark}" }, "en": { "$value": "{app.name.de}" }, "ru": { "$value": "{app.name.de}" } } } }
            """#,
            "Strings/Localizable.xcstrings": #"""
            { "sourceLanguage" : "de", "strings" : { "home.welcome.title" : { "comment" : "Home screen title.",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome to Kettenzahl" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Добро пожаловать" } } } } }, "version" : "1.0" }
            """#,
        ])
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let driver = project.run(["check", "strings"], stages: StageCatalog.stages)
        #expect(Self.codes(driver.out, "ZK3014").count == 1, "\(driver.out)")
        let alone = Capture()
        let code = ToolMain.run(
            spec: StringsTool.spec, version: StringsTool.version, registry: StringsTool.registry,
            arguments: ["-C", project.root, "check", "Strings"], environment: [:],
            standardOutput: { alone.append($0) }, standardError: { alone.append($0) },
            handler: { try StringsTool.run($0) })
        #expect(code == 1, "\(alone.text)")
        #expect(Self.codes(alone.text, "ZK3014").count == 1, "\(alone.text)")
        #expect(Self.codes(alone.text, "ZK3014") == Self.codes(driver.out, "ZK3014"))
    }
}
