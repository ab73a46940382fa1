import ZKCore
import ZKStrings

/// What `zk-strings` alone reads from the project's `zk-build.json`, as `zk-build` does: the
/// source locale, the required locales, strict mode and the `strings` section (`StringsSettings`). The file is optional; command-line
/// options win over it. Other keys belong to zk-build and are not checked here (zk-build
/// reports them with `ConfigurationValueCheck.invalidConfiguration`); a value of the wrong type for a key read here is reported.
struct StringsProjectSettings {
    var sourceLocale: String?
    var locales: [String]?
    var strict: Bool?
    var strings = StringsSettings()
    var file: SourceFile?
    var diagnostics: [Diagnostic] = []

    static let fileName = "zk-build.json"

    static func read(_ context: ToolContext) -> StringsProjectSettings {
        let absolute = context.absolute(fileName)
        guard DirectoryWalker.exists(absolute) else { return StringsProjectSettings() }
        switch FileReader.read(absolute, displayPath: fileName) {
        case .success(let file): return parse(file)
        case .failure(let error): return StringsProjectSettings(diagnostics: [error.diagnostic])
        }
    }

    static func parse(_ file: SourceFile) -> StringsProjectSettings {
        var settings = StringsProjectSettings(file: file)
        let parsed = JSONReader.read(file)
        settings.diagnostics = parsed.diagnostics
        guard let root = parsed.value, let object = root.object else { return settings }
        func wrongType(_ key: String, _ value: JSONValue, _ expected: String) {
            settings.diagnostics.append(
                Diagnostic(
                    ConfigurationValueCheck.invalidConfiguration,
                    "'\(key)' in zk-build.json must be \(expected), found \(value.typeName)",
                    at: SourceLocation(path: file.path, start: value.position)))
        }
        if let value = object["sourceLocale"] {
            if let text = value.string {
                settings.sourceLocale = text
            } else {
                wrongType("sourceLocale", value, "a locale string such as \"de\"")
            }
        }
        if let value = object["locales"] {
            if let items = value.array, items.allSatisfy({ $0.string != nil }) {
                settings.locales = items.compactMap(\.string)
            } else {
                wrongType("locales", value, "an array of locale strings such as [\"de\", \"en\", \"ru\"]")
            }
        }
        if let value = object["strings"] {
            let (strings, found) = StringsSettings.read(value, path: file.path)
            settings.strings = strings
            settings.diagnostics += found
        }
        if let value = object["strict"] {
            if let flag = value.bool { settings.strict = flag } else { wrongType("strict", value, "true or false") }
        }
        return settings
    }
}
