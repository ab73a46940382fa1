import ZKBrand
import ZKCore

/// fastlane's store texts read in place (`fastlaneMetadata`; without a profile, every
/// `fastlane/metadata` folder discovery found): deliver's tree (`<locale>/subtitle.txt`, …) is
/// checked with the App Store's rules, supply's (`android/<locale>/title.txt`, …) with Google
/// Play's, each at its file (`FastlaneMetadata`). Templates rendered from `Brand/marketing/` are
/// the marketing stage's.
public struct StoreTextsStage: Stage {
    public let name = "store-texts"
    public let dependencies: [String] = []
    public let version = "1"

    public init() {}

    public func inputs(in project: Project) -> [String] {
        var files: [String] = []
        for folder in project.configuration.fastlaneMetadata ?? [] where project.isDirectory(folder) {
            files += project.files(under: folder, extensions: ["txt"])
        }
        return files
    }

    public func hasInputs(in project: Project) -> Bool { readsFiles(in: project) }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let paths = inputs(in: project)
        var diagnostics: [Diagnostic] = []
        for folder in project.configuration.fastlaneMetadata ?? [] {
            for tree in FastlaneMetadata.trees(metadata: folder, files: paths) {
                var files: [SourceFile] = []
                for path in FastlaneMetadata.files(of: tree, among: paths) {
                    switch project.read(path) {
                    case .success(let file): files.append(file)
                    case .failure(let error): diagnostics.append(error.diagnostic)
                    }
                }
                diagnostics += FastlaneMetadata.check(files, tree: tree)
            }
        }
        return StageResult(diagnostics: diagnostics, filesRead: paths)
    }
}
