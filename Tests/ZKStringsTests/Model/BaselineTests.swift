import Testing
import ZKCore

@testable import ZKStrings

/// `--baseline`: known findings are absorbed, new ones are reported.
@Suite struct BaselineTests {
    @Test func knownFindingsAreAbsorbedNewOnesRemain() throws {
        let old = try Fixtures.check("key-grammar.xcstrings")
        let baseline = Baseline(recording: old)
        let reread = try Baseline.read(SourceFile(path: "baseline.json", bytes: baseline.bytes)).get()
        #expect(reread == baseline)
        let new = Diagnostic(
            EmptyValueCheck.emptyValue, "'en' value of 'x' is empty",
            at: SourceLocation(path: "Strings/Content.xcstrings", line: 3, column: 9))
        let (remaining, known) = reread.filter(old + [new])
        #expect(known == old.count)
        #expect(remaining == [new])
    }
}
