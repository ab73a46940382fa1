import Foundation
import Testing
import ZKBuild
import ZKCore

/// Another team's repository (made with `zk-build init`): the Swift sources are an input, a key
/// used in code and in no catalog is an error at its file and line, a catalog key nothing uses
/// is reported, used keys raise nothing, and `build` writes the typed accessors.
@Suite struct SwiftSourcesTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld stars" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld stars" } } } },
            "home.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } } },
            "items.count" : {
              "localizations" : { "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
              } } } }
            },
            "row.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Row" } } } },
            "unused.key" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Nobody" } } } }
          },
          "version" : "1.0"
        }
        """

    static func repository() throws -> TestProject {
        let project = TestProject(existing: NSTemporaryDirectory() + "zk-build-swift-\(UUID().uuidString)")
        try project.write("App/Localizable.xcstrings", catalog)
        try project.write(
            "App/HomeView.swift",
            """
            import SwiftUI

            struct HomeView: View {
                let n: Int
                var body: some View {
                    VStack {
                        Text("home.title")
                        Text("\\(n) stars")
                        Row(title: "row.title")
                        Text(String(localized: "items.count"))
                    }
                }
            }
            """)
        try project.write(
            "Packages/Kit/Sources/Kit/Banner.swift",
            """
            import SwiftUI

            public struct Banner: View {
                public var body: some View { Text("banner.welcome") }
            }
            """)
        // Not the app's code: build output and vendored checkouts.
        try project.write(".build/checkouts/Lib/Lib.swift", "let a = Text(\"vendored.key\")\n")
        try project.write("Pods/Lib/Lib.swift", "let a = Text(\"pod.key\")\n")
        try project.write("vendor/Lib/Lib.swift", "let a = Text(\"vendor.key\")\n")
        return project
    }

    @Test func initNamesTheSwiftFoldersAndCheckFindsTheMissingKeyAndTheUnusedOne() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let initRun = project.run(["init"], stages: StageCatalog.stages)
        #expect(initRun.code == 0, "\(initRun.err)")
        let configuration = try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8)
        #expect(configuration.contains(#""swiftSources": ["#), "\(configuration)")
        #expect(
            configuration.contains(#""App""#) && configuration.contains(#""Packages""#)
                && !configuration.contains("vendor"))

        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 1)
        let lines = check.out.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
        #expect(
            lines == [
                "Packages/Kit/Sources/Kit/Banner.swift:4:39: error: key 'banner.welcome' used by Text is not defined in 'App/Localizable.xcstrings' [ZK3080]",
                "App/Localizable.xcstrings:13:5: warning: key 'unused.key' of 'Localizable.xcstrings' is used by no Swift source and no content file; use it where it is meant, or remove it if nothing should [ZK3016]",
            ], "\(check.out)")
    }

    @Test func buildWritesTheAccessorsAndRecordsThem() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("zk-build.json", #"{ "swiftSources": ["App"], "severities": { "ZK3016": "ignore" } }"#)
        let build = project.run(["build"], stages: StageCatalog.stages)
        #expect(build.code == 0, "\(build.err)")
        let text = try String(contentsOfFile: project.root + "/build/swift/strings/Localizable.swift", encoding: .utf8)
        #expect(text.contains("public static func itemsCount(_ count: Int) -> String {"))
        #expect(text.contains("public static var homeTitle: String { lookup(\"home.title\", \"Home\") }"))
        // The record holds the file: clean removes it.
        let clean = project.run(["clean"], stages: StageCatalog.stages)
        #expect(clean.code == 0)
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/swift/strings/Localizable.swift"))
    }

    @Test func theConfiguredFoldersAreTheOnlySwiftRead() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "zk-build.json", #"{ "profile": [], "catalogs": ["App/Localizable.xcstrings"], "swiftSources": ["App"] }"#)
        let named = project.run(["check"], stages: StageCatalog.stages)
        #expect(!named.out.contains("ZK3080"), "\(named.out)")
        #expect(named.out.contains("unused.key"))
        try project.write("zk-build.json", #"{ "swiftSources": "App" }"#)
        let wrong = project.run(["check"], stages: StageCatalog.stages)
        #expect(wrong.code == 1)
        #expect(
            wrong.out.contains(
                "zk-build.json:1:19: error: 'swiftSources' must be an array of project folders or .swift files"),
            "\(wrong.out)")
    }

    /// A `swiftSources` entry that names nothing: the code it meant would go unread, so it is an
    /// error at the entry, with the folder beside it that was meant.
    @Test func aMissingSwiftSourcesEntryIsReportedAtTheEntry() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "zk-build.json", #"{ "swiftSources": ["Ap", "Packages"], "severities": { "ZK3016": "ignore" } }"#)
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 1)
        let lines = check.out.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        #expect(
            lines.first
                == "zk-build.json:1:20: error: 'swiftSources' names 'Ap', which does not exist, so no Swift is read there; did you mean 'App'? [ZK0021]",
            "\(check.out)")
        // The entries that exist are read: the package's missing key is still found.
        #expect(check.out.contains("Banner.swift:4:39: error: key 'banner.welcome'"), "\(check.out)")
    }
}
