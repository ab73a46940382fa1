import Foundation
import ZKCore

/// Runs the manifest checks on in-memory example files, the way the codes' examples are written:
/// `Audio-manifests/*.json` are manifests, `Strings/Content.xcstrings` the catalog,
/// `build/content/index.json` a content index, and `Content/**.json` stands for content whose
/// `"audio"` members are audio ID references (locales from `Content/manifest.json`'s `locales`).
/// A `zk-build.json` with `audioRoot` makes the other files a project on disk (a temporary
/// folder) whose audio files are checked as `zk-build check` checks them.
public enum AudioExamples {
    /// A project whose `zk-build.json` sets the audio root (`root`, written as JSON, a `↓` allowed),
    /// with one sound in `common.json` (its `file` marked when `markFile`) and, under
    /// `Resources/Audio/common/`, that sound's file with `contents` (nil: no file, only a README).
    public static func soundProject(root: String = #""Resources""#, markFile: Bool = false, contents: String?) -> DiagnosticExample {
        var files: [DiagnosticExample.ExampleFile] = [
            .init("zk-build.json", #"{ "audioRoot": \#(root) }"#),
            .init("Audio-manifests/common.json", """
                { "locale": "common", "entries": [
                  { "id": "sfx.tap", "file": \(markFile ? "↓" : "")"Audio/common/sfx.tap.m4a", "durationMs": 120 }
                ] }
                """),
        ]
        if let contents {
            files.append(.init("Resources/Audio/common/sfx.tap.m4a", contents))
        } else {
            files.append(.init("Resources/README.md", "Recordings go in Audio/<locale>/.\n"))
        }
        return DiagnosticExample(files)
    }

    public static func diagnostics(for files: [DiagnosticExample.ExampleFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var manifests: [AudioManifest] = []
        var catalog: CatalogTexts?
        var index: ProjectIndex?
        var contentReferences: [ProjectIndex.Entry] = []
        var contentLocales: [String]?
        var sawContent = false
        var audioRoot: (path: String, location: SourceLocation)?
        for example in files.sorted(by: { $0.path < $1.path }) {
            if example.path == "zk-build.json", let value = JSONReader.read(SourceFile(path: example.path, text: example.contents)).value?["audioRoot"],
                let root = value.string {
                audioRoot = (root, value.location(in: example.path))
            }
            let file = SourceFile(path: example.path, text: example.contents)
            if example.path.hasPrefix("Audio-manifests/") && example.path.hasSuffix(".json") && !example.path.contains("/schemas/") {
                let (manifest, found) = ManifestReader.read(file)
                diagnostics += found
                if let manifest { manifests.append(manifest) }
            } else if example.path.hasSuffix(".xcstrings") {
                let (texts, found) = CatalogTextsReader.read(file)
                diagnostics += found
                catalog = texts
            } else if example.path.hasPrefix("build/") && example.path.hasSuffix("index.json") {
                let (read, found) = ProjectIndex.read(file)
                diagnostics += found
                index = read
            } else if example.path.hasPrefix("Content/") {
                sawContent = true
                let parsed = JSONReader.read(file)
                diagnostics += parsed.diagnostics
                guard let root = parsed.value else { continue }
                if example.path == "Content/manifest.json", let locales = root["locales"]?.array {
                    contentLocales = locales.compactMap(\.string)
                }
                collectAudio(root, path: example.path, into: &contentReferences)
            }
        }
        if index == nil && sawContent {
            let locales = contentLocales ?? manifests.filter { !$0.isCommon }.map(\.locale)
            index = ProjectIndex(locales: locales, audioIDs: contentReferences)
        }
        let locales = index?.locales ?? []
        let input = AudioCheckInput(manifests: manifests, index: index, catalog: catalog, locales: locales)
        diagnostics += AudioManifestChecks.run(input)
        if let audioRoot { diagnostics += checkFiles(files, manifests: manifests, root: audioRoot) }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    /// Writes the example into a temporary folder and runs the file checks with its audio root.
    private static func checkFiles(
        _ files: [DiagnosticExample.ExampleFile], manifests: [AudioManifest], root: (path: String, location: SourceLocation)
    ) -> [Diagnostic] {
        let folder = NSTemporaryDirectory() + "zk-audio-example-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in files {
            let path = folder + "/" + file.path
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? AtomicFileWriter.write(file.contents, to: path)
        }
        let store = DiskAudioFiles(root: folder + "/" + root.path, displayName: root.path)
        return AudioFileCheck.run(manifests, root: store, rootLocation: root.location, origin: "audioRoot in zk-build.json", jobs: 1).diagnostics
    }

    private static func collectAudio(_ value: JSONValue, path: String, into out: inout [ProjectIndex.Entry]) {
        switch value.kind {
        case .object(let object):
            for member in object.members {
                if member.key == "audio", let id = member.value.string {
                    out.append(ProjectIndex.Entry(id, at: member.value.location(in: path)))
                } else {
                    collectAudio(member.value, path: path, into: &out)
                }
            }
        case .array(let values):
            for element in values { collectAudio(element, path: path, into: &out) }
        default:
            break
        }
    }
}
