import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// `zk-strings` as a user runs it: configuration from zk-build.json, `format --check`, and an
/// import that either applies or changes nothing.
@Suite struct StringsToolTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "app.settings.done" : {
              "comment" : "The button that closes the settings.",
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Terminé"
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }
        """

    @Test func aCatalogLinkedOutsideTheRepositoryIsNotRead() throws {
        let folder = try TemporaryFolder()
        let secret = NSTemporaryDirectory() + "zk-strings-secret-\(UUID().uuidString).xcstrings"
        try Data(#"{ "sourceLanguage" : "en", "strings" : { "ghp_secret_token" : { } }, "version" : "1.0" }"#.utf8)
            .write(to: URL(fileURLWithPath: secret))
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try folder.write(
            "Strings/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Strings/Linked.xcstrings", withDestinationPath: secret)
        let run = folder.run(["check", "Strings"])
        #expect(run.exit == 1, "\(run.output)")
        #expect(
            run.output.contains(
                "Strings/Linked.xcstrings: error: 'Strings/Linked.xcstrings' is a symbolic link to a place outside the repository"
            ), "\(run.output)")
        #expect(!run.output.contains("ghp_secret_token"))
    }

    /// Issue 53: under Bazel every declared input is a link into the source tree. With
    /// `--trust-declared-inputs` the catalog named on the command line is read through its link;
    /// a file it does not name (the default `Brand/brand.json`, linked out too) still is not.
    @Test func aDeclaredCatalogIsReadThroughItsLinkAndNothingElseIs() throws {
        let folder = try TemporaryFolder()
        let outside = NSTemporaryDirectory() + "zk-strings-declared-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "app.settings.done" : { "localizations" : { "en" : { "stringUnit" : {
                  "state" : "translated", "value" : "Done %@" } }, "de" : { "stringUnit" : {
                  "state" : "translated", "value" : "Fertig" } } } }
              },
              "version" : "1.0"
            }
            """#
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: outside + "/Localizable.xcstrings"))
        try Data(#"{ "app": { "name": { "en": { "$value": "ghp_brand_secret" } } } }"#.utf8)
            .write(to: URL(fileURLWithPath: outside + "/brand.json"))
        try FileManager.default.createDirectory(atPath: folder.path + "/Strings", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/Brand", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Strings/Localizable.xcstrings",
            withDestinationPath: outside + "/Localizable.xcstrings")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Brand/brand.json", withDestinationPath: outside + "/brand.json")
        let refused = folder.run(["check", "Strings/Localizable.xcstrings", "--app-name", "Quiz"])
        #expect(refused.exit == 1)
        #expect(
            refused.output.contains(
                "Strings/Localizable.xcstrings: error: 'Strings/Localizable.xcstrings' is a symbolic link to a place "
                    + "outside the repository"), "\(refused.output)")
        let declared = folder.run([
            "check", "--trust-declared-inputs", "Strings/Localizable.xcstrings", "--app-name", "Quiz",
        ])
        #expect(!declared.output.contains("ZK0051") && !declared.output.contains("outside the repository"))
        // Read: the placeholder the German value lacks is found, at its line.
        #expect(declared.output.contains("Strings/Localizable.xcstrings:6:"), "\(declared.output)")
        // The brand file is not named: it is still refused, and nothing of it is quoted.
        let undeclared = folder.run(["check", "--trust-declared-inputs", "Strings/Localizable.xcstrings"])
        #expect(
            undeclared.output.contains(
                "Brand/brand.json: error: 'Brand/brand.json' is a symbolic link to a place outside the repository"),
            "\(undeclared.output)")
        #expect(!undeclared.output.contains("ghp_brand_secret"))
        // Named, it is read.
        let named = folder.run([
            "check", "--trust-declared-inputs", "Strings/Localizable.xcstrings", "--brand", "Brand/brand.json",
        ])
        #expect(!named.output.contains("outside the repository"), "\(named.output)")
    }

    /// Issue 48, item 7: run in an app without `Strings/`, `check` finds the catalogs as
    /// `zk-build check` does: anywhere under the working folder, never in build or vendor folders.
    @Test func withoutAStringsFolderEveryCatalogOfTheRepositoryIsChecked() throws {
        let folder = try TemporaryFolder()
        let broken = #"{ "sourceLanguage" : "en", "strings" : { "a" : { }, "a" : { } }, "version" : "1.0" }"#
        try folder.write("App/Resources/Localizable.xcstrings", broken)
        try folder.write("Packages/Kit/Sources/Kit/Kit.xcstrings", broken)
        for vendor in ["build", "Pods/Lib", ".build/checkouts/x", "DerivedData/App", "node_modules/y"] {
            try folder.write(vendor + "/Vendor.xcstrings", broken)
        }
        let run = folder.run(["check"])
        #expect(run.exit == 1, "\(run.output)")
        let places = run.output.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.prefix { $0 != " " })
        }
        #expect(
            places == [
                "App/Resources/Localizable.xcstrings:1:53:", "Packages/Kit/Sources/Kit/Kit.xcstrings:1:53:",
            ], "\(run.output)")
        try folder.write(
            "Strings/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#)
        #expect(folder.run(["check"]).exit == 0, "a Strings folder is still the default")
    }

    /// A command that rewrites catalogs reaches no further than `Strings/` unless given paths: in a
    /// repository without it, `format` touches no catalog it was not named.
    @Test func aRewritingCommandDoesNotSearchTheRepository() throws {
        let folder = try TemporaryFolder()
        let unformatted = #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#
        try folder.write("App/Localizable.xcstrings", unformatted)
        let run = folder.run(["format"])
        #expect(run.exit != 0, "\(run.output)")
        #expect(folder.read("App/Localizable.xcstrings") == unformatted)
        #expect(folder.run(["format", "App"]).exit == 0)
        #expect(folder.read("App/Localizable.xcstrings") != unformatted)
    }

    @Test func aSeverityInZkBuildJSONTurnsOneHouseRuleOn() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Strings/Localizable.xcstrings",
            #"{ "sourceLanguage" : "en", "strings" : { "Quiz Score" : { } }, "version" : "1.0" }"#)
        #expect(!folder.run(["check", "--format", "json"]).output.contains("ZK3012"))
        try folder.write("zk-build.json", #"{ "severities" : { "ZK3012" : "warning" } }"#)
        let run = folder.run(["check", "--format", "json"])
        #expect(run.output.contains("ZK3012"), "\(run.output)")
        #expect(!run.output.contains("ZK3013"), "\(run.output)")
    }

    @Test func readsSourceLocaleAndLocalesFromZkBuildJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", Self.catalog)
        // Without configuration, the catalog's own locales (en, fr) are required: no finding.
        let unconfigured = folder.run(["check", "--format", "json"])
        #expect(unconfigured.exit == 0, "\(unconfigured.output)")
        // Under the Zahlenkette profile: de, en, ru are required and de is the source: findings.
        try folder.write("zk-build.json", #"{ "profile" : "zahlenkette" }"#)
        let zahlenkette = folder.run(["check", "--format", "json"])
        #expect(zahlenkette.exit == 1)
        #expect(zahlenkette.output.contains("has no 'ru' translation"))
        try folder.write("zk-build.json", #"{ "sourceLocale" : "en", "locales" : ["en", "fr"] }"#)
        let configured = folder.run(["check", "--format", "json"])
        #expect(configured.exit == 0, "\(configured.output)")
        #expect(!configured.output.contains("ZK3002"))
        // Options still win over the file.
        #expect(
            folder.run(["check", "--format", "json", "--locales", "en,fr,it"]).output.contains(
                "has no 'it' translation"))
    }

    @Test func wrongTypesInZkBuildJSONAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", Self.catalog)
        try folder.write("zk-build.json", #"{ "sourceLocale" : "en", "locales" : "en,fr" }"#)
        let result = folder.run(["check"])
        #expect(result.exit == 1)
        #expect(
            result.output.contains(
                "zk-build.json:1:38: error: 'locales' in zk-build.json must be an array of locale strings"),
            "\(result.output)")
    }

    @Test func formatCheckFailsWhenAFileWouldChange() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", Self.catalog)
        #expect(folder.run(["format", "--check"]).exit == 0)
        try folder.write(
            "Strings/Localizable.xcstrings",
            Self.catalog.replacingOccurrences(of: "\"app.settings.done\" : {", with: "\"app.settings.done\": {"))
        let result = folder.run(["format", "--check"])
        #expect(result.exit == 1)
        #expect(result.output.contains("Strings/Localizable.xcstrings:4:24: error:"), "\(result.output)")
        #expect(folder.run(["format"]).exit == 0)
        #expect(folder.read("Strings/Localizable.xcstrings") == Self.catalog)
    }

    @Test func refusedImportLeavesTheCatalogByteIdentical() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", Self.catalog)
        try folder.write("zk-build.json", #"{ "sourceLocale" : "en", "locales" : ["en", "fr"] }"#)
        #expect(folder.run(["export-xliff", "--locale", "fr", "-o", "fr.xliff"]).exit == 0)
        let exported = try #require(folder.read("fr.xliff"))
        // One good unit, one duplicated: nothing is written.
        let unit = exported.components(separatedBy: "      <trans-unit")[1].components(separatedBy: "</trans-unit>")[0]
        let broken = exported.replacingOccurrences(of: "Terminé", with: "Fini").replacingOccurrences(
            of: "    </body>", with: "      <trans-unit\(unit)</trans-unit>\n    </body>")
        try folder.write("fr.xliff", broken)
        let refused = folder.run(["import-xliff", "fr.xliff"])
        #expect(refused.exit == 1)
        #expect(refused.output.contains("ZK3024"))
        #expect(folder.read("Strings/Localizable.xcstrings") == Self.catalog)
        // The same file without the duplicate applies.
        try folder.write("fr.xliff", exported.replacingOccurrences(of: "Terminé", with: "Fini"))
        #expect(folder.run(["import-xliff", "--locale", "fr", "fr.xliff"]).exit == 0)
        #expect(
            folder.read("Strings/Localizable.xcstrings")
                == Self.catalog.replacingOccurrences(of: "Terminé", with: "Fini"))
    }

    /// Issue 48: the report counted the house rules (ZK3012, ZK3013) of a profile the project
    /// does not turn on, so it said "errors" where `check` said none.
    @Test func theReportCountsWhatCheckCounts() throws {
        let folder = try TemporaryFolder()
        // A key that breaks the key grammar, without a translator comment, a missing 'fr' value.
        try folder.write(
            "Strings/Localizable.xcstrings",
            #"{ "sourceLanguage" : "en", "strings" : { "Quiz Score" : { "localizations" : { "#
                + #""en" : { "stringUnit" : { "state" : "translated", "value" : "Score" } } } }, "#
                + #""Done" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "#
                + #""value" : "Fini" } } } } }, "version" : "1.0" }"#)
        func counts(_ output: String) throws -> (errors: Int?, warnings: Int?) {
            let document = try #require(JSONReader.read(text: output).value, "\(output)")
            return (document["summary"]?["errors"]?.int, document["summary"]?["warnings"]?.int)
        }
        func reported() throws -> (errors: Int?, warnings: Int?) {
            let json = try #require(folder.read("report.json"))
            let document = try #require(JSONReader.read(text: json).value, "\(json)")
            return (document["errors"]?.int, document["warnings"]?.int)
        }
        for configuration in [nil, #"{ "profile" : "zahlenkette" }"#] {
            if let configuration { try folder.write("zk-build.json", configuration) }
            let check = folder.run(["check", "--format", "json"])
            let report = folder.run(["report", "--report-format", "json", "-o", "report.json", "--format", "json"])
            #expect(report.exit == check.exit, "\(report.output)")
            let checked = try counts(check.output)
            let written = try reported()
            #expect(checked.errors == written.errors && checked.warnings == written.warnings, "\(check.output)")
            #expect(check.output.contains("ZK3012") == (configuration != nil), "\(check.output)")
        }
    }
}
