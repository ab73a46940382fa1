import Foundation
import Testing
import ZKBuild

/// README.md and docs/ stay in step with the code they document.
@Suite struct DocumentationTests {
    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: DefaultProjectTests.root + "/" + path, encoding: .utf8)) ?? ""
    }

    @Test func zkDawgsPageCarriesTheDawgByteLayoutOfTheWriter() {
        let writer = Self.read("Sources/ZKDawg/Format/DawgWriter.swift").split(
            separator: "\n", omittingEmptySubsequences: false)
        let diagram = writer.drop { !$0.hasPrefix("//") }.prefix { $0.hasPrefix("//") }.map { line in
            line.hasPrefix("// ") ? String(line.dropFirst(3)) : String(line.dropFirst(2))
        }
        #expect(diagram.count > 20)
        #expect(Self.read("docs/tools/zk-dawg.md").contains(diagram.joined(separator: "\n")))
    }

    @Test func readmeStartsWithTheTwoSetUpCommands() {
        let readme = Self.read("README.md")
        #expect(readme.contains("```sh\nscripts/zk-build.sh "))
        #expect(readme.contains("\nscripts/test.sh "))
        #expect(Self.read(".ci/run").contains("scripts/test.sh"))
    }

    @Test func theDriversPageAndTheStagesSectionNameEveryStage() {
        let driver = Self.read("docs/tools/zk-build.md")
        let stages = Self.read("docs/configuration/stages.md")
        for stage in StageCatalog.stages {
            #expect(driver.contains("| `\(stage.name)` |"), "docs/tools/zk-build.md lacks stage \(stage.name)")
            #expect(stages.contains("| `\(stage.name)` |"), "docs/configuration/stages.md lacks stage \(stage.name)")
        }
    }

    /// docs/layout.md's entry of a module: its line and the indented lines that continue it.
    static func layoutEntry(_ module: String, in readme: String) -> String {
        let lines = readme.components(separatedBy: "\n").drop { !$0.hasPrefix("Sources/\(module)/") }
        guard let first = lines.first else { return "" }
        return ([first] + lines.dropFirst().prefix { $0.hasPrefix(" ") }).joined(separator: "\n")
    }

    /// The folders directly inside a source module.
    static func folders(of module: String) -> [String] {
        let root = DefaultProjectTests.root + "/Sources/" + module
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

    @Test(arguments: ["ZKCore", "ZKBuild"])
    func layoutNamesEveryFolderOfTheModuleAndNoOther(module: String) throws {
        let entry = Self.layoutEntry(module, in: Self.read("docs/layout.md"))
        #expect(!entry.isEmpty, "docs/layout.md has no entry for Sources/\(module)/")
        let folders = Self.folders(of: module)
        #expect(!folders.isEmpty)
        for folder in folders {
            #expect(
                entry.contains(" \(folder)/") || entry.contains("(\(folder)/"),
                "docs/layout.md lacks \(module)/\(folder)/")
        }
        // Every `Name/` the entry names (after the module's own path) is a folder of the module.
        let regex = try NSRegularExpression(pattern: #"(?<![\w/])([A-Z][A-Za-z]*)/"#)
        let body = String(entry.dropFirst("Sources/\(module)/".count))
        let named = regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).compactMap { match in
            Range(match.range(at: 1), in: body).map { String(body[$0]) }
        }
        for name in named {
            #expect(folders.contains(name), "docs/layout.md names \(module)/\(name)/, which does not exist")
        }
    }
}
