import ZKCore
import ZKProject

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
    /// What the stage may write in a build, declared before it runs (the plan's outputs): by
    /// default, the folders it owns. The driver refuses an artifact the declaration does not cover.
    func outputs(in project: Project) -> StageOutputs
    /// The kinds of product the stage makes for later stages; the driver hands on no other
    /// (none by default).
    var products: Set<StageProduct.Kind> { get }
    /// Runs the stage. Never throws: every failure is a diagnostic. Writes nothing.
    func run(_ context: StageContext) -> StageResult
    /// Whether the project holds anything for the stage; a stage without inputs is skipped (a
    /// note under `--verbose`), never an error. By default true (the stage always runs); zk-build's
    /// own stages say what counts as an input for them.
    func hasInputs(in project: Project) -> Bool
}

extension Stage {
    public func hasInputs(in project: Project) -> Bool { true }
    public var products: Set<StageProduct.Kind> { [] }

    /// Whether the stage reads any file (the `hasInputs` of a stage that needs files).
    public func readsFiles(in project: Project) -> Bool {
        !inputs(in: project).isEmpty || !metadataInputs(in: project).isEmpty
    }
    public func metadataInputs(in project: Project) -> [String] { [] }
    public func outputFolders(in project: Project) -> [String] { [] }
    public func outputs(in project: Project) -> StageOutputs { StageOutputs(folders: outputFolders(in: project)) }
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
    /// The products the stages it depends on declare and made.
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

/// One product a stage makes for later stages: plain data owned by ZKCore, so tool modules never
/// import each other. A stage declares the kinds it makes (`Stage.products`); the driver passes on
/// only those.
public enum StageProduct: Sendable, Codable, Hashable {
    /// From the content stage: every ID, key, audio ID and asset defined or referenced.
    case index(ProjectIndex)
    /// From the strings stage: the texts of `Content.xcstrings`, for the audio checks.
    case catalog(CatalogTexts)
    /// From the brand stage: the app name per locale, for the strings checks.
    case brand(BrandFacts)
    /// From the content stage: the bytes of bundled assets and audio, and the budgets measured.
    case downloadSize(DownloadSizeReport)
    /// From the swift stage: the String Catalog keys the app's Swift sources use, and their literals.
    case code(CodeIndex)

    /// What a product is, without its data: what a stage declares it makes.
    public enum Kind: String, Sendable, Codable, Hashable, CaseIterable {
        case index, catalog, brand, downloadSize, code
    }

    public var kind: Kind {
        switch self {
        case .index: .index
        case .catalog: .catalog
        case .brand: .brand
        case .downloadSize: .downloadSize
        case .code: .code
        }
    }
}

/// The products a stage hands on, or a stage receives from the stages it depends on: at most one
/// of each kind, each read through its typed accessor.
public struct StageProducts: Sendable, Codable, Hashable {
    private var slots: [StageProduct.Kind: StageProduct] = [:]

    /// The products; of two of one kind, the later one.
    public init(_ products: [StageProduct] = []) {
        for product in products { insert(product) }
    }

    /// Adds `product`, replacing a product of its kind.
    public mutating func insert(_ product: StageProduct) { slots[product.kind] = product }

    /// The products, in the order of `StageProduct.Kind.allCases`.
    public var all: [StageProduct] { StageProduct.Kind.allCases.compactMap { slots[$0] } }

    public var kinds: Set<StageProduct.Kind> { Set(slots.keys) }

    public var index: ProjectIndex? {
        guard case .index(let index) = slots[.index] else { return nil }
        return index
    }

    public var catalog: CatalogTexts? {
        guard case .catalog(let catalog) = slots[.catalog] else { return nil }
        return catalog
    }

    public var brand: BrandFacts? {
        guard case .brand(let brand) = slots[.brand] else { return nil }
        return brand
    }

    public var downloadSize: DownloadSizeReport? {
        guard case .downloadSize(let report) = slots[.downloadSize] else { return nil }
        return report
    }

    public var code: CodeIndex? {
        guard case .code(let code) = slots[.code] else { return nil }
        return code
    }

    /// Products of `other` of the kinds `self` lacks join those of `self`.
    public func merged(with other: StageProducts) -> StageProducts {
        var merged = self
        for (kind, product) in other.slots where merged.slots[kind] == nil { merged.slots[kind] = product }
        return merged
    }

    /// Only the products of `kinds` (what a stage declared it makes).
    public func restricted(to kinds: Set<StageProduct.Kind>) -> StageProducts {
        var restricted = StageProducts()
        for (kind, product) in slots where kinds.contains(kind) { restricted.slots[kind] = product }
        return restricted
    }

    /// A list of products, in kind order (the cache holds them so).
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([StageProduct].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(all)
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
