import Foundation
import ZKCore
import ZKProject

@testable import ZKAudio

/// The embedded default project, read from the repository: manifests, the catalog, and a content
/// index built here by hand (the content stage's job) from numbers, prompts and games.
struct DefaultProject {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    var manifestTexts: [String: String]
    var catalogText: String

    init() throws {
        var texts: [String: String] = [:]
        for name in ["common", "de", "en", "ru"] {
            let path = "Audio-manifests/\(name).json"
            texts[path] = try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
        }
        manifestTexts = texts
        catalogText = try String(contentsOfFile: Self.root + "/Strings/Content.xcstrings", encoding: .utf8)
    }

    static func contentFile(_ path: String) throws -> SourceFile {
        SourceFile(path: path, text: try String(contentsOfFile: root + "/" + path, encoding: .utf8))
    }

    /// Every audio reference of the content with its location.
    static func index() throws -> ProjectIndex {
        var references: [ProjectIndex.Entry] = []
        func add(_ value: JSONValue?, _ file: SourceFile, _ context: String) {
            guard let value, let id = value.string else { return }
            references.append(ProjectIndex.Entry(id, at: value.location(in: file.path), context: context))
        }
        let numbers = try contentFile("Content/numbers.json")
        let numbersRoot = JSONReader.read(numbers).value
        for entry in numbersRoot?["numbers"]?.array ?? [] {
            let context = "number \(entry["value"]?.int ?? -1)"
            add(entry["audio"], numbers, context)
            add(entry["questionAudio"], numbers, context)
        }
        add(numbersRoot?["zero"]?["audio"], numbers, "number 0")
        let prompts = try contentFile("Content/prompts.json")
        for prompt in JSONReader.read(prompts).value?["prompts"]?.array ?? [] {
            add(prompt["audio"], prompts, "prompt '\(prompt["id"]?.string ?? "")'")
        }
        let games = DirectoryWalker.files(under: root + "/Content/games", extensions: ["json"])
        for name in games {
            let game = try contentFile("Content/games/\(name)")
            let value = JSONReader.read(game).value
            let context = "game '\(value?["id"]?.string ?? name)'"
            for prompt in value?["prompts"]?.array ?? [] { add(prompt, game, context) }
            for sound in value?["sounds"]?.array ?? [] { add(sound, game, context) }
        }
        let manifest = JSONReader.read(try contentFile("Content/manifest.json")).value
        let locales = manifest?["locales"]?.array?.compactMap(\.string) ?? []
        return ProjectIndex(sourceLocale: "de", locales: locales, audioIDs: references)
    }

    /// The check input from the (possibly edited) texts.
    func input() throws -> AudioCheckInput {
        let files = manifestTexts.map { SourceFile(path: $0.key, text: $0.value) }
        let (manifests, diagnostics) = AudioManifestFiles.read(files)
        guard diagnostics.isEmpty else { throw ProjectError.manifests(diagnostics.map(\.message)) }
        let catalog = CatalogTextsReader.read(SourceFile(path: "Strings/Content.xcstrings", text: catalogText)).catalog
        let index = try Self.index()
        return AudioCheckInput(manifests: manifests, index: index, catalog: catalog, locales: index.locales)
    }

    enum ProjectError: Error { case manifests([String]) }

    /// Line and column (scalars) of the first occurrence of `needle` in `text`, at its first character.
    static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
    }
}
