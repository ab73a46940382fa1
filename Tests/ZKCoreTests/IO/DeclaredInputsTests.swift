import Testing

@testable import ZKCore

/// `--trust-declared-inputs` (issue 53): which paths a command line declares, and which files lie
/// in them.
@Suite struct DeclaredInputsTests {
    @Test func aDeclaredPathHoldsItselfAndWhatLiesBelowIt() {
        let declared = DeclaredInputs(["Strings/A.xcstrings", "./Content/", "/abs/dir"], directory: "/work")
        #expect(declared.contains("Strings/A.xcstrings", directory: "/work"))
        #expect(declared.contains("/work/Strings/A.xcstrings", directory: "/elsewhere"))
        #expect(declared.contains("Content/games/a.json", directory: "/work"))
        #expect(declared.contains("Content", directory: "/work"))
        #expect(declared.contains("/abs/dir/x", directory: "/work"))
        #expect(!declared.contains("Strings/B.xcstrings", directory: "/work"))
        #expect(!declared.contains("Strings", directory: "/work"))
        #expect(!declared.contains("Content2/a.json", directory: "/work"))
        #expect(!declared.contains("Brand/brand.json", directory: "/work"))
        #expect(!DeclaredInputs.none.contains("Strings/A.xcstrings", directory: "/work"))
    }

    @Test func pathsAreNormalizedByTheirTextAlone() {
        #expect(DeclaredInputs.normalized("a/./b/../c//d", directory: "/w") == "/w/a/c/d")
        #expect(DeclaredInputs.normalized("../x", directory: "/w/p") == "/w/x")
        #expect(DeclaredInputs.normalized("/", directory: "/w") == "/")
    }

    @Test func operandsAndInputOptionsAreDeclaredOutputsAndTheDirectoryAreNot() {
        let options: [OptionSpec] = [
            OptionSpec("brand", value: "file", help: ""), OptionSpec("output", short: "o", value: "dir", help: ""),
            OptionSpec("write-baseline", value: "file", help: ""), OptionSpec("directory", value: "dir", help: ""),
            OptionSpec("locales", value: "list", help: ""),
        ]
        let parsed = ParsedArguments(
            commandPath: ["check"],
            values: [
                "brand": ["Brand/brand.json"], "output": ["out"], "write-baseline": ["b.json"], "directory": ["."],
                "locales": ["de,en"],
            ], flags: [], positionals: ["Strings/A.xcstrings"])
        #expect(DeclaredInputs.named(by: parsed, options: options) == ["Strings/A.xcstrings", "Brand/brand.json"])
    }
}
