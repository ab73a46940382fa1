import ZKCore

/// The strings part of the project configuration (`"strings"` in zk-build.json): which of the
/// Zahlenkette conventions the checks hold a catalog to. Both are on by default (this toolchain's
/// own project follows them); another app's catalogs, whose keys are English source texts
/// without comments, turn them off:
///
///     "strings": { "keyGrammar": false, "translatorComments": false }
public struct StringsSettings: Sendable, Hashable, Codable {
    /// Keys follow the key grammar of spec 6.5 (`KeyGrammarCheck`).
    public var keyGrammar = true
    /// Every key has a translator comment (`TranslatorCommentCheck`).
    public var translatorComments = true
    /// The project's terminology (`"glossary"`): a source term and the translation each locale
    /// must use for it (`GlossaryCheck`), in the order zk-build.json lists them.
    public var glossary: [GlossaryTerm] = []

    /// Length budgets by key (`"lengthBudgets"`): a key, or a prefix ending in `*`
    /// (`"game.*.title"` is not a pattern; `"game.*"` is), and the most characters its values
    /// may have (`LengthBudgetCheck`); they win over a budget the comment states.
    public var lengthBudgets: [LengthBudget] = []

    /// One entry of `lengthBudgets`, with where zk-build.json gives it.
    public struct LengthBudget: Sendable, Hashable, Codable {
        public var key: String
        public var characters: Int
        public var path: String, line: Int, column: Int

        public var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

        /// Whether the budget is the key's: the key itself, or a prefix ending in `*`.
        public func covers(_ other: String) -> Bool {
            key.hasSuffix("*") ? other.hasPrefix(String(key.dropLast())) : other == key
        }
    }

    /// The budget of `key` from `lengthBudgets`: the exact key's, else the longest prefix's.
    public func lengthBudget(of key: String) -> LengthBudget? {
        if let exact = lengthBudgets.first(where: { $0.key == key }) { return exact }
        return lengthBudgets.filter { $0.key.hasSuffix("*") && $0.covers(key) }.max { $0.key.count < $1.key.count }
    }

    /// One entry of the glossary: where the source text has `term`, a `locale` translation
    /// must have `translation` (both compared case-blind).
    public struct GlossaryTerm: Sendable, Hashable, Codable {
        public var term: String
        public var locale: String
        public var translation: String
        /// Where zk-build.json gives the translation (path, 1-based line and column).
        public var path: String, line: Int, column: Int

        public var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }
    }

    /// Keys Xcode marks `"extractionState" : "manual"` (added by hand, looked up in ways no
    /// reader of the code sees) are never reported as unused (`UnreferencedKeyCheck`).
    public var exemptManualKeys = false

    /// String-unit states the team's workflow writes besides Xcode's (`"translatedStates"`, such
    /// as a translation service's `machine_translated`): they count as translated and are not
    /// reported as unknown (`UnknownStateCheck`).
    public var translatedStates: [String] = []

    /// Locales the team is still translating (`"localesInProgress": { "fr": "warning", "ja": 80 }`):
    /// a missing translation in one is a warning (`"warning"`), or is not reported key by key and
    /// the catalog must reach a minimum percentage (a number, `LocaleProgressCheck`).
    public var localesInProgress: [LocaleProgress] = []

    /// One entry of `localesInProgress`, with where zk-build.json gives it.
    public struct LocaleProgress: Sendable, Hashable, Codable {
        public var locale: String
        /// The percentage (0–100) of the catalog's keys that must have a value; nil: every missing
        /// translation is a warning instead.
        public var minimum: Int?
        public var path: String, line: Int, column: Int

        public var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }
    }

    /// The policy of `locale`, when it is in progress (compared as code points, case-blind).
    public func progress(of locale: String) -> LocaleProgress? {
        localesInProgress.first { $0.locale.lowercased() == locale.lowercased() }
    }

    public init(keyGrammar: Bool = true, translatorComments: Bool = true) {
        self.keyGrammar = keyGrammar
        self.translatorComments = translatorComments
    }

    public static let keys = [
        "keyGrammar", "translatorComments", "exemptManualKeys", "glossary", "lengthBudgets", "translatedStates",
        "localesInProgress",
    ]

    /// Reads `"strings": { "keyGrammar": Bool, "translatorComments": Bool }`; every problem a
    /// located `ConfigurationValueCheck.invalidConfiguration` in `path`, and the defaults kept for it.
    public static func read(_ value: JSONValue, path: String) -> (StringsSettings, [Diagnostic]) {
        var settings = StringsSettings()
        var diagnostics: [Diagnostic] = []
        guard let object = value.object else {
            diagnostics.append(notAnObject(value.typeName, at: value.location(in: path)))
            return (settings, diagnostics)
        }
        for member in object.members {
            switch member.key {
            case "keyGrammar", "translatorComments", "exemptManualKeys":
                guard let flag = member.value.bool else {
                    diagnostics.append(
                        notAFlag(member.key, found: member.value.typeName, at: member.value.location(in: path)))
                    continue
                }
                switch member.key {
                case "keyGrammar": settings.keyGrammar = flag
                case "translatorComments": settings.translatorComments = flag
                default: settings.exemptManualKeys = flag
                }
            case "glossary":
                settings.glossary = readGlossary(member.value, path: path, into: &diagnostics)
            case "lengthBudgets":
                settings.lengthBudgets = readBudgets(member.value, path: path, into: &diagnostics)
            case "translatedStates":
                settings.translatedStates = readStates(member.value, path: path, into: &diagnostics)
            case "localesInProgress":
                settings.localesInProgress = readProgress(member.value, path: path, into: &diagnostics)
            default:
                diagnostics.append(unknownKey(member.key, at: SourceLocation(path: path, start: member.keyPosition)))
            }
        }
        return (settings, diagnostics)
    }

    /// `"glossary": { "Punkte": { "en": "points", "ru": "очк" } }`: every term a non-empty
    /// string, every translation too.
    static func readGlossary(_ value: JSONValue, path: String, into diagnostics: inout [Diagnostic]) -> [GlossaryTerm] {
        let shape =
            "an object of source terms, each an object of locales and their required translations, such as { \"Punkte\": { \"en\": \"points\" } }"
        guard let terms = value.object else {
            diagnostics.append(
                ConfigurationValueCheck.invalidValue(
                    "'strings.glossary' in zk-build.json must be \(shape), found \(value.typeName)",
                    at: value.location(in: path)))
            return []
        }
        var glossary: [GlossaryTerm] = []
        for term in terms.members {
            guard !term.key.trimmingCharacters(in: .whitespaces).isEmpty, let locales = term.value.object else {
                diagnostics.append(
                    ConfigurationValueCheck.invalidValue(
                        "'strings.glossary' in zk-build.json must be \(shape); '\(MessageText.escaped(term.key))' is not",
                        at: term.value.location(in: path)))
                continue
            }
            for locale in locales.members {
                guard let translation = locale.value.string, !translation.trimmingCharacters(in: .whitespaces).isEmpty
                else {
                    diagnostics.append(
                        ConfigurationValueCheck.invalidValue(
                            "the glossary's '\(MessageText.escaped(locale.key))' translation of '\(MessageText.escaped(term.key))' must be a non-empty string, found \(locale.value.typeName)",
                            at: locale.value.location(in: path)))
                    continue
                }
                let position = locale.value.position
                glossary.append(
                    GlossaryTerm(
                        term: term.key, locale: locale.key, translation: translation, path: path, line: position.line,
                        column: position.column))
            }
        }
        return glossary
    }

    /// `"lengthBudgets": { "game.hoer_hin.title": 20, "onboarding.*": 40 }`: positive integers.
    static func readBudgets(_ value: JSONValue, path: String, into diagnostics: inout [Diagnostic]) -> [LengthBudget] {
        guard let entries = value.object else {
            diagnostics.append(
                ConfigurationValueCheck.invalidValue(
                    "'strings.lengthBudgets' in zk-build.json must be an object of keys and their most characters, such as { \"home.title\": 20 }, found \(value.typeName)",
                    at: value.location(in: path)))
            return []
        }
        return entries.members.compactMap { entry in
            guard let number = entry.value.int, number > 0, !entry.key.isEmpty else {
                diagnostics.append(
                    ConfigurationValueCheck.invalidValue(
                        "the length budget of '\(MessageText.escaped(entry.key))' must be a positive integer (characters), found \(entry.value.typeName)",
                        at: entry.value.location(in: path)))
                return nil
            }
            let position = entry.value.position
            return LengthBudget(
                key: entry.key, characters: number, path: path, line: position.line, column: position.column)
        }
    }

    /// `"translatedStates": ["machine_translated"]`: an array of non-empty strings.
    static func readStates(_ value: JSONValue, path: String, into diagnostics: inout [Diagnostic]) -> [String] {
        guard let items = value.array else {
            diagnostics.append(
                ConfigurationValueCheck.invalidValue(
                    "'strings.translatedStates' in zk-build.json must be an array of string-unit states such as [\"machine_translated\"], found \(value.typeName)",
                    at: value.location(in: path)))
            return []
        }
        return items.compactMap { item in
            guard let state = item.string, !state.isEmpty else {
                diagnostics.append(
                    ConfigurationValueCheck.invalidValue(
                        "an entry of 'strings.translatedStates' must be a non-empty string such as \"machine_translated\", found \(item.typeName)",
                        at: item.location(in: path)))
                return nil
            }
            return state
        }
    }

    /// `"localesInProgress": { "fr": "warning", "ja": 80 }`: each locale `"warning"` or a
    /// percentage from 0 to 100.
    static func readProgress(
        _ value: JSONValue, path: String, into diagnostics: inout [Diagnostic]
    )
        -> [LocaleProgress]
    {
        let shape =
            "an object of locales, each \"warning\" or a minimum percentage, such as { \"fr\": \"warning\", \"ja\": 80 }"
        guard let entries = value.object else {
            diagnostics.append(
                ConfigurationValueCheck.invalidValue(
                    "'strings.localesInProgress' in zk-build.json must be \(shape), found \(value.typeName)",
                    at: value.location(in: path)))
            return []
        }
        return entries.members.compactMap { entry in
            let position = entry.value.position
            var progress = LocaleProgress(
                locale: entry.key, minimum: nil, path: path, line: position.line, column: position.column)
            if entry.value.string == "warning", !entry.key.isEmpty { return progress }
            guard let number = entry.value.int, (0...100).contains(number), !entry.key.isEmpty else {
                diagnostics.append(
                    ConfigurationValueCheck.invalidValue(
                        "the progress of '\(MessageText.escaped(entry.key))' must be \"warning\" or a percentage from 0 to 100, found \(entry.value.typeName)",
                        at: entry.value.location(in: path)))
                return nil
            }
            progress.minimum = number
            return progress
        }
    }

    static func notAnObject(_ found: String, at location: SourceLocation) -> Diagnostic {
        ConfigurationValueCheck.invalidValue(
            "'strings' in zk-build.json must be an object such as { \"keyGrammar\": false }, found \(found)",
            at: location)
    }

    static func notAFlag(_ key: String, found: String, at location: SourceLocation) -> Diagnostic {
        ConfigurationValueCheck.invalidValue(
            "'strings.\(key)' in zk-build.json must be true or false, found \(found)", at: location)
    }

    static func unknownKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        ConfigurationValueCheck.unknownKey(key, prefix: "strings.", known: keys, at: location)
    }
}
