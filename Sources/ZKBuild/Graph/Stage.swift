import ZKCore

/// One step of the build: it declares what it reads and what it needs from other stages, and
/// turns that into diagnostics, plain-data products for later stages, and (in build mode) files.
///
/// A stage is pure with respect to the cache: given the same input bytes, the same upstream
/// products and the same tool version, it must produce the same result. That is what lets the
/// driver skip it.
public protocol Stage: Sendable {
    /// Stable name, used in `--verbose` output and as the cache key (`json-syntax`, `content`).
    var name: String { get }
    /// Names of stages whose products this one consumes; they run first.
    var dependencies: [String] { get }
    /// Bumped when the stage's behaviour changes, so cached results of older versions rerun.
    var version: String { get }
    /// Project-relative paths of every file the stage reads. Their contents key the cache.
    func inputs(in project: Project) -> [String]
    /// Project-relative (or absolute) paths of large files the stage reads only in part (audio
    /// recordings): the cache keys on their size and modification time instead of their bytes.
    func metadataInputs(in project: Project) -> [String]
    /// Runs the stage. Never throws: every failure is a diagnostic.
    func run(_ context: StageContext) -> StageResult
}

extension Stage {
    public func metadataInputs(in project: Project) -> [String] { [] }
}

/// Whether a run writes artifacts (`build`) or only checks (`check`).
public enum BuildMode: String, Sendable, Codable {
    case build
    case check
}

/// What a stage gets when it runs.
public struct StageContext: Sendable {
    public var project: Project
    public var mode: BuildMode
    /// The merged products of the stages it depends on.
    public var upstream: StageProducts
    public var jobs: Int
    /// Reports progress of a long stage (a dictionary build); prints only on a terminal.
    public var progress: ProgressReporter

    public init(project: Project, mode: BuildMode, upstream: StageProducts, jobs: Int, progress: ProgressReporter) {
        self.project = project
        self.mode = mode
        self.upstream = upstream
        self.jobs = jobs
        self.progress = progress
    }
}

/// Plain data that travels between stages (owned by ZKCore, so tool modules never import each other).
public struct StageProducts: Sendable, Codable, Hashable {
    /// From the content stage: every ID, key, audio ID and asset defined or referenced.
    public var index: ProjectIndex?
    /// From the strings stage: the texts of `Content.xcstrings`, for the audio checks.
    public var catalog: CatalogTexts?
    /// From the brand stage: the app name per locale, for the strings checks.
    public var brand: BrandFacts?
    /// From the content stage: the bytes of bundled assets and audio, and the budgets measured.
    public var downloadSize: DownloadSizeReport?

    public init(index: ProjectIndex? = nil, catalog: CatalogTexts? = nil, brand: BrandFacts? = nil, downloadSize: DownloadSizeReport? = nil) {
        self.index = index
        self.catalog = catalog
        self.brand = brand
        self.downloadSize = downloadSize
    }

    /// Fields of `other` fill the empty fields of `self`.
    public func merged(with other: StageProducts) -> StageProducts {
        StageProducts(
            index: index ?? other.index, catalog: catalog ?? other.catalog, brand: brand ?? other.brand,
            downloadSize: downloadSize ?? other.downloadSize)
    }
}

/// What a stage hands back.
public struct StageResult: Sendable, Codable, Hashable {
    public var diagnostics: [Diagnostic]
    public var products: StageProducts
    /// Project-relative paths of the artifacts written (build mode).
    public var outputs: [String]
    /// Project-relative paths of every file read (for the summary's file count).
    public var filesRead: [String]

    public init(diagnostics: [Diagnostic] = [], products: StageProducts = StageProducts(), outputs: [String] = [], filesRead: [String] = []) {
        self.diagnostics = diagnostics
        self.products = products
        self.outputs = outputs
        self.filesRead = filesRead
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
