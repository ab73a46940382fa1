import ZKBrand
import ZKContent
import ZKCore

/// fastlane's store texts and screenshots read in place (`fastlaneMetadata`,
/// `fastlaneScreenshots`; without a profile, every such folder discovery found): deliver's tree
/// (`<locale>/subtitle.txt`, …) is checked with the App Store's rules, supply's
/// (`android/<locale>/title.txt`, …) with Google Play's, each at its file (`FastlaneMetadata`).
/// The screenshots (`fastlane/screenshots/<locale>/`, supply's `images/<type>Screenshots/`) are
/// probed here with zk-content's image probe and handed to the brand module as plain data
/// (`StoreScreenshot`). Templates rendered from `Brand/marketing/` are the marketing stage's.
public struct StoreTextsStage: Stage {
    public let name = "store-texts"
    public let dependencies: [String] = []
    public let version = "2"

    public init() {}

    public func inputs(in project: Project) -> [String] {
        var files: [String] = []
        for folder in project.configuration.fastlaneMetadata ?? [] where project.isDirectory(folder) {
            files += project.files(under: folder, extensions: ["txt"])
        }
        return files + screenshotFiles(in: project).map(\.path)
    }

    public func hasInputs(in project: Project) -> Bool { readsFiles(in: project) }

    /// The screenshots of the fastlane trees, with their place (store, locale, device group), sorted by path.
    func screenshotFiles(in project: Project) -> [(path: String, store: Store, locale: String, group: String?)] {
        let configuration = project.configuration
        let metadata = configuration.fastlaneMetadata ?? []
        let screenshots = configuration.fastlaneScreenshots ?? []
        var candidates: [String] = []
        for folder in screenshots where project.isDirectory(folder) {
            candidates += project.files(under: folder, extensions: StoreScreenshot.imageExtensions)
        }
        for folder in metadata where project.isDirectory(folder + "/android") {
            candidates += project.files(under: folder + "/android", extensions: StoreScreenshot.imageExtensions)
        }
        return candidates.sorted { $0.precedesByCodePoints($1) }.compactMap { path in
            StoreScreenshot.place(of: path, screenshots: screenshots, metadata: metadata).map {
                (path, $0.store, $0.locale, $0.group)
            }
        }
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let paths = inputs(in: project).filter { $0.hasSuffix(".txt") }
        var diagnostics = FastlaneMetadata.check(
            folders: project.configuration.fastlaneMetadata ?? [], files: paths,
            read: project.read
        ).diagnostics
        let places = screenshotFiles(in: project)
        let shots = parallelMap(places, jobs: context.jobs) { place in
            Self.probe(place, absolute: project.absolute(place.path))
        }
        diagnostics += ZKBrandChecks.screenshotChecks.run(ScreenshotInput(shots))
        return StageResult(diagnostics: diagnostics, filesRead: paths + places.map(\.path))
    }

    /// A screenshot's header as plain data for the brand module.
    static func probe(
        _ place: (path: String, store: Store, locale: String, group: String?), absolute: String
    )
        -> StoreScreenshot
    {
        var shot = StoreScreenshot(
            path: place.path, store: place.store, locale: place.locale, group: place.group,
            named: ImageFormat.of(fileName: place.path)?.rawValue)
        guard let bytes = try? FileBytes(path: absolute) else {
            shot.problem = "the file cannot be read"
            return shot
        }
        switch ImageProbe.probe(bytes) {
        case .success(let header):
            shot.format = header.format.rawValue
            shot.width = header.width.map { Int($0) }
            shot.height = header.height.map { Int($0) }
            shot.hasAlpha = header.hasAlpha
        case .failure(.unknownFormat(let what)):
            shot.problem = what
        case .failure(let failure):
            shot.problem = failure.description
        }
        return shot
    }
}
