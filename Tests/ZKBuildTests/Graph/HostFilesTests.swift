import Foundation
import Testing
import ZKBuild
import ZKCore

/// What hosts read of the plan (issue 53): Xcode's file lists and Makefile depfiles.
@Suite struct HostFilesTests {
    @Test func aDepfileIsWrittenAsGccWritesOne() {
        let text = HostFiles.depfile(target: "build/zk.stamp", dependencies: ["Strings/A b.xcstrings", "x#$.json"])
        #expect(text == "build/zk.stamp: \\\n  Strings/A\\ b.xcstrings \\\n  x\\#$$.json\n")
        #expect(HostFiles.defaultTarget(ofDepfile: "build/zk.stamp.d") == "build/zk.stamp")
        #expect(HostFiles.defaultTarget(ofDepfile: "deps") == "deps")
    }

    @Test func anXcodeFileListIsOnePathALineUnderTheProject() {
        #expect(HostFiles.xcfilelist(["a.json", "b/c.json"]) == "$(SRCROOT)/a.json\n$(SRCROOT)/b/c.json\n")
        #expect(HostFiles.xcfilelist(["a.json"], prefix: "") == "a.json\n")
    }

    static func plannedInputs(_ project: TestProject, _ stages: [String]) throws -> [String] {
        let plan = try BuildPlanTests.plan(project, stages)
        let running = (plan["stages"]?.array ?? []).filter { $0["runs"]?.bool == true }
        return Array(
            Set(
                running.flatMap { BuildPlanTests.strings($0["inputs"]) + BuildPlanTests.strings($0["metadataInputs"]) }
                    + ["zk-build.json"])
        ).sorted()
    }

    /// The depfile of a check names exactly the files the plan of its stages reads.
    @Test func checkWritesADepfileOfThePlansInputs() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let result = project.run(["check", "--depfile", "zk.stamp.d", "strings"], stages: StageCatalog.stages)
        #expect(result.code == 0, "\(result.out)")
        let text = try String(contentsOfFile: project.root + "/zk.stamp.d", encoding: .utf8)
        #expect(text.hasPrefix("zk.stamp: \\\n"))
        let listed = text.split(separator: "\n").dropFirst().map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " \\", with: "")
        }
        let expected = try Self.plannedInputs(project, ["strings"])
        #expect(listed == expected)
        #expect(listed.contains("Strings/Content.xcstrings"))
        #expect(!listed.contains { $0.hasPrefix("Audio-manifests/") }, "audio is not a stage strings needs")
    }

    @Test func xcfilelistWritesTheInputsAndOutputsOfThePlan() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let result = project.run(
            ["xcfilelist", "--inputs", "in.xcfilelist", "--outputs", "out.xcfilelist", "strings"],
            stages: StageCatalog.stages)
        #expect(result.code == 0, "\(result.out)\(result.err)")
        let inputs = try String(contentsOfFile: project.root + "/in.xcfilelist", encoding: .utf8)
        #expect(inputs == HostFiles.xcfilelist(try Self.plannedInputs(project, ["strings"])))
        let outputs = try String(contentsOfFile: project.root + "/out.xcfilelist", encoding: .utf8)
        #expect(outputs.contains("$(SRCROOT)/build/reports/strings.json\n"))
        #expect(outputs.contains("$(SRCROOT)/build/swift/strings\n"))
        #expect(!outputs.contains("dictionaries"))
    }

    @Test func aHostFileNeverReplacesAnInput() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let before = try String(contentsOfFile: project.root + "/Strings/Content.xcstrings", encoding: .utf8)
        let result = project.run(
            ["xcfilelist", "--inputs", "Strings/Content.xcstrings"], stages: StageCatalog.stages)
        #expect(result.code == 3)
        #expect(result.out.contains("'Strings/Content.xcstrings' is an input of the run; it is not overwritten"))
        #expect(try String(contentsOfFile: project.root + "/Strings/Content.xcstrings", encoding: .utf8) == before)
        #expect(project.run(["xcfilelist"], stages: StageCatalog.stages).code == 2)
        for outside in ["../outside.xcfilelist", "/tmp/zk-outside.xcfilelist", "a/./b.d"] {
            let refused = project.run(["check", "strings", "--depfile", outside], stages: StageCatalog.stages)
            #expect(refused.code == 3, "\(outside)")
            #expect(
                refused.out.contains(
                    "'\(outside)' is not a path inside the project; a host file is written there only"),
                "\(refused.out)")
        }
        #expect(!FileManager.default.fileExists(atPath: project.root + "/../outside.xcfilelist"))
    }
}
