import Foundation
import ZKCore
import ZKDawg

/// Builds `build/dictionaries/<variant>.dawg` for each variant folder of
/// `<content>/dictionaries/` (or each of `configuration.variants`): checks the alphabet and the
/// word lists and, in build mode and without errors, returns the minimal DAWGs as its artifacts
/// (the stage fills `build/dictionaries/` alone; an error in any variant writes none of them).
public struct DictionaryStage: Stage {
    public let name = "dictionary"
    public let dependencies: [String] = []
    public let version = "3"  // 3: the .dawg format version 3

    public init() {}

    func folder(_ project: Project) -> String { project.configuration.dictionariesFolder }

    /// The variants to build, sorted: the configured ones, or every folder.
    func variants(in project: Project) -> [String] {
        if let configured = project.configuration.variants { return configured.sorted() }
        return project.folders(in: folder(project)).sorted()
    }

    public func outputFolders(in project: Project) -> [String] { [project.configuration.outputPath("dictionaries")] }

    /// One `.dawg` per variant.
    public func outputs(in project: Project) -> StageOutputs {
        StageOutputs(
            files: variants(in: project).map { project.configuration.outputPath("dictionaries/\($0).dawg") },
            folders: outputFolders(in: project))
    }

    /// A variant folder with nothing in it is still checked (it lacks its alphabet and lists).
    public func hasInputs(in project: Project) -> Bool { !variants(in: project).isEmpty }

    /// The variant's folder as the dictionary tools read it (`VariantFolder`, as `zk-dawg build` does).
    func variantFolder(_ variant: String, in project: Project) -> VariantFolder {
        let path = folder(project) + "/" + variant
        let names = project.files(under: path).map { String($0.dropFirst(path.count + 1)) }
        return VariantFolder(path: path, listing: project.isDirectory(path) ? names.filter { !$0.contains("/") } : [])
    }

    public func inputs(in project: Project) -> [String] {
        guard project.isDirectory(folder(project)) else { return [] }
        return variants(in: project).flatMap { variant -> [String] in
            let found = variantFolder(variant, in: project)
            return (found.hasAlphabet ? [found.alphabetPath] : []) + found.wordListPaths
        }
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        guard project.isDirectory(folder(project)) else { return StageResult() }
        let variants = variants(in: project)
        let progress = context.progress
        let mode = context.mode
        let results = parallelMap(variants, jobs: max(1, min(context.jobs, 2))) { variant -> StageResult in
            let variantInput = variantFolder(variant, in: project)
            let (alphabetPath, listPaths) = (variantInput.alphabetPath, variantInput.wordListPaths)
            let unread = ZKDawgChecks.folderChecks.run(variantInput)
            var read: [String] = []
            guard variantInput.isComplete else { return StageResult(diagnostics: unread) }
            var diagnostics = unread
            var files: [SourceFile] = []
            for path in [alphabetPath] + listPaths {
                read.append(path)
                switch project.read(path) {
                case .success(let file): files.append(file)
                case .failure(let error): diagnostics.append(error.diagnostic)
                }
            }
            let configuration = project.configuration
            guard !configuration.blocksOutputs(diagnostics), let alphabet = files.first else {
                return StageResult(diagnostics: diagnostics, filesRead: read, failed: true)
            }
            var options = DictionaryCompiler.Options(progress: { phase, done, total in
                progress.update("dictionary", "\(variant): \(phase)", done: done, total: total)
            })
            var outcome = DictionaryCompiler.compile(
                alphabet: alphabet, lists: Array(files.dropFirst()), variant: variant, options: options)
            diagnostics += outcome.diagnostics
            let blocked = configuration.blocksOutputs(outcome.diagnostics)
            if mode == .build, !blocked, outcome.bytes == nil, outcome.alphabet != nil {
                // Every error is ignored by `severities`: the lines they reject are left out, as
                // `--lenient` leaves them out (the diagnostics stay those of the strict build).
                options.lenient = true
                outcome = DictionaryCompiler.compile(
                    alphabet: alphabet, lists: Array(files.dropFirst()), variant: variant, options: options)
            }
            var artifacts: [StageArtifact] = []
            if mode == .build, !blocked, let bytes = outcome.bytes {
                artifacts.append(
                    StageArtifact(path: configuration.outputPath("dictionaries/" + variant + ".dawg"), bytes: bytes))
            }
            // A variant that cannot be written in a build fails the stage, whatever `severities` says.
            return StageResult(
                diagnostics: diagnostics, artifacts: artifacts, filesRead: read,
                failed: blocked || (mode == .build && artifacts.isEmpty))
        }
        progress.finish()
        let configuration = project.configuration
        let failed = results.contains { $0.failsOnItsErrors ? configuration.blocksOutputs($0.diagnostics) : $0.failed }
        return StageResult(
            diagnostics: results.flatMap(\.diagnostics), artifacts: results.flatMap(\.artifacts),
            filesRead: results.flatMap(\.filesRead),
            failed: failed)
    }
}
