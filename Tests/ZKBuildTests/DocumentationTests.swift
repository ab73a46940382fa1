import Foundation
import Testing
import ZKBuild

/// README.md stays in step with the code it documents.
@Suite struct DocumentationTests {
    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: DefaultProjectTests.root + "/" + path, encoding: .utf8)) ?? ""
    }

    @Test func readmeCarriesTheDawgByteLayoutOfTheWriter() {
        let writer = Self.read("Sources/ZKDawg/Format/DawgWriter.swift").split(separator: "\n", omittingEmptySubsequences: false)
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
}
