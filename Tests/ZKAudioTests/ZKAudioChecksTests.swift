import Foundation
import Testing
import ZKCore
@testable import ZKAudio

/// Every declared code's examples: the broken one yields the code exactly at `↓`, the fixed one
/// does not yield it. Codes triggered by audio files or absent paths have dedicated tests.
@Suite struct ZKAudioChecksTests {
    @Test func everyCodeIsDeclaredOnceInTheAudioRange() {
        let registry = CodeRegistry([ZKCoreChecks.codes, ZKAudioChecks.codes])
        #expect(registry.duplicateCodes.isEmpty)
        for code in ZKAudioChecks.codes {
            #expect(code.code.hasPrefix("ZK4"), "\(code.code)")
            #expect(!code.summary.isEmpty && !code.explanation.isEmpty)
        }
    }

    /// Codes whose trigger is a binary audio file, a missing path or a measurement: each has a
    /// dedicated test (AudioProbeTests, FixtureMatrixTests, LevelAnalysisTests, ScenarioTests).
    static let testedWithoutExamples = [
        "ZK4011", "ZK4022", "ZK4024", "ZK4025", "ZK4026", "ZK4027", "ZK4029",
        "ZK4031", "ZK4032", "ZK4033", "ZK4034",
    ]

    @Test func everyCodeStringAppearsInExactlyOneSourceFile() throws {
        let root = DefaultProject.root + "/Sources"
        let files = DirectoryWalker.files(under: root, extensions: ["swift"])
        var owners: [String: [String]] = [:]
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for code in ZKAudioChecks.codes where text.contains("\"\(code.code)\"") { owners[code.code, default: []].append(file) }
        }
        for code in ZKAudioChecks.codes {
            #expect(owners[code.code]?.count == 1, "\(code.code): \(owners[code.code] ?? [])")
        }
    }

    @Test func everyCodeHasExamplesOrADedicatedTest() {
        let dedicated = Set(Self.testedWithoutExamples)
        for code in ZKAudioChecks.codes {
            let hasExamples = code.broken != nil
            #expect(hasExamples != dedicated.contains(code.code), "\(code.code): examples xor dedicated test")
        }
    }

    @Test(arguments: ZKAudioChecks.codes.filter { $0.broken != nil }.map(\.code))
    func brokenExampleHitsTheMarker(_ name: String) throws {
        let code = try #require(ZKAudioChecks.codes.first { $0.code == name })
        let example = try #require(code.broken)
        let marked = try #require(example.markedLocation)
        let found = AudioExamples.diagnostics(for: example.cleanFiles).filter { $0.code == code.code }
        let hit = found.contains {
            $0.location?.path == marked.path && $0.location?.start?.line == marked.line && $0.location?.start?.column == marked.column
        }
        #expect(hit, "\(code.code) expected at \(marked.path):\(marked.line):\(marked.column), found \(found.map { $0.location?.description ?? "-" })")
        for diagnostic in found { #expect(diagnostic.severity == code.severity) }
    }

    @Test(arguments: ZKAudioChecks.codes.filter { $0.fixed != nil }.map(\.code))
    func fixedExampleIsClean(_ name: String) throws {
        let code = try #require(ZKAudioChecks.codes.first { $0.code == name })
        let example = try #require(code.fixed)
        let found = AudioExamples.diagnostics(for: example.cleanFiles).filter { $0.code == code.code }
        #expect(found.isEmpty, "\(code.code): \(found.map(\.message))")
    }
}
