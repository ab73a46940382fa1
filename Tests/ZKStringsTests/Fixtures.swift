import Foundation
import ZKCore

@testable import ZKStrings

/// Locates and reads the purpose-made inputs under `Tests/Fixtures/strings/`.
enum Fixtures {
    static let root: String = {
        let testFile = URL(fileURLWithPath: #filePath)
        return testFile.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/strings"
        ).path
    }()

    static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }()

    /// The folder fixtures are shown under in diagnostics.
    static let displayRoot = "Tests/Fixtures/strings/"

    /// The fixture's bytes under the display path `Tests/Fixtures/strings/<name>`.
    static func file(_ name: String) throws -> SourceFile {
        try FileReader.read(root + "/" + name, displayPath: "Tests/Fixtures/strings/" + name).get()
    }

    static func catalog(_ name: String) throws -> StringCatalog {
        let (catalog, diagnostics) = CatalogParser.parse(try file(name))
        guard let catalog else { throw FixtureError(message: "\(name): \(diagnostics.map(\.message))") }
        return catalog
    }

    /// The diagnostics of every check on one fixture catalog.
    static func check(_ name: String, options: StringsCheckOptions = StringsCheckOptions()) throws -> [Diagnostic] {
        let (catalogs, diagnostics) = StringsChecker.parse([try file(name)])
        return diagnostics + StringsChecker.check(catalogs, options: options)
    }

    /// The catalog as if it lived at `Strings/Content.xcstrings`, the `original` the XLIFF fixtures name.
    static func relocated(_ catalog: StringCatalog) -> StringCatalog {
        let file = SourceFile(path: "Strings/Content.xcstrings", bytes: catalog.file.bytes)
        return CatalogParser.build(file, catalog.root).0 ?? catalog
    }

    struct FixtureError: Error { var message: String }
}

extension Diagnostic {
    /// `code path:line:column`, for exact assertions.
    var place: String {
        "\(code) \(location?.path ?? "-"):\(location?.start?.line ?? 0):\(location?.start?.column ?? 0)"
    }
}
