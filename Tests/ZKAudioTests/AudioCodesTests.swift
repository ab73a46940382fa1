import Testing
import ZKCore
@testable import ZKAudio

/// Every declared code's examples: the broken one yields the code exactly at `↓`, the fixed one
/// does not yield it. Codes triggered by audio files or absent paths have dedicated tests.
@Suite struct AudioCodesTests {
    @Test func everyCodeIsDeclaredOnceInTheAudioRange() {
        let registry = CodeRegistry([CoreCodes.all, AudioCodes.all])
        #expect(registry.duplicateCodes.isEmpty)
        for code in AudioCodes.all {
            #expect(code.code.hasPrefix("ZK4"), "\(code.code)")
            #expect(!code.summary.isEmpty && !code.explanation.isEmpty)
        }
    }

    @Test func everyCodeHasExamplesOrADedicatedTest() {
        let dedicated = Set(AudioCodes.testedWithoutExamples.map(\.code))
        for code in AudioCodes.all {
            let hasExamples = code.broken != nil && code.fixed != nil
            #expect(hasExamples != dedicated.contains(code.code), "\(code.code): examples xor dedicated test")
        }
    }

    @Test(arguments: AudioCodes.all.filter { $0.broken != nil }.map(\.code))
    func brokenExampleHitsTheMarker(_ name: String) throws {
        let code = try #require(AudioCodes.all.first { $0.code == name })
        let example = try #require(code.broken)
        let marked = try #require(example.markedLocation)
        let found = AudioExamples.diagnostics(for: example.cleanFiles).filter { $0.code == code.code }
        let hit = found.contains {
            $0.location?.path == marked.path && $0.location?.start?.line == marked.line && $0.location?.start?.column == marked.column
        }
        #expect(hit, "\(code.code) expected at \(marked.path):\(marked.line):\(marked.column), found \(found.map { $0.location?.description ?? "-" })")
        for diagnostic in found { #expect(diagnostic.severity == code.severity) }
    }

    @Test(arguments: AudioCodes.all.filter { $0.fixed != nil }.map(\.code))
    func fixedExampleIsClean(_ name: String) throws {
        let code = try #require(AudioCodes.all.first { $0.code == name })
        let example = try #require(code.fixed)
        let found = AudioExamples.diagnostics(for: example.cleanFiles).filter { $0.code == code.code }
        #expect(found.isEmpty, "\(code.code): \(found.map(\.message))")
    }
}
