import ZKCore

/// One step of the build: it declares what it reads and what it needs from other stages, and
/// turns that into diagnostics, plain-data products for later stages, and (in build mode) the
/// artifacts it wants written. It writes nothing itself: the driver owns every side effect.
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
    /// Project-relative folders under the build folder that the stage's artifacts fill alone:
    /// after the stage's artifacts are written, every other file in them is removed, and a cached
    /// result is reused only while they hold exactly the recorded artifacts.
    func outputFolders(in project: Project) -> [String]
    /// Runs the stage. Never throws: every failure is a diagnostic. Writes nothing.
    func run(_ context: StageContext) -> StageResult
    /// Whether the project holds anything for the stage; a stage without inputs is skipped (a
    /// note under `--verbose`), never an error. By default true (the stage always runs); zk-build's
    /// own stages say what counts as an input for them.
    func hasInputs(in project: Project) -> Bool
}

extension Stage {
    public func hasInputs(in project: Project) -> Bool { true }

    /// Whether the stage reads any file (the `hasInputs` of a stage that needs files).
    public func readsFiles(in project: Project) -> Bool {
        !inputs(in: project).isEmpty || !metadataInputs(in: project).isEmpty
    }
    public func metadataInputs(in project: Project) -> [String] { [] }
    public func outputFolders(in project: Project) -> [String] { [] }
}

/// Whether a run writes artifacts (`build`) or only checks (`check`; stages may skip making them).
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
    /// From the swift stage: the String Catalog keys the app's Swift sources use, and their literals.
    public var code: CodeIndex?

    public init(
        index: ProjectIndex? = nil, catalog: CatalogTexts? = nil, brand: BrandFacts? = nil,
        downloadSize: DownloadSizeReport? = nil,
        code: CodeIndex? = nil
    ) {
        self.index = index
        self.catalog = catalog
        self.brand = brand
        self.downloadSize = downloadSize
        self.code = code
    }

    /// Fields of `other` fill the empty fields of `self`.
    public func merged(with other: StageProducts) -> StageProducts {
        StageProducts(
            index: index ?? other.index, catalog: catalog ?? other.catalog, brand: brand ?? other.brand,
            downloadSize: downloadSize ?? other.downloadSize, code: code ?? other.code)
    }
}

/// What a stage hands back: its findings, its products for later stages, and (in build mode) the
/// artifacts it wants written. A stage never writes a file itself: the driver writes the
/// artifacts, atomically, only when the stage and every stage it depends on succeeded.
public struct StageResult: Sendable, Codable, Equatable {
    public var diagnostics: [Diagnostic]
    public var products: StageProducts
    /// The files to write (build mode). Not cached: a cached stage's artifacts are on disk.
    public var artifacts: [StageArtifact]
    /// Project-relative paths of every file read (for the summary's file count).
    public var filesRead: [String]
    /// Whether the stage failed, so that neither it nor a stage that depends on it writes. By
    /// default a stage with errors fails; the audio stage's recording scripts, which exist to
    /// list missing recordings, are written despite the errors they list.
    public var failed: Bool
    /// Paths of the artifacts (kept in the cache, where the artifacts themselves are not).
    public private(set) var outputs: [String]
    /// Whether `failed` is the default (the stage fails on its errors), so that the driver
    /// decides it again after `severities`; a failure the stage set itself stands. Not cached.
    public private(set) var failsOnItsErrors = false

    public init(
        diagnostics: [Diagnostic] = [], products: StageProducts = StageProducts(), artifacts: [StageArtifact] = [],
        filesRead: [String] = [], failed: Bool? = nil
    ) {
        self.diagnostics = diagnostics
        self.products = products
        self.artifacts = artifacts
        self.filesRead = filesRead
        self.failed = failed ?? diagnostics.contains { $0.severity == .error }
        self.failsOnItsErrors = failed == nil
        self.outputs = artifacts.map(\.path)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    enum CodingKeys: String, CodingKey {
        case diagnostics, products, filesRead, failed, outputs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        diagnostics = try container.decode([Diagnostic].self, forKey: .diagnostics)
        products = try container.decode(StageProducts.self, forKey: .products)
        filesRead = try container.decode([String].self, forKey: .filesRead)
        failed = try container.decode(Bool.self, forKey: .failed)
        outputs = try container.decode([String].self, forKey: .outputs)
        artifacts = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(products, forKey: .products)
        try container.encode(filesRead, forKey: .filesRead)
        try container.encode(failed, forKey: .failed)
        try container.encode(outputs, forKey: .outputs)
    }
}
