import ZKCore
import ZKStrings

/// Lint: zk-build.json's `sourceLocale` that every catalog contradicts is one error at the
/// setting, with a note at each catalog's `sourceLanguage` (issue 52). It is a mistake of the
/// configuration in any project, so it is reported with or without a profile: the per-catalog
/// comparison (a house rule) would otherwise leave it silent where no profile is on.
enum SourceLocaleSettingCheck: DeclaresCodes {
    static let sourceLocaleContradicted = DiagnosticCode(
        "ZK3100", .error, phase: .structure,
        summary: "zk-build.json's sourceLocale is the source language of no catalog",
        explanation: """
            `sourceLocale` in zk-build.json names the language the catalogs are written in: the \
            placeholder and coverage checks compare every translation with it. When every catalog \
            declares another `sourceLanguage`, the setting is the odd one out: the error stands at \
            the setting, with a note at each catalog, and the fix-it writes the catalogs' language \
            when they agree on one. Reported with or without a profile.
            """,
        broken: DiagnosticExample([
            .init("zk-build.json", #"{ "profile": [], "sourceLocale": ↓"fr" }"#),
            .init("App/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#),
        ]),
        fixed: DiagnosticExample([
            .init("zk-build.json", #"{ "profile": [], "sourceLocale": "en" }"#),
            .init("App/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#),
        ]))

    static let codes = [sourceLocaleContradicted]

    /// The catalogs' declared source languages, each at its place; nil when a catalog cannot be
    /// read or declares none (then the setting is not contradicted by every catalog).
    static func declaredLanguages(_ project: Project) -> [(language: String, at: SourceLocation)]? {
        var found: [(language: String, at: SourceLocation)] = []
        for path in StringsStage().inputs(in: project) {
            guard case .success(let file) = FileReader.read(project.absolute(path), displayPath: path),
                let value = JSONReader.read(file).value?.object?["sourceLanguage"], let language = value.string
            else { return nil }
            found.append((language, SourceLocation(path: path, start: value.position)))
        }
        return found
    }

    /// `diagnostics` with the setting's contradiction named once at `setting` (replacing the
    /// catalogs' own mismatches), or with a note at the setting on each catalog's mismatch.
    static func locate(
        _ diagnostics: [Diagnostic], setting: JSONValue, at place: SourceLocation, project: Project
    ) -> [Diagnostic] {
        var out = diagnostics
        let perCatalog = SourceLanguageCheck.sourceLanguageMismatch.code
        let locale = project.configuration.sourceLocale
        if let declared = declaredLanguages(project), !declared.isEmpty,
            declared.allSatisfy({ !$0.language.hasSameCodePoints(as: locale) })
        {
            out.removeAll { $0.code == perCatalog }
            let notes = declared.map { Diagnostic.Note("\($0.at.path) declares its source language here", at: $0.at) }
            let languages = declared.map(\.language)
            let shared = languages.allSatisfy { $0 == languages[0] } ? languages[0] : nil
            out.append(
                Diagnostic(
                    sourceLocaleContradicted, message(locale, catalogs: declared.count, shared: shared), at: place,
                    notes: notes,
                    fixIt: shared.map {
                        .init(replacement: JSONWriter.quoted($0), description: "use the catalogs' language '\($0)'")
                    }))
        } else {
            for index in out.indices where out[index].code == perCatalog {
                out[index].notes.append(Diagnostic.Note("the project's source locale is set here", at: place))
            }
        }
        return out
    }

    static func message(_ locale: String, catalogs: Int, shared: String?) -> String {
        let which = catalogs == 1 ? "the catalog's" : "all \(catalogs) catalogs'"
        let language = shared.map { " ('\($0)')" } ?? ""
        return
            "source locale '\(MessageText.escaped(locale))' differs from \(which) source language\(language); set 'sourceLocale' to the catalogs' language or remove it"
    }
}
