import Testing
import ZKCore

@testable import ZKContent

/// The inventory reads every kind of set and every trait of an entry, keeps unknown keys, and
/// names sets as Xcode does.
@Suite struct AssetInventoryTests {
    typealias File = DiagnosticExample.ExampleFile
    static let catalog = "Content/Illustrations.xcassets"

    static let files: [File] = [
        File("\(catalog)/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#),
        File("\(catalog)/Friends/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#),
        File("\(catalog)/Friends/Teens/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#),
        File(
            "\(catalog)/Friends/Teens/friend_17.imageset/Contents.json",
            """
            { "images" : [
                { "filename" : "friend_17.svg", "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ], "filename" : "friend_17_dark.svg", "idiom" : "universal" },
                { "filename" : "friend_17_ru.svg", "idiom" : "universal", "locale" : "ru" },
                { "filename" : "friend_17_vision.svg", "idiom" : "vision", "future-trait" : "kept" }
              ],
              "properties" : { "compression-type" : "lossless", "on-demand-resource-tags" : [ "teens" ], "preserves-vector-representation" : true,
                               "template-rendering-intent" : "original", "future-property" : 1 } }
            """),
        File(
            "\(catalog)/bg_wiese.colorset/Contents.json",
            #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.1", "green" : "0.5", "blue" : "0.2", "alpha" : "1.000" } }, "idiom" : "universal" } ] }"#
        ),
        File(
            "\(catalog)/glyph_stern.symbolset/Contents.json",
            #"{ "symbols" : [ { "filename" : "glyph_stern.svg", "idiom" : "universal" } ] }"#),
        File(
            "\(catalog)/game_daten.dataset/Contents.json",
            #"{ "data" : [ { "filename" : "daten.json", "idiom" : "universal", "universal-type-identifier" : "public.json" } ] }"#
        ),
        File(
            "\(catalog)/AppIcon.appiconset/Contents.json",
            #"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#
        ),
    ]

    @Test func readsEveryKindAndTrait() throws {
        let inventory = AssetInventory(ContentInput.examples(Self.files))
        #expect(
            inventory.sets.map(\.name) == ["AppIcon", "Friends/friend_17", "bg_wiese", "game_daten", "glyph_stern"])
        #expect(inventory.sets.map(\.kind) == [.appIconSet, .imageSet, .colorSet, .dataSet, .symbolSet])
        let friend = try #require(inventory.byName["Friends/friend_17"]?.first)
        #expect(
            friend.stem == "friend_17" && friend.namespaces.map(\.name) == ["Friends"] && friend.category == "friend")
        #expect(friend.namespaces.first?.location.description == "\(Self.catalog)/Friends/Contents.json:1:43")
        #expect(friend.entries.count == 4)
        #expect(
            friend.entries[1].appearances.map { "\($0.appearance)=\($0.value)" } == [
                "luminosity=dark", "contrast=high",
            ])
        #expect(friend.entries[1].traitsText == "dark, high contrast")
        #expect(friend.entries[2].locale == "ru" && friend.entries[3].idiom == "vision")
        #expect(friend.entries[3].raw["future-trait"]?.string == "kept")
        #expect(friend.compressionType == "lossless" && friend.onDemandResourceTags == ["teens"])
        #expect(friend.preservesVectorRepresentation && friend.templateRenderingIntent == "original")
        #expect(friend.properties?["future-property"]?.int == 1)
        #expect(inventory.byName["game_daten"]?.first?.entries.first?.filename?.value == "daten.json")
        #expect(inventory.byName["glyph_stern"]?.first?.entries.first?.filename?.value == "glyph_stern.svg")
        #expect(inventory.byName["AppIcon"]?.first?.entries.first?.size == "1024x1024")
    }

    @Test func unknownKeysAreNeverErrors() {
        let diagnostics = ContentChecker.check(examples: Self.files)
        #expect(!diagnostics.contains { $0.message.contains("future") })
    }

    @Test func namespacedAndPlainGroupsResolve() {
        let inventory = AssetInventory(ContentInput.examples(Self.files))
        if case .namespaced(let sets) = AssetResolution.resolve("friend_17", in: inventory) {
            #expect(sets.map(\.name) == ["Friends/friend_17"])
        } else {
            Issue.record("friend_17 should resolve as namespaced")
        }
        if case .found(let set) = AssetResolution.resolve("glyph_stern", in: inventory) {
            #expect(set.kind == .symbolSet)
        } else {
            Issue.record("glyph_stern not found")
        }
    }
}
