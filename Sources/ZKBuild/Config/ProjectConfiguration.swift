import Foundation
import ZKAudio
import ZKContent
import ZKCore
import ZKProject
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
    public var severities = SeverityOverrides()
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
    /// fastlane's metadata folders (`fastlane/metadata`), whose store texts are checked in place:
    /// `"fastlaneMetadata"` of zk-build.json, else what discovery found (without a profile); nil
    /// checks none.
    public var fastlaneMetadata: [String]?
    /// fastlane's screenshot folders (`fastlane/screenshots`, deliver's), whose images are
    /// checked in place: `"fastlaneScreenshots"`, else what discovery found (without a profile); nil
    /// checks none. supply's
    /// screenshots are read in the `fastlaneMetadata` folders.
    public var fastlaneScreenshots: [String]?
    /// Icon Composer documents (`AppIcon.icon`, project-relative) outside the content folder:
    /// without a profile, what discovery found; with `assetCatalogs` folder entries, those under
    /// them. The content stage adds the documents beside each asset catalog and in `paths.assets`.
    public var iconDocuments: [String] = []
    /// JSON files outside the content folder checked against the schema their `$schema` names
    /// (`"jsonFiles"`, project-relative; without it, what discovery found); nil checks none.
    public var jsonFiles: [String]?
    /// Design Tokens files checked besides `<brand>/brand.json` (`"tokenFiles"`, project-relative;
    /// without it, every `*.tokens.json` and `*.tokens` file discovery found); nil checks none.
    public var tokenFiles: [String]?
    /// Which Swift generators `build` runs (`"generators"`: `strings` and `assets`, on by default).
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
    /// `severities` applied, except to the codes reported before the overrides can apply
    /// (`SeverityOverrideCheck.unaffected`). The one place the configuration changes a finding:
    /// a stage's result (what decides whether it failed), the driver's own notes and the run's.
    public func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        severities.apply(
            profile.filter(diagnostics, registry: StageCatalog.registry),
            except: Set(SeverityOverrideCheck.unaffected))
    }

    /// Whether the stage named `name` runs (`"stages": { "marketing": false }` switches one off).
    public func runs(stage name: String) -> Bool { stages[name] ?? true }

    /// Whether each catalog's required locales are the locales it contains: neither zk-build.json
    /// nor the profile names locales.
    public var localesFromCatalogs: Bool { !gives("locales") && profile.locales == nil }

    public static let fileName = "zk-build.json"

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
        OutputKind(key: "assetsSwift", artifact: "swift/Assets.swift", isFolder: false),
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

/// Reads and validates `zk-build.json`: its shape checked by `ConfigurationSchema`, then what the
/// schema accepts decoded in typed lines, with the checks no schema can make (a path that leaves
/// the project, a code no check declares); every problem a located `ConfigurationValueCheck`
/// diagnostic.
public enum ConfigurationLoader {
    public static func load(_ file: SourceFile) -> (ProjectConfiguration, [Diagnostic]) {
        let parsed = JSONReader.read(file)
        var reading = ConfigurationReading(file: file)
        guard let root = parsed.value else { return (reading.configuration, parsed.diagnostics) }
        guard let object = root.object else {
            let top = problem("expected an object at the top of zk-build.json, found \(root.typeName)", root, file)
            return (reading.configuration, parsed.diagnostics + [top])
        }
        let checked = ConfigurationSchema.schema.check(
            root, file: file.path, code: ConfigurationValueCheck.invalidConfiguration
        ) { ConfigurationSchema.diagnostic($0, in: root) }
        reading.diagnostics = checked.diagnostics
        reading.rejectedKeys = Set(checked.diagnostics.compactMap { $0.location?.start })
        for member in object.members { reading.read(member, accepted: checked.accepted?[member.key], root: root) }
        return reading.finished(after: parsed.diagnostics)
    }

    /// A relative path that stays inside the project (no `..` step, not `.` alone).
    static func isInsideProject(_ text: String) -> Bool {
        let parts = text.split(separator: "/")
        return !text.hasPrefix("/") && !parts.isEmpty && !parts.contains("..") && !parts.allSatisfy { $0 == "." }
    }

    /// Whether an input folder `text` lies inside the project: relative, without `..` (`.`, the
    /// project itself, is allowed).
    static func isInputInsideProject(_ text: String) -> Bool {
        !text.hasPrefix("/") && !text.split(separator: "/").contains("..")
    }

    static func problem(_ message: String, _ value: JSONValue, _ file: SourceFile) -> Diagnostic {
        ConfigurationValueCheck.invalidValue(message, at: SourceLocation(path: file.path, start: value.position))
    }

    /// What the value of the member `key` of a section must be, at `value`.
    static func mustBe(
        _ key: String, _ expected: String, found: String? = nil, _ value: JSONValue, _ file: SourceFile
    ) -> Diagnostic {
        ConfigurationValueCheck.mustBe(
            key, expected, found: found, at: SourceLocation(path: file.path, start: value.position))
    }

    /// What `key`'s value must be, in the words of `ConfigurationSchema.expected[pattern]`.
    static func mustBe(_ key: String, like pattern: String, _ value: JSONValue, _ file: SourceFile) -> Diagnostic {
        mustBe(key, ConfigurationSchema.expected[pattern] ?? "a valid value", value, file)
    }

    static func unknownKey(
        _ prefix: String, _ key: String, _ known: [String], _ position: SourcePosition, _ file: SourceFile
    ) -> Diagnostic {
        ConfigurationValueCheck.unknownKey(
            key, prefix: prefix, known: known, at: SourceLocation(path: file.path, start: position))
    }

    /// A locale identifier as the schema's `$defs/locale` says (for the sections read by hand).
    static func isLocale(_ text: String) -> Bool {
        guard let pattern = ConfigurationSchema.schema.root?["$defs"]?["locale"]?["pattern"]?.string else {
            return false
        }
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    static func stringList(_ value: JSONValue) -> [String]? {
        guard let array = value.array else { return nil }
        let strings = array.compactMap(\.string)
        return strings.count == array.count ? strings : nil
    }
}

/// One reading of zk-build.json: what is read so far, and every problem, member by member.
private struct ConfigurationReading {
    let file: SourceFile
    var diagnostics: [Diagnostic] = []
    /// Where the schema rejected a key (an unknown one, a severity's code): its member is not read.
    var rejectedKeys = Set<SourcePosition>()
    var configuration = ProjectConfiguration()
    /// The output folders as given, for the checks of their places.
    var destinations: [(key: String, value: JSONValue)] = []
    var buildValue: JSONValue?
    var given = Set<String>()

    init(file: SourceFile) { self.file = file }

    /// Reads one top-level member: `accepted` is its value as far as the schema accepts it (nil
    /// when rejected whole); the sections other readers read get the value as written.
    mutating func read(_ member: JSONMember, accepted: JSONValue?, root: JSONValue) {
        given.insert(member.key)
        for path in member.key == "paths" ? member.value.object?.members ?? [] : [] {
            given.insert("paths." + path.key)
        }
        guard !rejectedKeys.contains(member.keyPosition) else { return }
        guard let value = accepted else { return readSection(member, root: root) }
        switch member.key {
        case "paths": readPaths(value)
        case "sourceLocale": configuration.sourceLocale = value.string ?? configuration.sourceLocale
        case "locales": configuration.locales = value.array?.compactMap(\.string) ?? configuration.locales
        case "variants": configuration.variants = value.array?.compactMap(\.string)
        case "severities": readSeverities(value)
        case "audioRoot":
            configuration.audioRoot = value.string
            configuration.audioRootPosition = value.position
        case "outputs": readOutputs(value)
        case "strict": configuration.strict = value.bool ?? false
        case "jsonFiles": configuration.jsonFiles = value.array?.compactMap(\.string)
        case "tokenFiles": configuration.tokenFiles = value.array?.compactMap(\.string)
        case "fastlaneMetadata": configuration.fastlaneMetadata = value.array?.compactMap(\.string)
        case "fastlaneScreenshots": configuration.fastlaneScreenshots = value.array?.compactMap(\.string)
        case "schemaMap": readSchemaMap(value)
        case "stages":
            for stage in members(value) { configuration.stages[stage.key] = stage.value.bool }
        case "generators":
            configuration.generators.strings = value["strings"]?.bool ?? configuration.generators.strings
            configuration.generators.assets = value["assets"]?.bool ?? configuration.generators.assets
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
        case "catalogs":
            let (catalogs, locales) = ProjectInputsReader.catalogs(value, file, &diagnostics)
            configuration.catalogs = catalogs
            configuration.catalogLocales = locales
        case "swiftSources":
            configuration.swiftSources = ProjectInputsReader.swiftSources(value, file, &diagnostics)
        case "assetCatalogs":
            configuration.assetCatalogs = AssetConfigurationReader.catalogs(value, file, &diagnostics)
        case "sizeBudgets":
            configuration.sizeBudgets = AssetConfigurationReader.budgets(value, file, &diagnostics)
        default:
            break  // a member the schema rejected whole: reported there
        }
    }

    /// The members of `object` the schema accepted, keys it rejected left out.
    func members(_ object: JSONValue) -> [JSONMember] {
        object.object?.members.filter { !rejectedKeys.contains($0.keyPosition) } ?? []
    }

    mutating func readPaths(_ paths: JSONValue) {
        for path in members(paths) {
            guard let text = path.value.string else { continue }
            // An input folder outside the project (`/etc`, `../secrets`) would be read, quoted in
            // diagnostics and copied into `build/`: every path is confined like the file settings.
            guard path.key == "build" || ConfigurationLoader.isInputInsideProject(text) else {
                diagnostics.append(
                    ConfigurationValueCheck.mustBe(
                        "paths." + path.key,
                        "a relative path inside the project (no '/' at the start, no '..'), not '\(MessageText.escaped(text))'",
                        at: SourceLocation(path: file.path, start: path.value.position)))
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
                if ConfigurationLoader.isInsideProject(text) {
                    configuration.buildPath = OutputPlacesCheck.normal(text)
                    buildValue = path.value
                } else {
                    diagnostics.append(
                        ConfigurationValueCheck.mustBe(
                            "paths.build",
                            "a relative path to a folder inside the project, not '\(MessageText.escaped(text))'",
                            at: SourceLocation(path: file.path, start: path.value.position)))
                }
            default: break
            }
        }
    }

    mutating func readSeverities(_ severities: JSONValue) {
        for entry in members(severities) {
            let unknown = ZKBuildChecks.severityChecks.run(
                SeverityEntry(
                    code: entry.key, location: SourceLocation(path: file.path, start: entry.keyPosition),
                    registry: StageCatalog.registry))
            guard unknown.isEmpty else {
                diagnostics += unknown
                continue
            }
            guard let severity = entry.value.string.flatMap(SeverityOverride.init(rawValue:)) else { continue }
            configuration.severities[entry.key] = severity
            configuration.severityPositions[entry.key] = entry.keyPosition
        }
    }

    mutating func readOutputs(_ outputs: JSONValue) {
        for entry in members(outputs) {
            guard let text = entry.value.string else { continue }
            guard ConfigurationLoader.isInsideProject(text) else {
                diagnostics.append(
                    ConfigurationLoader.mustBe("outputs.\(entry.key)", like: "outputs.*", entry.value, file))
                continue
            }
            configuration.outputs[entry.key] = text
            destinations.append((entry.key, entry.value))
        }
    }

    mutating func readSchemaMap(_ map: JSONValue) {
        for entry in members(map) {
            guard let text = entry.value.string else { continue }
            guard ConfigurationLoader.isInsideProject(text) else {
                diagnostics.append(
                    ConfigurationLoader.mustBe("schemaMap.\(entry.key)", like: "schemaMap.*", entry.value, file))
                continue
            }
            configuration.schemaMap[entry.key] = text
        }
    }

    /// The configuration read, its problems in the order of the file after the reader's
    /// (`syntax`), then the checks of the whole (output places, severity overrides).
    mutating func finished(after syntax: [Diagnostic]) -> (ProjectConfiguration, [Diagnostic]) {
        configuration.givenKeys = given.sorted()
        configuration.profile = configuration.profile.turningOn(severities: configuration.severities)
        let ordered = diagnostics.enumerated().sorted { left, right in
            let (a, b) = (left.element.location?.start, right.element.location?.start)
            if a == b { return left.offset < right.offset }
            guard let a else { return false }
            guard let b else { return true }
            return (a.line, a.column) < (b.line, b.column)
        }
        let whole = ZKBuildChecks.configurationChecks.run(
            LoadedConfiguration(
                configuration: configuration, file: file, registry: StageCatalog.registry, buildValue: buildValue,
                destinations: destinations))
        return (configuration, syntax + ordered.map(\.element) + whole)
    }
}
