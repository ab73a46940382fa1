import Foundation
import Testing
import ZKCore

@testable import ZKStrings
@testable import ZKStringsCLI

/// Issue 55: zk-strings' exports write through real folders only, never over the catalogs they
/// read, and a temporary file left by a killed `format` is swept by the next run.
@Suite struct StringsOutputConfinementTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    @Test(arguments: [
        ["export-pseudo", "-o", "build/pseudo", "Strings/Localizable.xcstrings"],
        ["export-csv", "--locale", "de", "-o", "build/pseudo/de.csv", "Strings/Localizable.xcstrings"],
        ["export-xcloc", "--locale", "de", "-o", "build/pseudo", "Strings/Localizable.xcstrings"],
        ["report", "-o", "build/pseudo/report.txt", "Strings/Localizable.xcstrings"],
    ])
    func aCommittedLinkInTheOutputPathIsNeverWrittenThrough(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", Self.catalog)
        try FileManager.default.createDirectory(atPath: folder.path + "/build", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/build/pseudo", withDestinationPath: "..")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let (exit, output) = folder.run(arguments)
        #expect(exit != 0, "\(output)")
        #expect(
            output.contains(
                "build/pseudo: error: cannot write 'build/pseudo/"),
            "\(output)")
        #expect(
            output.contains(
                "'build/pseudo' is a symbolic link; zk-build never writes or deletes through a symbolic link [ZK0050]"),
            "\(output)")
        #expect(folder.read("Strings/Localizable.xcstrings") == Self.catalog)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }

    @Test func anExportOverItsOwnInputIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", Self.catalog)
        let (exit, output) = folder.run([
            "export-csv", "--locale", "de", "-o", "Strings/Localizable.xcstrings", "Strings/Localizable.xcstrings",
        ])
        #expect(exit != 0)
        #expect(output.contains("it is an input of this command; an output never replaces an input"), "\(output)")
        #expect(folder.read("Strings/Localizable.xcstrings") == Self.catalog)
    }

    @Test func formatSweepsTheTemporaryFileOfAKilledRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        let leftover = "Strings/.Localizable.xcstrings.zk-tmp-2147483646-5"
        try folder.write(leftover, "{ half")
        let (exit, output) = folder.run(["format", "Strings/Localizable.xcstrings"])
        #expect(exit == 0, "\(output)")
        #expect(folder.read(leftover) == nil)
        #expect(folder.read("Strings/Localizable.xcstrings")?.hasPrefix("{\n  \"sourceLanguage\" : \"en\",") == true)
    }
}
