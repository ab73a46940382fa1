import ZKCore
import ZKProject
import ZKSwiftSource

/// Keys used in code: every key the app's Swift sources look up (`Text("home.title")`,
/// `String(localized: "…", table: "Content")`, `CodeIndex`) exists in a catalog of its table
/// (`Localizable` unless `table:` names another). Reported at the literal in the Swift file, with
/// "did you mean" for a near key of that table. Spec 6.5 rule 7: a key used from a package and
/// missing from the app's catalog ships as the raw key, because Xcode extracts keys from the app
/// target only.
///
/// A `table:` no catalog is named after, but one is within a few edits of (`Localisable`), is a
/// typo of that table (ZK3102, issue 52). Not checked: a table no catalog of the project is
/// named after or near (the app may localize it with `.strings` files, or not at all), a
/// `table:` that is not a literal, and a key without a letter
/// (`Text("•")`, `Text("\(n)")`: its lookup falls back to the same text).
enum CodeKeyCheck: Check {
    static let missingCodeKey = DiagnosticCode(
        "ZK3080", .error, phase: .crossLink, summary: "Swift code uses a string key that its table's catalog lacks",
        explanation: """
            A key the app's Swift code looks up — `Text("…")`, `String(localized: "…")`, \
            `LocalizedStringResource("…")`, `NSLocalizedString("…", …)`, `.navigationTitle("…")` \
            and the other SwiftUI initialisers and modifiers taking a `LocalizedStringKey` — must \
            exist in the String Catalog of its table (`Localizable.xcstrings` unless `table:` \
            names another), or the user sees the raw key. Xcode adds keys it extracts from the \
            app target, but never those used in a Swift package: they resolve against the app's \
            bundle and must be added by hand. Reported at the literal, with the nearest key of \
            the table as a suggestion. An interpolation matches a placeholder of any type \
            (`"\\(n) stars"` uses the key `"%lld stars"`). zk-build reads the Swift files that \
            `swiftSources` in zk-build.json names (without a profile: every folder that holds \
            Swift files, outside build and vendor folders). Preview code (`#Preview { … }`, a \
            `PreviewProvider`) is shown in Xcode's canvas alone: its literals are no lookups.
            """,
        example: .edit(
            DiagnosticExample([
                DiagnosticExample.ExampleFile("zk-build.json", #"{ "profile": [] }"#),
                DiagnosticExample.ExampleFile("App/HomeView.swift", CodeKeyCheck.exampleView(#""home.title""#)),
                DiagnosticExample.ExampleFile("App/Localizable.xcstrings", SwiftKeyExtractor.exampleCatalog),
            ]),
            in: "App/HomeView.swift", broken: #"↓"home.titel""#, fixed: #""home.title""#))

    static let misspeltTable = DiagnosticCode(
        "ZK3102", .error, phase: .crossLink, summary: "a Swift lookup's table is a misspelling of a catalog's",
        explanation: """
            `table:` (`tableName:`) names the String Catalog a lookup reads: `Localizable` for \
            `Localizable.xcstrings`. A table no catalog is named after, but one is within a few \
            edits of, is a typo: at run time the lookup finds no table and shows the raw key. \
            Reported at the key's literal, with the table it most likely meant.
            """,
        example: .edit(
            DiagnosticExample([
                DiagnosticExample.ExampleFile("zk-build.json", #"{ "profile": [] }"#),
                DiagnosticExample.ExampleFile(
                    "App/HomeView.swift", CodeKeyCheck.exampleView(#""home.title", tableName: "Localizable""#)),
                DiagnosticExample.ExampleFile("App/Localizable.xcstrings", SwiftKeyExtractor.exampleCatalog),
            ]),
            in: "App/HomeView.swift", broken: #"↓"home.title", tableName: "Localisable""#,
            fixed: #""home.title", tableName: "Localizable""#))

    static let codes = [missingCodeKey, misspeltTable]

    /// A SwiftUI view whose title is `literal`.
    static func exampleView(_ literal: String) -> String {
        "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View {\n        Text(\(literal))\n    }\n}\n"
    }

    /// The catalogs by table (`Localizable` for `Localizable.xcstrings`).
    static func tables(_ catalogs: [StringCatalog]) -> [String: [StringCatalog]] {
        var tables: [String: [StringCatalog]] = [:]
        for catalog in catalogs { tables[catalog.tableName, default: []].append(catalog) }
        return tables
    }

    static func run(_ input: CatalogSetInput) -> [Diagnostic] {
        let (catalogs, options) = (input.catalogs, input.options)
        guard let code = options.code, !code.keyUses.isEmpty else { return [] }
        let tables = tables(catalogs)
        var shapes: [String: [String: [String]]] = [:]
        var diagnostics: [Diagnostic] = []
        for use in code.keyUses where use.tableIsKnown && hasLetter(use) {
            guard let inTable = tables[use.tableName] else {
                if let near = EditDistance.nearest(to: use.tableName, in: tables.keys.sorted()) {
                    diagnostics.append(misspelt(use, near: near))
                }
                continue
            }
            // Under the house rule a literal that is no key is that rule's finding alone.
            if options.literalsAreKeys, CodeLiteralCheck.isUserFacingLiteral(use) { continue }
            if inTable.contains(where: { $0.entry(use.key) != nil }) { continue }
            if use.isInterpolated {
                let shape = KeyShape.of(use.pieces)
                let found = inTable.contains { catalog in
                    if shapes[catalog.path] == nil { shapes[catalog.path] = KeyShape.index(catalog) }
                    return shapes[catalog.path]?[shape] != nil
                }
                if found { continue }
            }
            let near = nearest(use, in: inTable)
            var notes = inTable.map { catalog in
                Diagnostic.Note(
                    "'\(catalog.path)' holds the keys of table '\(use.tableName)'",
                    at: catalog.location(catalog.root.position))
            }
            for other in catalogs where other.tableName != use.tableName {
                if let entry = other.entry(use.key) {
                    notes.append(
                        Diagnostic.Note(
                            "'\(use.key)' is defined in '\(other.path)', the catalog of table '\(other.tableName)'; pass table: \"\(other.tableName)\"",
                            at: other.location(entry.keyPosition)))
                }
            }
            diagnostics.append(missing(use, catalogs: inTable.map(\.path), near: near, notes: notes))
        }
        return diagnostics
    }

    /// The key of the table nearest to the use: by text, or for an interpolated use by shape
    /// (`"\(n) star"` is one letter from `"%lld stars"`, whatever the placeholders are written).
    static func nearest(_ use: CodeIndex.KeyUse, in catalogs: [StringCatalog]) -> String? {
        let keys = catalogs.flatMap { $0.entries.map(\.key) }
        guard use.isInterpolated else { return EditDistance.nearest(to: use.key, in: keys) }
        var byShape: [String: String] = [:]
        for key in keys.sorted() {
            guard let shape = KeyShape.of(key), byShape[shape] == nil else { continue }
            byShape[shape] = key
        }
        return EditDistance.nearest(to: KeyShape.of(use.pieces), in: Array(byShape.keys)).flatMap { byShape[$0] }
    }

    /// Whether the key has a letter in its text (a key without one is not checked).
    static func hasLetter(_ use: CodeIndex.KeyUse) -> Bool {
        use.pieces.contains { piece in
            guard case .text(let text) = piece else { return false }
            return text.unicodeScalars.contains { $0.properties.isAlphabetic }
        }
    }

    /// The keys of `catalog` the code uses: those its lookups name, those equal to one of its
    /// literals (a key passed through a view of the app that takes a `LocalizedStringKey`), by
    /// text or, with placeholders, by shape, those whose generated accessor it writes
    /// (`String.Localizable.homeTitle`), and those a key path it builds can name.
    static func usedKeys(of catalog: StringCatalog, _ code: CodeIndex) -> Set<CodePointString> {
        let literals = Set(code.literals)
        let literalShapes = Set(code.literals.compactMap(KeyShape.of))
        let prefixes = code.literals.compactMap(dynamicPrefix)
        // The generated accessors (`String.Localizable.homeTitle`, build/swift/strings/ and the plugin's ZKStrings.swift).
        let members = Set(code.memberAccesses)
        let namespace = SwiftAccessorWriter.typeName(catalog.tableName) + "."
        var used = Set<CodePointString>()
        for entry in catalog.entries {
            let accessor = SwiftAccessorWriter.memberName(entry.key).map {
                namespace + $0.replacingOccurrences(of: "`", with: "")
            }
            // Xcode's generated symbols name the member alone (`Text(.homeTitle)`).
            let symbol = SwiftAccessorWriter.memberName(entry.key).map {
                "." + $0.replacingOccurrences(of: "`", with: "")
            }
            if literals.contains(entry.key) || accessor.map(members.contains) == true
                || symbol.map(members.contains) == true
            {
                used.insert(CodePointString(entry.key))
            } else if let shape = KeyShape.of(entry.key), literalShapes.contains(shape) {
                used.insert(CodePointString(entry.key))
            } else if prefixes.contains(where: { entry.key.hasPrefix($0) && isKeyTail(entry.key.dropFirst($0.count)) })
            {
                used.insert(CodePointString(entry.key))
            }
        }
        // A near miss in the code uses the key it meant (`IntendedKey`, issue 52): the fix is the
        // literal (this check's "did you mean"), never removing the key. So does a lookup whose
        // `table:` misspells this catalog's table (the fix is the table name).
        for use in code.keyUses where use.tableIsKnown {
            let misspeltTable =
                use.tableName != catalog.tableName && EditDistance.closeness(use.tableName, catalog.tableName) != nil
            guard use.tableName == catalog.tableName || misspeltTable else { continue }
            if catalog.entry(use.key) != nil {
                if misspeltTable { used.insert(CodePointString(use.key)) }
            } else if let near = nearest(use, in: [catalog]) {
                used.insert(CodePointString(near))
            }
        }
        return used
    }

    /// The fixed start of a key the code builds at run time: a literal that is a key path ending
    /// in one interpolation (`"winetricks.category.\(category)"`, read as `winetricks.category.%@`)
    /// uses every key that starts with `winetricks.category.` and goes on with one path segment.
    static func dynamicPrefix(_ literal: String) -> String? {
        for placeholder in ["%@", "%lld", "%lf", "%f"] where literal.hasSuffix(placeholder) {
            let prefix = String(literal.dropLast(placeholder.count))
            guard let last = prefix.last, ".-_".contains(last), prefix.count >= 3, !prefix.contains("%"),
                !prefix.contains(where: \.isWhitespace), prefix.contains(where: \.isLetter)
            else { return nil }
            return prefix
        }
        return nil
    }

    /// What may follow a dynamic prefix: one segment of letters, digits, `_` and `-`.
    static func isKeyTail(_ tail: Substring) -> Bool {
        !tail.isEmpty && tail.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    static func missing(
        _ use: CodeIndex.KeyUse, catalogs: [String], near: String?, notes: [Diagnostic.Note]
    ) -> Diagnostic {
        let place = catalogs.count == 1 ? "'\(catalogs[0])'" : "any catalog of table '\(use.tableName)'"
        return Diagnostic(
            missingCodeKey,
            "key '\(MessageText.escaped(use.key))' used by \(use.call) is not defined in \(place)"
                + (near.map { "; did you mean '\($0)'?" } ?? ""),
            at: use.location, notes: notes,
            fixIt: use.isInterpolated
                ? nil : near.map { Diagnostic.FixIt(replacement: "\"\($0)\"", description: "use '\($0)'") })
    }
}

extension CodeKeyCheck {
    static func misspelt(_ use: CodeIndex.KeyUse, near: String) -> Diagnostic {
        Diagnostic(
            misspeltTable,
            "table '\(MessageText.escaped(use.tableName))' of \(use.call) names no String Catalog; did you mean '\(near)' ('\(near).xcstrings')?",
            at: use.location)
    }
}

extension StringCatalog {
    /// The table the catalog holds: its file name without `.xcstrings`.
    var tableName: String {
        let name = fileName
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }
}
