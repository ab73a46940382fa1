import Foundation
import Testing
import ZKContent
import ZKCore

@testable import ZKContentCLI

/// `zk-content validate --schema SCHEMA FILE…`: any JSON against any schema, through the real
/// command line, with located diagnostics and one verdict per file.
@Suite struct ContentToolTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.withLock { parts.append(text) } }
        var text: String { lock.withLock { parts.joined() } }
    }

    func run(_ arguments: [String], files: [String: String]) throws -> (status: Int32, out: String, err: String) {
        let root = NSTemporaryDirectory() + "zk-content-tool-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, contents) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
        }
        let out = Capture()
        let err = Capture()
        let status = ToolMain.run(
            spec: ContentTool.spec, version: ContentTool.version, registry: ContentTool.registry,
            arguments: arguments + ["-C", root], environment: ["CI": "true"],
            standardOutput: { out.append($0) }, standardError: { err.append($0) },
            handler: { try ContentTool.run($0) })
        return (status, out.text, err.text)
    }

    static let schemas = [
        "schemas/person.schema.json": #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {
            "name": { "$ref": "common.schema.json#/$defs/name" },
            "age": { "type": "integer", "maximum": 18446744073709551616 },
            "born": { "format": "date" }
          },
          "required": ["name"],
          "unevaluatedProperties": false
        }
        """#,
        "schemas/common.schema.json": #"{ "$defs": { "name": { "type": "string", "minLength": 1 } } }"#,
    ]

    @Test func validatesAnyFilesAgainstASchemaAndItsRelativeReferences() throws {
        var files = Self.schemas
        files["data/good.json"] = #"{"name": "Ana", "age": 18446744073709551616, "born": "2020-02-30"}"#
        files["data/bad.json"] = "{\"name\": \"\", \"agee\": 3,\n \"age\": 1.5}\n"
        let result = try run(
            ["validate", "--schema", "schemas/person.schema.json", "data/good.json", "data/bad.json"], files: files)
        #expect(result.status == 1)
        #expect(
            result.out
                == "valid\tdata/good.json\tschemas/person.schema.json\ninvalid\tdata/bad.json\tschemas/person.schema.json\n"
        )
        let headers = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            headers == [
                "data/bad.json:1:10: error: string at /name has 0 characters; at least 1 required [ZK2001]",
                "data/bad.json:1:14: error: property 'agee' is not allowed in the object at /; did you mean 'age'? [ZK2001]",
                "data/bad.json:2:9: error: expected integer at /age, found number 1.5 [ZK2001]",
            ])
    }

    @Test func formatIsAnAnnotationUnlessAsserted() throws {
        var files = Self.schemas
        files["data/a.json"] = #"{"name": "Ana", "born": "2020-02-30"}"#
        let annotation = try run(["validate", "--schema", "schemas/person.schema.json", "data/a.json"], files: files)
        #expect(annotation.status == 0)
        let asserted = try run(
            ["validate", "--assert-format", "--schema", "schemas/person.schema.json", "data/a.json"], files: files)
        #expect(asserted.status == 1)
        #expect(asserted.err.contains("data/a.json:1:25: error: \"2020-02-30\" at /born is not a valid 'date'"))
    }

    @Test func unreadableSchemaAndSyntaxErrorsAreLocated() throws {
        let missing = try run(["validate", "--schema", "nope.schema.json", "a.json"], files: ["a.json": "{}"])
        #expect(missing.status != 0)
        #expect(missing.err.contains("nope.schema.json"))
        var files = Self.schemas
        files["data/broken.json"] = "{\"name\": \"x\",}"
        let broken = try run(["validate", "--schema", "schemas/person.schema.json", "data/broken.json"], files: files)
        #expect(broken.status == 1)
        #expect(broken.out == "invalid\tdata/broken.json\tschemas/person.schema.json\n")
        #expect(
            broken.err.contains(
                "data/broken.json:1:13: error: trailing comma before '}' is not allowed in JSON [ZK0101]"))
    }

    @Test func aSchemaTheMetaschemaRejectsIsReportedInTheSchemaAndNoFileIsValid() throws {
        var files = Self.schemas
        files["schemas/common.schema.json"] =
            "{ \"$defs\": { \"name\": {\n  \"type\": \"string\", \"minLength\": -1 } } }"
        files["data/good.json"] = #"{"name": "Ana"}"#
        let result = try run(["validate", "--schema", "schemas/person.schema.json", "data/good.json"], files: files)
        #expect(result.status == 1)
        #expect(result.out == "invalid\tdata/good.json\tschemas/person.schema.json\n")
        let headers = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
        // One error for the one mistake: the compiler's own finding at the same value is dropped.
        #expect(
            headers == [
                "schemas/common.schema.json:2:34: error: the draft 2020-12 metaschema rejects this schema: -1 at /$defs/name/minLength is less than the minimum 0 [ZK2014]"
            ])
        // With --format json the document is standard output and parses; the verdicts go to standard error.
        let json = try run(
            ["validate", "--format", "json", "--schema", "schemas/person.schema.json", "data/good.json"], files: files)
        let document = try #require(JSONReader.read(text: json.out, path: "out.json").value)
        #expect(document["diagnostics"]?.array?.compactMap { $0["code"]?.string } == ["ZK2014"])
    }

    @Test func eachSchemaIsReadInItsDraft() throws {
        let files = [
            "s4.json":
                #"{ "$schema": "http://json-schema.org/draft-04/schema#", "properties": { "a": { "maximum": 5, "exclusiveMaximum": true } } }"#,
            "s7.json":
                #"{ "$schema": "http://json-schema.org/draft-07/schema#", "items": [{ "type": "string" }], "additionalItems": false }"#,
            "plain.json": ##"{ "$ref": "#/definitions/any", "definitions": { "any": {} }, "maximum": 1 }"##,
            "five.json": #"{"a": 5}"#, "four.json": #"{"a": 4}"#, "pair.json": #"["x", 1]"#, "one.json": #"["x"]"#,
            "two.json": "2",
        ]
        let four = try run(["validate", "--schema", "s4.json", "five.json", "four.json"], files: files)
        #expect(four.out == "invalid\tfive.json\ts4.json\nvalid\tfour.json\ts4.json\n")
        #expect(four.err.contains("five.json:1:7: error: 5 at /a must be less than 5 [ZK2001]"))
        let seven = try run(["validate", "--schema", "s7.json", "pair.json", "one.json"], files: files)
        #expect(seven.out == "invalid\tpair.json\ts7.json\nvalid\tone.json\ts7.json\n")
        // No $schema: --draft decides (in draft 7 `$ref` replaces its siblings; in 2020-12 `maximum` applies).
        let latest = try run(["validate", "--schema", "plain.json", "two.json"], files: files)
        #expect(latest.status == 1)
        #expect(latest.err.contains("two.json:1:1: error: 2 at / is greater than the maximum 1 [ZK2001]"))
        let draft7 = try run(["validate", "--draft", "7", "--schema", "plain.json", "two.json"], files: files)
        #expect(draft7.status == 0)
    }

    /// What the older drafts and the suite's optional compatibility tests expect, through the
    /// command line: draft 7's content assertions and format assertions (off with
    /// --no-assert-format), draft 4's integers as written, `dependencies` still applied in
    /// 2020-12, the format-assertion vocabulary of a mapped metaschema, and the `regex` format
    /// read as ECMA-262.
    @Test func olderDraftsAndCompatibilityKeywordsAssert() throws {
        let files = [
            "c7.json":
                #"{ "$schema": "http://json-schema.org/draft-07/schema#", "properties": { "blob": { "contentEncoding": "base64", "contentMediaType": "application/json" }, "when": { "format": "date" } } }"#,
            "bad7.json": #"{"blob": "e30", "when": "2020-13-01"}"#,
            "json7.json": #"{"blob": "ezp9Cg=="}"#,
            "good7.json": #"{"blob": "e30=", "when": "2020-12-01"}"#,
            "i4.json":
                #"{ "$schema": "http://json-schema.org/draft-04/schema#", "properties": { "n": { "type": "integer" } } }"#,
            "float.json": #"{"n": 1.0}"#, "int.json": #"{"n": 10}"#,
            "d20.json":
                #"{ "$schema": "https://json-schema.org/draft/2020-12/schema", "dependencies": { "a": ["b"] } }"#,
            "ab.json": #"{"a": 1}"#,
            "meta/fa.json": #"""
            { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://example.com/meta/fa.json",
              "$vocabulary": { "https://json-schema.org/draft/2020-12/vocab/core": true,
                               "https://json-schema.org/draft/2020-12/vocab/format-assertion": false },
              "allOf": [{ "$ref": "https://json-schema.org/draft/2020-12/meta/core" },
                        { "$ref": "https://json-schema.org/draft/2020-12/meta/format-assertion" }] }
            """#,
            "fa.json": #"{ "$schema": "https://example.com/meta/fa.json", "format": "ipv4" }"#,
            "ip.json": #""not-an-ipv4""#,
            "r.json": #"{ "format": "regex" }"#,
            "flags.json": #""(?i)abc""#, "any.json": #""[^]x(?<=a+)""#,
        ]
        let seven = try run(["validate", "--schema", "c7.json", "bad7.json", "json7.json", "good7.json"], files: files)
        #expect(seven.status == 1)
        #expect(seven.out == "invalid\tbad7.json\tc7.json\ninvalid\tjson7.json\tc7.json\nvalid\tgood7.json\tc7.json\n")
        #expect(
            seven.err.contains(
                #"bad7.json:1:10: error: "e30" at /blob is not base64 (RFC 4648, padded to a multiple of 4) [ZK2001]"#))
        #expect(
            seven.err.contains(
                #"bad7.json:1:25: error: "2020-13-01" at /when is not a valid 'date': expected YYYY-MM-DD (RFC 3339 full-date) [ZK2001]"#
            ))
        #expect(seven.err.contains(#"json7.json:1:10: error: "ezp9Cg==" at /blob does not decode to JSON [ZK2001]"#))
        let annotated = try run(["validate", "--no-assert-format", "--schema", "c7.json", "bad7.json"], files: files)
        #expect(annotated.err.contains("bad7.json:1:10: error:"))
        #expect(!annotated.err.contains("'date'"))

        let four = try run(["validate", "--schema", "i4.json", "float.json", "int.json"], files: files)
        #expect(four.out == "invalid\tfloat.json\ti4.json\nvalid\tint.json\ti4.json\n")
        // The metaschemas' own `format`s stay annotations: draft 4's asks for a `uri` in `id`,
        // where the draft resolves relative ones.
        let relative = try run(
            ["validate", "--schema", "id4.json", "int.json"],
            files: [
                "id4.json":
                    #"{ "$schema": "http://json-schema.org/draft-04/schema#", "definitions": { "a": { "id": "a.json" } } }"#,
                "int.json": "1",
            ])
        #expect(relative.status == 0)
        #expect(relative.out == "valid\tint.json\tid4.json\n")
        #expect(four.err.contains("float.json:1:7: error: expected integer at /n, found number 1.0 [ZK2001]"))

        // An annotation of the wrong type where the metaschema does not reach (`$defs` is not a
        // draft 7 keyword) has no effect; under strict keywords it is an error.
        let annotation = [
            "d7.json":
                ##"{ "$schema": "http://json-schema.org/draft-07/schema#", "$ref": "#/$defs/n", "$defs": { "n": { "type": "integer", "description": null } } }"##,
            "one.json": "1",
        ]
        let lenient = try run(["validate", "--schema", "d7.json", "one.json"], files: annotation)
        #expect(lenient.out == "valid\tone.json\td7.json\n")
        let strictAnnotation = try run(
            ["validate", "--strict-keywords", "--schema", "d7.json", "one.json"], files: annotation)
        #expect(strictAnnotation.out == "invalid\tone.json\td7.json\n")
        #expect(
            strictAnnotation.err.contains("d7.json:1:130: error: 'description' must be a string, found null [ZK2013]"))

        let dependencies = try run(["validate", "--schema", "d20.json", "ab.json"], files: files)
        #expect(dependencies.status == 1)
        #expect(
            dependencies.err.contains(
                "ab.json:1:2: error: property 'a' requires property 'b' in the object at / [ZK2001]"))
        let strict = try run(["validate", "--strict-keywords", "--schema", "d20.json", "ab.json"], files: files)
        #expect(strict.err.contains("d20.json:1:62: error:"))
        #expect(strict.err.contains("[ZK2010]"))

        let vocabulary = try run(
            ["validate", "--map", "https://example.com/meta/=meta", "--schema", "fa.json", "ip.json"], files: files)
        #expect(vocabulary.out == "invalid\tip.json\tfa.json\n")
        #expect(
            vocabulary.err.contains(
                #"ip.json:1:1: error: "not-an-ipv4" at / is not a valid 'ipv4': expected four decimal octets such as 192.0.2.1 [ZK2001]"#
            ))

        let regex = try run(
            ["validate", "--assert-format", "--schema", "r.json", "flags.json", "any.json"], files: files)
        #expect(regex.out == "invalid\tflags.json\tr.json\nvalid\tany.json\tr.json\n")
        #expect(
            regex.err.contains(
                #"flags.json:1:1: error: "(?i)abc" at / is not a valid 'regex': not an ECMA-262 regular expression [ZK2001]"#
            ))
    }

    @Test func bundledMetaschemasResolveAndMappedURIsAreReadFromFolders() throws {
        let files = [
            "s.json": #"""
            { "$schema": "https://json-schema.org/draft/2020-12/schema",
              "properties": { "schema": { "$ref": "https://json-schema.org/draft/2020-12/schema" },
                              "old": { "$ref": "http://json-schema.org/draft-07/schema#" },
                              "id": { "$ref": "https://example.com/defs/id.json#/$defs/id" } } }
            """#,
            "vendor/defs/id.json": #"{ "$defs": { "id": { "$ref": "pattern.json" } } }"#,
            "vendor/defs/pattern.json": #"{ "type": "string", "pattern": "^[a-z]+$" }"#,
            "good.json": #"{"schema": {"type": "string"}, "old": {"items": [{}]}, "id": "abc"}"#,
            "bad.json": #"{"schema": {"type": 3}, "id": "ABC"}"#,
        ]
        let mapped = try run(
            ["validate", "--map", "https://example.com/=vendor", "--schema", "s.json", "good.json", "bad.json"],
            files: files)
        #expect(mapped.out == "valid\tgood.json\ts.json\ninvalid\tbad.json\ts.json\n")
        let headers = mapped.err.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            headers == [
                "bad.json:1:21: error: 3 at /schema/type matches none of the 2 schemas of 'anyOf' [ZK2001]",
                "bad.json:1:31: error: \"ABC\" at /id does not match the pattern \"^[a-z]+$\" [ZK2001]",
            ])
        #expect(
            mapped.err.contains("vendor/defs/pattern.json:1:21: note: 'pattern' of vendor/defs/pattern.json is here"))
        // Without the mapping the remote reference is unresolved, and no file is valid.
        let unmapped = try run(["validate", "--schema", "s.json", "good.json"], files: files)
        #expect(unmapped.status == 1)
        #expect(unmapped.out == "invalid\tgood.json\ts.json\n")
        #expect(
            unmapped.err.contains(
                "s.json:4:35: error: '$ref' target \"https://example.com/defs/id.json\" is not a schema of the project")
        )
        let wrong = try run(
            ["validate", "--map", "https://example.com/", "--schema", "s.json", "good.json"], files: files)
        #expect(wrong.status == 2)
    }

    /// Issue 24: `valid` never stands next to exit status 1; issue 25: unknown keywords are
    /// annotations unless --strict-keywords.
    @Test func verdictsAgreeWithTheExitStatus() throws {
        let files = [
            "s.json":
                #"{ "markdownDescription": "x", "properties": { "a": { "type": "string" }, "b": { "minimum": "1" } } }"#,
            "k.json": #"{ "markdownDescription": "x", "properties": { "a": { "type": "string" } } }"#,
            "a.json": #"{"a": "x"}"#,
        ]
        // The broken `minimum` is never reached by a.json, yet the run fails: so does the verdict.
        let broken = try run(["validate", "--schema", "s.json", "a.json"], files: files)
        #expect(broken.status == 1)
        #expect(broken.out == "invalid\ta.json\ts.json\n")
        #expect(broken.err.contains("s.json:1:92: error: "))
        let ignored = try run(["validate", "--schema", "k.json", "a.json"], files: files)
        #expect(ignored.status == 0)
        #expect(ignored.out == "valid\ta.json\tk.json\n")
        let strict = try run(["validate", "--strict-keywords", "--schema", "k.json", "a.json"], files: files)
        #expect(strict.status == 1)
        #expect(strict.out == "invalid\ta.json\tk.json\n")
        #expect(strict.err.contains("k.json:1:3: error: unknown schema keyword 'markdownDescription' [ZK2010]"))
    }

    /// A warning counted as an error (`--warnings-as-errors`) makes its file's verdict `invalid`,
    /// whether the verdicts come in path order (walked beside the failing paths) or not (looked up).
    @Test func aWarningCountedAsAnErrorMakesItsVerdictInvalidInAnyOrder() throws {
        let files = ["k.json": "{}", "a.json": "{}", "m.json": "\u{FEFF}{}", "z.json": "{}"]
        let unsorted = try run(
            ["validate", "--warnings-as-errors", "--schema", "k.json", "z.json", "m.json", "a.json"], files: files)
        #expect(unsorted.status == 1)
        #expect(unsorted.out == "valid\tz.json\tk.json\ninvalid\tm.json\tk.json\nvalid\ta.json\tk.json\n")
        let sorted = try run(
            ["validate", "--warnings-as-errors", "--schema", "k.json", "a.json", "m.json", "z.json"], files: files)
        #expect(sorted.status == 1)
        #expect(sorted.out == "valid\ta.json\tk.json\ninvalid\tm.json\tk.json\nvalid\tz.json\tk.json\n")
        let counted = try run(["validate", "--schema", "k.json", "a.json", "m.json", "z.json"], files: files)
        #expect(counted.status == 0)
        #expect(counted.out == "valid\ta.json\tk.json\nvalid\tm.json\tk.json\nvalid\tz.json\tk.json\n")
        #expect(counted.err.contains("m.json:1:1: warning: "))
    }

    @Test func yamlAndJSONCAreNamed() throws {
        let files = [
            "k.json": "{}", "config.yaml": "name: zk\nitems:\n  - a\n", "config.json": "name: zk\n",
            "c.jsonc": "// note\n{}\n",
        ]
        let result = try run(["validate", "--schema", "k.json", "config.yaml", "config.json", "c.jsonc"], files: files)
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").allSatisfy { $0.hasPrefix("invalid\t") })
        #expect(
            result.err.contains(
                "config.yaml:1:1: error: expected JSON: YAML is not read (invalid literal 'name'; expected 'null'); convert the file to JSON first [ZK0101]"
            ))
        #expect(result.err.contains("config.json:1:1: error: expected JSON: YAML is not read"))
        #expect(
            result.err.contains(
                "c.jsonc:1:1: error: comments are not allowed in JSON (expected JSON: JSONC is not read) [ZK0101]"))
    }

    @Test func filesAreRequiredWithSchema() throws {
        let result = try run(["validate", "--schema", "schemas/person.schema.json"], files: Self.schemas)
        #expect(result.status == 2)
    }

    /// Issue 24, item 10 in the folder: a schema with errors that no content file uses gave exit
    /// status 1 with every line `valid`; now it has an `invalid` line of its own.
    @Test func aBrokenSchemaNoFileUsesHasItsOwnInvalidLine() throws {
        let files = [
            "Content/schemas/manifest.schema.json":
                #"{ "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object" }"#,
            "Content/schemas/unused.schema.json":
                #"{ "$schema": "https://json-schema.org/draft/2020-12/schema", "properties": { "a": { "minimum": "1" } } }"#,
            "Content/manifest.json": "{}",
        ]
        let result = try run(["validate", "Content"], files: files)
        #expect(result.status == 1)
        #expect(
            result.out == """
                valid\tContent/manifest.json\tContent/schemas/manifest.schema.json
                invalid\tContent/schemas/unused.schema.json\thttps://json-schema.org/draft/2020-12/schema

                """)
        #expect(
            result.err.contains(
                "Content/schemas/unused.schema.json:1:96: error: 'minimum' must be a number, found string [ZK2013]"),
            "\(result.err)")
        var clean = files
        clean["Content/schemas/unused.schema.json"] = #"{ "$schema": "https://json-schema.org/draft/2020-12/schema" }"#
        let fixed = try run(["validate", "Content"], files: clean)
        #expect(fixed.status == 0)
        #expect(fixed.out == "valid\tContent/manifest.json\tContent/schemas/manifest.schema.json\n")
    }

    /// A file that cannot be read is `invalid`, not left out; so is every file when the schema cannot be read.
    @Test func unreadableFilesAndSchemasGiveInvalidLines() throws {
        let files = ["k.json": "{}", "a.json": "{}"]
        let missing = try run(["validate", "--schema", "k.json", "a.json", "gone.json"], files: files)
        #expect(missing.status != 0)
        #expect(missing.out == "valid\ta.json\tk.json\ninvalid\tgone.json\tk.json\n")
        let noSchema = try run(["validate", "--schema", "none.json", "a.json"], files: files)
        #expect(noSchema.status != 0)
        #expect(noSchema.out == "invalid\ta.json\tnone.json\n")
    }

    /// `--output`: one JSON object per file in the specification's format, agreeing with the verdicts.
    @Test func outputFormatsArePrintedPerFile() throws {
        let files = [
            "s.json":
                ##"{ "$id": "https://example.com/s", "properties": { "n": { "$ref": "#/$defs/n" } }, "$defs": { "n": { "type": "integer" } } }"##,
            "good.json": #"{"n": 1}"#,
            "bad.json": #"{"n": "x"}"#,
        ]
        let flag = try run(
            ["validate", "--output", "flag", "--schema", "s.json", "good.json", "bad.json"], files: files)
        #expect(flag.status == 1)
        #expect(
            flag.out == """
                {"file":"good.json","schema":"s.json","output":{"valid":true}}
                {"file":"bad.json","schema":"s.json","output":{"valid":false}}

                """)
        #expect(flag.err.contains(#"bad.json:1:7: error: expected integer at /n, found string "x" [ZK2001]"#))
        let basic = try run(["validate", "--output", "basic", "--schema", "s.json", "bad.json"], files: files)
        #expect(
            basic.out
                == #"{"file":"bad.json","schema":"s.json","output":{"valid":false,"errors":[{"keywordLocation":"/properties/n/$ref/type","absoluteKeywordLocation":"https://example.com/s#/$defs/n/type","instanceLocation":"/n","error":"expected integer at /n, found string \"x\""}]}}"#
                + "\n")
        let detailed = try run(["validate", "--output", "detailed", "--schema", "s.json", "bad.json"], files: files)
        #expect(
            detailed.out
                == #"{"file":"bad.json","schema":"s.json","output":{"valid":false,"keywordLocation":"","absoluteKeywordLocation":"https://example.com/s#","instanceLocation":"","errors":[{"valid":false,"keywordLocation":"/properties/n/$ref/type","absoluteKeywordLocation":"https://example.com/s#/$defs/n/type","instanceLocation":"/n","error":"expected integer at /n, found string \"x\""}]}}"#
                + "\n")
        // Invalid without a violation: the root unit says why.
        let broken = try run(
            ["validate", "--output", "basic", "--schema", "s.json", "bad.json"],
            files: ["s.json": #"{ "minimum": "1" }"#, "bad.json": "1"])
        #expect(
            broken.out
                == #"{"file":"bad.json","schema":"s.json","output":{"valid":false,"errors":[{"keywordLocation":"","absoluteKeywordLocation":"s.json#","instanceLocation":"","error":"the schema, or one it references, has errors (see the diagnostics)"}]}}"#
                + "\n")
        let wrong = try run(["validate", "--output", "tree", "--schema", "s.json", "bad.json"], files: files)
        #expect(wrong.status == 2)
    }

    /// `--output` in the content folder: one object per verdict line, in path order (the broken
    /// schema no file uses last, as its `invalid` line), the status that of the verdicts.
    @Test func outputFormatsInTheContentFolder() throws {
        let dialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#
        let files = [
            "Content/schemas/friends.schema.json":
                ##"{ \##(dialect), "$id": "https://example.com/friends", "type": "object", "properties": { "friends": { "type": "array", "items": { "$ref": "#/$defs/friend" } } }, "$defs": { "friend": { "type": "object", "required": ["id"] } } }"##,
            "Content/schemas/manifest.schema.json": #"{ \#(dialect), "type": "object" }"#,
            "Content/schemas/unused.schema.json": #"{ \#(dialect), "properties": { "a": { "minimum": "1" } } }"#,
            "Content/friends.json": #"{ "friends": [ { "id": "friend.01" }, { "number": 2 } ] }"#,
            "Content/manifest.json": "{}",
        ]
        let flag = try run(["validate", "--output", "flag", "Content"], files: files)
        #expect(flag.status == 1)
        #expect(
            flag.out == """
                {"file":"Content/friends.json","schema":"Content/schemas/friends.schema.json","output":{"valid":false}}
                {"file":"Content/manifest.json","schema":"Content/schemas/manifest.schema.json","output":{"valid":true}}
                {"file":"Content/schemas/unused.schema.json","schema":"https://json-schema.org/draft/2020-12/schema","output":{"valid":false}}

                """)
        #expect(flag.err.contains("Content/friends.json:1:39: error: missing required property 'id'"), "\(flag.err)")
        #expect(flag.err.contains("[ZK2013]"))
        let basic = try run(["validate", "--output", "basic", "Content"], files: files)
        #expect(
            basic.out == """
                {"file":"Content/friends.json","schema":"Content/schemas/friends.schema.json","output":{"valid":false,"errors":[{"keywordLocation":"/properties/friends/items/$ref/required","absoluteKeywordLocation":"https://example.com/friends#/$defs/friend/required","instanceLocation":"/friends/1","error":"missing required property 'id' in the object at /friends/1"}]}}
                {"file":"Content/manifest.json","schema":"Content/schemas/manifest.schema.json","output":{"valid":true}}
                {"file":"Content/schemas/unused.schema.json","schema":"https://json-schema.org/draft/2020-12/schema","output":{"valid":false,"errors":[{"keywordLocation":"","absoluteKeywordLocation":"https://json-schema.org/draft/2020-12/schema#","instanceLocation":"","error":"'minimum' must be a number, found string"}]}}

                """)
        let detailed = try run(["validate", "--output", "detailed", "Content"], files: files)
        #expect(
            detailed.out.split(separator: "\n").first
                == #"{"file":"Content/friends.json","schema":"Content/schemas/friends.schema.json","output":{"valid":false,"keywordLocation":"","absoluteKeywordLocation":"https://example.com/friends#","instanceLocation":"","errors":[{"valid":false,"keywordLocation":"/properties/friends/items/$ref/required","absoluteKeywordLocation":"https://example.com/friends#/$defs/friend/required","instanceLocation":"/friends/1","error":"missing required property 'id' in the object at /friends/1"}]}}"#
        )
        // The verdict lines of the same run agree with the objects.
        let lines = try run(["validate", "Content"], files: files)
        #expect(lines.status == flag.status)
        #expect(lines.out.split(separator: "\n").map { $0.hasPrefix("valid") } == [false, true, false])
    }

    /// 120 files, one in about four invalid in one to three ways, against a schema in the content
    /// folder: `-j 2` and `-j 4` (the files split into chunks the threads take in turn, each
    /// thread with its own compiled schemas) print what `-j 1` prints, byte for byte.
    static let parallelFiles: [String: String] = {
        var files = [
            "Content/schemas/item.schema.json": #"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "type": "object",
              "additionalProperties": false,
              "required": ["id", "count"],
              "properties": {
                "$schema": { "type": "string" },
                "id": { "type": "string", "pattern": "^item_[0-9]+$" },
                "count": { "type": "integer", "minimum": 0 }
              }
            }
            """#
        ]
        for number in 0..<120 {
            let id = number % 13 == 0 ? "bad" : "item_\(number)"
            let count = number % 11 == 5 ? -1 : number
            let extra = number % 7 == 3 ? ",\n  \"extra\": true" : ""
            let name = String(number + 1000).dropFirst()
            files["Content/items/\(name).json"] =
                "{\n  \"$schema\": \"../schemas/item.schema.json\",\n  \"id\": \"\(id)\",\n  \"count\": \(count)\(extra)\n}\n"
        }
        return files
    }()

    @Test func parallelValidationReportsWhatOneThreadReportsInTheSameOrder() throws {
        let files = Self.parallelFiles
        let one = try run(["validate", "-j", "1", "Content"], files: files)
        #expect(one.status == 1)
        let errors = one.err.split(separator: "\n").map(String.init).filter { $0.contains("ZK2001") }
        #expect(errors.count == 10 + 11 + 17)
        let pattern = #"does not match the pattern "^item_[0-9]+$" [ZK2001]"#
        #expect(errors.first == #"Content/items/000.json:3:9: error: "bad" at /id "# + pattern)
        #expect(errors.last == #"Content/items/117.json:3:9: error: "bad" at /id "# + pattern)
        for jobs in ["2", "4"] {
            let many = try run(["validate", "-j", jobs, "Content"], files: files)
            #expect(many.status == one.status)
            #expect(many.out == one.out)
            #expect(many.err == one.err)
        }
        let paths = files.keys.filter { $0.hasPrefix("Content/items/") }.sorted()
        let schema = ["validate", "--schema", "Content/schemas/item.schema.json"]
        let single = try run(schema + ["-j", "1"] + paths, files: files)
        #expect(single.status == 1)
        #expect(single.err.split(separator: "\n").filter { $0.contains("ZK2001") }.count == errors.count)
        for jobs in ["2", "4"] {
            let many = try run(schema + ["-j", jobs] + paths, files: files)
            #expect(many.out == single.out)
            #expect(many.err == single.err)
        }
    }
}
