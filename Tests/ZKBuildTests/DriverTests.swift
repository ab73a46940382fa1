import Foundation
import Testing
import ZKBuild
import ZKCore

/// The zk-build driver end to end: stages, formats, exit codes, cache, configuration, bad input.
@Suite struct DriverTests {
    static let valid = """
        {
          "avatars": ["fuchs", "igel"]
        }

        """

    @Test func cleanProjectSucceeds() throws {
        let project = try TestProject(["Content/avatars.json": Self.valid])
        let result = project.run([])
        #expect(result.code == 0)
        #expect(result.out == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func duplicateKeyFailsCheckWithExactLocationInEveryFormat() throws {
        let project = try TestProject([
            "Content/games/hoer_hin.json": "{\n  \"id\": \"hoer_hin\",\n  \"id\": \"hoer_hin\"\n}\n"
        ])
        let human = project.run(["check"])
        #expect(human.code == 1)
        #expect(
            human.out.hasPrefix(
                "Content/games/hoer_hin.json:3:3: error: duplicate key 'id' in object [ZK0102]\n  \"id\": \"hoer_hin\"\n  ^\n"
            ))
        #expect(human.out.hasSuffix("1 error, 0 warnings in 1 file\n"))

        let github = project.run(["check", "--format", "github"])
        #expect(github.code == 1)
        #expect(
            github.out.hasPrefix(
                "::error file=Content/games/hoer_hin.json,line=3,col=3,title=ZK0102::duplicate key 'id' in object"))

        let json = project.run(["check", "--format", "json"])
        let document = try #require(JSONReader.read(text: json.out).value)
        let first = try #require(document["diagnostics"]?.array?.first)
        #expect(first["file"]?.string == "Content/games/hoer_hin.json")
        #expect(first["line"]?.int == 3)
        #expect(first["column"]?.int == 3)

        let sarif = project.run(["check", "--format", "sarif"])
        #expect(sarif.code == 1)
        let log = try #require(JSONReader.read(text: sarif.out).value)
        let region = log["runs"]?.array?.first?["results"]?.array?.first?["locations"]?.array?.first?[
            "physicalLocation"]?["region"]
        #expect(region?["startLine"]?.int == 3)
        #expect(region?["startColumn"]?.int == 3)
    }

    @Test func trailingCommaFailsWithExactLocation() throws {
        let project = try TestProject(["Content/numbers.json": "{\n  \"numbers\": [1, 2,]\n}\n"])
        let result = project.run(["check"])
        #expect(result.code == 1)
        #expect(
            result.out.hasPrefix(
                "Content/numbers.json:2:19: error: trailing comma before ']' is not allowed in JSON [ZK0101]"))
    }

    @Test func secondRunSkipsEveryStageAndSaysSoWhenVerbose() throws {
        let project = try TestProject(["Content/avatars.json": Self.valid])
        let first = project.run(["--verbose"])
        #expect(first.code == 0)
        #expect(first.err.contains("[json-syntax] ran: 1 file read"))
        let second = project.run(["--verbose"])
        #expect(second.err.contains("[json-syntax] skipped: inputs unchanged"))
        #expect(second.err.contains("nothing to do: all "))
        try project.write("Content/avatars.json", "{ \"avatars\": [] }")
        let third = project.run(["--verbose"])
        #expect(third.err.contains("[json-syntax] ran"))
    }

    @Test func cachedRunReplaysWarnings() throws {
        let project = try TestProject()
        try project.write("Content/bom.json", [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(project.run([]).out.contains("warning: file starts with a UTF-8 byte order mark [ZK0104]"))
        let again = project.run(["--verbose"])
        #expect(again.err.contains("skipped"))
        #expect(again.out.contains("[ZK0104]"))
        #expect(project.run(["--warnings-as-errors"]).code == 1)
    }

    @Test func checkWritesNothing() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        #expect(project.run(["check"]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build"))
        #expect(project.run(["build"]).code == 0)
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/.zk-cache"))
        #expect(project.run(["clean"]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build"))
    }

    @Test func badInputsGetDiagnosticsNotCrashes() throws {
        let project = try TestProject()
        try project.write("Content/empty.json", "")
        try project.write("Content/latin1.json", [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xE4, 0x22, 0x7D])
        try FileManager.default.createDirectory(
            atPath: project.root + "/Content/folder.json", withIntermediateDirectories: true)
        let result = project.run(["check"])
        #expect(result.code == 1)
        #expect(result.out.contains("Content/empty.json:1:1: error: file is empty; expected a JSON value [ZK0106]"))
        #expect(
            result.out.contains(
                "Content/latin1.json:1:7: error: invalid UTF-8 byte 0xE4 at byte offset 6; JSON files must be UTF-8 [ZK0103]"
            ))
        #expect(
            result.out.contains(
                "Content/folder.json: error: expected a file, but 'Content/folder.json' is a directory [ZK0002]"))
    }

    @Test func unreadableInputExitsThree() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        // A dangling symbolic link cannot be read, whoever runs the test (root reads anything else).
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/Content/gone.json", withDestinationPath: project.root + "/nowhere.json")
        let result = project.run(["check"])
        #expect(result.code == 3)
        #expect(
            result.out.contains(
                "Content/gone.json: error: cannot read 'Content/gone.json': no such file or directory [ZK0001]"))
    }

    @Test func largeFileIsRead() throws {
        let project = try TestProject()
        let row = "{\"id\": \"friend.07\", \"number\": 7, \"name\": \"Ёжик\"}"
        try project.write(
            "Content/large.json", "[" + Array(repeating: row, count: 60_000).joined(separator: ",\n") + "]")
        let result = project.run(["check"])
        #expect(result.code == 0)
        #expect(result.out == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func missingFoldersWarnAndNoProjectIsAnError() throws {
        // The four folders are the Zahlenkette profile's layout (without it, zk-build looks anywhere).
        let project = try TestProject(["Content/a.json": "{}", "zk-build.json": #"{ "profile": "zahlenkette" }"#])
        try FileManager.default.removeItem(atPath: project.root + "/Brand")
        let result = project.run(["check"])
        #expect(result.code == 0)
        #expect(
            result.out.contains(
                "Brand: warning: project folder 'Brand/' not found; the stages that read it have nothing to check [ZK0003]"
            ))

        let empty = NSTemporaryDirectory() + "zk-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try Data(#"{ "profile": "zahlenkette" }"#.utf8).write(to: URL(fileURLWithPath: empty + "/zk-build.json"))
        let out = Capture()
        let code = ZKBuildCommand.main(
            arguments: ["-C", empty, "check"], environment: [:], standardOutput: { out.append($0) },
            standardError: { _ in })
        #expect(code == 1)
        #expect(out.text.contains("error: no project found in"))
    }

    @Test func usageErrorsExitTwo() throws {
        let project = try TestProject()
        let unknown = project.run(["--formt", "json"])
        #expect(unknown.code == 2)
        #expect(unknown.err.hasPrefix("error: unknown option '--formt'; did you mean '--format'?"))
        #expect(project.run(["chekc"]).err.hasPrefix("error: unknown subcommand 'chekc'; did you mean 'check'?"))
        #expect(project.run(["-j", "0"]).code == 2)
        let out = Capture()
        let err = Capture()
        let code = ZKBuildCommand.main(
            arguments: ["-C", "/nonexistent/zk"], environment: [:], standardOutput: { out.append($0) },
            standardError: { err.append($0) })
        #expect(code == 2)
        #expect(err.text.hasPrefix("error: cannot change to directory '/nonexistent/zk'"))
    }

    @Test func helpOnEveryCommand() throws {
        let project = try TestProject()
        for command in [[], ["build"], ["check"], ["clean"], ["explain"], ["init"]] {
            let result = project.run(command + ["--help"])
            #expect(result.code == 0)
            #expect(result.out.hasPrefix("OVERVIEW: "))
            #expect(result.out.contains("EXAMPLES:"))
        }
    }

    @Test func explainPrintsEveryDeclaredCode() throws {
        let project = try TestProject()
        let list = project.run(["explain"])
        #expect(list.code == 0)
        for code in StageCatalog.registry.codes {
            #expect(list.out.contains(code.code + "  "))
            let one = project.run(["explain", code.code])
            #expect(one.code == 0)
            #expect(one.out.hasPrefix("\(code.code) (\(code.severity.rawValue) by default): \(code.summary)"))
        }
        let unknown = project.run(["explain", "ZK0199"])
        #expect(unknown.code == 2)
        #expect(StageCatalog.registry.duplicateCodes.isEmpty)
    }

    @Test func explainShowsTheExampleWithACaret() throws {
        let result = try TestProject().run(["explain", "zk0102"])
        #expect(
            result.out.contains(
                """
                Triggers it:
                  Content/numbers.json:
                    { "value": 7, "value": 8 }
                                  ^ reported here (1:15)
                """))
    }
}
