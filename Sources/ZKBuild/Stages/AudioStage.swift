import ZKAudio
import ZKCore

/// The audio stage: checks the manifests against the content index and the catalog texts (when
/// those stages ran), probes the audio files when an audio root is configured, and in build mode
/// returns `build/audio/recording-script-<locale>.tsv` for every locale as its artifacts.
public struct AudioStage: Stage {
    public let name = "audio"
    public let dependencies = ["content", "strings"]
    public let version = "2"

    public init() {}

    public func inputs(in project: Project) -> [String] {
        manifestPaths(in: project)
    }

    /// The recordings are keyed by size and modification time: hashing every audio file's bytes
    /// would cost more than the header probes themselves.
    public func metadataInputs(in project: Project) -> [String] {
        audioFiles(in: project)
    }

    func manifestPaths(in project: Project) -> [String] {
        let folder = project.configuration.audioManifestsPath
        guard project.isDirectory(folder) else { return [] }
        let relative = project.files(under: folder, extensions: ["json"]).map { String($0.dropFirst(folder.count + 1)) }
        return AudioManifestFiles.manifestPaths(relative).map { "\(folder)/\($0)" }
    }

    public func outputFolders(in project: Project) -> [String] { [project.configuration.outputPath("audio")] }

    /// The manifests folder (even an empty one: a required locale then lacks its manifest) or an audio root.
    public func hasInputs(in project: Project) -> Bool {
        project.isDirectory(project.configuration.audioManifestsPath) || project.configuration.audioRoot != nil
    }

    /// The files under the audio root, so a changed recording reruns the probes.
    func audioFiles(in project: Project) -> [String] {
        guard let root = project.configuration.audioRoot, project.isDirectory(root) else { return [] }
        return project.files(under: root, extensions: Set(FilePathConventionCheck.extensions))
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let configuration = project.configuration
        guard project.isDirectory(configuration.audioManifestsPath) else { return StageResult() }
        var diagnostics: [Diagnostic] = []
        var manifestsReadable = true
        var files: [SourceFile] = []
        var parsedManifests: [AudioManifest] = []
        let paths = manifestPaths(in: project)
        for path in paths {
            switch project.readJSON(path) {
            case .success(let (file, parsed)):
                files.append(file)
                let (manifest, found) = ManifestReader.read(file, parsed: parsed)
                diagnostics += found
                if let manifest { parsedManifests.append(manifest) } else { manifestsReadable = false }
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                manifestsReadable = false
            }
        }
        let index = context.upstream.index
        let input = AudioCheckInput(
            manifests: parsedManifests, index: index, catalog: context.upstream.catalog,
            locales: index?.locales ?? configuration.locales, manifestsFolder: configuration.audioManifestsPath)
        diagnostics += ZKAudioChecks.runManifestChecks(input)
        var filesRead = paths
        var fileDiagnostics: [Diagnostic] = []
        if let root = configuration.audioRoot {
            let store = DiskAudioFiles(root: project.absolute(root), displayName: root)
            let setting = SourceLocation(path: ProjectConfiguration.fileName, start: configuration.audioRootPosition)
            let probed = AudioFileCheck.run(
                input.manifests, root: store, rootLocation: setting, origin: "audioRoot in zk-build.json",
                jobs: context.jobs,
                options: AudioFileCheck.Options(settings: configuration.audio))
            diagnostics += probed.diagnostics
            fileDiagnostics = probed.diagnostics
            if probed.statistics.files > 0 { filesRead += audioFiles(in: project) }
        }
        var artifacts: [StageArtifact] = []
        // The recording scripts list what is missing or stale, so they are written precisely when
        // recordings are missing; only unreadable manifests (nothing to compare) hold them back.
        if context.mode == .build && manifestsReadable {
            for locale in input.locales {
                let path = configuration.outputPath("audio/recording-script-\(locale).tsv")
                artifacts.append(
                    StageArtifact(
                        path: path,
                        text: RecordingScript.tsv(
                            RecordingScript.rows(for: locale, input: input, fileDiagnostics: fileDiagnostics))))
            }
        }
        return StageResult(
            diagnostics: diagnostics, artifacts: artifacts, filesRead: filesRead, failed: !manifestsReadable)
    }
}
