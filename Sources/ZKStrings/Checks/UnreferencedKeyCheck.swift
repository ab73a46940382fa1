import ZKCore

/// Unreferenced keys: a key of `Content.xcstrings` that no content file references is dead
/// weight for translators and the studio (a warning). UI keys in other catalogs are exempt:
/// code, not content, uses them. Runs only with an index.
enum UnreferencedKeyCheck: Check {
    static let unreferencedKey = DiagnosticCode(
        "ZK3016", .warning, phase: .crossLink, summary: "a catalog key is used by no content and no Swift source",
        explanation: """
            A key nothing uses costs translation (and, for content, recording) for nothing. \
            Use it where it is meant to be shown; remove it only once no content and no code is \
            meant to use it (its translations go with it). The keys of `Content.xcstrings` are \
            checked against the content index; the keys of every other catalog only when the \
            Swift sources are read (`swiftSources`), where a key that a lookup names, that any \
            literal of the code (Objective-C's `@"…"` too) equals or that a key path with one \
            interpolation builds counts as used. Catalogs no code looks up (Interface Builder's, `InfoPlist.xcstrings`, \
            `AppShortcuts.xcstrings`) and keys Xcode marks stale are not reported. A key \
            that a reference the catalog lacks nearly names (`game.memory.titel` for \
            `game.memory.title`) is not reported: that reference is the mistake, and its error \
            suggests this key. Nothing is reported while the catalog or a content file is broken.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(
                "Content/games/hoer_hin.json", #"{ "id" : "hoer_hin", "titleKey" : "game.hoer_hin.intro" }"#),
            DiagnosticExample.ExampleFile(
                CheckExamples.path,
                CheckExamples.catalog(key: "↓game.hoer_hin.title", CheckExamples.hoerHin).replacingOccurrences(
                    of: "\"↓game", with: "↓\"game")),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(
                "Content/games/hoer_hin.json", #"{ "id" : "hoer_hin", "titleKey" : "game.hoer_hin.title" }"#),
            DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
        ]))

    static let codes = [unreferencedKey]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard let referenced = context.referencedKeys, !referenced.contains(CodePointString(entry.key)) else {
            return diagnostics
        }
        // Keys Xcode marks stale (StaleKeyCheck reports them) or manual (when the project exempts them) are not reported here.
        if context.codeWasRead,
            entry.isStale || (context.options.settings.exemptManualKeys && entry.extractionState?.text == "manual")
        {
            return diagnostics
        }
        if context.codeWasRead, !context.catalog.isContentCatalog {
            // Interface Builder's catalogs (`mul.lproj/Main.xcstrings`), InfoPlist and App Shortcuts are not looked up by code.
            guard !context.catalog.isNotLookedUpByCode else { return diagnostics }
            diagnostics.append(
                unused(entry.key, catalog: context.catalog.fileName, at: context.catalog.location(entry.keyPosition)))
            return diagnostics
        }
        diagnostics.append(
            unreferenced(entry.key, catalog: context.catalog.fileName, at: context.catalog.location(entry.keyPosition)))
        return diagnostics
    }

    /// A key of a UI catalog that neither the Swift sources nor the content use (Xcode's "stale").
    static func unused(_ key: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            unreferencedKey,
            "key '\(key)' of '\(catalog)' is used by no Swift source and no content file; use it where it is meant, or remove it if nothing should",
            at: location)
    }

    static func unreferenced(_ key: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            unreferencedKey,
            "key '\(key)' of '\(catalog)' is not referenced by any content file; reference it where content should show it, or remove it if none should",
            at: location)
    }
}

extension StringCatalog {
    /// A catalog whose keys no Swift lookup names: a storyboard's or xib's (inside an `.lproj`
    /// folder, keys such as `0eh-6G-rMp.title`), `InfoPlist.xcstrings`, `AppShortcuts.xcstrings`.
    var isNotLookedUpByCode: Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix(".lproj") }
            || ["InfoPlist", "AppShortcuts"].contains(tableName)
    }
}
