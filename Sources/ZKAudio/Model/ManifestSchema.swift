import ZKCore
import ZKSchema

/// The manifest's JSON Schema, bundled: `Audio-manifests/schemas/manifest.schema.json` without its
/// annotations (`title`, `description`), with one change: an entry is a sound or a voice line by
/// its ID (`AudioID.kind`: `sfx.*`, `music.*`), with `if`/`then`/`else`, where the project's copy
/// says `oneOf`. `oneOf` cannot say which branch an entry meant, so a broken entry would get one
/// "matches none of the 2 schemas" error instead of the located violations of its kind.
///
/// Bundled rather than read from the project: the shape is what the reader turns into
/// `AudioManifest` (a project's edited copy cannot change that), a project needs no schema file
/// to be checked (the code examples' minimal projects have none), and no run reads or compiles a
/// file for it. `ManifestShapeCheckTests` keeps this copy equal to the project's, the change aside.
enum ManifestSchema {
    /// The name the bundled document is known by in violations (no file of the project).
    static let path = "zk-audio/manifest.schema.json"

    static let text = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://zk-build.local/schemas/audio-manifest.schema.json",
          "type": "object",
          "required": ["locale", "entries"],
          "additionalProperties": false,
          "properties": {
            "$schema": { "type": "string" },
            "locale": { "type": "string", "pattern": "^(common|[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*)$" },
            "format": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "sampleRates": {
                  "type": "array",
                  "minItems": 1,
                  "uniqueItems": true,
                  "items": { "type": "integer", "minimum": 8000, "maximum": 384000 }
                },
                "channels": {
                  "type": "array",
                  "minItems": 1,
                  "uniqueItems": true,
                  "items": { "type": "integer", "minimum": 1, "maximum": 8 }
                }
              }
            },
            "durationToleranceMs": { "type": "integer", "minimum": 0, "maximum": 10000 },
            "entries": {
              "type": "array",
              "items": {
                "if": {
                  "required": ["id"],
                  "properties": { "id": { "type": "string", "pattern": "^(sfx|music)(\\.|$)" } }
                },
                "then": { "$ref": "#/$defs/soundEntry" },
                "else": { "$ref": "#/$defs/voiceEntry" }
              }
            }
          },
          "$defs": {
            "common": {
              "type": "object",
              "properties": {
                "file": { "type": "string", "pattern": "^Audio/[^/]+/[^/]+\\.(m4a|wav|caf)$" },
                "durationMs": { "type": "integer", "minimum": 1, "maximum": 600000 },
                "take": { "type": "integer", "minimum": 1 },
                "version": { "type": "string", "minLength": 1 }
              }
            },
            "voiceEntry": {
              "allOf": [{ "$ref": "#/$defs/common" }],
              "type": "object",
              "required": ["id", "file", "key", "text", "durationMs"],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "string",
                  "anyOf": [
                    { "pattern": "^num\\.([0-9]|1[0-9]|20)$" },
                    { "pattern": "^num\\.([1-9]|1[0-9]|20)\\.q$" },
                    { "pattern": "^(?!num\\.|sfx\\.|music\\.)[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*){2,}$" }
                  ]
                },
                "file": {},
                "key": { "type": "string", "pattern": "^[a-z][a-z0-9_]*(\\.[a-z0-9_]+)+$" },
                "text": { "type": "string", "minLength": 1 },
                "durationMs": {},
                "take": {},
                "version": {}
              }
            },
            "soundEntry": {
              "allOf": [{ "$ref": "#/$defs/common" }],
              "type": "object",
              "required": ["id", "file", "durationMs"],
              "additionalProperties": false,
              "properties": {
                "id": { "type": "string", "pattern": "^(sfx|music)(\\.[a-z][a-z0-9_]*)+$" },
                "file": {},
                "durationMs": {},
                "take": {},
                "version": {}
              }
            }
          }
        }
        """#

    /// Compiled once; `problems` is empty (a test pins it).
    static let library: SchemaLibrary = {
        let document = SchemaDocument.parse(text: text, path: path).document
        return SchemaLibrary(documents: document.map { [$0] } ?? [])
    }()
}
