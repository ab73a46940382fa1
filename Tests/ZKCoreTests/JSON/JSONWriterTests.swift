import Testing
import ZKCore

/// The one JSON writer's three layouts and its member orders (ZKStrings' catalog writer is its
/// Xcode layout with Xcode's key order; the goldens of real catalogs are in `CatalogWriterTests`).
@Suite struct JSONWriterTests {
    static let tree = JSONValue.object([
        ("b", .array([.int(1), .string("x\n")])), ("a", .object([(String, JSONValue)]())), ("c", .array([])),
    ])

    @Test func compactPrettyAndXcodeLayouts() {
        #expect(JSONWriter(style: .compact).string(Self.tree) == #"{"b":[1,"x\n"],"a":{},"c":[]}"#)
        #expect(
            JSONWriter(style: .pretty).string(Self.tree)
                == "{\n  \"b\": [\n    1,\n    \"x\\n\"\n  ],\n  \"a\": {},\n  \"c\": []\n}\n")
        #expect(
            JSONWriter(style: .xcode, order: .source).string(Self.tree)
                == "{\n  \"b\" : [\n    1,\n    \"x\\n\"\n  ],\n  \"a\" : {\n\n  },\n  \"c\" : [\n\n  ]\n}")
    }

    @Test func memberOrders() {
        #expect(JSONWriter(style: .compact, sortKeys: true).string(Self.tree) == #"{"a":{},"b":[1,"x\n"],"c":[]}"#)
        let reversed = JSONWriter(style: .compact, order: .custom { $0.reversed() })
        #expect(reversed.string(Self.tree) == #"{"c":[],"a":{},"b":[1,"x\n"]}"#)
    }
}

@Suite struct JSONWriterQuotedTests {
    @Test func quotedEscapesWhatJSONRequires() {
        #expect(JSONWriter.quoted("plain") == #""plain""#)
        #expect(JSONWriter.quoted(#"a "b" \ c"#) == #""a \"b\" \\ c""#)
        #expect(JSONWriter.quoted("line\nbreak\u{01}") == #""line\nbreak\u0001""#)
        #expect(JSONReader.read(text: JSONWriter.quoted(#"x"\y"#)).value?.string == #"x"\y"#)
    }
}
