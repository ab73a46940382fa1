import ZKCore
import ZKSchema

extension AlphabetFileCheck {
    /// What zk-dawg reads of `alphabet.json` (draft 2020-12), checked before the file is decoded.
    /// Looser than `Content/schemas/alphabet.schema.json`, the schema for editors (which also
    /// requires `variant`, `language` and the rest, and bounds the tile values of these games):
    /// a test keeps the two to the same properties. What a schema cannot say (a tile of 1 to 4 lower-case
    /// letter after NFC, a letter twice, folds onto letters, the length range, 62 letters) is
    /// checked after the decode.
    static let schema = BundledSchema(
        name: "alphabet.zk-dawg.schema.json",
        text: #"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "description": "Content/dictionaries/<variant>/alphabet.json, as zk-dawg reads it.",
              "type": "object",
              "additionalProperties": false,
              "required": ["letters", "blanks"],
              "properties": {
                "$schema": {},
                "variant": { "type": "string" },
                "language": { "type": "string" },
                "letters": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/tile" } },
                "blanks": {
                  "description": "the number of blank tiles; write 0 for none",
                  "type": "integer", "minimum": 0, "maximum": 255
                },
                "fold": { "type": "object", "additionalProperties": { "type": "string" } },
                "case": { "enum": ["strict", "fold"] },
                "minLength": { "type": "integer", "minimum": 0, "maximum": 2147483647 },
                "maxLength": { "type": "integer", "minimum": 0, "maximum": 2147483647 },
                "source": {}
              },
              "$defs": {
                "tile": {
                  "type": "object",
                  "required": ["letter", "value", "count"],
                  "properties": {
                    "letter": { "type": "string" },
                    "value": { "type": "integer", "minimum": 0, "maximum": 65535 },
                    "count": { "type": "integer", "minimum": 0, "maximum": 65535 }
                  }
                }
              }
            }
            """#)
}
