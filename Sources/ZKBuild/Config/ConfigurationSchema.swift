import ZKCore
import ZKSchema

/// The shape of `zk-build.json` (draft 2020-12), which `ConfigurationLoader.load` checks before it
/// decodes: every key and the type of every value the driver reads itself. The sections other
/// readers read (`audio`, `strings`, `profile`, `catalogs`, `swiftSources`, `assetCatalogs`,
/// `sizeBudgets`) are named here and shaped by their readers.
/// What a schema cannot say stays in the loader: a path that leaves the project, a code that
/// no check declares.
enum ConfigurationSchema {
    static let schema = BundledSchema(
        name: "zk-build.schema.json",
        text: #"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "description": "zk-build.json: where the project's inputs and outputs are, its locales, and how its diagnostics are reported. Every key is optional.",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "$schema": { "type": "string", "description": "The schema of this file, for editors." },
                "paths": {
                  "type": "object",
                  "description": "The project's folders, relative to the project.",
                  "additionalProperties": false,
                  "properties": {
                    "content": { "$ref": "#/$defs/folder", "description": "The content JSON files (default \"Content\")." },
                    "strings": { "$ref": "#/$defs/folder", "description": "The String Catalogs (default \"Strings\")." },
                    "audioManifests": { "$ref": "#/$defs/folder", "description": "The audio manifests (default \"Audio-manifests\")." },
                    "brand": { "$ref": "#/$defs/folder", "description": "brand.json and the store texts (default \"Brand\")." },
                    "build": { "$ref": "#/$defs/folder", "description": "Where artifacts go (default \"build\"); inside the project." },
                    "assets": { "$ref": "#/$defs/folder", "description": "A folder of asset catalogs besides the content folder." },
                    "marketing": { "$ref": "#/$defs/folder", "description": "The store-text templates (default \"<brand>/marketing\")." },
                    "dictionaries": { "$ref": "#/$defs/folder", "description": "The dictionary variants (default \"<content>/dictionaries\")." }
                  }
                },
                "sourceLocale": { "$ref": "#/$defs/locale", "description": "The locale the texts are written in." },
                "locales": {
                  "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/locale" },
                  "description": "The locales every catalog, manifest and listing must cover."
                },
                "variants": {
                  "type": "array", "items": { "type": "string" },
                  "description": "The dictionary variants to build (default: every variant folder)."
                },
                "severities": {
                  "type": "object",
                  "description": "A severity per diagnostic code.",
                  "propertyNames": { "pattern": "^ZK[0-9]{4}$" },
                  "additionalProperties": { "enum": ["error", "warning", "note", "ignore"] }
                },
                "audioRoot": { "type": "string", "minLength": 1, "description": "The folder that holds Audio/." },
                "strict": { "type": "boolean", "description": "Translation states new and needs_review are errors." },
                "outputs": {
                  "type": "object",
                  "description": "Where an output kind goes instead of the build folder.",
                  "additionalProperties": false,
                  "properties": {
                    "dictionaries": { "type": "string", "description": "A folder for the .dawg files." },
                    "content": { "type": "string", "description": "A folder for the built content." },
                    "brandXcconfig": { "type": "string", "description": "The file Brand.xcconfig is written to." },
                    "brandSwift": { "type": "string", "description": "The file BrandTokens.swift is written to." },
                    "stringsSwift": { "type": "string", "description": "A folder for the string accessors." },
                    "assetsSwift": { "type": "string", "description": "The file Assets.swift is written to." },
                    "colorSets": { "type": "string", "description": "The asset catalog the colour sets are written to." },
                    "marketing": { "type": "string", "description": "A folder for the rendered store texts." },
                    "recordingScripts": { "type": "string", "description": "A folder for the recording scripts." },
                    "reports": { "type": "string", "description": "A folder for the reports." }
                  }
                },
                "schemaMap": {
                  "type": "object",
                  "description": "URI prefix → project folder: remote schema references read from the folder.",
                  "additionalProperties": { "type": "string", "minLength": 1 }
                },
                "audio": { "description": "Duration tolerance, level analysis and loudness targets (zk-audio)." },
                "strings": { "description": "The string conventions the catalogs are held to (zk-strings)." },
                "profile": { "description": "A house-rule profile name or an array of them." },
                "stages": {
                  "type": "object",
                  "description": "Stage name → false to switch the stage off.",
                  "additionalProperties": false,
                  "properties": {
                    "json-syntax": { "type": "boolean" }, "json-schema": { "type": "boolean" },
                    "content": { "type": "boolean" },
                    "dictionary": { "type": "boolean" }, "brand": { "type": "boolean" },
                    "marketing": { "type": "boolean" }, "store-texts": { "type": "boolean" }, "swift": { "type": "boolean" },
                    "strings": { "type": "boolean" }, "audio": { "type": "boolean" }, "report": { "type": "boolean" }
                  }
                },
                "catalogs": { "description": "The String Catalogs to check: paths or { \"path\", \"locales\" }; a folder stands for every catalog under it." },
                "swiftSources": { "description": "The app's Swift folders or files." },
                "jsonFiles": {
                  "type": "array",
                  "items": { "type": "string", "pattern": "[.]json$", "not": { "pattern": "^/|(^|/)[.][.](/|$)" } },
                  "description": "JSON files checked against the schema their $schema names (a file of the project, a schemaMap URI or a metaschema)."
                },
                "fastlaneMetadata": {
                  "type": "array",
                  "items": { "type": "string", "minLength": 1, "not": { "pattern": "^/|(^|/)[.][.](/|$)" } },
                  "description": "fastlane's metadata folders (deliver's and supply's store texts), checked in place."
                },
                "fastlaneScreenshots": {
                  "type": "array",
                  "items": { "type": "string", "minLength": 1, "not": { "pattern": "^/|(^|/)[.][.](/|$)" } },
                  "description": "fastlane's screenshot folders (deliver's), checked in place."
                },
                "tokenFiles": {
                  "type": "array",
                  "items": { "type": "string", "minLength": 1, "not": { "pattern": "^/|(^|/)[.][.](/|$)" } },
                  "description": "Design Tokens files (DTCG format) checked besides <brand>/brand.json."
                },
                "generators": {
                  "type": "object",
                  "description": "Which Swift generators the build runs.",
                  "additionalProperties": false,
                  "properties": {
                    "strings": { "type": "boolean", "description": "Typed accessors of every catalog (default true)." },
                    "assets": { "type": "boolean", "description": "A constant per image and colour set of every asset catalog (default true)." }
                  }
                },
                "assetCatalogs": { "description": "The asset catalogs the app ships; a folder that is no .xcassets stands for every asset catalog under it." },
                "sizeBudgets": { "description": "Download-size budgets of the bundled assets and audio." }
              },
              "$defs": {
                "folder": { "type": "string", "minLength": 1 },
                "locale": { "type": "string", "pattern": "^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$" }
              }
            }
            """#)

    /// What the value of each key must be, as the loader says it (`'locales' must be …`); `*`
    /// stands for any member of the object before it.
    static let expected = [
        "$schema": "a string",
        "paths": "an object",
        "paths.*": "a non-empty string",
        "sourceLocale": "a locale identifier such as \"de\"",
        "locales": "a non-empty array of locale identifiers such as [\"de\", \"en\"]",
        "variants": "an array of dictionary variant names",
        "severities": "an object mapping codes to severities",
        "audioRoot": "a non-empty path string",
        "strict": "true or false",
        "outputs": "an object mapping output kinds to project paths",
        "outputs.*": "a path inside the project such as \"Resources/Dictionaries\"",
        "schemaMap": "an object of URI prefixes to folders",
        "schemaMap.*": "a folder inside the project such as \"vendor/schemas\"",
        "stages": "an object mapping stage names to true or false",
        "stages.*": "true or false",
        "generators": "an object such as { \"strings\": true, \"assets\": true }",
        "generators.*": "true or false",
        "tokenFiles": "an array of project-relative Design Tokens files such as [\"Design/colors.tokens.json\"]",
        "jsonFiles": "an array of project-relative .json files such as [\"Config/app.json\"]",
    ]

    /// The severities a `severities` entry may give.
    static let severities = SeverityOverride.allCases.map(\.rawValue)

    /// The keys the schema lists under `pointer` (`/properties/paths`), in their order.
    static func keys(at pointer: [String]) -> [String] {
        var node = schema.root
        for token in pointer { node = node?[token] }
        return node?["properties"]?.object?.members.map(\.key) ?? []
    }

    /// The top-level keys of zk-build.json.
    static var topLevelKeys: [String] { keys(at: []) }

    /// The violation in the loader's words: an unknown key with the nearest known one, a value
    /// with what its key must be.
    static func diagnostic(_ violation: SchemaViolation, in root: JSONValue) -> Diagnostic? {
        let path = BundledSchema.path(of: violation, in: root)
        guard let first = path.first else { return nil }
        let location = violation.location
        switch violation.keyword {
        case "additionalProperties" where path.count == 1 || (path.count == 2 && first != "severities"):
            let prefix = path.count == 1 ? "" : first + "."
            let known = path.count == 1 ? topLevelKeys : keys(at: ["properties", first])
            return ConfigurationValueCheck.unknownKey(path[path.count - 1], prefix: prefix, known: known, at: location)
        case "propertyNames":
            let key = path.count > 1 ? path[1] : ""
            return ConfigurationValueCheck.invalidValue(
                "'\(MessageText.escaped(key))' is not a diagnostic code (expected ZK followed by four digits)",
                at: location)
        case "enum" where first == "severities" && path.count == 2:
            let allowed = severities.map { "\"\($0)\"" }.joined(separator: ", ")
            return ConfigurationValueCheck.invalidValue(
                "severity of '\(path[1])' must be one of \(allowed)", at: location)
        default:
            // `paths.build` for a member of `paths`, `locales` for an item of `locales`.
            let isMember = path.count > 1 && expected[first + ".*"] != nil
            let name = isMember ? first + "." + path[1] : first
            guard let phrase = expected[isMember ? first + ".*" : first] else { return nil }
            let isWhole = path.count == (isMember ? 2 : 1)
            let found = violation.keyword == "type" && isWhole ? value(at: path, in: root)?.typeName : nil
            return ConfigurationValueCheck.mustBe(name, phrase, found: found, at: location)
        }
    }

    /// The value at `path` (keys and indices) below `root`.
    static func value(at path: [String], in root: JSONValue) -> JSONValue? {
        var node: JSONValue? = root
        for token in path {
            if let items = node?.array {
                node = Int(token).flatMap { items.indices.contains($0) ? items[$0] : nil }
            } else {
                node = node?[token]
            }
        }
        return node
    }
}
