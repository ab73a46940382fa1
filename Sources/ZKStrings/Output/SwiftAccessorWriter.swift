import Foundation
import ZKCore
import ZKSwiftSource

/// `<Table>.swift`: typed accessors for the keys of one String Catalog, one namespace per catalog
/// (`String.Localizable`), one accessor per key, named as xcstrings-tool names them: the key in
/// lower camel case (`home.title` → `homeTitle`, `settings_privacy` → `settingsPrivacy`).
///
/// - a key without placeholders is a property (`String.Localizable.homeTitle`);
/// - a key with placeholders (in its source-language value, else the key) is a function with one
///   unlabeled argument per placeholder, in position order (`%2$@` is the second): `%lld`,
///   `%d`, `%i` → `Int`, `%u`, `%x`, `%o` → `UInt`, `%f`, `%lf`, `%e`, `%g` → `Double`, `%@` →
///   `String`; a plural key (or a `%#@count@` substitution) takes its count (`itemsCount(_ count: Int)`);
/// - the doc comment is the translator comment and the source value.
///
/// Lookups go through `NSLocalizedString(_:tableName:bundle:value:comment:)` in `Bundle.main`
/// (spec 5.13: package lookups resolve against the app's bundle), with the source value as the
/// fallback, and `String(format:locale:arguments:)`, which resolves plural variations; the file
/// needs Foundation alone and type-checks on Linux.
/// Keys Xcode marks stale, keys whose name would be empty (`"•"`, `"%@"`) and keys with a
/// C-string or pointer placeholder (`%s`, `%p`, `%c`) get no accessor; two keys that meet in one
/// name are reported (ZK3082) and the second gets none.
public enum SwiftAccessorWriter: DeclaresCodes {
    public static let nameCollision = DiagnosticCode(
        "ZK3082", .warning, summary: "two keys of a catalog become one Swift accessor name",
        explanation: """
            `zk-build build` writes typed Swift accessors for every catalog \
            (`build/swift/strings/<Table>.swift`), naming each key in lower camel case as \
            xcstrings-tool does (`home.title` → `homeTitle`). Two keys that differ only in \
            punctuation or case (`home.title` and `home_title`) become the same name: the first \
            in the catalog keeps it, the second gets no accessor. Rename one of the keys. Turn \
            the generator off with `"generators": { "strings": false }` in zk-build.json.
            """,
        broken: DiagnosticExample(
            [
                .init("zk-build.json", #"{ "profile": [] }"#),
                .init("App/Localizable.xcstrings", SwiftAccessorWriter.exampleCatalog(second: "↓\"home_title\"")),
            ],
            command: ["zk-build", "build"]),
        fixed: DiagnosticExample(
            [
                .init("zk-build.json", #"{ "profile": [] }"#),
                .init("App/Localizable.xcstrings", SwiftAccessorWriter.exampleCatalog(second: "\"home.subtitle\"")),
            ],
            command: ["zk-build", "build"]))

    public static let codes = [nameCollision]

    static func exampleCatalog(second: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "home.title" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } }
            },
            \(second) : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } } }
            }
          },
          "version" : "1.0"
        }
        """
    }

    /// One accessor: its Swift name, the key, and the arguments' names and types.
    struct Accessor {
        var name: String
        var key: String
        var arguments: [(name: String, type: String)]
        var documentation: [String]
        /// The source value, returned when the bundle has no value for the key.
        var value: String
    }

    /// One generated file: its path relative to the generated-Swift folder, its header (the
    /// generated-file comment and the import) and its body (the declarations), so that several
    /// bodies can be joined under one header (the plugin's `ZKStrings.swift`).
    public struct File: Sendable {
        public var path: String
        public var header: String
        public var body: String
        public var diagnostics: [Diagnostic]
        /// The whole file: header, then body.
        public var text: String { header + body }
    }

    /// The import every accessor file needs, and the only one.
    public static let imports = "import Foundation\n"

    /// The file of `catalog` and its collisions. `prefix` names the namespace and file instead of
    /// the table (`Connect Localizable` → `ConnectLocalizable`), for a second catalog of a table.
    public static func write(_ catalog: StringCatalog, sourceLocale: String, prefix: String? = nil) -> File {
        let table = catalog.tableName
        let typeName = self.typeName(prefix ?? table)
        var names: [String: String] = [:]
        var accessors: [Accessor] = []
        var diagnostics: [Diagnostic] = []
        let locale = catalog.sourceLanguage?.text ?? sourceLocale
        for entry in catalog.entries where !entry.isStale {
            guard let name = memberName(entry.key) else { continue }
            if let earlier = names[name] {
                diagnostics.append(
                    collision(
                        entry.key, earlier: earlier, name: name, file: "\(typeName).swift",
                        at: catalog.location(entry.keyPosition)))
                continue
            }
            guard let arguments = arguments(of: entry, locale: locale) else { continue }
            names[name] = entry.key
            accessors.append(
                Accessor(
                    name: name, key: entry.key, arguments: arguments,
                    documentation: documentation(entry, locale: locale),
                    value: fallback(entry, locale: locale)))
        }
        let header = [
            "// \(typeName).swift: generated by zk-build from \(catalog.path). Do not edit; run `zk-build build`.",
            "// Every key of the catalog as a typed accessor: String.\(typeName).<key in lower camel case>.",
            "",
            imports,
        ]
        var out = [
            "extension String {",
            "    /// The keys of `\(catalog.fileName)` (table '\(literal(table))').",
            "    public enum \(typeName) {",
            "        /// The table the keys are looked up in.",
            "        public static let table = \"\(literal(table))\"",
        ]
        for accessor in accessors {
            out.append("")
            out += accessor.documentation.map { $0.isEmpty ? "        ///" : "        /// " + $0 }
            let lookup = "lookup(\"\(literal(accessor.key))\", \"\(literal(accessor.value))\")"
            if accessor.arguments.isEmpty {
                out.append("        public static var \(accessor.name): String { \(lookup) }")
            } else {
                let parameters = accessor.arguments.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
                let values = accessor.arguments.map(\.name).joined(separator: ", ")
                out.append("        public static func \(accessor.name)(\(parameters)) -> String {")
                out.append("            String(format: \(lookup), locale: Locale.current, arguments: [\(values)])")
                out.append("        }")
            }
        }
        out += [
            "",
            "        /// The value of `key` in the app's bundle for the current locale; `source` when the bundle has none.",
            "        static func lookup(_ key: String, _ source: String) -> String {",
            "            NSLocalizedString(key, tableName: table, bundle: Bundle.main, value: source, comment: \"\")",
            "        }",
            "    }",
            "}",
        ]
        return File(
            path: "\(typeName).swift", header: header.joined(separator: "\n") + "\n",
            body: out.joined(separator: "\n") + "\n", diagnostics: diagnostics)
    }

    /// The arguments of the key's accessor, from the source value's placeholders (else the
    /// key's); nil when a placeholder has no Swift type the accessor can pass.
    static func arguments(of entry: CatalogEntry, locale: String) -> [(name: String, type: String)]? {
        let localization = entry.localization(locale)
        let value = sourceValue(entry, locale: locale) ?? entry.key
        let isPlural = localization?.node.variations.contains { $0.kind == "plural" } ?? false
        var byPosition: [Int: (name: String, type: String)] = [:]
        var sequential = 0
        for specifier in FormatParser.parse(value).specifiers {
            var name: String?
            var conversion = specifier.conversion
            var length = specifier.length
            switch specifier.kind {
            case .argument: break
            case .substitutionArgument: continue
            case .substitution(let substitutionName):
                name = memberName(substitutionName)
                guard let substitution = localization?.substitution(substitutionName),
                    let format = substitution.formatSpecifier?.text,
                    let last = format.last
                else { return nil }
                conversion = String(last)
                length = String(format.dropLast()).replacingOccurrences(of: "q", with: "ll")
                if let position = substitution.argNum {
                    sequential = max(sequential, position)
                    byPosition[position] =
                        byPosition[position] ?? (name ?? "count", swiftType(conversion, length) ?? "Int")
                    continue
                }
            }
            let position: Int
            if let explicit = specifier.explicitPosition {
                position = explicit
            } else {
                sequential += 1
                position = sequential
            }
            guard let type = swiftType(conversion, length) else { return nil }
            byPosition[position] = byPosition[position] ?? (name ?? "arg\(position)", type)
        }
        guard let count = byPosition.keys.max() else { return [] }
        var arguments: [(name: String, type: String)] = []
        for position in 1...count {
            // A position no placeholder reads still takes an argument (the format reads them in order).
            arguments.append(byPosition[position] ?? ("arg\(position)", "String"))
        }
        if isPlural, arguments.count == 1, arguments[0].type == "Int" { arguments[0].name = "count" }
        // Names are unique parameters: a substitution named like another gets its position.
        var seen = Set<String>()
        for index in arguments.indices where !seen.insert(arguments[index].name).inserted {
            arguments[index].name += "\(index + 1)"
        }
        return arguments
    }

    /// The source-language value: the plain unit's, else the `other` plural case's (or the first leaf).
    static func sourceValue(_ entry: CatalogEntry, locale: String) -> String? {
        guard let localization = entry.localization(locale) else { return nil }
        if let value = localization.node.unit?.value?.text { return value }
        for variations in localization.node.variations {
            if let other = variations.case("other")?.node.unit?.value?.text { return other }
        }
        return localization.node.leaves().first?.unit.value?.text
    }

    /// What the accessor returns when the bundle has no value: the source value, or the key when
    /// the value has a `%#@name@` substitution, which only the bundle's plural rules can format.
    static func fallback(_ entry: CatalogEntry, locale: String) -> String {
        guard let value = sourceValue(entry, locale: locale), !value.contains("%#@") else { return entry.key }
        return value
    }

    /// The Swift type of a placeholder; nil for those a Swift value cannot be passed to (`%s`, `%p`, `%c`).
    static func swiftType(_ conversion: String, _ length: String) -> String? {
        switch conversion {
        case "@": "String"
        case "d", "i", "D": "Int"
        case "u", "U", "x", "X", "o", "O": "UInt"
        case "f", "F", "e", "E", "g", "G", "a", "A": "Double"
        default: nil
        }
    }

    static func documentation(_ entry: CatalogEntry, locale: String) -> [String] {
        var lines: [String] = []
        if let comment = entry.comment?.text, !comment.isEmpty {
            // A carriage return would end the comment line: every line break starts a new `///` line.
            lines += comment.replacingOccurrences(of: "\r\n", with: "\n").split(omittingEmptySubsequences: false) {
                $0 == "\n" || $0 == "\r"
            }
            .map { String($0) }
            lines.append("")
        }
        let value = sourceValue(entry, locale: locale) ?? entry.key
        lines.append("Source (\(locale)): \"\(oneLine(value))\"")
        return lines
    }

    static func oneLine(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
        return escaped.count > 200 ? String(escaped.prefix(200)) + "…" : escaped
    }

    // MARK: - Names

    /// Names the file itself declares.
    static let reserved: Set<String> = ["table", "lookup"]

    /// The key in lower camel case (ZKCore's `SwiftName`); nil when it has no letter or digit.
    static func memberName(_ key: String) -> String? { SwiftName.member(key, reserved: reserved) }

    /// The table in upper camel case (`Localizable`, `InfoPlist`).
    static func typeName(_ table: String) -> String { SwiftName.type(table) }

    /// `text` inside a Swift string literal (ZKCore's one Swift-literal escaper).
    static func literal(_ text: String) -> String { Escape.swiftString(text) }

    /// Two catalogs of one table (`App/Localizable.xcstrings`, `Widget/Localizable.xcstrings`) meet in one file.
    public static func tableCollision(
        _ path: String, earlier: String, file: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            nameCollision,
            "catalogs '\(earlier)' and '\(path)' both become \(file); '\(path)' gets no accessors; rename one or turn the generator off",
            at: location)
    }

    static func collision(
        _ key: String, earlier: String, name: String, file: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            nameCollision,
            "keys '\(earlier)' and '\(key)' both become the Swift name '\(name)' in \(file); '\(key)' gets no accessor; rename one",
            at: location)
    }
}
