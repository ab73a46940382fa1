import Foundation
import Testing
import ZKBrand
import ZKContent
import ZKCore
import ZKDawg
import ZKStrings

@testable import ZKAudio
@testable import ZKAudioCLI
@testable import ZKBrandCLI
@testable import ZKBuild
@testable import ZKContentCLI
@testable import ZKDawgCLI
@testable import ZKStringsCLI

/// docs/ documents everything a user can name: every diagnostic code has its anchor in
/// docs/codes.md, every option each tool's `--help` prints has its entry under its command in the
/// tool's page, every key of zk-build.json's schema its section in docs/configuration/, and every
/// relative link of README.md and docs/ leads to a file of the repository.
@Suite struct DocumentationReferenceTests {
    /// Each tool's page and the command declaration its `--help` is printed from.
    static let tools: [(page: String, spec: CommandSpec)] = [
        ("docs/tools/zk-build.md", ZKBuildCommand.spec), ("docs/tools/zk-dawg.md", DawgCommand.spec),
        ("docs/tools/zk-content.md", ContentTool.spec), ("docs/tools/zk-strings.md", StringsTool.spec),
        ("docs/tools/zk-audio.md", AudioTool.spec), ("docs/tools/zk-marketing.md", MarketingTool.spec),
    ]

    /// Every command of `root` with the options its `--help` lists that are its own: not those it
    /// inherits from the commands above it, and `--help` and `--version` only for the tool itself.
    static func helpOptions(of root: CommandSpec) -> [(command: [String], options: [String])] {
        var out: [(command: [String], options: [String])] = []
        func visit(_ command: CommandSpec, _ path: [String]) {
            let inherited = HelpFormatter.inheritedOptions(root: root, path: path)
            let help = HelpFormatter.help(for: command, path: path, toolName: root.name, inherited: inherited)
            let above = Set(inherited.map { "--" + $0.long } + (path.isEmpty ? [] : ["--help", "--version"]))
            out.append(([root.name] + path, options(inHelp: help).filter { !above.contains($0) }))
            for sub in command.subcommands { visit(sub, path + [sub.name]) }
        }
        visit(root, [])
        return out
    }

    /// The long options of a help text's OPTIONS list (`  -q, --quiet …`, `  --format <f> …`).
    static func options(inHelp help: String) -> [String] {
        let lines = help.components(separatedBy: "\n").drop { $0 != "OPTIONS:" }.dropFirst().prefix { !$0.isEmpty }
        return lines.compactMap { line in
            let words = line.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
            return words.prefix(2).first { $0.hasPrefix("--") }
        }
    }

    /// The part of `page` from the heading line `heading` to the next heading of its level or above.
    static func section(_ heading: String, in page: String) -> String? {
        let lines = page.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return nil }
        let level = heading.prefix { $0 == "#" }.count
        let rest = lines[(start + 1)...].prefix { line in
            let hashes = line.prefix { $0 == "#" }.count
            return hashes == 0 || hashes > level || !line.dropFirst(hashes).hasPrefix(" ")
        }
        return rest.joined(separator: "\n")
    }

    /// Every option under the heading of the command that declares it (`### \`zk-strings
    /// export-xliff\``), and a heading for every command.
    static func undocumentedOptions(page: String, spec: CommandSpec) -> [String] {
        helpOptions(of: spec).flatMap { command, options -> [String] in
            let name = command.joined(separator: " ")
            guard let text = section("### `\(name)`", in: page) else { return ["\(name): no heading ### `\(name)`"] }
            return options.filter { !text.contains("`\($0)") }.map { "\(name) \($0)" }
        }
    }

    @Test(arguments: tools.map(\.page))
    func everyOptionOfTheToolsHelpHasItsEntry(page: String) throws {
        let spec = try #require(Self.tools.first { $0.page == page }?.spec)
        let text = DocumentationTests.read(page)
        #expect(!text.isEmpty, "\(page) is missing")
        #expect(Self.undocumentedOptions(page: text, spec: spec) == [])
    }

    @Test func theCheckFindsAnOptionRemovedFromItsPage() {
        let page = DocumentationTests.read("docs/tools/zk-strings.md")
        #expect(page.contains("`--locale"))
        let removed = page.replacingOccurrences(of: "`--locale", with: "`--lokale")
        #expect(
            Self.undocumentedOptions(page: removed, spec: StringsTool.spec).contains("zk-strings export-xliff --locale")
        )
        let noHeading = page.replacingOccurrences(of: "### `zk-strings migrate`", with: "### migrate")
        #expect(
            Self.undocumentedOptions(page: noHeading, spec: StringsTool.spec).contains(
                "zk-strings migrate: no heading ### `zk-strings migrate`"))
    }

    @Test func everyOptionOfThePluginToolHasItsEntry() {
        let page = DocumentationTests.read("docs/plugins.md")
        let options = PluginTool.usage.split(whereSeparator: { !$0.isLetter && $0 != "-" }).filter {
            $0.hasPrefix("--")
        }
        #expect(options.count >= 6)
        for option in Set(options) { #expect(page.contains("`\(option)"), "docs/plugins.md lacks \(option)") }
    }

    /// The codes whose anchor and heading docs/codes.md lacks.
    static func codesWithoutEntry(_ document: String, registry: CodeRegistry) -> [String] {
        registry.codes.map(\.code).filter { code in
            let anchor = "<a id=\"\(code.lowercased())\"></a>\n\n## \(code): "
            return !document.contains(anchor)
        }
    }

    @Test func everyCodeOfEveryRegistryHasItsAnchorInTheCodesDocument() {
        let document = DocumentationTests.read("docs/codes.md")
        let registries = [
            StageCatalog.registry, DawgCommand.registry, ContentTool.registry, StringsTool.registry,
            AudioTool.registry, MarketingTool.registry,
        ]
        for registry in registries {
            #expect(!registry.codes.isEmpty)
            #expect(Self.codesWithoutEntry(document, registry: registry) == [])
        }
        let removed = document.replacingOccurrences(of: "<a id=\"zk3004\"></a>", with: "")
        #expect(Self.codesWithoutEntry(removed, registry: StageCatalog.registry) == ["ZK3004"])
    }

    /// The configuration pages, one text.
    static var configurationPages: String {
        let folder = DefaultProjectTests.root + "/docs/configuration"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".md")
        }
        return names.sorted().map { DocumentationTests.read("docs/configuration/" + $0) }.joined(separator: "\n")
    }

    /// Every property name anywhere below a schema node (`audio`'s members, its targets' members).
    static func propertyNames(below node: JSONValue?) -> [String] {
        guard let node else { return [] }
        if let items = node.array { return items.flatMap { propertyNames(below: $0) } }
        guard let members = node.object?.members else { return [] }
        return members.flatMap { member -> [String] in
            let own = member.key == "properties" ? (member.value.object?.members.map(\.key) ?? []) : []
            return own + propertyNames(below: member.value)
        }
    }

    /// The keys of zk-build.json without their section (`## \`key\``), or not named in it.
    static func undocumentedKeys(in pages: String) -> [String] {
        var nested: [String: [String]] = [:]
        for key in ConfigurationSchema.topLevelKeys {
            nested[key] = ConfigurationSchema.keys(at: ["properties", key])
        }
        nested["audio", default: []] += propertyNames(below: AudioSettings.schema.root?["$defs"])
            .filter { $0 != "audio" }
        nested["strings", default: []] += StringsSettings.keys
        nested["assetCatalogs", default: []] += AssetConfigurationReader.catalogKeys
        var missing: [String] = []
        for key in ConfigurationSchema.topLevelKeys {
            guard let text = section("## `\(key)`", in: pages) else {
                missing.append(key)
                continue
            }
            for member in Set(nested[key] ?? []) where !text.contains("`\(member)`") {
                missing.append(key + "." + member)
            }
        }
        return missing.sorted()
    }

    @Test func everyKeyOfTheConfigurationSchemaHasItsSection() {
        let pages = Self.configurationPages
        #expect(ConfigurationSchema.topLevelKeys.count > 15)
        #expect(Self.undocumentedKeys(in: pages) == [])
        let removed = pages.replacingOccurrences(of: "`maxSpreadLU`", with: "maxSpreadLU")
            .replacingOccurrences(of: "## `schemaMap`", with: "## schemaMap")
        #expect(Self.undocumentedKeys(in: removed) == ["audio.maxSpreadLU", "schemaMap"])
    }

    /// The relative links of a Markdown text (`[text](path)`, `[text](path#anchor)`).
    static func relativeLinks(in text: String) -> [String] {
        let regex = try? NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let matches = regex?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? []
        return matches.compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }.filter {
            !$0.contains("://") && !$0.hasPrefix("mailto:") && !$0.hasPrefix("#")
        }
    }

    /// The Markdown files of README.md and docs/, repository-relative.
    static var markdownFiles: [String] {
        let root = DefaultProjectTests.root
        let docs = FileManager.default.enumerator(atPath: root + "/docs")?.allObjects.compactMap { $0 as? String } ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }.sorted()
    }

    /// Each link whose file does not exist, or whose `#anchor` its Markdown file does not define.
    static func brokenLinks(in text: String, of file: String) -> [String] {
        let root = DefaultProjectTests.root
        let folder = (file as NSString).deletingLastPathComponent
        return relativeLinks(in: text).filter { link in
            let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
            let path = ((root + "/" + folder) as NSString).appendingPathComponent(parts[0])
            guard FileManager.default.fileExists(atPath: (path as NSString).standardizingPath) else { return true }
            guard parts.count == 2 else { return false }
            let target = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return !anchors(of: target).contains(parts[1])
        }.map { "\(file): \($0)" }
    }

    /// The anchors of a Markdown text: `<a id="…">` and GitHub's heading slugs.
    static func anchors(of text: String) -> Set<String> {
        var out: Set<String> = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("<a id=\""), let end = line.dropFirst(7).firstIndex(of: "\"") {
                out.insert(String(line.dropFirst(7)[..<end]))
            } else if line.hasPrefix("#") {
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                let kept = title.unicodeScalars.filter {
                    CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
                }
                out.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
            }
        }
        return out
    }

    @Test func everyRelativeLinkOfTheReadmeAndDocsResolves() {
        let files = Self.markdownFiles
        #expect(files.count > 20)
        for file in files {
            #expect(Self.brokenLinks(in: DocumentationTests.read(file), of: file) == [])
        }
        #expect(
            Self.brokenLinks(
                in: "[a](docs/nowhere.md) [b](docs/codes.md#zk9999) [c](docs/codes.md#zk0001)", of: "README.md")
                == ["README.md: docs/nowhere.md", "README.md: docs/codes.md#zk9999"])
    }
}
