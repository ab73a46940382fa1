import Testing
import ZKCore

@testable import ZKProject

/// The audio ID grammar (spec 4.10, section 20), the one rule of content and of the
/// manifests, and the sound-or-voice decision.
@Suite struct AudioIDTests {
    @Test(
        arguments: [
            ("num.0", nil), ("num.20", nil), ("num.7.q", nil), ("sfx.tap", nil), ("music.teich", nil),
            ("prompt.hoer_hin.find_number", nil), ("prompt.abenteuer.2nd_stop", nil), ("prompt.zaehlen.7.word", nil),
            ("num.21", "beyond num.20"), ("num.0.q", "zero"), ("num.07", "leading zero"), ("num.x", "not a number"),
            ("num.7.Q", "neither"), ("sfx", "needs a key"), ("sfx.ui.tap", "2 segments after 'sfx.'"),
            ("prompt.intro", "2 segments"), ("prompt.Hoer.x", "'Hoer'"), ("prompt..x", "empty segment"),
            (".num", "starts or ends"), ("", "empty"), ("game.abenteuer.done", "no audio prefix"),
            ("number.7.word", "no audio prefix"), ("prompt.hoer__hin.x", "not lower-case snake_case"),
            ("prompt.hoer_hin.x_", "not lower-case snake_case"),
        ] as [(String, String?)])
    func audioIDGrammar(_ id: String, _ problem: String?) {
        let found = AudioID.problem(in: id)
        if let problem {
            #expect(found?.contains(problem) == true, "\(id): \(found ?? "nil")")
        } else {
            #expect(found == nil, "\(id): \(found ?? "")")
        }
    }

    /// A prompt ID is a string key: whatever the key grammar accepts after `prompt.` the audio
    /// grammar accepts, and the other way round.
    @Test(arguments: ["abenteuer.2nd_stop", "abenteuer.next_stop", "a.b.c", "hoer_hin.7", "x", "a..b", "a.B.c", "a_.b"])
    func aPromptIDIsAStringKey(_ rest: String) {
        #expect(
            (AudioID.problem(in: "prompt." + rest) == nil) == KeyGrammar.isValid("prompt." + rest), "prompt.\(rest)")
    }

    @Test func soundOrVoiceIsDecidedByTheCodePoints() {
        // "sfx." + U+0301: as characters it does not start with "sfx." (the dot and the accent are
        // one character); as code points, which is what the manifest holds, it does.
        let id = "sfx.\u{0301}tap"
        #expect(!id.hasPrefix("sfx."))
        #expect(AudioID.kind(of: id) == .sound)
        #expect(AudioID.kind(of: "num.7") == .voice)
    }
}
