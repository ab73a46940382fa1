import Foundation
import Testing
import ZKCore

@testable import ZKStrings
@testable import ZKStringsCLI

/// `zk-strings export-xcloc` writes the bundle Xcode writes (`contents.json`, `Localized
/// Contents/<locale>.xliff`, `Source Contents/<catalog path>`, `Notes/`), and importing it
/// unchanged leaves every catalog byte-identical (issue 30: `.xcloc` export).
@Suite struct XclocExportTests {
    /// The real geteduroam catalogs (12, English source) in a project folder, under the paths Xcode names them by.
    static func project() throws -> (TemporaryFolder, [String]) {
        let folder = try TemporaryFolder()
        let root = Fixtures.root + "/" + XcodeXLIFFTests.xcloc + "/Source Contents"
        let paths = DirectoryWalker.files(under: root, extensions: ["xcstrings"]).sorted()
        for relative in paths {
            try folder.write(
                relative, try #require(FileManager.default.contents(atPath: root + "/" + relative)).map { $0 })
        }
        return (folder, paths)
    }

    @Test func theBundleIsXcodesAndImportsAsNoChange() throws {
        let (folder, paths) = try Self.project()
        let before = paths.map { folder.bytes($0) }
        let export = folder.run(["export-xcloc", "--locale", "de", "geteduroam", "getgovroam"])
        #expect(export.exit == 0, "\(export.output)")
        let bundle = "build/xcloc/de.xcloc/"
        // contents.json: Xcode's fields and layout, zk-strings as the tool.
        #expect(
            folder.read(bundle + "contents.json") == """
                {
                  "developmentRegion" : "en",
                  "project" : "\(URL(fileURLWithPath: folder.path).lastPathComponent)",
                  "targetLocale" : "de",
                  "toolInfo" : {
                    "toolBuildNumber" : "\(StringsTool.version)",
                    "toolID" : "zk-strings",
                    "toolName" : "zk-strings",
                    "toolVersion" : "\(StringsTool.version)"
                  },
                  "version" : "1.0"
                }
                """)
        // The XLIFF is export-xliff's; the catalogs are copied byte for byte; Notes is there, empty.
        let xliff = folder.run(["export-xliff", "--locale", "de", "-o", "de.xliff", "geteduroam", "getgovroam"])
        #expect(xliff.exit == 0)
        #expect(folder.bytes(bundle + "Localized Contents/de.xliff") == folder.bytes("de.xliff"))
        for (index, path) in paths.enumerated() {
            #expect(folder.bytes(bundle + "Source Contents/" + path) == before[index], "\(path)")
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path + "/" + bundle + "Notes", isDirectory: &isFolder))
        #expect(isFolder.boolValue)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + bundle + "Notes")) == [])
        // Round trip: the bundle imports, and every catalog stays byte-identical.
        let imported = folder.run(["import-xliff", "build/xcloc/de.xcloc", "geteduroam", "getgovroam"])
        #expect(imported.exit == 0, "\(imported.output)")
        #expect(paths.map { folder.bytes($0) } == before)
    }

    /// A translator's edit inside the bundle imports into the catalog it came from, and only there.
    @Test func aTranslationEditedInTheBundleImports() throws {
        let (folder, paths) = try Self.project()
        #expect(folder.run(["export-xcloc", "--locale", "de", "geteduroam", "getgovroam"]).exit == 0)
        let xliffPath = "build/xcloc/de.xcloc/Localized Contents/de.xliff"
        let xliff = try #require(folder.read(xliffPath))
        let source = "<source>Configure your eduroam account easily and securely using geteduroam.</source>"
        #expect(xliff.components(separatedBy: source).count == 2)
        let translated =
            source + "\n        <target state=\"translated\">Richten Sie eduroam leicht ein.</target>"
        try folder.write(
            xliffPath, xliff.replacingOccurrences(of: source, with: translated, range: xliff.range(of: source)))
        let before = paths.map { folder.bytes($0) }
        let imported = folder.run(["import-xliff", "build/xcloc/de.xcloc", "geteduroam", "getgovroam"])
        #expect(imported.exit == 0, "\(imported.output)")
        let changed = paths.indices.filter { folder.bytes(paths[$0]) != before[$0] }.map { paths[$0] }
        #expect(changed == ["geteduroam/AppStore.xcstrings"])
        #expect(folder.read("geteduroam/AppStore.xcstrings")?.contains("Richten Sie eduroam leicht ein.") == true)
    }

    @Test func aLocaleIsRequired() throws {
        let (folder, _) = try Self.project()
        let run = folder.run(["export-xcloc", "geteduroam"])
        #expect(run.exit == 2)
        #expect(run.output.contains("export-xcloc needs --locale <locale>"), "\(run.output)")
    }
}
