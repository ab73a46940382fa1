import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// The generated string accessors: the golden file, the names, the argument types, collisions.
@Suite struct SwiftAccessorWriterTests {
    static func generated(
        _ name: String = "generated/Accessors.xcstrings"
    ) throws -> (path: String, text: String, diagnostics: [Diagnostic]) {
        let file = SwiftAccessorWriter.write(try Fixtures.catalog(name), sourceLocale: "en")
        return (file.path, file.text, file.diagnostics)
    }

    /// `ZK_UPDATE_GOLDENS=1 scripts/test.sh --filter SwiftAccessorWriterTests` rewrites the golden file.
    @Test func theFileIsTheGolden() throws {
        let (path, text, _) = try Self.generated()
        #expect(path == "Accessors.swift")
        let golden = Fixtures.root + "/generated/Accessors.swift"
        if ProcessInfo.processInfo.environment["ZK_UPDATE_GOLDENS"] == "1" {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    @Test func aCollisionIsReportedAtTheSecondKey() throws {
        let (_, _, diagnostics) = try Self.generated()
        #expect(diagnostics.map(\.place) == ["ZK3082 Tests/Fixtures/strings/generated/Accessors.xcstrings:20:5"])
        #expect(
            diagnostics.first?.message
                == "keys 'home.title' and 'home_title' both become the Swift name 'homeTitle' in Accessors.swift; 'home_title' gets no accessor; rename one"
        )
    }

    @Test func namesAreLowerCamelCaseAsXcstringsToolWritesThem() {
        #expect(SwiftAccessorWriter.memberName("home.title") == "homeTitle")
        #expect(SwiftAccessorWriter.memberName("items.count") == "itemsCount")
        #expect(SwiftAccessorWriter.memberName("settings_privacy-policy") == "settingsPrivacyPolicy")
        #expect(SwiftAccessorWriter.memberName("Hello, World!") == "helloWorld")
        #expect(SwiftAccessorWriter.memberName("URL") == "url")
        #expect(SwiftAccessorWriter.memberName("URLPath.label") == "urlPathLabel")
        #expect(SwiftAccessorWriter.memberName("7.days") == "_7Days")
        #expect(SwiftAccessorWriter.memberName("default") == "`default`")
        #expect(SwiftAccessorWriter.memberName("•") == nil)
    }
}
