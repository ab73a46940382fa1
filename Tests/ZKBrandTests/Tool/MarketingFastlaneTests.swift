import Foundation
import Testing
import ZKCore

@testable import ZKBrandCLI

/// Issue 48, item 7: `zk-marketing check` run in a repository without `Brand/` reads fastlane's
/// store texts in place, as `zk-build check` does, and reports at the same places.
@Suite struct MarketingFastlaneTests {
    func run(_ arguments: [String], in folder: String) -> (code: Int32, output: String, error: String) {
        let capture = MarketingToolTests.Capture()
        let errors = MarketingToolTests.Capture()
        let code = ToolMain.run(
            spec: MarketingTool.spec, version: MarketingTool.version, registry: MarketingTool.registry,
            arguments: arguments + ["-C", folder], environment: ["CI": "true"],
            standardOutput: { capture.append($0) }, standardError: { errors.append($0) }, handler: MarketingTool.run)
        return (code, capture.value, errors.value)
    }

    static func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "zk-marketing-fastlane-" + UUID().uuidString
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func withoutABrandFolderCheckReadsFastlaneMetadataInPlace() throws {
        let root = try Self.folder([
            "ios/fastlane/metadata/en-US/name.txt": "Zahlenkette\n",
            "ios/fastlane/metadata/en-US/subtitle.txt": "Count to twenty with friends every day\n",
            "ios/fastlane/metadata/primary_category.txt": "EDUCATON\n",
            "ios/fastlane/metadata/android/en-US/title.txt": "Zahlenkette: count with friends\n",
            "build/fastlane/metadata/en-US/subtitle.txt": "Count to twenty with friends every day, in build\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = run(["check"], in: root)
        #expect(check.code == 1, "\(check.output)\(check.error)")
        let places = (check.output + check.error).split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.prefix { $0 != " " })
        }
        #expect(
            places == [
                "ios/fastlane/metadata/android/en-US/title.txt:1:31:",
                "ios/fastlane/metadata/en-US/subtitle.txt:1:31:",
                "ios/fastlane/metadata/primary_category.txt:1:1:",
            ], "\(check.output)\(check.error)")
    }

    @Test func withNeitherTheUsageErrorNamesBoth() throws {
        let root = try Self.folder(["README.md": "An app.\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = run(["check"], in: root)
        #expect(check.code == 2)
        #expect(check.error.contains("no brand folder 'Brand' (and no fastlane/metadata under the working folder)"))
    }
}
