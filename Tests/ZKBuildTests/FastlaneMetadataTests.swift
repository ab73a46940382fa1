import Foundation
import Testing
import ZKBuild
import ZKCore

/// fastlane's store texts read in place (issue 49): zero-configuration `check` finds
/// `fastlane/metadata` (deliver's layout) and `fastlane/metadata/android` (supply's), checks each
/// with its own store's rules at the file, and leaves a clean tree quiet.
@Suite struct FastlaneMetadataTests {
    /// A clean tree of both stores, in fastlane's layout and locale names.
    static let clean: [String: String] = [
        "fastlane/metadata/en-US/name.txt": "Zahlenkette\n",
        "fastlane/metadata/en-US/subtitle.txt": "Count to twenty\n",
        "fastlane/metadata/en-US/keywords.txt": "counting,numbers,math,kids,preschool\n",
        "fastlane/metadata/en-US/description.txt": "Learn to count.\n\nTap the beads, one by one.\n",
        "fastlane/metadata/en-US/promotional_text.txt": "New: the number monster.\n",
        "fastlane/metadata/en-US/release_notes.txt": "Bug fixes.\n",
        "fastlane/metadata/en-US/privacy_url.txt": "https://zahlenkette.app/privacy\n",
        "fastlane/metadata/de-DE/name.txt": "Zahlenkette\n",
        "fastlane/metadata/de-DE/subtitle.txt": "Zählen bis zwanzig\n",
        "fastlane/metadata/copyright.txt": "2026 Zahlenkette\n",
        "fastlane/metadata/primary_category.txt": "EDUCATION\n",
        "fastlane/metadata/review_information/notes.txt": "No login needed.\n",
        "fastlane/metadata/android/en-US/title.txt": "Zahlenkette\n",
        "fastlane/metadata/android/en-US/short_description.txt": "Count to twenty with friends.\n",
        "fastlane/metadata/android/en-US/full_description.txt": "Learn to count.\n",
        "fastlane/metadata/android/en-US/changelogs/1042.txt": "Bug fixes.\n",
    ]

    static func project(_ files: [String: String]) throws -> TestProject {
        let project = TestProject(existing: NSTemporaryDirectory() + "zk-build-fastlane-\(UUID().uuidString)")
        for (path, text) in files { try project.write(path, text) }
        return project
    }

    static func findings(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
        }
    }

    @Test func aCleanTreeOfBothStoresIsQuiet() throws {
        let project = try Self.project(Self.clean)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 0, "\(check.out)")
        #expect(Self.findings(check.out).isEmpty, "\(check.out)")
        #expect(check.out.contains("in 16 files"), "\(check.out)")
    }

    @Test func plantedMistakesAreReportedAtTheirFiles() throws {
        var files = Self.clean
        files["fastlane/metadata/en-US/subtitle.txt"] = "Count to twenty with friends every day\n"
        files["fastlane/metadata/en-US/keywords.txt"] =
            "counting,numbers,math,kids,learning,preschool,school,addition,subtraction,games,education,toddler,abc\n"
        files["fastlane/metadata/en-US/description.txt"] = "Learn to count.\nTap the \u{0B}beads.\n"
        files["fastlane/metadata/primary_category.txt"] = "EDUCATON\n"
        files["fastlane/metadata/android/en-US/title.txt"] = "Zahlenkette: count with friends\n"
        let project = try Self.project(files)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 1)
        let places = Self.findings(check.out).map { line in
            line.split(separator: " ").first.map(String.init) ?? line
        }
        let codes = Self.findings(check.out).compactMap { line in
            line.range(of: "[ZK").map { String(line[$0.lowerBound...]) }
        }
        #expect(
            places == [
                "fastlane/metadata/android/en-US/title.txt:1:31:",
                "fastlane/metadata/en-US/description.txt:2:9:",
                "fastlane/metadata/en-US/keywords.txt:1:101:",
                "fastlane/metadata/en-US/subtitle.txt:1:31:",
                "fastlane/metadata/primary_category.txt:1:1:",
            ], "\(check.out)")
        #expect(codes == ["[ZK5030]", "[ZK5090]", "[ZK5030]", "[ZK5030]", "[ZK5041]"], "\(check.out)")
        #expect(check.out.contains("over the Google Play limit of 30 characters"))
        #expect(check.out.contains("keywords of 'en-US' is 101 bytes"))
    }

    /// Each store's rules for its own tree only: an App-Store-only tree gets no Google Play
    /// finding, and fastlane's `en-US` is no locale "never rendered".
    @Test func anAppStoreOnlyTreeGetsOnlyAppStoreRules() throws {
        let files = Self.clean.filter { !$0.key.hasPrefix("fastlane/metadata/android/") }
        let project = try Self.project(files)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 0)
        #expect(Self.findings(check.out).isEmpty, "\(check.out)")
        #expect(!check.out.contains("Google Play") && !check.out.contains("ZK5024"))
    }

    @Test func initNamesTheTreeItFound() throws {
        let project = try Self.project(Self.clean)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let initRun = project.run(["init"], stages: StageCatalog.stages)
        #expect(initRun.code == 0, "\(initRun.err)")
        #expect(initRun.out.contains("store texts read in place (fastlane): fastlane/metadata/"), "\(initRun.out)")
        #expect(initRun.out.contains("stages: store-texts"), "\(initRun.out)")
        let written = try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8)
        #expect(
            written.contains(#""fastlaneMetadata" : ["#) || written.contains(#""fastlaneMetadata": ["#), "\(written)")
        #expect(written.contains(#""fastlane/metadata""#), "\(written)")
        // The written file reproduces the run: the planted subtitle is still found.
        try project.write("fastlane/metadata/en-US/subtitle.txt", "Count to twenty with friends every day\n")
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 1 && check.out.contains("fastlane/metadata/en-US/subtitle.txt:1:31:"), "\(check.out)")
    }

    /// A profile project reads the folders `fastlaneMetadata` names, and an entry that names no
    /// folder is an error at it with the nearest metadata folder.
    @Test func theKeyNamesTheFoldersAndATypoIsAnErrorAtIt() throws {
        var files = Self.clean.reduce(into: [String: String]()) { $0["ios/" + $1.key] = $1.value }
        files["ios/fastlane/metadata/en-US/subtitle.txt"] = "Count to twenty with friends every day\n"
        files["zk-build.json"] = #"{ "profile": "zahlenkette", "fastlaneMetadata": ["ios/fastlane/metadata"] }"#
        files["Strings/Localizable.xcstrings"] = #"{ "sourceLanguage" : "de", "strings" : { }, "version" : "1.0" }"#
        let project = try Self.project(files)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check", "store-texts"], stages: StageCatalog.stages)
        #expect(check.out.contains("ios/fastlane/metadata/en-US/subtitle.txt:1:31: error:"), "\(check.out)")
        try project.write(
            "zk-build.json", #"{ "profile": "zahlenkette", "fastlaneMetadata": ["ios/fastlane/metadta"] }"#)
        let typo = project.run(["check", "store-texts"], stages: StageCatalog.stages)
        #expect(typo.code == 1)
        #expect(typo.out.contains("zk-build.json:1:50: error:") && typo.out.contains("[ZK0021]"), "\(typo.out)")
        #expect(typo.out.contains("ios/fastlane/metadata"), "\(typo.out)")
    }
}
