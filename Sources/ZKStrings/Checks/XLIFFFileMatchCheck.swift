import ZKCore

/// An XLIFF `<file original="…">` is matched to a catalog by its path relative to the project
/// (Xcode writes paths relative to the folder of the `.xcodeproj`, so the original may be the
/// end of the catalog's path: `App/Localizable.xcstrings` names `ios/App/Localizable.xcstrings`).
/// A name that matches only a catalog in another folder (`AppB/Localizable.xcstrings` against
/// `AppA/Localizable.xcstrings`), or a path that ends two catalogs' paths, names none of them:
/// one target's translations would land in another's catalog. An error; the import writes nothing.
enum XLIFFFileMatchCheck: DeclaresCodes {
    static let wrongCatalog = DiagnosticCode(
        "ZK3040", .error, phase: .crossLink, summary: "an XLIFF file names a catalog in another folder, or several",
        explanation: """
            `import-xliff` matches each `<file original="…">` to a catalog by its path relative \
            to the project: the same path, or a path the catalog's path ends with (Xcode writes \
            paths relative to the `.xcodeproj`'s folder). A catalog of the same name in another \
            folder is another target's catalog, and an original that ends two catalogs' paths \
            names neither: importing would put one target's translations into another's \
            catalog. The import is refused and no catalog changes. Import the file into the \
            project it was exported from, or name the right catalogs on the command line.
            """,
        broken: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile(
                    "ru.xliff",
                    CheckExamples.xliff(CheckExamples.unit())
                        .replacingOccurrences(
                            of: "  <file original=\"Strings/Content.xcstrings\"",
                            with: "  ↓<file original=\"Other/Content.xcstrings\"")),
            ], command: CheckExamples.importXLIFF),
        fixed: CheckExamples.xliffExample([CheckExamples.unit()]))

    static let codes = [wrongCatalog]

    /// What an original names among `catalogs`.
    enum Match {
        case catalog(StringCatalog)
        /// Catalogs whose path ends with the original, or (none) catalogs of the same name elsewhere.
        case ambiguous([StringCatalog])
        case otherFolder([StringCatalog])
        case none
    }

    /// The catalog a `<file original="…">` names: the same path (the same code points), else the
    /// only one whose path ends with the original at a folder boundary (or the original with it).
    static func match(_ original: String, in catalogs: [StringCatalog]) -> Match {
        if let exact = catalogs.first(where: { $0.path.hasSameCodePoints(as: original) }) { return .catalog(exact) }
        let trimmed = original.hasPrefix("./") ? String(original.dropFirst(2)) : original
        let suffixed = catalogs.filter {
            $0.path.hasSuffix("/" + trimmed) || $0.path == trimmed || trimmed.hasSuffix("/" + $0.path)
        }
        if suffixed.count == 1 { return .catalog(suffixed[0]) }
        if suffixed.count > 1 { return .ambiguous(suffixed) }
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        let named = catalogs.filter { $0.fileName == name }
        return named.isEmpty ? .none : .otherFolder(named)
    }

    static func otherFolder(_ original: String, catalogs: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            wrongCatalog,
            "XLIFF file original '\(original)' names no catalog of this project; \(list(catalogs)) only share\(catalogs.count == 1 ? "s" : "") its name and belong\(catalogs.count == 1 ? "s" : "") to another folder; nothing is imported",
            at: location)
    }

    static func ambiguous(_ original: String, catalogs: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            wrongCatalog,
            "XLIFF file original '\(original)' could name \(list(catalogs)); name the catalog to import into on the command line; nothing is imported",
            at: location)
    }

    private static func list(_ paths: [String]) -> String { paths.map { "'\($0)'" }.joined(separator: " and ") }
}
