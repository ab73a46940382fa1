import Testing
import ZKCore

/// The one code of zk-build.json mistakes and its messages, shared by every reader of the file.
@Suite struct ConfigurationValueCheckTests {
    let at = SourceLocation(path: "zk-build.json", line: 2, column: 13)

    @Test func aWrongValueNamesTheKeyWhatItMustBeAndWhatItIs() {
        let wrong = ConfigurationValueCheck.mustBe("paths", "an object", found: "array", at: at)
        #expect(wrong.code == ConfigurationValueCheck.invalidConfiguration.code)
        #expect(wrong.message == "'paths' must be an object, found array")
        #expect(wrong.location == at)
        #expect(
            ConfigurationValueCheck.mustBe("strict", "true or false", at: at).message
                == "'strict' must be true or false")
    }

    @Test func anUnknownKeySuggestsTheNearestWithAFixIt() {
        let typo = ConfigurationValueCheck.unknownKey(
            "contnet", prefix: "paths.", known: ["content", "strings"], at: at)
        #expect(typo.message == "unknown key 'paths.contnet' in zk-build.json; did you mean 'paths.content'?")
        #expect(typo.fixIt?.replacement == "\"content\"")
        #expect(typo.notes.map(\.message) == ["known keys: content, strings"])
        let far = ConfigurationValueCheck.unknownKey("zzz", known: ["$schema", "paths"], at: at)
        #expect(far.message == "unknown key 'zzz' in zk-build.json")
        #expect(far.fixIt == nil)
        #expect(far.notes.map(\.message) == ["known keys: paths"])
    }
}
