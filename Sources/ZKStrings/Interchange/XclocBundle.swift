import ZKCore

/// An Xcode Localization Catalog for one locale, laid out as `xcodebuild -exportLocalizations`
/// writes it (Xcode 10 to 26, from real bundles):
///
///     ru.xcloc/
///       contents.json                  { "developmentRegion" : "de", "project" : "…",
///                                        "targetLocale" : "ru", "toolInfo" : { "toolBuildNumber",
///                                        "toolID", "toolName", "toolVersion" }, "version" : "1.0" }
///                                      in Xcode's JSON layout (sorted keys, `" : "`, no final newline)
///       Localized Contents/ru.xliff    the XLIFF export for the locale (`XLIFFExporter`)
///       Source Contents/<path>         each catalog as it is, under the path the XLIFF's
///                                      `original` names (the translator's context)
///       Notes/                         an empty folder for the translator's notes
///
/// `import-xliff ru.xcloc` reads the bundle's `Localized Contents/ru.xliff`, so an export
/// imported unchanged leaves every catalog byte-identical.
public enum XclocBundle {
    /// A file of the bundle: its path inside `<locale>.xcloc/` and its bytes.
    public struct File: Sendable, Equatable {
        public var path: String
        public var bytes: [UInt8]
    }

    /// The folder Xcode writes empty inside the bundle.
    public static let notesFolder = "Notes"

    /// The bundle's files for `targetLocale`; `project` names the project in `contents.json`
    /// (Xcode writes its `.xcodeproj`).
    public static func files(
        _ catalogs: [StringCatalog], sourceLocale: String, targetLocale: String, project: String, toolVersion: String
    ) -> [File] {
        let xliff = XLIFFExporter.export(
            catalogs, sourceLocale: sourceLocale, targetLocale: targetLocale, toolVersion: toolVersion)
        var files = [
            File(
                path: "contents.json",
                bytes: contents(
                    developmentRegion: sourceLocale, project: project, targetLocale: targetLocale,
                    toolVersion: toolVersion)),
            File(path: "Localized Contents/\(targetLocale).xliff", bytes: Array(xliff.utf8)),
        ]
        for catalog in catalogs.sorted(by: { XcodeKeyOrder.precedes($0.path, $1.path) }) {
            files.append(File(path: "Source Contents/" + insidePath(catalog.path), bytes: catalog.file.bytes))
        }
        return files
    }

    /// `contents.json` with Xcode's fields, `toolInfo` naming zk-strings.
    static func contents(
        developmentRegion: String, project: String, targetLocale: String, toolVersion: String
    )
        -> [UInt8]
    {
        let toolInfo: JSONValue = .object([
            ("toolBuildNumber", .string(toolVersion)), ("toolID", .string("zk-strings")),
            ("toolName", .string("zk-strings")), ("toolVersion", .string(toolVersion)),
        ])
        let root: JSONValue = .object([
            ("developmentRegion", .string(developmentRegion)), ("project", .string(project)),
            ("targetLocale", .string(targetLocale)), ("toolInfo", toolInfo), ("version", .string("1.0")),
        ])
        return CatalogWriter.bytes(root)
    }

    /// A catalog path as a path inside the bundle: no `..`, `.` or empty component, never absolute.
    package static func insidePath(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
    }
}
