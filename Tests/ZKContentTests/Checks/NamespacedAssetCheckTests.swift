import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// A flat name whose set lies in a namespacing group (ZK2050) notes the group.
@Suite struct NamespacedAssetCheckTests {
    @Test func namespacedReferenceNotesTheGroup() throws {
        let broken = try #require(NamespacedAssetCheck.namespaced.broken)
        let diagnostic = try #require(ContentChecker.check(examples: broken.cleanFiles).first { $0.code == "ZK2050" })
        #expect(
            diagnostic.message.hasSuffix(
                "names asset 'avatar_fuchs', but Xcode names it 'Avatars/avatar_fuchs': group 'Avatars' provides a namespace, so a lookup of 'avatar_fuchs' finds nothing"
            ))
        #expect(
            diagnostic.notes.first?.location?.description == "Content/Illustrations.xcassets/Avatars/Contents.json:1:86"
        )
        // The namespaced set is not also reported missing.
        #expect(!ContentChecker.check(examples: broken.cleanFiles).contains { $0.code == "ZK2027" })
    }
}
