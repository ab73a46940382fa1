import Foundation
import Testing
import ZKBuild
import ZKCore

/// The default project with one deliberate mistake, run through every stage: each tool's finding
/// reaches the driver at its exact place (the "done when" scenarios of the tool issues).
@Suite struct ProjectScenarioTests {
    /// A copy of the default project (without the dictionaries, which these scenarios don't touch).
    static func copyOfDefaultProject() throws -> TestProject {
        let project = try TestProject()
        let manager = FileManager.default
        for folder in ["Content", "Strings", "Audio-manifests", "Brand"] {
            try manager.removeItem(atPath: project.root + "/" + folder)
            try manager.copyItem(atPath: DefaultProjectTests.root + "/" + folder, toPath: project.root + "/" + folder)
        }
        try manager.removeItem(atPath: project.root + "/Content/dictionaries")
        // The default project's house rules, as its own zk-build.json turns them on.
        try project.write("zk-build.json", #"{ "profile": "zahlenkette" }"#)
        return project
    }

    static func replace(_ old: String, with new: String, in path: String, of project: TestProject) throws {
        let full = project.root + "/" + path
        let text = try String(contentsOfFile: full, encoding: .utf8)
        #expect(text.contains(old), "\(path) lacks \(old)")
        try project.write(path, text.replacingOccurrences(of: old, with: new))
    }

    func run(_ project: TestProject, _ arguments: [String]) -> (code: Int32, out: String, err: String) {
        project.run(arguments, stages: StageCatalog.stages)
    }

    @Test func copyIsClean() throws {
        let result = run(try Self.copyOfDefaultProject(), ["check"])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.hasPrefix("0 errors, 0 warnings"), "\(result.out)")
    }

    @Test func missingRussianRecordingFailsAtTheContentReference() throws {
        let project = try Self.copyOfDefaultProject()
        try Self.replace(
            #"    {"id": "num.7", "file": "Audio/ru/num.7.m4a", "key": "number.7.word", "text": "семь", "durationMs": 660, "take": 1},"#
                + "\n",
            with: "", in: "Audio-manifests/ru.json", of: project)
        let result = run(project, ["check"])
        #expect(result.code == 1)
        #expect(result.out.contains("Content/numbers.json:50:16: error: "), "\(result.out)")
        #expect(result.out.contains("[ZK4004]"))
        #expect(result.out.contains("Audio-manifests/ru.json"))
    }

    @Test func changedGermanPromptMakesItsRecordingStaleAndScriptsIt() throws {
        let project = try Self.copyOfDefaultProject()
        try Self.replace(
            #""value" : "Finde die Zahl, die du hörst.""#, with: #""value" : "Finde die Zahl, die du gerade hörst.""#,
            in: "Strings/Content.xcstrings", of: project)
        let result = run(project, ["build"])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("Audio-manifests/de.json:"), "\(result.out)")
        #expect(result.out.contains("[ZK4006]"))
        let script = try String(contentsOfFile: project.root + "/build/audio/recording-script-de.tsv", encoding: .utf8)
        let rows = script.split(separator: "\n").dropFirst()
        #expect(rows.count == 1, "\(script)")
        #expect(rows.first?.hasPrefix("prompt.hoer_hin.find_number\tFinde die Zahl, die du gerade hörst.\t") == true)
        #expect(rows.first?.contains("\tstale\t") == true)
    }

    @Test func keyTheContentNeedsButTheCatalogLacks() throws {
        let project = try Self.copyOfDefaultProject()
        try Self.replace(
            #""titleKey": "game.hoer_hin.title""#, with: #""titleKey": "game.hoer_hin.name""#,
            in: "Content/games/hoer_hin.json", of: project)
        let result = run(project, ["check"])
        #expect(result.code == 1)
        #expect(result.out.contains("Content/games/hoer_hin.json:"), "\(result.out)")
        #expect(result.out.contains("[ZK3015]"))
    }

    @Test func subtitleOverTheStoreLimitFailsInTheTemplate() throws {
        let project = try Self.copyOfDefaultProject()
        try project.write("Brand/marketing/de/subtitle.txt", "Zahlen lernen von 1 bis 20 mit Freude\n")
        let result = run(project, ["check"])
        #expect(result.code == 1)
        #expect(result.out.contains("Brand/marketing/de/subtitle.txt:1:31: error: "), "\(result.out)")
        #expect(result.out.contains("[ZK5030]"))
    }

    @Test func appNameWrittenLiterallyInACatalog() throws {
        let project = try Self.copyOfDefaultProject()
        try Self.replace(
            #""value" : "Find the number you hear.""#, with: #""value" : "Zahlenkette: find the number you hear.""#,
            in: "Strings/Content.xcstrings", of: project)
        let result = run(project, ["check"])
        #expect(result.code == 1)
        #expect(result.out.contains("[ZK3014]"), "\(result.out)")
    }
}
