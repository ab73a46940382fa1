import ZKCore

/// Reads every `.json` and `.xcstrings` file under the project folders with the positioned
/// reader and reports each syntax error, encoding problem and duplicate key.
public struct JSONSyntaxStage: Stage {
    public let name = "json-syntax"
    public let dependencies: [String] = []
    public let version = "1"

    public init() {}

    public func inputs(in project: Project) -> [String] {
        let configuration = project.configuration
        let folders = [
            configuration.contentPath, configuration.stringsPath, configuration.audioManifestsPath,
            configuration.brandPath,
        ]
        let inFolders = folders.filter(project.isDirectory).flatMap {
            project.files(under: $0, extensions: ["json", "xcstrings"])
        }
        let known = Set(inFolders)
        let listed = (configuration.catalogs ?? []) + (configuration.jsonFiles ?? []) + (configuration.tokenFiles ?? [])
        return inFolders + listed.filter { !known.contains($0) && project.exists($0) }
    }

    public func hasInputs(in project: Project) -> Bool { readsFiles(in: project) }

    public func run(_ context: StageContext) -> StageResult {
        let paths = inputs(in: context.project)
        let project = context.project
        let perFile = parallelMap(paths, jobs: context.jobs) { path -> [Diagnostic] in
            switch project.readJSON(path) {
            case .success(let (_, result)): result.diagnostics
            case .failure(let error): [error.diagnostic]
            }
        }
        return StageResult(diagnostics: perFile.flatMap { $0 }, filesRead: paths)
    }
}
