import ZKCore

/// The project page (`build/reports/index.html`): what a product manager reads before a
/// release, from the products of every other stage and the models of the tool libraries —
/// strings coverage and values side by side, audio per locale, store texts against their
/// limits, dictionary statistics and the content inventory with each asset's image. Written
/// in build mode only; a check makes nothing.
public struct ReportStage: Stage {
    public let name = "report"
    public let dependencies = ["content", "strings", "audio", "brand", "marketing", "dictionary", "swift"]
    public let version = "1"

    public init() {}

    /// Everything the page shows: the other stages' inputs and the built dictionaries.
    public func inputs(in project: Project) -> [String] {
        let others: [any Stage] = [ContentStage(), StringsStage(), AudioStage(), MarketingStage()]
        var paths = Set(others.flatMap { $0.inputs(in: project) })
        for variant in DictionaryStage().variants(in: project) {
            let dawg = project.configuration.outputPath("dictionaries/\(variant).dawg")
            if project.exists(dawg) { paths.insert(dawg) }
        }
        return paths.sorted()
    }

    /// The page has something to show when any stage has inputs, the dictionaries included
    /// before they are built (a plan is made before the dictionary stage writes them).
    public func hasInputs(in project: Project) -> Bool {
        readsFiles(in: project) || !DictionaryStage().variants(in: project).isEmpty
    }

    /// The project page.
    public func outputs(in project: Project) -> StageOutputs {
        StageOutputs(files: [project.configuration.outputPath("reports/index.html")])
    }

    public func run(_ context: StageContext) -> StageResult {
        guard context.mode == .build else { return StageResult() }
        let page = ProjectPage.gather(context.project, upstream: context.upstream, jobs: context.jobs)
        let path = context.project.configuration.outputPath("reports/index.html")
        // A report: written whatever the diagnostics of the stages it reads.
        var artifact = StageArtifact(path: path, text: ProjectPageHTML.render(page))
        artifact.isReport = true
        return StageResult(artifacts: [artifact])
    }
}
