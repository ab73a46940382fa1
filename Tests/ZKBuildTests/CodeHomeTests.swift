import Foundation
import Testing
import ZKBuild
import ZKCore

/// One check, one file (issue 16): for every code `zk-build explain` lists, `grep -rl ZKnnnn
/// Sources` finds exactly one file — the one that holds the check's logic, examples and messages.
@Suite struct CodeHomeTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path

    /// Every Swift file under Sources with its text.
    static let files: [(path: String, text: String)] = {
        let enumerator = FileManager.default.enumerator(atPath: sources)
        var found: [(String, String)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: sources + "/" + relative, encoding: .utf8)
            else { continue }
            found.append((relative, text))
        }
        return found.sorted { $0.0 < $1.0 }
    }()

    static func homes(of code: String) -> [String] { files.filter { $0.text.contains(code) }.map(\.path) }

    @Test(arguments: CodeExampleHarnessTests.codes.map(\.code))
    func aCodeIsWrittenInOneFile(code: String) {
        let homes = Self.homes(of: code)
        #expect(homes.count == 1, "\(code) is written in \(homes)")
        #expect(
            !(homes.first ?? "").hasSuffix("Codes.swift"), "\(code) lives in a registry, not with its check: \(homes)")
    }
}
