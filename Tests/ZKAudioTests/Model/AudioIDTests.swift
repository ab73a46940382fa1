import Testing
import ZKCore

@testable import ZKAudio

/// The audio ID grammar (spec 4.10) and the sound-or-voice decision.
@Suite struct AudioIDTests {
    @Test(
        arguments: [
            ("num.0", nil), ("num.20", nil), ("num.7.q", nil), ("sfx.tap", nil), ("music.teich", nil),
            ("prompt.hoer_hin.find_number", nil),
            ("num.21", "beyond num.20"), ("num.0.q", "zero"), ("num.07", "leading zero"), ("num.x", "not a number"),
            ("num.7.Q", "neither"), ("sfx", "needs a key"), ("prompt.intro", "2 segments"), ("prompt.Hoer.x", "'Hoer'"),
            ("prompt..x", "empty segment"), (".num", "starts or ends"), ("", "empty"),
        ] as [(String, String?)])
    func audioIDGrammar(_ id: String, _ problem: String?) {
        let found = AudioID.problem(in: id)
        if let problem {
            #expect(found?.contains(problem) == true, "\(id): \(found ?? "nil")")
        } else {
            #expect(found == nil, "\(id): \(found ?? "")")
        }
    }

    @Test func soundOrVoiceIsDecidedByTheCodePoints() {
        // "sfx." + U+0301: as characters it does not start with "sfx." (the dot and the accent are
        // one character); as code points, which is what the manifest holds, it does.
        let id = "sfx.\u{0301}tap"
        #expect(!id.hasPrefix("sfx."))
        #expect(AudioID.kind(of: id) == .sound)
        #expect(AudioCategory.of(id) == .sounds)
        #expect(AudioCategory.of("music.\u{0301}x") == .music)
        #expect(AudioID.kind(of: "num.7") == .voice)
    }
}
