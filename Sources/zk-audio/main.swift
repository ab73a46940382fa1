import Foundation
import ZKAudio
import ZKCore

// zk-audio: checks audio manifests against the content and the catalog, probes audio files, and
// writes recording scripts. Standalone counterpart of the `audio` stage of zk-build.

let inputOptions: [OptionSpec] = [
    OptionSpec("manifests", value: "dir", help: "Folder of the audio manifests.", default: "Audio-manifests"),
    OptionSpec("content-index", value: "file", help: "The content index (`zk-content index --format json`); enables the missing-recording and orphan checks."),
    OptionSpec("catalog", value: "file", help: "The String Catalog of the spoken lines; enables the stale, untranslated and unknown-key checks.", default: "Strings/Content.xcstrings"),
    OptionSpec("locales", value: "list", help: "Comma-separated locales that need a voice manifest (default: the content index's, else de,en,ru)."),
]
let audioRootOption = OptionSpec("audio-root", value: "dir", help: "Folder holding Audio/<locale>/ and Audio/common/; probes every manifest entry's file.")

let spec = CommandSpec(
    name: "zk-audio", abstract: "Check audio manifests, probe audio files, write recording scripts.",
    options: ToolMain.commonOptions,
    subcommands: [
        CommandSpec(
            name: "check", abstract: "Check the manifests against the content index and the catalog (and the files, with --audio-root).",
            options: inputOptions + [audioRootOption],
            examples: [
                "zk-audio check",
                "zk-audio check --content-index index.json --audio-root Resources",
            ]),
        CommandSpec(
            name: "probe", abstract: "Read audio file headers: the given files, or every manifest entry's file under --audio-root.",
            discussion: "Prints container, codec, sample rate, channels and duration of each named file; with --verbose also the bytes read.",
            options: [inputOptions[0], audioRootOption],
            positionals: [PositionalSpec("file", help: "Audio files to probe (WAV, CAF, MP4/M4A).", optional: true, variadic: true)],
            examples: ["zk-audio probe Resources/Audio/de/num.7.m4a", "zk-audio probe --audio-root Resources --verbose"]),
        CommandSpec(
            name: "script", abstract: "Write the recording script of a locale (TSV: id, text, comment, reason, file).",
            discussion: "Lists every line to record: missing (needs --content-index) and stale (needs the catalog), sorted by ID.",
            options: inputOptions + [
                OptionSpec("locale", value: "locale", help: "The locale to write the script for (or 'common' for sounds)."),
                OptionSpec("output", short: "o", value: "file", help: "Where to write the TSV ('-' for standard output).", default: "build/audio/recording-script-<locale>.tsv"),
            ],
            examples: ["zk-audio script --locale ru --content-index index.json", "zk-audio script --locale de -o -"]),
    ],
    examples: ["zk-audio check --content-index index.json", "zk-audio script --locale ru"])

/// What the commands share: manifests, optional index and catalog, read from disk.
struct LoadedInputs {
    var input: AudioCheckInput
    var diagnostics: [Diagnostic] = []
    var sources: [String: SourceFile] = [:]
    var filesRead = 0
}

func readFile(_ path: String, _ context: ToolContext, into loaded: inout LoadedInputs) -> SourceFile? {
    switch FileReader.read(context.absolute(path), displayPath: path) {
    case .success(let file):
        loaded.sources[path] = file
        loaded.filesRead += 1
        return file
    case .failure(let error):
        loaded.diagnostics.append(error.diagnostic)
        return nil
    }
}

func load(_ context: ToolContext) -> LoadedInputs {
    let arguments = context.arguments
    let folder = arguments.value("manifests") ?? "Audio-manifests"
    var loaded = LoadedInputs(input: AudioCheckInput(manifests: [], locales: []))
    var files: [SourceFile] = []
    if DirectoryWalker.isDirectory(context.absolute(folder)) {
        let paths = AudioManifestFiles.manifestPaths(DirectoryWalker.files(under: context.absolute(folder), extensions: ["json"]))
        files = paths.compactMap { readFile("\(folder)/\($0)", context, into: &loaded) }
    } else {
        loaded.diagnostics.append(Diagnostic(
            CoreCodes.unreadableFile, "manifest folder '\(folder)' does not exist", at: SourceLocation(path: folder)))
    }
    let (manifests, manifestDiagnostics) = AudioManifestFiles.read(files)
    loaded.diagnostics += manifestDiagnostics
    var index: ProjectIndex?
    if let path = arguments.value("content-index"), let file = readFile(path, context, into: &loaded) {
        let (read, found) = ProjectIndex.read(file)
        loaded.diagnostics += found
        index = read
    }
    var catalog: CatalogTexts?
    let catalogPath = arguments.value("catalog") ?? "Strings/Content.xcstrings"
    let explicit = arguments.values["catalog"] != nil
    if explicit || DirectoryWalker.exists(context.absolute(catalogPath)), let file = readFile(catalogPath, context, into: &loaded) {
        let (read, found) = CatalogTextsReader.read(file)
        loaded.diagnostics += found
        catalog = read
    }
    var locales = index?.locales ?? ["de", "en", "ru"]
    if let list = arguments.value("locales") {
        locales = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    loaded.input = AudioCheckInput(manifests: manifests, index: index, catalog: catalog, locales: locales, manifestsFolder: folder)
    return loaded
}

/// Probes every manifest entry's file under the audio root; nil root: nothing.
func probeManifests(_ context: ToolContext, _ manifests: [AudioManifest]) -> (diagnostics: [Diagnostic], summary: String?) {
    guard let root = context.arguments.value("audio-root") else { return ([], nil) }
    let files = DiskAudioFiles(root: context.absolute(root), displayName: root)
    if let problem = files.rootProblem(configuredIn: "--audio-root") { return ([problem], nil) }
    let start = DispatchTime.now().uptimeNanoseconds
    let (diagnostics, statistics) = AudioFileCheck.run(manifests, files: files, jobs: context.jobs)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let perFile = statistics.files > 0 ? statistics.bytesRead / statistics.files : 0
    let summary = "probed \(statistics.files) files in \(String(format: "%.3f", seconds)) s; read \(statistics.bytesRead) of \(statistics.bytesOnDisk) bytes (\(perFile) per file)"
    return (diagnostics, summary)
}

func check(_ context: ToolContext) -> ToolResult {
    let loaded = load(context)
    var diagnostics = loaded.diagnostics + AudioManifestChecks.run(loaded.input)
    let probed = probeManifests(context, loaded.input.manifests)
    diagnostics += probed.diagnostics
    if context.verbose, let summary = probed.summary { ToolMain.printError(summary) }
    return ToolResult(diagnostics: diagnostics, filesRead: loaded.filesRead, sources: withReferencedSources(diagnostics, loaded.sources, context))
}

/// Adds the content files that diagnostics point into (references from the content index), so
/// the human renderer can show their lines too. Files that cannot be read are left out.
func withReferencedSources(_ diagnostics: [Diagnostic], _ sources: [String: SourceFile], _ context: ToolContext) -> [String: SourceFile] {
    var out = sources
    let paths = Set(diagnostics.compactMap { $0.location?.start == nil ? nil : $0.location?.path })
    for path in paths.sorted() where out[path] == nil {
        if case .success(let file) = FileReader.read(context.absolute(path), displayPath: path) { out[path] = file }
    }
    return out
}

func probe(_ context: ToolContext) throws -> ToolResult {
    let paths = context.arguments.positionals
    if paths.isEmpty {
        guard context.arguments.value("audio-root") != nil else {
            throw UsageError("name audio files to probe, or give --audio-root to probe the manifests' files", commandPath: ["probe"])
        }
        let loaded = load(context)
        let probed = probeManifests(context, loaded.input.manifests)
        if context.verbose, let summary = probed.summary { ToolMain.printError(summary) }
        return ToolResult(diagnostics: loaded.diagnostics + probed.diagnostics, filesRead: loaded.filesRead, sources: loaded.sources)
    }
    var diagnostics: [Diagnostic] = []
    var report = ""
    for path in paths {
        let at = SourceLocation(path: path)
        let source: any ByteSource
        do {
            source = try FileByteSource(path: context.absolute(path))
        } catch {
            switch error {
            case .missing: diagnostics.append(Diagnostic(AudioCodes.fileMissing, "audio file '\(path)' does not exist", at: at))
            case .notAFile: diagnostics.append(Diagnostic(CoreCodes.notAFile, "expected an audio file, but '\(path)' is not a regular file", at: at))
            case .unreadable(let reason): diagnostics.append(Diagnostic(CoreCodes.unreadableFile, "cannot read audio file '\(path)': \(reason)", at: at))
            }
            continue
        }
        switch AudioProbe.probe(source) {
        case .success(let info):
            let duration = info.durationMs.map { "\($0) ms" } ?? "unknown duration"
            report += "\(path): \(info.container.rawValue) (\(info.codec.trimmingCharacters(in: .whitespaces))), \(info.sampleRate) Hz, \(info.channels) channel\(info.channels == 1 ? "" : "s"), \(duration)"
            report += context.verbose ? "; read \(source.bytesRead) of \(source.size) bytes\n" : "\n"
        case .failure(.empty): diagnostics.append(Diagnostic(AudioCodes.fileEmpty, "audio file '\(path)' is empty (0 bytes)", at: at))
        case .failure(.truncated(let detail)): diagnostics.append(Diagnostic(AudioCodes.fileTruncated, "audio file '\(path)' is truncated: \(detail)", at: at))
        case .failure(.unknownFormat(let detail)): diagnostics.append(Diagnostic(AudioCodes.unknownFormat, "audio file '\(path)' is of an unknown format: \(detail)", at: at))
        case .failure(.malformed(let detail)): diagnostics.append(Diagnostic(AudioCodes.malformedHeader, "audio file '\(path)' has a malformed header: \(detail)", at: at))
        }
    }
    print(report, terminator: "")
    return ToolResult(diagnostics: diagnostics, filesRead: paths.count, diagnosticsToStandardError: true)
}

func script(_ context: ToolContext) throws -> ToolResult {
    guard let locale = context.arguments.value("locale") else {
        throw UsageError("missing '--locale <locale>' (for example --locale ru)", commandPath: ["script"])
    }
    let loaded = load(context)
    let rows = RecordingScript.rows(for: locale, input: loaded.input)
    let text = RecordingScript.tsv(rows)
    let output = context.arguments.value("output") ?? RecordingScript.outputPath(buildPath: "build", locale: locale)
    var diagnostics = loaded.diagnostics
    if output == "-" {
        print(text, terminator: "")
    } else {
        let absolute = context.absolute(output)
        do {
            try FileManager.default.createDirectory(atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFileWriter.write(text, to: absolute)
            if !context.quiet { ToolMain.printError("wrote \(output): \(rows.count) line\(rows.count == 1 ? "" : "s") to record") }
        } catch {
            diagnostics.append(Diagnostic(CoreCodes.writeFailed, "cannot write '\(output)': \(error)", at: SourceLocation(path: output)))
        }
    }
    return ToolResult(diagnostics: diagnostics, filesRead: loaded.filesRead, sources: loaded.sources, diagnosticsToStandardError: output == "-")
}

exit(ToolMain.run(spec: spec, version: "1.0.0", registry: CodeRegistry([CoreCodes.all, AudioCodes.all])) { context in
    switch context.arguments.subcommand {
    case "check": return check(context)
    case "probe": return try probe(context)
    case "script": return try script(context)
    default: throw UsageError("name a subcommand: check, probe or script", commandPath: [])
    }
})
