import Testing
import ZKCore

@testable import ZKAudio

/// The audio category of an ID, decided on its code points as `AudioID.kind` is (the grammar's
/// own tests are ZKProjectTests/AudioIDTests).
@Suite struct AudioCategoryTests {
    @Test func categoryIsDecidedByTheCodePoints() {
        // "sfx." + U+0301: as characters it does not start with "sfx." (the dot and the accent are
        // one character); as code points, which is what the manifest holds, it does.
        let id = "sfx.\u{0301}tap"
        #expect(!id.hasPrefix("sfx."))
        #expect(AudioCategory.of(id) == .sounds)
        #expect(AudioCategory.of("music.\u{0301}x") == .music)
    }
}
