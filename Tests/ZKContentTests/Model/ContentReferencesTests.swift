import Testing
import ZKCore

@testable import ZKContent

/// Which members are references is decided by code point: under `String`'s canonical
/// equivalence the Kelvin sign U+212A equals `K`, so `title\u{212A}ey` would pass for `titleKey`.
@Suite struct ContentReferencesTests {
    static func references(_ json: String) -> ContentReferences {
        ContentReferences(ContentInput.examples([DiagnosticExample.ExampleFile("Content/avatars.json", json)]))
    }

    @Test func aKelvinSignLookAlikeIsNoStringKeyField() {
        let found = Self.references(
            #"{ "avatars": [ { "id": "avatar.fuchs", "title\#u{212A}ey": "avatar.fuchs.name" } ] }"#)
        #expect(found.stringKeys.isEmpty)
    }

    @Test func theRealFieldIsOne() {
        let found = Self.references(
            #"{ "avatars": [ { "id": "avatar.fuchs", "titleKey": "avatar.fuchs.name", "assetName": "avatar_fuchs" } ] }"#
        )
        #expect(found.stringKeys.map(\.name) == ["avatar.fuchs.name"])
        #expect(found.assetNames.map(\.name) == ["avatar_fuchs"])
    }
}
