import ZKCore
import ZKProject

/// Content references: every string key the content references exists in `Content.xcstrings`
/// (spec 6.5 rule 1). Reported at the reference in the content file, with a note naming the
/// catalog (and the other catalog, if the key sits there by mistake); a near miss of a key the
/// catalog has is one error with "did you mean" and a fix-it at the reference (`IntendedKey`),
/// never advice to add the misspelling. Runs only with an index;
/// without `Content.xcstrings` it reports that once (`RequiredFileCheck.missingRequiredFile`) instead of every key.
enum ContentReferenceCheck: Check {
    static let missingContentKey = DiagnosticCode(
        "ZK3015", .error, phase: .crossLink, summary: "content references a string key that Content.xcstrings lacks",
        explanation: """
            Every key the content references (titles, step labels, number words, prompts, \
            names) must exist in `Strings/Content.xcstrings`, or the child sees the raw key. \
            Reported at the reference in the content file, with a note naming the catalog (and \
            the UI catalog, if the key was put there by mistake). When the catalog has a key \
            within a few edits of the reference (`game.memory.titel` for `game.memory.title`), \
            the message asks "did you mean" and the fix-it corrects the reference; the key it \
            meant is then not reported as unreferenced. Needs the content index (zk-build runs \
            the content stage first).
            """,
        example: .edit(
            DiagnosticExample([
                DiagnosticExample.ExampleFile(
                    "Content/games/hoer_hin.json", #"{ "id" : "hoer_hin", "titleKey" : "game.hoer_hin.title" }"#),
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
            ]),
            in: "Content/games/hoer_hin.json", broken: #"↓"game.hoer_hin.titel""#, fixed: #""game.hoer_hin.title""#))

    static let codes = [missingContentKey]

    static func run(_ input: CatalogSetInput) -> [Diagnostic] {
        let (catalogs, options, stringsPath) = (input.catalogs, input.options, input.stringsPath)
        guard let index = options.index else { return [] }
        let content = catalogs.first { $0.isContentCatalog }
        let catalogPath = content?.path ?? "\(stringsPath)/\(Conventions.contentCatalogName)"
        // Without the catalog, one error says so instead of one per key (one mistake, one error);
        // a catalog that exists but does not parse is the syntax error's business.
        guard content != nil || index.stringKeys.isEmpty else {
            let keys = Set(index.stringKeys.map { CodePointString($0.name) }).count
            return [
                Diagnostic(
                    RequiredFileCheck.missingRequiredFile,
                    "'\(catalogPath)' not found; the content references \(plural(keys, "string key")) that it must define",
                    at: SourceLocation(path: catalogPath),
                    notes: index.stringKeys.first.map {
                        [Diagnostic.Note("the first reference is here", at: $0.location)]
                    } ?? [])
            ]
        }
        var diagnostics: [Diagnostic] = []
        var seen = Set<CodePointString>()
        for reference in index.stringKeys {
            if content?.entry(reference.name) != nil { continue }
            let identity = "\(reference.name)|\(reference.location.description)"
            guard seen.insert(CodePointString(identity)).inserted else { continue }
            if let content, let intended = IntendedKey.of(reference.name, in: content) {
                diagnostics.append(
                    nearMiss(
                        reference.name, intended: intended.key, context: reference.context, catalog: catalogPath,
                        at: reference.location,
                        definedAt: content.location(intended.keyPosition)))
                continue
            }
            var elsewhere: [(path: String, location: SourceLocation)] = []
            for other in catalogs where !other.isContentCatalog {
                if let entry = other.entry(reference.name) {
                    elsewhere.append((other.path, other.location(entry.keyPosition)))
                }
            }
            diagnostics.append(
                missing(
                    reference.name, context: reference.context, catalog: catalogPath, at: reference.location,
                    catalogLocation: content.map { $0.location($0.root.position) } ?? SourceLocation(path: catalogPath),
                    elsewhere: elsewhere))
        }
        return diagnostics
    }

    /// A reference within a few edits of an existing key: the fix is the reference.
    static func nearMiss(
        _ key: String, intended: String, context: String?, catalog: String, at location: SourceLocation,
        definedAt: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            missingContentKey,
            "string key '\(key)'\(context.map { " (\($0))" } ?? "") is not defined in '\(catalog)'; did you mean '\(intended)'?",
            at: location, notes: [Diagnostic.Note("'\(intended)' is defined here", at: definedAt)],
            fixIt: Diagnostic.FixIt(replacement: JSONWriter.quoted(intended), description: "use '\(intended)'"))
    }

    /// `context`: what the reference is (`title of game 'hoer_hin'`); `elsewhere`: UI catalogs that define the key by mistake.
    static func missing(
        _ key: String, context: String?, catalog: String, at location: SourceLocation, catalogLocation: SourceLocation,
        elsewhere: [(path: String, location: SourceLocation)]
    ) -> Diagnostic {
        var notes = [
            Diagnostic.Note("'\(catalog)' holds the keys content references; add '\(key)' there", at: catalogLocation)
        ]
        for other in elsewhere {
            notes.append(
                Diagnostic.Note("'\(key)' is defined in '\(other.path)', which holds UI keys only", at: other.location))
        }
        return Diagnostic(
            missingContentKey, "string key '\(key)'\(context.map { " (\($0))" } ?? "") is not defined in '\(catalog)'",
            at: location, notes: notes)
    }
}
