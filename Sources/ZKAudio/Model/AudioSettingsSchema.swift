import ZKCore
import ZKSchema

extension AudioSettings {
    /// The shape of zk-build.json's `"audio"` member (draft 2020-12), which `read` checks before it decodes.
    static let schema = BundledSchema(
        name: "zk-build.audio.schema.json",
        text: #"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "description": "zk-build.json, as far as zk-audio reads it: the duration tolerance, the level analysis and the loudness targets.",
              "type": "object",
              "properties": { "audio": { "$ref": "#/$defs/audio" } },
              "$defs": {
                "audio": {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "durationTolerance": {
                      "type": "object",
                      "additionalProperties": false,
                      "properties": {
                        "percent": { "type": "number", "minimum": 0, "maximum": 100 },
                        "minimumMs": { "type": "number", "minimum": 0, "maximum": 10000 }
                      }
                    },
                    "analyze": { "type": "boolean" },
                    "loudness": {
                      "type": "object",
                      "additionalProperties": false,
                      "properties": {
                        "voice": { "$ref": "#/$defs/target" },
                        "sounds": { "$ref": "#/$defs/target" },
                        "music": { "$ref": "#/$defs/target" }
                      }
                    },
                    "silenceFloorDBFS": { "type": "number", "minimum": -120, "maximum": 0 }
                  }
                },
                "target": {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "integratedLUFS": { "type": "number", "minimum": -70, "maximum": 0 },
                    "toleranceLU": { "type": "number", "minimum": 0, "maximum": 30 },
                    "maxTruePeakDBTP": { "type": "number", "minimum": -30, "maximum": 6 },
                    "maxLeadingSilenceMs": { "type": "number", "minimum": 0, "maximum": 600000 },
                    "maxTrailingSilenceMs": { "type": "number", "minimum": 0, "maximum": 600000 },
                    "maxSpreadLU": { "type": "number", "minimum": 0, "maximum": 70 }
                  }
                }
              }
            }
            """#)
}
