import Foundation
import ZKCore
@testable import ZKStrings

/// Locates and reads the purpose-made inputs under `Tests/Fixtures/strings/`.
enum Fixtures {
    static let root: String = {
        let testFile = URL(fileURLWithPath: #filePath)
        return testFile.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/strings").path
    }()

    static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }()

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

    struct FixtureError: Error { var message: String }
}

extension Diagnostic {
    /// `code path:line:column`, for exact assertions.
    var place: String { "\(code) \(location?.path ?? "-"):\(location?.start?.line ?? 0):\(location?.start?.column ?? 0)" }
}
