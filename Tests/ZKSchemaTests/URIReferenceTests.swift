import Testing

@testable import ZKCore
@testable import ZKSchema

/// Reference resolution as RFC 3986 §5.4 gives it, every normal and abnormal example, against its
/// base `http://a/b/c/d;p?q`; and the project-relative file paths schemas are known by.
@Suite struct URIReferenceTests {
    static let base = "http://a/b/c/d;p?q"
    static let examples: [(String, String)] = [
        // §5.4.1 Normal Examples
        ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"), ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"), ("g?y#s", "http://a/b/c/g?y#s"),
        (";x", "http://a/b/c/;x"), ("g;x", "http://a/b/c/g;x"), ("g;x?y#s", "http://a/b/c/g;x?y#s"),
        ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("./", "http://a/b/c/"), ("..", "http://a/b/"),
        ("../", "http://a/b/"), ("../g", "http://a/b/g"), ("../..", "http://a/"), ("../../", "http://a/"),
        ("../../g", "http://a/g"),
        // §5.4.2 Abnormal Examples
        ("../../../g", "http://a/g"), ("../../../../g", "http://a/g"), ("/./g", "http://a/g"),
        ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."), (".g", "http://a/b/c/.g"), ("g..", "http://a/b/c/g.."),
        ("..g", "http://a/b/c/..g"), ("./../g", "http://a/b/g"), ("./g/.", "http://a/b/c/g/"),
        ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"), ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
        ("g;x=1/../y", "http://a/b/c/y"), ("g?y/./x", "http://a/b/c/g?y/./x"), ("g?y/../x", "http://a/b/c/g?y/../x"),
        ("g#s/./x", "http://a/b/c/g#s/./x"), ("g#s/../x", "http://a/b/c/g#s/../x"), ("http:g", "http:g"),
    ]

    @Test(arguments: examples)
    func resolvesAsTheRFCSays(_ reference: String, _ expected: String) {
        #expect(URIReference.resolve(reference, against: Self.base) == expected)
    }

    @Test func projectPathsAndFragments() {
        let file = "Content/schemas/game.schema.json"
        #expect(URIReference.resolve("#/$defs/id", against: file) == "Content/schemas/game.schema.json#/$defs/id")
        #expect(URIReference.resolve("", against: file + "#/x") == file)
        #expect(URIReference.resolve("common.schema.json#/a", against: file) == "Content/schemas/common.schema.json#/a")
        #expect(URIReference.resolve("../x.json", against: file) == "Content/x.json")
        #expect(URIReference.resolve("#frag", against: "https://e.org/s?x=1#old") == "https://e.org/s?x=1#frag")
        // A combining mark after a delimiter does not hide it.
        #expect(URIReference.withoutFragment("a.json#\u{301}x") == "a.json")
        #expect(URIReference.Components("urn:x?\u{301}q").query == "\u{301}q")
        #expect(URIReference.hasScheme("urn:uuid:1") && URIReference.hasScheme("git+ssh://h/p"))
        #expect(!URIReference.hasScheme("1urn:x") && !URIReference.hasScheme("ä:x") && !URIReference.hasScheme("a b:x"))
    }
}
