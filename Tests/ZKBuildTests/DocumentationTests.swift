import Foundation
import Testing
import ZKBuild

/// README.md stays in step with the code it documents.
@Suite struct DocumentationTests {
    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: DefaultProjectTests.root + "/" + path, encoding: .utf8)) ?? ""
    }

    @Test func readmeCarriesTheDawgByteLayoutOfTheWriter() {
        let writer = Self.read("Sources/ZKDawg/Format/DawgWriter.swift").split(
            separator: "\n", omittingEmptySubsequences: false)
        let diagram = writer.drop { !$0.hasPrefix("//") }.prefix { $0.hasPrefix("//") }.map { line in
            line.hasPrefix("// ") ? String(line.dropFirst(3)) : String(line.dropFirst(2))
        }
        #expect(diagram.count > 20)
        #expect(Self.read("README.md").contains(diagram.joined(separator: "\n")))
    }

    @Test func readmeStartsWithTheTwoSetUpCommands() {
        let readme = Self.read("README.md")
        #expect(readme.contains("```sh\nscripts/zk-build.sh "))
        #expect(readme.contains("\nscripts/test.sh "))
        #expect(Self.read(".ci/run").contains("scripts/test.sh"))
    }

    @Test func readmeNamesEveryStage() {
        let readme = Self.read("README.md")
        for stage in StageCatalog.stages {
            #expect(readme.contains("| `\(stage.name)` |"), "README lacks stage \(stage.name)")
        }
    }

    /// The Layout section's entry of a module: its line and the indented lines that continue it.
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
        let entry = Self.layoutEntry(module, in: Self.read("README.md"))
        #expect(!entry.isEmpty, "README's Layout has no entry for Sources/\(module)/")
        let folders = Self.folders(of: module)
        #expect(!folders.isEmpty)
        for folder in folders {
            #expect(
                entry.contains(" \(folder)/") || entry.contains("(\(folder)/"),
                "README's Layout lacks \(module)/\(folder)/")
        }
        // Every `Name/` the entry names (after the module's own path) is a folder of the module.
        let regex = try NSRegularExpression(pattern: #"(?<![\w/])([A-Z][A-Za-z]*)/"#)
        let body = String(entry.dropFirst("Sources/\(module)/".count))
        let named = regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).compactMap { match in
            Range(match.range(at: 1), in: body).map { String(body[$0]) }
        }
        for name in named {
            #expect(folders.contains(name), "README's Layout names \(module)/\(name)/, which does not exist")
        }
    }
}
