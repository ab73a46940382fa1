import Testing
import ZKCore

@testable import ZKAudio

/// Fix-its that replace a JSON string write it through `JSONWriter.quoted`: a name with `"` or `\`
/// gives a valid JSON string literal that reads back as the name.
@Suite struct FixItQuotingTests {
    static let name = #"a "quoted" \ name"#

    static func readsBack(_ fixIt: Diagnostic.FixIt) -> String? {
        let parsed = JSONReader.read(text: fixIt.replacement)
        return parsed.diagnostics.isEmpty ? parsed.value?.string : nil
    }

    @Test func theAudioFixItsAreValidJSONStrings() {
        #expect(Self.readsBack(MissingRecordingCheck.useID(Self.name)) == Self.name)
        #expect(Self.readsBack(FilePathConventionCheck.usePath(Self.name)) == Self.name)
        #expect(Self.readsBack(UnknownKeyCheck.useKey(Self.name)) == Self.name)
        #expect(Self.readsBack(AudioRootCheck.setRoot(Self.name)) == Self.name)
        #expect(MissingRecordingCheck.useID(Self.name).replacement == #""a \"quoted\" \\ name""#)
    }

    @Test func aPlainNameIsQuotedAsBefore() {
        #expect(MissingRecordingCheck.useID("game.fuchs").replacement == #""game.fuchs""#)
    }
}
