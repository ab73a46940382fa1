import Foundation
import Testing
import ZKCore

@testable import ZKAudio

/// The manifest's shape (ZK4001) from its schema, beyond the code example.
@Suite struct ManifestShapeCheckTests {
    static func shape(_ text: String, path: String = "Audio-manifests/de.json") -> [String] {
        ManifestReader.read(SourceFile(path: path, text: text)).diagnostics
            .filter { $0.code == ManifestShapeCheck.manifestShape.code }
            .map { "\($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0) \($0.message)" }
    }

    @Test func theBundledSchemaCompilesCleanly() {
        #expect(ManifestSchema.library.problems.isEmpty, "\(ManifestSchema.library.problems.map(\.message))")
        #expect(ManifestSchema.library.hasSchema(at: ManifestSchema.path))
    }

    /// Annotations aside, the bundled schema is the project's, but for how an entry's kind is chosen.
    @Test func theBundledSchemaIsTheProjectsCopy() throws {
        let path = "Audio-manifests/schemas/manifest.schema.json"
        let project = try #require(
            JSONReader.read(
                SourceFile(
                    path: path, text: try String(contentsOfFile: DefaultProject.root + "/" + path, encoding: .utf8))
            ).value)
        let bundled = try #require(
            JSONReader.read(SourceFile(path: ManifestSchema.path, text: ManifestSchema.text)).value)
        let projectItems = try #require(project["properties"]?["entries"]?["items"])
        #expect(
            Self.canonical(projectItems)
                == ##"{"oneOf":[{"$ref":"#/$defs/voiceEntry"},{"$ref":"#/$defs/soundEntry"}]}"##)
        let bundledItems = try #require(bundled["properties"]?["entries"]?["items"])
        #expect(Self.canonical(bundledItems).contains(##""then":{"$ref":"#/$defs/soundEntry"}"##))
        #expect(
            Self.canonical(Self.withoutAnnotations(project, items: nil))
                == Self.canonical(Self.withoutAnnotations(bundled, items: nil)))
    }

    static func canonical(_ value: JSONValue) -> String { JSONWriter(style: .compact, sortKeys: true).string(value) }

    /// `value` without `title` and `description`, and with `/properties/entries/items` replaced by `items`.
    static func withoutAnnotations(_ value: JSONValue, items: JSONValue?, at pointer: String = "") -> JSONValue {
        switch value.kind {
        case .object(let object):
            var members: [JSONMember] = []
            for member in object.members where member.key != "title" && member.key != "description" {
                let inner = pointer + "/" + member.key
                if inner == "/properties/entries/items" {
                    members.append(
                        JSONMember(key: member.key, keyPosition: member.keyPosition, value: items ?? JSONValue(.null)))
                } else {
                    members.append(
                        JSONMember(
                            key: member.key, keyPosition: member.keyPosition,
                            value: withoutAnnotations(member.value, items: items, at: inner)))
                }
            }
            return JSONValue(.object(JSONObject(members)), at: value.position)
        case .array(let values):
            return JSONValue(
                .array(values.map { withoutAnnotations($0, items: items, at: pointer + "/-") }), at: value.position)
        default:
            return value
        }
    }

    @Test func shapeProblemsAreLocated() {
        // The places of the hand-written reader this replaced, every one (messages are the engine's).
        #expect(
            Self.shape(
                """
                { "locale": "en", "entries": [
                  { "id": "num.7", "file": "Audio/en/num.7.m4a", "durationMs": 0 },
                  "num.8"
                ], "formt": {} }
                """) == [
                    "2:3 missing required property 'key' in the object at /entries/0",
                    "2:3 missing required property 'text' in the object at /entries/0",
                    "2:64 0 at /entries/0/durationMs is less than the minimum 1",
                    "3:3 expected object at /entries/1, found string \"num.8\"",
                    "4:4 property 'formt' is not allowed in the object at /; did you mean 'format'?",
                    "1:13 manifest declares locale 'en' but its file name says 'de'",
                ])
    }

    @Test func theGrammarAndTheLayoutAreLeftToTheirChecks() {
        // An ID off the grammar is ZK4003, a file off the layout ZK4010: not ZK4001 as well.
        #expect(
            Self.shape(
                """
                { "locale": "common", "entries": [ { "id": "sfx.Tap", "file": "Sounds/tap.mp3", "durationMs": 90 } ] }
                """, path: "Audio-manifests/common.json"
            ).isEmpty)
        // Unless the entry could not be read at all: then the schema says why. An empty ID is
        // no sound, so the entry is judged a voice line (the hand-written reader said only
        // "'id' must not be empty").
        #expect(
            Self.shape(
                """
                { "locale": "common", "entries": [ { "id": "", "file": "Audio/common/sfx.tap.m4a", "durationMs": 90 } ] }
                """, path: "Audio-manifests/common.json") == [
                    "1:36 missing required property 'key' in the object at /entries/0",
                    "1:36 missing required property 'text' in the object at /entries/0",
                    #"1:44 "" at /entries/0/id matches none of the 3 schemas of 'anyOf'"#,
                ])
    }

    @Test func aSoundIsASoundWhereverItIsListed() {
        // sfx.tap in de.json is ZK4009's (placement), not a voice line lacking 'key' and 'text'.
        #expect(
            Self.shape(
                #"{ "locale": "de", "entries": [ { "id": "sfx.tap", "file": "Audio/de/sfx.tap.m4a", "durationMs": 120 } ] }"#
            ).isEmpty)
    }

    @Test func theFormatsValuesAreChecked() {
        #expect(
            Self.shape(
                #"{ "locale": "de", "format": { "sampleRates": [48000, 48000], "channels": [0] }, "entries": [] }"#)
                == [
                    "1:54 item /format/sampleRates/1 repeats item 0 (48000); the items must be unique",
                    "1:75 0 at /format/channels/0 is less than the minimum 1",
                ])
    }

    @Test func aLookAlikeLocaleIsNotTheFileName() {
        let path = "Audio-manifests/\(LookAlike.composed).json"
        let found = Self.shape(#"{ "locale": "\#(LookAlike.decomposed)", "entries": [] }"#, path: path)
        #expect(
            found.contains(
                "1:13 manifest declares locale '\(LookAlike.decomposed)' but its file name says '\(LookAlike.composed)'"
            ))
        let same = Self.shape(#"{ "locale": "\#(LookAlike.composed)", "entries": [] }"#, path: path)
        #expect(!same.contains { $0.contains("file name says") })
    }
}
