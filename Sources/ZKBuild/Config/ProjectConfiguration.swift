import Foundation
import ZKAudio
import ZKContent
import ZKCore
import ZKStrings

/// The project's settings: conventions first, overridden by an optional `zk-build.json`.
public struct ProjectConfiguration: Sendable, Codable, Hashable {
    public var contentPath = "Content"
    public var stringsPath = "Strings"
    public var audioManifestsPath = "Audio-manifests"
    public var brandPath = "Brand"
    /// The folder of the dictionary variants (`paths.dictionaries`, or what discovery found);
    /// nil: `<content>/dictionaries`.
    public var dictionariesPath: String?
    public var buildPath = "build"
    public var sourceLocale = Conventions.sourceLocale
    public var locales = Conventions.locales
    /// Dictionary variants to build; nil builds every folder of `<content>/dictionaries/`.
    public var variants: [String]?
    /// Code → `error`, `warning`, `note` or `ignore`.
    public var severities: [String: String] = [:]
    /// Where the audio files of the manifests live; nil skips the file probes.
    public var audioRoot: String?
    /// Where zk-build.json sets `audioRoot` (audio-root mistakes are reported there).
    public var audioRootPosition: SourcePosition?
    /// `"audio"`: the duration tolerance, level analysis and loudness targets.
    public var audio = AudioSettings()
    /// Which Zahlenkette string conventions the catalogs are held to (`"strings"`).
    public var strings = StringsSettings()
    /// Strict mode: translation states `new`/`needs_review` are errors.
    public var strict = false
    /// A folder whose asset catalogs (`*.xcassets`) the content checks read besides those inside
    /// the content folder (`Resources`, where the spec's layout keeps `Illustrations.xcassets`).
    public var assetsPath: String?
    /// The store-text templates (`<locale>/<field>.txt`); nil: `<brand>/marketing`.
    public var marketingPath: String?
    /// Where artifacts go instead of the build folder: output kind (`OutputKind`) → project-relative
    /// destination (a file for a file kind, a folder for a folder kind).
    public var outputs: [String: String] = [:]
    /// The asset catalogs the app ships; nil: every `.xcassets` folder under the content folder
    /// and directly in `paths.assets`.
    public var assetCatalogs: [AssetCatalogSource]?
    /// Download-size budgets of the bundled assets and audio.
    public var sizeBudgets = SizeBudgets()
    /// `"schemaMap"`: URI prefix → project folder; the content schemas' remote references under a
    /// prefix are read from the folder (`zk-content validate --map`), never fetched.
    public var schemaMap: [String: String] = [:]
    /// The house rules turned on (`"profile"`, and one by one the house-rule codes `severities`
    /// gives a severity other than `ignore`); none without them: universal checks only.
    public var profile = CheckProfile.universal
    /// Stage name → false to switch the stage off (`"stages"`).
    public var stages: [String: Bool] = [:]
    /// The String Catalogs to check (`"catalogs"`, or what discovery found); nil: every
    /// `.xcstrings` under the strings folder.
    public var catalogs: [String]?
    /// Required locales of single catalogs, by path (`"catalogs": [{ "path", "locales" }]`, or
    /// the locales discovery read from each catalog).
    public var catalogLocales: [String: [String]] = [:]
    /// The app's Swift sources (`"swiftSources"`: folders or `.swift` files, project-relative; `"."`
    /// for the whole project); nil reads none. Without a profile, the folders discovery found
    /// Swift files in.
    public var swiftSources: [String]?
    /// Which Swift generators `build` runs (`"generators"`: `strings`, on by default).
    public var generators = SwiftGenerators()
    /// The keys zk-build.json sets (`paths.strings`, `locales`, …), sorted: discovery fills in
    /// only what the file leaves out.
    public var givenKeys: [String] = []
    /// Where each `severities` entry's key is in zk-build.json (for overrides that cannot apply).
    public var severityPositions: [String: SourcePosition] = [:]

    public init() {}

    /// The folder whose subfolders are the dictionary variants.
    public var dictionariesFolder: String { dictionariesPath ?? contentPath + "/dictionaries" }

    /// Whether zk-build.json sets `key` (`"locales"`, `"paths.strings"`).
    public func gives(_ key: String) -> Bool { givenKeys.contains(key) }

    /// Diagnostics as the project reports them: house rules of profiles that are off left out,
    /// `severities` applied (what decides whether a stage failed).
    public func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        BuildDriver.overriding(profile.filter(diagnostics, registry: StageCatalog.registry), severities)
    }

    /// Whether the stage named `name` runs (`"stages": { "marketing": false }` switches one off).
    public func runs(stage name: String) -> Bool { stages[name] ?? true }

    /// Whether each catalog's required locales are the locales it contains: neither zk-build.json
    /// nor the profile names locales.
    public var localesFromCatalogs: Bool { !gives("locales") && profile.locales == nil }

    public static let fileName = "zk-build.json"

    /// The top-level keys `zk-build.json` may hold.
    public static let keys = [
        "$schema", "paths", "sourceLocale", "locales", "variants", "severities", "audioRoot", "audio", "strict",
        "outputs", "assetCatalogs",
        "sizeBudgets", "strings", "profile", "stages", "catalogs", "schemaMap", "swiftSources", "generators",
    ]
    public static let pathKeys = [
        "content", "strings", "audioManifests", "brand", "build", "assets", "marketing", "dictionaries",
    ]

    /// An output that `outputs` can send elsewhere, by the path its artifacts have under the build folder.
    public struct OutputKind: Sendable {
        public var key: String
        public var artifact: String
        public var isFolder: Bool
    }

    public static let outputKinds = [
        OutputKind(key: "dictionaries", artifact: "dictionaries", isFolder: true),
        OutputKind(key: "content", artifact: "content", isFolder: true),
        OutputKind(key: "brandXcconfig", artifact: "brand/Brand.xcconfig", isFolder: false),
        OutputKind(key: "brandSwift", artifact: "brand/BrandTokens.swift", isFolder: false),
        OutputKind(key: "stringsSwift", artifact: "swift/strings", isFolder: true),
        OutputKind(key: "colorSets", artifact: "brand/Brand.xcassets", isFolder: true),
        OutputKind(key: "marketing", artifact: "marketing", isFolder: true),
        OutputKind(key: "recordingScripts", artifact: "audio", isFolder: true),
        OutputKind(key: "reports", artifact: "reports", isFolder: true),
    ]

    /// Whether the driver may write (and remove) `path`: inside the build folder or inside a
    /// destination of `outputs`, with no `.` or `..` step.
    public func isOutputPath(_ path: String) -> Bool {
        guard !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return false }
        return path.hasPrefix(buildPath + "/") || outputs.values.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// The project-relative path of the artifact at `artifact` under the build folder
    /// (`dictionaries/erudit_ru.dawg`): moved to the destination `outputs` gives its kind, else
    /// inside the build folder.
    public func outputPath(_ artifact: String) -> String {
        for kind in Self.outputKinds {
            guard let destination = outputs[kind.key] else { continue }
            if artifact == kind.artifact { return destination }
            if kind.isFolder, artifact.hasPrefix(kind.artifact + "/") {
                return destination + artifact.dropFirst(kind.artifact.count)
            }
        }
        return buildPath + "/" + artifact
    }
}

/// Reads and validates `zk-build.json`, every problem a located `ConfigurationValueCheck` diagnostic.
public enum ConfigurationLoader {
    public static func load(_ file: SourceFile) -> (ProjectConfiguration, [Diagnostic]) {
        let parsed = JSONReader.read(file)
        var reading = ConfigurationReading(file: file, diagnostics: parsed.diagnostics)
        guard let root = parsed.value else { return (reading.configuration, reading.diagnostics) }
        guard let object = root.object else {
            reading.diagnostics.append(
                problem("expected an object at the top of zk-build.json, found \(root.typeName)", root, file))
            return (reading.configuration, reading.diagnostics)
        }
        for member in object.members { reading.read(member, root: root) }
        return reading.finished()
    }

    /// A relative path that stays inside the project (no `..` step, not `.` alone).
    static func isInsideProject(_ text: String) -> Bool {
        let parts = text.split(separator: "/")
        return !text.hasPrefix("/") && !parts.isEmpty && !parts.contains("..") && !parts.allSatisfy { $0 == "." }
    }

    static func isLocale(_ text: String) -> Bool {
        text.range(of: #"^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$"#, options: .regularExpression) != nil
    }

    static func stringList(_ value: JSONValue) -> [String]? {
        guard let array = value.array else { return nil }
        let strings = array.compactMap(\.string)
        return strings.count == array.count ? strings : nil
    }

    static func problem(_ message: String, _ value: JSONValue, _ file: SourceFile) -> Diagnostic {
        ConfigurationValueCheck.invalidValue(message, at: SourceLocation(path: file.path, start: value.position))
    }

    static func mustBe(
        _ key: String, _ expected: String, found: String? = nil, _ value: JSONValue, _ file: SourceFile
    ) -> Diagnostic {
        ConfigurationValueCheck.mustBe(
            key, expected, found: found, at: SourceLocation(path: file.path, start: value.position))
    }

    static func unknownKey(
        _ prefix: String, _ key: String, _ known: [String], _ position: SourcePosition, _ file: SourceFile
    ) -> Diagnostic {
        ConfigurationValueCheck.unknownKey(
            key, prefix: prefix, known: known, at: SourceLocation(path: file.path, start: position))
    }
}

/// One reading of zk-build.json: what is read so far, and every problem, member by member.
private struct ConfigurationReading {
    let file: SourceFile
    var diagnostics: [Diagnostic]
    var configuration = ProjectConfiguration()
    /// The output folders as given, for the checks of their places.
    var destinations: [(key: String, value: JSONValue)] = []
    var buildValue: JSONValue?
    var given = Set<String>()

    init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    mutating func read(_ member: JSONMember, root: JSONValue) {
        let value = member.value
        given.insert(member.key)
        if member.key == "paths", let paths = value.object {
            for path in paths.members { given.insert("paths." + path.key) }
        }
        switch member.key {
        case "$schema": break
        case "paths": readPaths(value)
        case "sourceLocale":
            if let text = value.string, ConfigurationLoader.isLocale(text) {
                configuration.sourceLocale = text
            } else {
                diagnostics.append(
                    ConfigurationLoader.mustBe("sourceLocale", "a locale identifier such as \"de\"", value, file))
            }
        case "locales":
            if let list = ConfigurationLoader.stringList(value), !list.isEmpty,
                list.allSatisfy(ConfigurationLoader.isLocale)
            {
                configuration.locales = list
            } else {
                diagnostics.append(
                    ConfigurationLoader.mustBe(
                        "locales", "a non-empty array of locale identifiers such as [\"de\", \"en\"]", value, file))
            }
        case "variants":
            if let list = ConfigurationLoader.stringList(value) {
                configuration.variants = list
            } else {
                diagnostics.append(
                    ConfigurationLoader.mustBe("variants", "an array of dictionary variant names", value, file))
            }
        case "severities": readSeverities(value)
        case "audioRoot":
            if let text = value.string, !text.isEmpty {
                configuration.audioRoot = text
                configuration.audioRootPosition = value.position
            } else {
                diagnostics.append(ConfigurationLoader.mustBe("audioRoot", "a non-empty path string", value, file))
            }
        case "outputs": readOutputs(value)
        case "strict":
            if let flag = value.bool {
                configuration.strict = flag
            } else {
                diagnostics.append(ConfigurationLoader.mustBe("strict", "true or false", value, file))
            }
        case "schemaMap": readSchemaMap(value)
        default: readSection(member, root: root)
        }
    }

    /// The members another reader reads (`audio`, `strings`, `profile`, the inputs and assets).
    mutating func readSection(_ member: JSONMember, root: JSONValue) {
        let value = member.value
        switch member.key {
        case "audio":
            let (settings, found) = AudioSettings.read(configuration: root, path: file.path)
            configuration.audio = settings
            diagnostics += found
        case "strings":
            let (settings, found) = StringsSettings.read(value, path: file.path)
            configuration.strings = settings
            diagnostics += found
        case "profile":
            let (profile, problem) = CheckProfile.read(value)
            configuration.profile = profile
            if let problem { diagnostics.append(ConfigurationLoader.problem(problem, value, file)) }
        case "stages":
            configuration.stages = ProjectInputsReader.stages(value, file, &diagnostics)
        case "catalogs":
            let (catalogs, locales) = ProjectInputsReader.catalogs(value, file, &diagnostics)
            configuration.catalogs = catalogs
            configuration.catalogLocales = locales
        case "swiftSources":
            configuration.swiftSources = ProjectInputsReader.swiftSources(value, file, &diagnostics)
        case "generators":
            configuration.generators = ProjectInputsReader.generators(value, file, &diagnostics)
        case "assetCatalogs":
            configuration.assetCatalogs = AssetConfigurationReader.catalogs(value, file, &diagnostics)
        case "sizeBudgets":
            configuration.sizeBudgets = AssetConfigurationReader.budgets(value, file, &diagnostics)
        default:
            diagnostics.append(
                ConfigurationLoader.unknownKey("", member.key, ProjectConfiguration.keys, member.keyPosition, file))
        }
    }

    mutating func readPaths(_ value: JSONValue) {
        guard let paths = value.object else {
            diagnostics.append(ConfigurationLoader.mustBe("paths", "an object", found: value.typeName, value, file))
            return
        }
        for path in paths.members {
            guard let text = path.value.string, !text.isEmpty else {
                diagnostics.append(
                    ConfigurationLoader.mustBe("paths.\(path.key)", "a non-empty string", path.value, file))
                continue
            }
            switch path.key {
            case "content": configuration.contentPath = text
            case "strings": configuration.stringsPath = text
            case "audioManifests": configuration.audioManifestsPath = text
            case "brand": configuration.brandPath = text
            case "assets": configuration.assetsPath = text
            case "marketing": configuration.marketingPath = text
            case "dictionaries": configuration.dictionariesPath = text
            case "build":
                if !ConfigurationLoader.isInsideProject(text) {
                    diagnostics.append(
                        ConfigurationLoader.mustBe(
                            "paths.build",
                            "a relative path to a folder inside the project, not '\(MessageText.escaped(text))'",
                            path.value, file))
                } else {
                    configuration.buildPath = OutputPlacesCheck.normal(text)
                    buildValue = path.value
                }
            default:
                diagnostics.append(
                    ConfigurationLoader.unknownKey(
                        "paths.", path.key, ProjectConfiguration.pathKeys, path.keyPosition, file))
            }
        }
    }

    mutating func readSeverities(_ value: JSONValue) {
        guard let map = value.object else {
            diagnostics.append(
                ConfigurationLoader.mustBe("severities", "an object mapping codes to severities", value, file))
            return
        }
        for entry in map.members {
            let allowed = ["error", "warning", "note", "ignore"]
            guard entry.key.range(of: #"^ZK[0-9]{4}$"#, options: .regularExpression) != nil else {
                diagnostics.append(
                    ConfigurationValueCheck.invalidValue(
                        "'\(entry.key)' is not a diagnostic code (expected ZK followed by four digits)",
                        at: SourceLocation(path: file.path, start: entry.keyPosition)))
                continue
            }
            let unknown = ZKBuildChecks.severityChecks.run(
                SeverityEntry(
                    code: entry.key, location: SourceLocation(path: file.path, start: entry.keyPosition),
                    registry: StageCatalog.registry))
            guard unknown.isEmpty else {
                diagnostics += unknown
                continue
            }
            guard let severity = entry.value.string, allowed.contains(severity) else {
                diagnostics.append(
                    ConfigurationLoader.problem(
                        "severity of '\(entry.key)' must be one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))",
                        entry.value, file))
                continue
            }
            configuration.severities[entry.key] = severity
            configuration.severityPositions[entry.key] = entry.keyPosition
        }
    }

    mutating func readOutputs(_ value: JSONValue) {
        guard let map = value.object else {
            diagnostics.append(
                ConfigurationLoader.mustBe("outputs", "an object mapping output kinds to project paths", value, file))
            return
        }
        let kinds = ProjectConfiguration.outputKinds.map(\.key)
        for entry in map.members {
            guard kinds.contains(entry.key) else {
                diagnostics.append(
                    ConfigurationLoader.unknownKey("outputs.", entry.key, kinds, entry.keyPosition, file))
                continue
            }
            guard let text = entry.value.string, ConfigurationLoader.isInsideProject(text) else {
                diagnostics.append(
                    ConfigurationLoader.problem(
                        "'outputs.\(entry.key)' must be a path inside the project such as \"Resources/Dictionaries\"",
                        entry.value, file))
                continue
            }
            configuration.outputs[entry.key] = text
            destinations.append((entry.key, entry.value))
        }
    }

    mutating func readSchemaMap(_ value: JSONValue) {
        guard let map = value.object else {
            diagnostics.append(
                ConfigurationLoader.mustBe(
                    "schemaMap", "an object of URI prefixes to folders", found: value.typeName, value, file))
            return
        }
        for entry in map.members {
            guard let text = entry.value.string, !text.isEmpty, ConfigurationLoader.isInsideProject(text) else {
                diagnostics.append(
                    ConfigurationLoader.problem(
                        "'schemaMap.\(entry.key)' must be a folder inside the project such as \"vendor/schemas\"",
                        entry.value, file))
                continue
            }
            configuration.schemaMap[entry.key] = text
        }
    }

    /// The configuration read, with the checks of the whole (output places, severity overrides).
    mutating func finished() -> (ProjectConfiguration, [Diagnostic]) {
        configuration.givenKeys = given.sorted()
        configuration.profile = configuration.profile.turningOn(severities: configuration.severities)
        diagnostics += ZKBuildChecks.configurationChecks.run(
            LoadedConfiguration(
                configuration: configuration, file: file, registry: StageCatalog.registry, buildValue: buildValue,
                destinations: destinations))
        return (configuration, diagnostics)
    }
}
