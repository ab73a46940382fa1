import ZKCore
import ZKProject

/// The download-size budgets of `zk-build.json`'s `sizeBudgets`, each with where it is written.
public struct SizeBudgets: Sendable, Hashable, Codable {
    public struct Limit: Sendable, Hashable, Codable {
        public var bytes: Int
        public var location: SourceLocation

        public init(bytes: Int, location: SourceLocation) {
            self.bytes = bytes
            self.location = location
        }
    }

    public var total: Limit?
    /// Asset category (`friend`) or audio kind (`num`, `prompt`, `sfx`, `music`) → limit.
    public var categories: [String: Limit]
    /// Locale (`de`, or `all` for what every locale shares) → limit.
    public var locales: [String: Limit]

    public init(total: Limit? = nil, categories: [String: Limit] = [:], locales: [String: Limit] = [:]) {
        self.total = total
        self.categories = categories
        self.locales = locales
    }

    public var isEmpty: Bool { total == nil && categories.isEmpty && locales.isEmpty }
}

/// A recording the app bundles: its path under the audio root (`de/num.7.m4a`,
/// `common/sfx.tap.m4a`) and its size.
public struct BundledAudioFile: Sendable, Hashable {
    public var path: String
    public var bytes: Int

    public init(path: String, bytes: Int) {
        self.path = path
        self.bytes = bytes
    }
}

/// Measures what the app bundle carries (the files the catalogs' sets name, and the audio
/// recordings) per kind, category and locale, and reports each budget it exceeds with the
/// biggest files of that budget's scope.
public enum DownloadSizeBudget: DeclaresCodes {
    typealias File = DiagnosticExample.ExampleFile

    static func example(limit: String) -> [File] {
        [File("zk-build.json", #"{ "sizeBudgets": { "categories": { "avatar": \#(limit) } } }"#)]
            + AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]
    }

    public static let exceeded = DiagnosticCode(
        "ZK2061", .error, summary: "the bundled assets and audio exceed a download-size budget",
        explanation: """
            `zk-build.json`'s `sizeBudgets` limits the bytes the app bundle carries: `total`, per \
            `categories` (asset-name categories such as `friend`, audio kinds `num`, `prompt`, \
            `sfx`, `music`) and per `locales` (`de`, or `all` for what every locale shares). Sizes \
            are bytes or strings such as "4 MB" (decimal, as App Store Connect counts). Assets \
            count the files their sets name, audio the files under `audioRoot` \
            (`<locale>/…`, `common/…`). The notes list the biggest files of the budget's scope; \
            shrink them, or raise the budget deliberately. `build/reports/download-size.json` \
            holds every figure.
            """,
        example: .edit(
            DiagnosticExample(example(limit: "1000")),
            broken: #"↓50"#, fixed: #"1000"#))

    public static let codes = [exceeded]

    /// The figures of the catalogs' files and the audio files, without budgets.
    public static func measure(
        _ assets: AssetInventory, input: ContentInput, audio: [BundledAudioFile], audioRoot: String? = nil
    ) -> DownloadSizeReport {
        let files = allFiles(assets, input: input, audio: audio, audioRoot: audioRoot)
        var cells: [String: DownloadSizeReport.Line] = [:]
        for file in files {
            let key = [file.kind, file.category, file.locale].joined(separator: "\u{0}")
            var line =
                cells[key]
                ?? DownloadSizeReport.Line(
                    kind: file.kind, category: file.category, locale: file.locale, bytes: 0, files: 0)
            line.bytes += file.bytes
            line.files += 1
            cells[key] = line
        }
        let lines = cells.values.sorted { ($0.kind, $0.category, $0.locale) < ($1.kind, $1.category, $1.locale) }
        return DownloadSizeReport(
            lines: lines, totalBytes: files.reduce(0) { $0 + $1.bytes }, biggest: Array(files.prefix(20)), budgets: [])
    }

    /// The category a set's bytes count under: its asset-name category, `appicon`, or `other`.
    static func category(of set: AssetSet) -> String {
        if set.kind == .appIconSet { return "appicon" }
        return set.category ?? "other"
    }

    /// Measures and checks: the report with its budgets filled in, and a diagnostic per budget exceeded.
    public static func check(
        _ assets: AssetInventory, input: ContentInput, audio: [BundledAudioFile], audioRoot: String?,
        budgets: SizeBudgets
    ) -> (report: DownloadSizeReport, diagnostics: [Diagnostic]) {
        var report = measure(assets, input: input, audio: audio, audioRoot: audioRoot)
        let all = allFiles(assets, input: input, audio: audio, audioRoot: audioRoot)
        var diagnostics: [Diagnostic] = []
        func apply(_ scope: String, _ limit: SizeBudgets.Limit, _ matches: (DownloadSizeReport.FileSize) -> Bool) {
            let inScope = all.filter(matches)
            let used = inScope.reduce(0) { $0 + $1.bytes }
            report.budgets.append(DownloadSizeReport.Budget(scope: scope, limit: limit.bytes, used: used))
            if used > limit.bytes { diagnostics.append(.overBudget(scope, limit, used: used, biggest: inScope)) }
        }
        if let total = budgets.total { apply("total", total) { _ in true } }
        for name in budgets.categories.keys.sorted() {
            if let limit = budgets.categories[name] { apply("category '\(name)'", limit) { $0.category == name } }
        }
        for name in budgets.locales.keys.sorted() {
            if let limit = budgets.locales[name] { apply("locale '\(name)'", limit) { $0.locale == name } }
        }
        return (report, diagnostics)
    }

    /// Every bundled file, biggest first: the files the sets name (each once), then the audio.
    static func allFiles(
        _ assets: AssetInventory, input: ContentInput, audio: [BundledAudioFile], audioRoot: String?
    ) -> [DownloadSizeReport.FileSize] {
        var files: [DownloadSizeReport.FileSize] = []
        for set in assets.sets {
            var seen: Set<CodePointString> = []
            for entry in set.entries {
                guard let filename = entry.filename?.value else { continue }
                let path = set.folder + "/" + filename
                guard seen.insert(CodePointString(path)).inserted, let facts = input.facts(of: path) else { continue }
                files.append(
                    DownloadSizeReport.FileSize(
                        path: path, bytes: facts.size, kind: "assets", category: category(of: set),
                        locale: entry.locale ?? "all"))
            }
        }
        for file in audio {
            let components = file.path.split(separator: "/")
            let folder = components.count > 1 ? String(components[0]) : "common"
            let kind = String(components.last ?? "").split(separator: ".").first.map(String.init) ?? "other"
            files.append(
                DownloadSizeReport.FileSize(
                    path: audioRoot.map { $0 + "/" + file.path } ?? file.path, bytes: file.bytes, kind: "audio",
                    category: kind, locale: folder == "common" ? "all" : folder))
        }
        // Ties by path in code-point order: `<` on String would tie look-alike paths.
        return files.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.path.precedesByCodePoints($1.path) }
    }
}

extension Diagnostic {
    fileprivate static func overBudget(
        _ scope: String, _ limit: SizeBudgets.Limit, used: Int, biggest: [DownloadSizeReport.FileSize]
    ) -> Diagnostic {
        let notes = biggest.prefix(5).map { file in
            Diagnostic.Note("\(DownloadSizeReport.text(file.bytes)): \(file.path)", at: SourceLocation(path: file.path))
        }
        return Diagnostic(
            DownloadSizeBudget.exceeded,
            "the bundle's \(scope) is \(DownloadSizeReport.text(used))\(used >= 1000 ? " (\(used) bytes)" : ""), over its budget of \(DownloadSizeReport.text(limit.bytes)) by \(DownloadSizeReport.text(used - limit.bytes))",
            at: limit.location, notes: Array(notes))
    }
}
