import DawgReader
import Foundation
import ZKAudio
import ZKBrand
import ZKCore
import ZKProject
import ZKStrings

/// What the project page (`build/reports/index.html`) shows, gathered from the products of the
/// stages it follows (the content index, the catalog texts) and the models of the tool
/// libraries: plain data, rendered by `ProjectPageHTML`.
struct ProjectPage: Sendable {
    struct CatalogCoverage: Sendable {
        var path: String
        var sourceLanguage: String
        var locales: [(locale: String, translated: Int, total: Int)]
        /// Every key with its value per locale and the problems found in it.
        var rows:
            [(key: String, comment: String?, values: [String: String], problems: [String: String], issues: [String])]
    }

    struct AudioLocale: Sendable {
        var locale: String
        var recorded: Int
        var missing: Int
        var stale: Int
        /// The recording script, relative to the page.
        var script: String
    }

    struct StoreField: Sendable {
        var name: String
        var text: String
        var length: Int
        var limit: Int
        var unit: String
        var required: Bool
    }

    struct StoreListingPage: Sendable {
        var store: String
        var locale: String
        var folder: String
        var fields: [StoreField]
    }

    struct DictionaryStats: Sendable {
        var variant: String
        var words: Int
        var letters: Int
        var lengths: ClosedRange<Int>
        var bytes: Int?
        var states: Int?
        var edges: Int?
        var gaddag: Bool
        /// Words per length, from the shortest.
        var histogram: [Int]
    }

    struct Asset: Sendable {
        var name: String
        var folder: String
        /// A `data:` URI of the set's first image, nil when it has none.
        var image: String?
        var references: Int
    }

    var title: String
    var catalogs: [CatalogCoverage] = []
    var audio: [AudioLocale] = []
    var listings: [StoreListingPage] = []
    var dictionaries: [DictionaryStats] = []
    var assets: [Asset] = []

    /// Gathers the page of `project`; `upstream` carries the index and the catalog texts.
    static func gather(_ project: Project, upstream: StageProducts, jobs: Int) -> ProjectPage {
        var page = ProjectPage(
            title: upstream.brand?.appNames.first?.value ?? (project.root as NSString).lastPathComponent)
        page.catalogs = strings(project, upstream: upstream, jobs: jobs)
        page.audio = audio(project, upstream: upstream)
        page.listings = store(project)
        page.dictionaries = dictionaries(project)
        page.assets = assets(project, index: upstream.index)
        return page
    }

    /// Every catalog the strings stage checks, wherever it lies, with the findings the command
    /// line prints (profiles and `severities` applied): the stage's own `findings`.
    static func strings(_ project: Project, upstream: StageProducts, jobs: Int) -> [CatalogCoverage] {
        let findings = StringsStage.findings(project, upstream: upstream, jobs: jobs)
        var texts: [String: CatalogTexts] = [:]
        for path in findings.paths {
            guard case .success(let (_, parsed)) = project.readJSON(path), let root = parsed.value else { continue }
            texts[path] = CatalogTextsReader.texts(root, path: path)
        }
        let report = CoverageReport(
            catalogs: findings.catalogs, options: findings.options,
            diagnostics: findings.reported(project.configuration))
        return report.catalogs.map { section in
            let entries = texts[section.path]?.entries ?? [:]
            let rows = section.rows.map { row in
                let values = entries[row.key]?.texts.mapValues(\.value) ?? [:]
                var problems: [String: String] = [:]
                for (locale, state) in row.cells where state != .translated && state != .excluded {
                    problems[locale] = state.rawValue
                }
                return (row.key, row.comment, values, problems, row.allIssues.map { "\($0.code): \($0.message)" })
            }
            return CatalogCoverage(
                path: section.path, sourceLanguage: section.sourceLanguage,
                locales: section.locales.map { ($0.locale, $0.translated, $0.total) }, rows: rows)
        }
    }

    static func audio(_ project: Project, upstream: StageProducts) -> [AudioLocale] {
        let configuration = project.configuration
        let paths = AudioStage().manifestPaths(in: project)
        guard !paths.isEmpty else { return [] }
        var manifests: [AudioManifest] = []
        for path in paths {
            guard case .success(let (file, parsed)) = project.readJSON(path),
                let manifest = ManifestReader.read(file, parsed: parsed).0
            else { continue }
            manifests.append(manifest)
        }
        let input = AudioCheckInput(
            manifests: manifests, index: upstream.index, catalog: upstream.catalog,
            locales: upstream.index?.locales ?? configuration.locales, manifestsFolder: configuration.audioManifestsPath
        )
        let page = configuration.outputPath("reports/index.html")
        return input.locales.map { locale in
            let rows = RecordingScript.rows(for: locale, input: input)
            let script = configuration.outputPath("audio/recording-script-\(locale).tsv")
            return AudioLocale(
                locale: locale, recorded: input.manifest(for: locale)?.entries.count ?? 0,
                missing: rows.filter { $0.reason == .missing }.count, stale: rows.filter { $0.reason == .stale }.count,
                script: relativePath(from: page, to: script))
        }
    }

    static func store(_ project: Project) -> [StoreListingPage] {
        let options = BrandStage.options(project)
        guard project.isDirectory(options.brandPath), let tokens = BrandStage.analyzeTokens(project, options) else {
            return []
        }
        var templates: [SourceFile] = []
        for path in MarketingStage().inputs(in: project) where options.templateKey(path) != nil {
            if case .success(let file) = project.read(path) { templates.append(file) }
        }
        let marketing = BrandAnalyzer.analyzeMarketing(templates: templates, tokens: tokens, options: options)
        return marketing.listings.map { listing in
            StoreListingPage(
                store: listing.store.displayName, locale: listing.locale, folder: listing.folder ?? "",
                fields: listing.fields.map { field in
                    StoreField(
                        name: field.rule.name, text: field.text, length: field.rule.unit.measure(field.text),
                        limit: field.rule.limit,
                        unit: field.rule.unit.rawValue, required: field.rule.required)
                })
        }
    }

    static func dictionaries(_ project: Project) -> [DictionaryStats] {
        let stage = DictionaryStage()
        return stage.variants(in: project).compactMap { variant in
            let path = project.configuration.outputPath("dictionaries/\(variant).dawg")
            guard case .success(let source) = FileReader.read(project.absolute(path), displayPath: path),
                let file = try? DawgFile(bytes: source.bytes)
            else { return nil }
            var histogram = [Int](repeating: 0, count: file.alphabet.maxLength + 1)
            file.forEachWord { histogram[min($0.count, histogram.count - 1)] += 1 }
            let shortest = histogram.firstIndex { $0 > 0 } ?? 0
            let longest = histogram.lastIndex { $0 > 0 } ?? 0
            return DictionaryStats(
                variant: variant, words: file.wordCount, letters: file.alphabet.letters.count,
                lengths: shortest...max(shortest, longest),
                bytes: file.byteCount, states: file.dawg.stateCount, edges: file.dawg.edgeCount,
                gaddag: file.gaddag != nil,
                histogram: Array(histogram[shortest...max(shortest, longest)]))
        }
    }

    static func assets(_ project: Project, index: ProjectIndex?) -> [Asset] {
        guard let index else { return [] }
        var references: [String: Int] = [:]
        for reference in index.assetReferences { references[reference.name, default: 0] += 1 }
        var seen = Set<String>()
        return index.assets.sorted { $0.name < $1.name }.compactMap { entry in
            guard seen.insert(entry.name).inserted else { return nil }
            let folder =
                (entry.location.path as NSString).lastPathComponent == "Contents.json"
                ? (entry.location.path as NSString).deletingLastPathComponent : entry.location.path
            let image = project.files(under: folder, extensions: ["png", "jpg", "jpeg", "gif"]).first.flatMap {
                path -> String? in
                guard case .success(let file) = project.read(path) else { return nil }
                let type = path.hasSuffix(".png") ? "png" : path.hasSuffix(".gif") ? "gif" : "jpeg"
                return "data:image/\(type);base64," + Data(file.bytes).base64EncodedString()
            }
            return Asset(name: entry.name, folder: folder, image: image, references: references[entry.name] ?? 0)
        }
    }

    /// `target` relative to the folder of `page` (both project-relative).
    static func relativePath(from page: String, to target: String) -> String {
        let from = page.split(separator: "/").dropLast()
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(
            separator: "/")
    }
}
