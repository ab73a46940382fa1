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

    /// The shared codes of ZKCore (a file that cannot be read or written, an internal error, the
    /// lock, a required file, zk-build.json's values) are every reader's to raise; a relocated
    /// diagnostic (moved to its line in zk-build.json) keeps its code. Every other code is raised
    /// where it is declared: `Diagnostic(SomeCheck.code, …)` appears in that check's file only.
    static let sharedOrRelocated: Set<String> = [
        "FileReader", "AtomicFileWriter", "InternalError", "FileLock", "RequiredFileCheck", "ConfigurationValueCheck",
        "SourceLanguageCheck", "SchemaAssignment",
    ]

    @Test func aCheckRaisesItsCodesInItsOwnFile() throws {
        let declaration = try NSRegularExpression(pattern: #"(?:enum|struct) (\w+)[^{]*\{"#)
        let raise = try NSRegularExpression(pattern: #"Diagnostic\(\s*(\w+)\.(\w+)\s*,"#)
        // A type by its module and name (two modules may each have an `AudioIDGrammarCheck`); a
        // command line's module (`ZKDawgCLI`) raises the codes of its tool's (`ZKDawg`).
        func module(_ path: String) -> String {
            let first = String(path.prefix { $0 != "/" })
            return first.hasSuffix("CLI") ? String(first.dropLast(3)) : first
        }
        var home: [String: String] = [:]
        for (path, text) in Self.files where text.contains("DiagnosticCode(") {
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration.matches(in: text, range: range) {
                guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
                let key = module(path) + "." + name
                if home[key] == nil { home[key] = path }
            }
        }
        let modules = Set(home.keys.map { String($0.prefix { $0 != "." }) })
        for (path, text) in Self.files {
            let range = NSRange(text.startIndex..., in: text)
            for match in raise.matches(in: text, range: range) {
                guard let type = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
                    !Self.sharedOrRelocated.contains(type),
                    let declared = home[module(path) + "." + type]
                        ?? modules.lazy.compactMap({ home[$0 + "." + type] }).first
                else { continue }
                #expect(declared == path, "\(path) raises a code of \(type), declared in \(declared)")
            }
        }
    }
}
