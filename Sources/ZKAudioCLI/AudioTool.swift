import Foundation
import ZKAudio
import ZKCore
import ZKProject
import ZKSwiftSource

/// The `zk-audio` command line: checks audio manifests against the content and the catalog,
/// probes audio files, measures the masters' loudness, and writes recording scripts. The
/// standalone counterpart of zk-build's `audio` stage; the executable only hands this to `ToolMain`.
public enum AudioTool {
    public static let version = ToolVersion.current

    /// Core codes and every audio code.
    public static let registry = CodeRegistry([
        ZKCoreChecks.codes, ZKProjectChecks.codes, ZKSwiftSourceChecks.codes, ZKAudioChecks.codes,
    ])

    static let inputOptions: [OptionSpec] = [
        OptionSpec("manifests", value: "dir", help: "Folder of the audio manifests.", default: "Audio-manifests"),
        OptionSpec(
            "content-index", value: "file",
            help:
                "The content index (`zk-content index --format json`); enables the missing-recording and orphan checks."
        ),
        OptionSpec(
            "catalog", value: "file",
            help: "The String Catalog of the spoken lines; enables the stale, untranslated and unknown-key checks.",
            default: "Strings/Content.xcstrings"),
        OptionSpec(
            "locales", value: "list",
            help:
                "Comma-separated locales that need a voice manifest (default: zk-build.json's or its profile's, else the content index's, else the manifests' own)."
        ),
    ]
    static let audioRootOption = OptionSpec(
        "audio-root", value: "dir",
        help: "Folder holding Audio/<locale>/ and Audio/common/; probes every manifest entry's file.")
    static let fileOptions: [OptionSpec] = [
        OptionSpec(
            "config", value: "file",
            help: "Project configuration whose \"audio\" settings (tolerance, loudness targets) apply.",
            default: "zk-build.json if present"),
        OptionSpec(
            "tolerance-percent", value: "n",
            help: "Allowed duration difference, in percent of the manifest's duration.", default: "5"),
        OptionSpec("tolerance-floor-ms", value: "ms", help: "The smallest allowed duration difference.", default: "20"),
    ]
    static let filesArgument = PositionalSpec(
        "file", help: "Audio files (WAV, CAF, MP4/M4A).", optional: true, variadic: true)

    public static let spec = CommandSpec(
        name: "zk-audio",
        abstract: "Check audio manifests, probe audio files, measure loudness, write recording scripts.",
        options: ToolMain.commonOptions + [DeclaredInputs.option],
        subcommands: [
            CommandSpec(
                name: "check",
                abstract:
                    "Check the manifests against the content index and the catalog (and the files, with --audio-root).",
                options: inputOptions + [audioRootOption] + fileOptions + [
                    .flag(
                        "analyze",
                        help: "Also measure every file's levels (PCM and AAC-LC) against the loudness targets.")
                ],
                examples: [
                    "zk-audio check",
                    "zk-audio check --content-index index.json --audio-root Resources",
                ]),
            CommandSpec(
                name: "probe",
                abstract:
                    "Read audio file headers: the given files, or every manifest entry's file under --audio-root.",
                discussion: """
                    Prints format, codec, sample rate, channels, frames and duration as played (priming and padding \
                    removed) of each named file on standard output; --format json prints them as one JSON document \
                    ({"files": [{path, format, codec, profile, sampleRate, channels, bitDepth, frames, durationMs, priming, \
                    padding, durationSource, remarks}]}) and the diagnostics on standard error.
                    """,
                options: [inputOptions[0], audioRootOption] + fileOptions,
                positionals: [filesArgument],
                examples: [
                    "zk-audio probe Resources/Audio/de/num.7.m4a", "zk-audio probe --format json take1.wav take2.m4a",
                    "zk-audio probe --audio-root Resources --verbose",
                ]),
            CommandSpec(
                name: "analyze",
                abstract: "Measure the loudness, peaks, room tone, silence, DC offset and clipping of audio files.",
                discussion: """
                    ITU-R BS.1770-4 / EBU R128 integrated loudness (K-weighting, 400 ms blocks every 100 ms, -70 \
                    LUFS and -10 LU gates), EBU Tech 3342 loudness range, the loudest momentary and short-term \
                    block and the true peak (oversampled to 192 kHz), as ffmpeg's ebur128 filter measures them; \
                    the room tone (the quietest 10 % of 10 ms frames), silence before and after the sound \
                    relative to it, DC offset and clipping. PCM is read directly and AAC-LC (MP4/M4A, CAF) decoded in Swift; \
                    a file in another codec is reported as not analysed (a warning naming the files). With \
                    files: prints each file's figures (--format json: {"files": [{path, codec, analysed, \
                    integratedLUFS, loudnessRangeLU, maxMomentaryLUFS, maxShortTermLUFS, truePeakDBTP, \
                    samplePeakDBFS, noiseFloorDBFS, leadingSilenceMs, trailingSilenceMs, dcOffsetPercent, …}]}). \
                    With --audio-root: checks every manifest entry's file against the targets of its category \
                    (voice, sounds, music; "audio.loudness" in zk-build.json: errors where the project sets \
                    them, warnings under the defaults) and prints each locale's loudness spread.
                    """,
                options: [inputOptions[0], audioRootOption] + fileOptions,
                positionals: [filesArgument],
                examples: ["zk-audio analyze masters/de/num.7.wav", "zk-audio analyze --audio-root Masters"]),
            CommandSpec(
                name: "script",
                abstract: "Write the recording script of a locale (TSV: id, text, comment, reason, file).",
                discussion: """
                    Lists every line to (re-)record with its reasons, sorted by ID: missing from the manifest (needs \
                    --content-index), stale (the catalog's text changed), and with --audio-root every entry whose \
                    file is missing, empty, truncated or unreadable, of the wrong duration, and with --analyze (or \
                    "audio.analyze") silent, too quiet or too loud, clipped, peaking too high or padded with too much \
                    silence. A line with several reasons is one row ("stale, clipped").
                    """,
                options: inputOptions + [audioRootOption] + fileOptions + [
                    .flag(
                        "analyze", help: "Also measure the files' levels (loudness, clipping, silence) for the reasons."
                    ),
                    OptionSpec(
                        "locale", value: "locale", help: "The locale to write the script for (or 'common' for sounds)."),
                    OptionSpec(
                        "output", short: "o", value: "file", help: "Where to write the TSV ('-' for standard output).",
                        default: "build/audio/recording-script-<locale>.tsv"),
                ],
                examples: [
                    "zk-audio script --locale ru --content-index index.json",
                    "zk-audio script --locale de --audio-root Resources --analyze -o -",
                ]),
        ],
        examples: [
            "zk-audio check --content-index index.json", "zk-audio probe --format json Audio/de/num.7.m4a",
            "zk-audio script --locale ru",
        ])

    public static func run(_ context: ToolContext) throws -> ToolResult {
        switch context.arguments.subcommand {
        case "check": return try check(context)
        case "probe": return try probe(context)
        case "analyze": return try analyze(context)
        case "script": return try script(context)
        default: throw UsageError("name a subcommand: check, probe, analyze or script", commandPath: [])
        }
    }

    // MARK: Inputs

    /// What the commands share: manifests, optional index and catalog, read from disk.
    struct LoadedInputs {
        var input: AudioCheckInput
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        var filesRead = 0
    }

    static func readFile(_ path: String, _ context: ToolContext, into loaded: inout LoadedInputs) -> SourceFile? {
        switch context.read(path) {
        case .success(let file):
            loaded.sources[path] = file
            loaded.filesRead += 1
            return file
        case .failure(let error):
            loaded.diagnostics.append(error.diagnostic)
            return nil
        }
    }

    static func load(_ context: ToolContext) -> LoadedInputs {
        let arguments = context.arguments
        let folder = arguments.value("manifests") ?? "Audio-manifests"
        var loaded = LoadedInputs(input: AudioCheckInput(manifests: [], locales: []))
        var files: [SourceFile] = []
        if DirectoryWalker.isDirectory(context.absolute(folder)) {
            let paths = AudioManifestFiles.manifestPaths(
                DirectoryWalker.files(under: context.absolute(folder), extensions: ["json"]))
            files = paths.compactMap { readFile("\(folder)/\($0)", context, into: &loaded) }
        } else {
            loaded.diagnostics.append(
                Diagnostic(
                    FileReader.unreadableFile, "manifest folder '\(folder)' does not exist",
                    at: SourceLocation(path: folder)))
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
        let catalogPath = arguments.value("catalog") ?? "Strings/" + Conventions.contentCatalogName
        let explicit = arguments.values["catalog"] != nil
        if explicit || DirectoryWalker.exists(context.absolute(catalogPath)),
            let file = readFile(catalogPath, context, into: &loaded)
        {
            let (read, found) = CatalogTextsReader.read(file)
            loaded.diagnostics += found
            catalog = read
        }
        let voiced = manifests.map(\.locale).filter { $0 != AudioManifest.commonLocale }
        var locales =
            ProjectLocales.ofProject(at: context.directory).locales ?? index?.locales ?? Array(Set(voiced)).sorted()
        if let list = arguments.value("locales") {
            locales = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        loaded.input = AudioCheckInput(
            manifests: manifests, index: index, catalog: catalog, locales: locales, manifestsFolder: folder)
        return loaded
    }

    /// The audio settings: `--config` (or zk-build.json where present), then the tolerance options.
    static func settings(_ context: ToolContext, into diagnostics: inout [Diagnostic]) throws -> AudioSettings {
        var settings = AudioSettings()
        let explicit = context.arguments.value("config")
        let path = explicit ?? "zk-build.json"
        if explicit != nil || DirectoryWalker.exists(context.absolute(path)) {
            switch context.read(path) {
            case .success(let file):
                let parsed = JSONReader.read(file)
                diagnostics += parsed.diagnostics
                if let root = parsed.value, root["audio"] != nil {
                    let (read, found) = AudioSettings.read(configuration: root, path: path)
                    settings = read
                    diagnostics += found
                }
            case .failure(let error):
                diagnostics.append(error.diagnostic)
            }
        }
        if let text = context.arguments.value("tolerance-percent") {
            guard let value = Double(text), value >= 0, value <= 100 else {
                throw UsageError(
                    "invalid value '\(text)' for '--tolerance-percent'; expected a number from 0 to 100",
                    commandPath: context.arguments.commandPath)
            }
            settings.durationTolerance.percent = value
        }
        if let text = context.arguments.value("tolerance-floor-ms") {
            guard let value = Int(text), value >= 0, value <= 10_000 else {
                throw UsageError(
                    "invalid value '\(text)' for '--tolerance-floor-ms'; expected milliseconds from 0 to 10000",
                    commandPath: context.arguments.commandPath)
            }
            settings.durationTolerance.minimumMs = value
        }
        return settings
    }

    /// Probes (and with `analyze`, measures) every manifest entry's file under the audio root; nil root: nothing.
    static func checkFiles(
        _ context: ToolContext, _ manifests: [AudioManifest], options: AudioFileCheck.Options
    ) -> (diagnostics: [Diagnostic], summary: String?, statistics: AudioFileCheck.Statistics) {
        guard let root = context.arguments.value("audio-root") else { return ([], nil, AudioFileCheck.Statistics()) }
        let files = DiskAudioFiles(root: context.absolute(root), displayName: root)
        let start = DispatchTime.now().uptimeNanoseconds
        let (diagnostics, statistics) = AudioFileCheck.run(
            manifests, root: files, rootLocation: nil, origin: "--audio-root", jobs: context.jobs, options: options)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let perFile = statistics.files > 0 ? statistics.bytesRead / statistics.files : 0
        var summary =
            "probed \(statistics.files) files in \(String(format: "%.3f", seconds)) s; read \(statistics.bytesRead) of \(statistics.bytesOnDisk) bytes (\(perFile) per file)"
        if options.analyze {
            summary +=
                "; analysed \(statistics.analysed) files"
                + (statistics.notAnalysed > 0 ? ", not analysed \(statistics.notAnalysed)" : "")
        }
        return (diagnostics, summary, statistics)
    }

    // MARK: Commands

    static func check(_ context: ToolContext) throws -> ToolResult {
        let loaded = load(context)
        var diagnostics = loaded.diagnostics + ZKAudioChecks.runManifestChecks(loaded.input)
        let settings = try settings(context, into: &diagnostics)
        let probed = checkFiles(
            context, loaded.input.manifests,
            options: AudioFileCheck.Options(
                settings: settings, analyze: context.arguments.flag("analyze") || settings.analyze))
        diagnostics += probed.diagnostics
        if context.verbose, let summary = probed.summary { ToolMain.printError(summary) }
        return ToolResult(
            diagnostics: diagnostics, filesRead: loaded.filesRead,
            sources: withReferencedSources(diagnostics, loaded.sources, context))
    }

    /// Adds the content files that diagnostics point into (references from the content index), so
    /// the human renderer can show their lines too. Files that cannot be read are left out.
    static func withReferencedSources(
        _ diagnostics: [Diagnostic], _ sources: [String: SourceFile], _ context: ToolContext
    ) -> [String: SourceFile] {
        var out = sources
        let paths = Set(diagnostics.compactMap { $0.location?.start == nil ? nil : $0.location?.path })
        for path in paths.sorted() where out[path] == nil {
            if case .success(let file) = context.read(path) { out[path] = file }
        }
        return out
    }

    /// Opens a file named on the command line; a diagnostic when it cannot be.
    static func open(_ path: String, _ context: ToolContext) -> Result<any ByteSource, DiagnosticBox> {
        let at = SourceLocation(path: path)
        do {
            return .success(try FileByteSource(path: context.absolute(path)))
        } catch {
            switch error {
            case .missing:
                return .failure(
                    DiagnosticBox(AudioFileCheck.missingFile(path, at: at)))
            case .notAFile:
                return .failure(DiagnosticBox(Diagnostic(FileReader.notAFile, AudioFileCheck.notAFile(path), at: at)))
            case .unreadable(let reason):
                return .failure(
                    DiagnosticBox(
                        Diagnostic(FileReader.unreadableFile, AudioFileCheck.unreadable(path, reason), at: at)))
            }
        }
    }

    struct DiagnosticBox: Error {
        var diagnostic: Diagnostic
        init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }

    /// `probe` and `analyze` without file arguments: every manifest entry's file under the audio root.
    static func manifestFiles(
        _ context: ToolContext, settings: AudioSettings, analyze: Bool, diagnostics: [Diagnostic]
    ) -> ToolResult {
        let loaded = load(context)
        let checked = checkFiles(
            context, loaded.input.manifests, options: AudioFileCheck.Options(settings: settings, analyze: analyze))
        if context.verbose, let summary = checked.summary { ToolMain.printError(summary) }
        if analyze, !context.quiet {
            for line in LoudnessSpread.lines(checked.statistics.levels) { ToolMain.printError(line) }
        }
        return ToolResult(
            diagnostics: diagnostics + loaded.diagnostics + checked.diagnostics, filesRead: loaded.filesRead,
            sources: loaded.sources)
    }

    static func probe(_ context: ToolContext) throws -> ToolResult {
        try namedFiles(
            context, command: "probe", analyze: false,
            usage: "name audio files to probe, or give --audio-root to probe the manifests' files"
        ) { path, source, info, report in
            let probed = ProbedFile(info: info, file: path, at: SourceLocation(path: path), declared: nil)
            report.diagnostics += ZKAudioChecks.probeChecks.run(probed)
            if let empty = AudioHeaderCheck.noSamples(info, file: path, id: nil, at: SourceLocation(path: path)) {
                report.diagnostics.append(empty)
            }
            report.text +=
                ProbeReport.line(path, info)
                + (context.verbose ? "; read \(source.bytesRead) of \(source.size) bytes\n" : "\n")
            report.records.append(ProbeReport.json(path, info))
        }
    }

    static func analyze(_ context: ToolContext) throws -> ToolResult {
        try namedFiles(
            context, command: "analyze", analyze: true,
            usage: "name audio files to analyse, or give --audio-root to check the manifests' files against the targets"
        ) { path, source, info, report in
            let at = SourceLocation(path: path)
            if let empty = AudioHeaderCheck.noSamples(info, file: path, id: nil, at: at) {
                report.diagnostics.append(empty)
                report.text += "\(path): empty (0 sample frames)\n"
                report.records.append(
                    .object([
                        ("path", .string(path)), ("codec", .string(info.codec)), ("analysed", .bool(false)),
                        ("reason", .string("empty")),
                    ]))
                return
            }
            report.diagnostics += ZKAudioChecks.analyzeFileChecks.run(
                ProbedFile(info: info, file: path, at: at, declared: nil))
            switch FileAnalysis.analyze(source, info: info, silenceFloor: report.settings.silenceFloor) {
            case .measured(let levels):
                report.text += ProbeReport.levelLine(path, levels) + "\n"
                report.records.append(ProbeReport.levelJSON(path, info, levels))
                report.diagnostics += ZKAudioChecks.analyzeLevelChecks.run(
                    MeasuredFile(report: levels, file: path, at: at, policy: nil))
            case .notAnalysed(let reason):
                report.text += "\(path): not analysed (\(reason))\n"
                report.records.append(
                    .object([
                        ("path", .string(path)), ("codec", .string(info.codec)), ("analysed", .bool(false)),
                        ("reason", .string(reason)),
                    ]))
                report.skipped.append(NotAnalysedCheck.Skipped(reason: reason, file: path, at: at))
            case .failed(let failure):
                report.diagnostics.append(AudioHeaderCheck.diagnostic(failure, file: path, id: nil, at: at))
            }
        }
    }

    /// What `probe` and `analyze` say about the files they are given.
    struct FileReport {
        var text = ""
        var records: [JSONValue] = []
        var diagnostics: [Diagnostic] = []
        var skipped: [NotAnalysedCheck.Skipped] = []
        var settings = AudioSettings()
    }

    /// `probe` and `analyze`: every named file opened and its header read (a failure is a
    /// diagnostic at the file), then `describe`d; the report as text or as JSON. Without file
    /// names, the manifests' files under `--audio-root`.
    static func namedFiles(
        _ context: ToolContext, command: String, analyze: Bool, usage: String,
        describe: (String, any ByteSource, AudioFileInfo, inout FileReport) -> Void
    ) throws -> ToolResult {
        let paths = context.arguments.positionals
        var report = FileReport()
        let settings = try settings(context, into: &report.diagnostics)
        report.settings = settings
        if paths.isEmpty {
            guard context.arguments.value("audio-root") != nil else { throw UsageError(usage, commandPath: [command]) }
            return manifestFiles(context, settings: settings, analyze: analyze, diagnostics: report.diagnostics)
        }
        for path in paths {
            switch open(path, context) {
            case .failure(let box):
                report.diagnostics.append(box.diagnostic)
            case .success(let source):
                switch AudioProbe.probe(source) {
                case .success(let info): describe(path, source, info, &report)
                case .failure(let failure):
                    report.diagnostics.append(
                        AudioHeaderCheck.diagnostic(failure, file: path, id: nil, at: SourceLocation(path: path)))
                }
            }
        }
        report.diagnostics += NotAnalysedCheck.summarize(report.skipped)
        if context.format == .json {
            context.write(JSONWriter(style: .pretty).string(.object([("files", .array(report.records))])))
        } else {
            context.write(report.text)
        }
        return ToolResult(diagnostics: report.diagnostics, filesRead: paths.count, diagnosticsToStandardError: true)
    }

    static func script(_ context: ToolContext) throws -> ToolResult {
        guard let locale = context.arguments.value("locale") else {
            throw UsageError("missing '--locale <locale>' (for example --locale ru)", commandPath: ["script"])
        }
        let loaded = load(context)
        var diagnostics = loaded.diagnostics
        // With an audio root, the files are checked (and with --analyze or "audio.analyze", measured) too.
        let settings = try settings(context, into: &diagnostics)
        let localeManifests = loaded.input.manifests.filter { $0.locale.hasSameCodePoints(as: locale) }
        let checked = checkFiles(
            context, localeManifests,
            options: AudioFileCheck.Options(
                settings: settings, analyze: context.arguments.flag("analyze") || settings.analyze))
        diagnostics += checked.diagnostics
        let rows = RecordingScript.rows(for: locale, input: loaded.input, fileDiagnostics: checked.diagnostics)
        let text = RecordingScript.tsv(rows)
        let output = context.arguments.value("output") ?? RecordingScript.outputPath(buildPath: "build", locale: locale)
        if output == "-" {
            context.write(text)
        } else {
            do throws(AtomicFileWriter.WriteError) {
                try context.outputs.write(Array(text.utf8), to: output, inputs: context.arguments.positionals)
                if !context.quiet {
                    ToolMain.printError("wrote \(output): \(rows.count) line\(rows.count == 1 ? "" : "s") to record")
                }
            } catch {
                diagnostics.append(error.diagnostic(at: output))
            }
        }
        return ToolResult(
            diagnostics: diagnostics, filesRead: loaded.filesRead, sources: loaded.sources,
            diagnosticsToStandardError: output == "-")
    }
}
