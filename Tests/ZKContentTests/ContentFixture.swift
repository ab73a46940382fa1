import Foundation
import ZKCore

@testable import ZKContent

/// The default content of the repository, optionally overlaid with a broken fixture from
/// `Tests/Fixtures/content/<name>/Content/…` (each file there replaces or adds one content file).
enum ContentFixture {
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let fixturesRoot = repositoryRoot + "/Tests/Fixtures/content"

    /// Read once for all tests.
    static let defaultContent = ContentLoader.load(projectRoot: repositoryRoot, contentPath: "Content", jobs: 2)

    static func defaultInput() -> ContentInput { defaultContent }

    /// The default content with fixture `name` laid over it.
    static func input(_ name: String) -> ContentInput {
        let base = defaultInput()
        let overlayRoot = fixturesRoot + "/" + name + "/Content"
        let overlay = DirectoryWalker.files(under: overlayRoot)
        var documents = Dictionary(base.documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var files = base.files
        for relative in overlay {
            let display = "Content/" + relative
            files.insert(CodePointString(display))
            guard relative.hasSuffix(".json"),
                case .success(let file) = FileReader.read(overlayRoot + "/" + relative, displayPath: display)
            else { continue }
            documents[display] = ContentDocument(path: display, file: file, parse: JSONReader.read(file))
        }
        return ContentInput(root: "Content", documents: Array(documents.values), files: files.map(\.string))
    }

    /// Every diagnostic (errors and warnings) of the fixture, as `CODE path:line:col`.
    static func findings(_ name: String) -> [String] {
        ContentChecker.run(input(name), jobs: 2).diagnostics.map { "\($0.code) \($0.location?.description ?? "-")" }
    }
}
