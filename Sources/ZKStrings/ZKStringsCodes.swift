import ZKCore

/// Codes of zk-strings (`ZK3xxx`): String Catalog structure, coverage, plurals, placeholders,
/// key grammar, comments, the app name, cross-links with the content, XLIFF and the baseline.
public enum StringsCodes {
    /// A one-key catalog around `localizations` (the examples' common frame).
    static func catalog(key: String = "game.hoer_hin.title", comment: String? = "Title of the game Hör hin on the game picker (S-06).", extra: String = "", _ localizations: String) -> String {
        let commentLine = comment.map { "      \"comment\" : \"\($0)\",\n" } ?? ""
        return """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "\(key)" : {
            \(commentLine)\(extra)      "localizations" : {
            \(localizations)
                  }
                }
              },
              "version" : "1.0"
            }
            """
    }

    static let path = "Strings/Content.xcstrings"

    static func unit(_ locale: String, _ value: String, state: String = "translated", last: Bool = false) -> String {
        "        \"\(locale)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }\(last ? "" : ",")"
    }

    static let hoerHin = [unit("de", "Hör hin"), unit("en", "Listen"), unit("ru", "Слушай", last: true)].joined(separator: "\n")

    // MARK: Structure (ZK3001)

    public static let catalogStructure = DiagnosticCode(
        "ZK3001", .error, summary: "a string catalog lacks a required field or has one of the wrong type",
        explanation: """
            A `.xcstrings` file is Xcode's String Catalog JSON: top-level `sourceLanguage`, \
            `version` ("1.0" or "1.1") and `strings`; per key optional `comment`, \
            `extractionState`, `shouldTranslate` and `localizations`; per localization a \
            `stringUnit` (`state`, `value`) and/or `variations` and `substitutions`. Unknown fields \
            are kept as they are; missing required fields and values of the wrong type are \
            reported where they are (or at the top of the file when missing).
            """,
        broken: DiagnosticExample(path, """
            ↓{
              "sourceLanguage" : "de",
              "strings" : {

              }
            }
            """),
        fixed: DiagnosticExample(path, """
            {
              "sourceLanguage" : "de",
              "strings" : {

              },
              "version" : "1.0"
            }
            """))

    // MARK: Coverage and state (ZK3002–ZK3004)

    public static let localeMissing = DiagnosticCode(
        "ZK3002", .error, summary: "a key has no translation in a required locale",
        explanation: """
            Every key that is to be translated needs a value in every required locale (`de`, \
            `en`, `ru` by default; `locales` in zk-build.json). A missing translation shows the \
            source text or the raw key to a child. Keys with `"shouldTranslate" : false` are \
            excluded. Reported at the key.
            """,
        broken: DiagnosticExample(path, catalog(key: "↓game.hoer_hin.title", [unit("de", "Hör hin"), unit("en", "Listen", last: true)].joined(separator: "\n"))
            .replacingOccurrences(of: "\"↓game", with: "↓\"game")),
        fixed: DiagnosticExample(path, catalog(hoerHin)))

    public static let unfinishedState = DiagnosticCode(
        "ZK3003", .warning, summary: "a translation is in state 'new' or 'needs_review'",
        explanation: """
            Xcode marks a string unit `new` when it was added untranslated and `needs_review` \
            when its source changed. Such text ships but has not been checked. A warning by \
            default; an error with `--strict` (or `"strict" : true` in zk-build.json).
            """,
        broken: DiagnosticExample(path, catalog([unit("de", "Hör hin"), unit("en", "Listen"), "        \"ru\" : { \"stringUnit\" : { \"state\" : ↓\"needs_review\", \"value\" : \"Слушай\" } }"].joined(separator: "\n"))),
        fixed: DiagnosticExample(path, catalog(hoerHin)))

    public static let staleKey = DiagnosticCode(
        "ZK3004", .warning, summary: "a key is stale: Xcode no longer finds it in code",
        explanation: """
            `"extractionState" : "stale"` means the key was extracted from code once and is no \
            longer used there. Reported separately from coverage so a cleanup is visible: delete \
            the key, or use it again (manual keys have `"extractionState" : "manual"`).
            """,
        broken: DiagnosticExample(path, catalog(extra: "      \"extractionState\" : ↓\"stale\",\n", hoerHin)),
        fixed: DiagnosticExample(path, catalog(extra: "      \"extractionState\" : \"manual\",\n", hoerHin)))

    // MARK: Plurals (ZK3005–ZK3006)

    static func plural(_ locale: String, _ cases: [(String, String)], marker: String = "", markCase: String? = nil, last: Bool = false) -> String {
        let body = cases.map { name, value in
            "          \(markCase == name ? "↓" : "")\"\(name)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
        }.joined(separator: ",\n")
        return "        \"\(locale)\" : { \"variations\" : { \(marker)\"plural\" : {\n\(body)\n        } } }\(last ? "" : ",")"
    }

    static let starsDe = plural("de", [("one", "%lld Stern"), ("other", "%lld Sterne")])
    static let starsEn = plural("en", [("one", "%lld star"), ("other", "%lld stars")])

    public static let pluralCategoryMissing = DiagnosticCode(
        "ZK3005", .error, summary: "a plural variation lacks a CLDR category of its locale",
        explanation: """
            A plural variation must define every CLDR cardinal category its locale selects: \
            ru one, few, many, other; de and en one, other (uk, pl, cs like ru; fr, es, it, pt \
            one, many, other; ja, zh, ko other). A missing Russian `few` ships «2 звёзд» instead \
            of «2 звезды». Checked in `variations` and inside substitutions. `zero` is optional.
            """,
        broken: DiagnosticExample(path, catalog(key: "child.home.star_count", comment: "Star balance on the home screen (S-05).", [
            starsDe, starsEn,
            plural("ru", [("many", "%lld звёзд"), ("one", "%lld звезда"), ("other", "%lld звезды")], marker: "↓", last: true),
        ].joined(separator: "\n"))),
        fixed: DiagnosticExample(path, catalog(key: "child.home.star_count", comment: "Star balance on the home screen (S-05).", [
            starsDe, starsEn,
            plural("ru", [("few", "%lld звезды"), ("many", "%lld звёзд"), ("one", "%lld звезда"), ("other", "%lld звезды")], last: true),
        ].joined(separator: "\n"))))

    public static let pluralCategoryUnused = DiagnosticCode(
        "ZK3006", .warning, summary: "a plural variation defines a category its locale never selects",
        explanation: """
            German never selects `few`, so a German `few` form is never shown: usually a \
            Russian form pasted into the wrong locale. Names that are not CLDR categories at all \
            are reported too. `zero` is allowed in every locale (Apple uses it for an exact 0).
            """,
        broken: DiagnosticExample(path, catalog(key: "child.home.star_count", comment: "Star balance on the home screen (S-05).", [
            plural("de", [("few", "%lld Sterne"), ("one", "%lld Stern"), ("other", "%lld Sterne")], markCase: "few"), starsEn,
            plural("ru", [("few", "%lld звезды"), ("many", "%lld звёзд"), ("one", "%lld звезда"), ("other", "%lld звезды")], last: true),
        ].joined(separator: "\n"))),
        fixed: DiagnosticExample(path, catalog(key: "child.home.star_count", comment: "Star balance on the home screen (S-05).", [
            starsDe, starsEn,
            plural("ru", [("few", "%lld звезды"), ("many", "%lld звёзд"), ("one", "%lld звезда"), ("other", "%lld звезды")], last: true),
        ].joined(separator: "\n"))))

    // MARK: Placeholders and substitutions (ZK3007–ZK3009)

    public static let placeholderMismatch = DiagnosticCode(
        "ZK3007", .error, summary: "a translation's placeholders differ from the source language's",
        explanation: """
            Every translation must read the same arguments with the same types as the source \
            language, compared by argument position as `msgfmt -c` and pofilter's printf check \
            do: `%1$@` against `%1$lld` crashes the app, a missing `%2$@` drops information, an \
            argument the source does not pass reads garbage. `%d`/`%i` and `%u`/`%x` count as the \
            same type; `%lld` and `%d` do not. `%#@name@` reads the substitution's `argNum` with \
            its `formatSpecifier`. A malformed placeholder (a lone `%`) is reported here too.
            """,
        broken: DiagnosticExample(path, catalog(key: "child.befriended.title", comment: "Title when a number friend joins (S-09); %1$@ is the friend's name.", [
            unit("de", "Neuer Freund: %1$@"), unit("en", "New friend: %1$@"), unit("ru", "Новый друг: ↓%1$lld", last: true),
        ].joined(separator: "\n"))),
        fixed: DiagnosticExample(path, catalog(key: "child.befriended.title", comment: "Title when a number friend joins (S-09); %1$@ is the friend's name.", [
            unit("de", "Neuer Freund: %1$@"), unit("en", "New friend: %1$@"), unit("ru", "Новый друг: %1$@", last: true),
        ].joined(separator: "\n"))))

    static func substitutionUnit(_ locale: String, _ value: String, name: String = "minutes", marker: String = "", cases: [(String, String)], last: Bool = false) -> String {
        let body = cases.map { "            \"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }" }.joined(separator: ",\n")
        return """
                    "\(locale)" : {
                      "stringUnit" : { "state" : "translated", "value" : "\(value)" },
                      "substitutions" : { \(marker)"\(name)" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            \(body)
                      } } } }
                    }\(last ? "" : ",")
            """
    }

    static let minutesDe = substitutionUnit("de", "Diese Woche %#@minutes@ geübt", cases: [("one", "%arg Minute"), ("other", "%arg Minuten")])
    static let minutesEn = substitutionUnit("en", "Practised %#@minutes@ this week", cases: [("one", "%arg minute"), ("other", "%arg minutes")])
    static let minutesRuCases = [("few", "%arg минуты"), ("many", "%arg минут"), ("one", "%arg минута"), ("other", "%arg минуты")]

    public static let substitutionUnreferenced = DiagnosticCode(
        "ZK3008", .warning, summary: "a substitution is never referenced",
        explanation: """
            A substitution (`"substitutions" : { "minutes" : … }`) is used through `%#@minutes@` \
            in the localization's value. One that nothing references is dead text (Xcode warns \
            about it too): reference it or delete it.
            """,
        broken: DiagnosticExample(path, catalog(key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).", [
            minutesDe, minutesEn,
            substitutionUnit("ru", "Занятия на этой неделе: %lld", marker: "↓", cases: minutesRuCases, last: true),
        ].joined(separator: "\n"))),
        fixed: DiagnosticExample(path, catalog(key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).", [
            minutesDe, minutesEn, substitutionUnit("ru", "Занятия на этой неделе: %#@minutes@", cases: minutesRuCases, last: true),
        ].joined(separator: "\n"))))

    public static let substitutionUndefined = DiagnosticCode(
        "ZK3009", .error, summary: "a value references a substitution that is not defined",
        explanation: """
            `%#@name@` is replaced by the substitution `name` of the same localization. If the \
            localization does not define it, the app shows the raw `%#@name@`. Define the \
            substitution (with `argNum`, `formatSpecifier` and its plural forms) or fix the name.
            """,
        broken: DiagnosticExample(path, catalog(key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).", [
            minutesDe, minutesEn,
            substitutionUnit("ru", "Занятия на этой неделе: ↓%#@minuten@", cases: minutesRuCases, last: true),
        ].joined(separator: "\n"))),
        fixed: DiagnosticExample(path, catalog(key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).", [
            minutesDe, minutesEn, substitutionUnit("ru", "Занятия на этой неделе: %#@minutes@", cases: minutesRuCases, last: true),
        ].joined(separator: "\n"))))

    // MARK: Values (ZK3010–ZK3011)

    public static let emptyValue = DiagnosticCode(
        "ZK3010", .error, summary: "a value is empty",
        explanation: """
            An empty value shows nothing on screen and gives the studio nothing to record. \
            Translate it, or mark the key `"shouldTranslate" : false` if it is not user-facing.
            """,
        broken: DiagnosticExample(path, catalog([unit("de", "Hör hin"), "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ↓\"\" } },", unit("ru", "Слушай", last: true)].joined(separator: "\n"))),
        fixed: DiagnosticExample(path, catalog(hoerHin)))

    public static let whitespaceMismatch = DiagnosticCode(
        "ZK3011", .warning, summary: "a translation's leading or trailing whitespace differs from the source",
        explanation: """
            A translation starts and ends with the same whitespace as the source value it \
            translates. A stray trailing space or newline is a copy-and-paste slip that shifts \
            layouts; where whitespace is meant, the source has it too.
            """,
        broken: DiagnosticExample(path, catalog([unit("de", "Hör hin"), unit("en", "Listen↓ "), unit("ru", "Слушай", last: true)].joined(separator: "\n"))),
        fixed: DiagnosticExample(path, catalog(hoerHin)))

    // MARK: Keys and comments (ZK3012–ZK3014)

    public static let keyGrammar = DiagnosticCode(
        "ZK3012", .error, summary: "a key does not follow the key grammar",
        explanation: """
            Keys follow spec 6.5: `<area>.<context>.<element>[.<qualifier>…]`, each segment \
            lower-case snake_case ASCII (`game.hoer_hin.title`, `number.7.word`). Keys describe \
            meaning and place, never the German wording. Reported at the first character that \
            breaks the grammar.
            """,
        broken: DiagnosticExample(path, catalog(key: "↓Game.Title", hoerHin)),
        fixed: DiagnosticExample(path, catalog(key: "game.hoer_hin.title", hoerHin)))

    public static let missingComment = DiagnosticCode(
        "ZK3013", .warning, summary: "a key has no translator comment",
        explanation: """
            Spec 6.5 rule 4: every key has a comment that says where the text appears and what \
            its placeholders mean. Translators and the recording studio work from it.
            """,
        broken: DiagnosticExample(path, catalog(key: "game.hoer_hin.title", comment: nil, hoerHin)
            .replacingOccurrences(of: "\"game.hoer_hin.title\" : {", with: "↓\"game.hoer_hin.title\" : {")),
        fixed: DiagnosticExample(path, catalog(hoerHin)))

    static let brandFile = DiagnosticExample.ExampleFile("Brand/brand.json", """
        { "app" : { "name" : { "de" : { "$value" : "Zahlenkette" }, "en" : { "$value" : "Zahlenkette" }, "ru" : { "$value" : "Zahlenkette" } } } }
        """)

    public static let appNameLiteral = DiagnosticCode(
        "ZK3014", .error, summary: "a value writes the app name literally",
        explanation: """
            Spec 6.5 rule 6: the app name is never written into a value; strings that mention \
            it take a placeholder filled with `Brand.appName`, so a rename touches the brand \
            tokens only. The names come from `Brand/brand.json` (`app.name.<locale>`) or \
            `--app-name`.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(path, catalog(key: "app.onboarding.welcome.title", comment: "Welcome title on the first screen (S-01); %1$@ is the app name.", [
                unit("de", "Willkommen bei ↓Zahlenkette"), unit("en", "Welcome to %1$@"), unit("ru", "Добро пожаловать в %1$@", last: true),
            ].joined(separator: "\n"))),
            brandFile,
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(path, catalog(key: "app.onboarding.welcome.title", comment: "Welcome title on the first screen (S-01); %1$@ is the app name.", [
                unit("de", "Willkommen bei %1$@"), unit("en", "Welcome to %1$@"), unit("ru", "Добро пожаловать в %1$@", last: true),
            ].joined(separator: "\n"))),
            brandFile,
        ]))

    // MARK: Cross-links with the content (ZK3015–ZK3016)

    public static let missingContentKey = DiagnosticCode(
        "ZK3015", .error, summary: "content references a string key that Content.xcstrings lacks",
        explanation: """
            Every key the content references (titles, step labels, number words, prompts, \
            names) must exist in `Strings/Content.xcstrings`, or the child sees the raw key. \
            Reported at the reference in the content file, with a note naming the catalog (and \
            the UI catalog, if the key was put there by mistake). Needs the content index \
            (zk-build runs the content stage first).
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile("Content/games/hoer_hin.json", #"{ "id" : "hoer_hin", "titleKey" : ↓"game.hoer_hin.titel" }"#),
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile("Content/games/hoer_hin.json", #"{ "id" : "hoer_hin", "titleKey" : "game.hoer_hin.title" }"#),
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
        ]))

    public static let unreferencedKey = DiagnosticCode(
        "ZK3016", .warning, summary: "a key of Content.xcstrings is not referenced by any content",
        explanation: """
            A content key nothing references costs translation and recording for nothing. \
            Delete it or reference it. UI keys in `Localizable.xcstrings` are exempt (code uses \
            them). Needs the content index.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile("Content/games/hoer_hin.json", #"{ "id" : "hoer_hin", "titleKey" : "game.hoer_hin.subtitle" }"#),
            DiagnosticExample.ExampleFile(path, catalog(key: "↓game.hoer_hin.title", hoerHin).replacingOccurrences(of: "\"↓game", with: "↓\"game")),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile("Content/games/hoer_hin.json", #"{ "id" : "hoer_hin", "titleKey" : "game.hoer_hin.title" }"#),
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
        ]))

    public static let notXcodeFormatted = DiagnosticCode(
        "ZK3017", .warning, summary: "a catalog is not in Xcode's formatting (zk-strings format --check)",
        explanation: """
            Xcode rewrites a catalog in its own formatting whenever it touches it: members sorted \
            the way Finder sorts names (`number.2` before `number.10`, case-insensitive, `_` \
            before `.`), `" : "` separators, empty objects over two lines, no final newline. A \
            catalog written by another tool (Python's `json.dumps`) gets a noisy diff on the \
            first Xcode save. `zk-strings format` rewrites it the way Xcode would.
            """)

    // MARK: XLIFF (ZK3020–ZK3022)

    static func xliff(_ units: String, bodyEndMarker: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Strings/Content.xcstrings" source-language="de" target-language="ru" datatype="plaintext">
            <body>
        \(units)
            \(bodyEndMarker)</body>
          </file>
        </xliff>
        """
    }

    public static let xliffMalformed = DiagnosticCode(
        "ZK3020", .error, summary: "an XLIFF file is not well-formed XML",
        explanation: """
            `zk-strings import-xliff` reads XLIFF 1.2 through libxml2. A file that is not \
            well-formed XML (an unclosed element, a bare `&`, a wrong encoding) is refused as a \
            whole; the message is libxml2's, at the line and column it stopped.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit
                """, bodyEndMarker: "↓")),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit>
                """)),
        ]))

    public static let xliffSourceChanged = DiagnosticCode(
        "ZK3021", .error, summary: "an XLIFF unit's source no longer matches the catalog",
        explanation: """
            A translation is only valid for the source text it was made from. When the \
            catalog's source value changed after the export, the unit is refused (the rest of \
            the file is imported): export again and have the unit translated anew.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>↓Hör gut hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit>
                """)),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit>
                """)),
        ]))

    public static let xliffUnknownUnit = DiagnosticCode(
        "ZK3022", .warning, summary: "an XLIFF file or unit names nothing in the catalogs",
        explanation: """
            A `<file original="…">` that names no catalog, a `trans-unit` whose key or variation \
            the catalog does not have (deleted since the export), or a `target-language` that \
            is not a project locale. The unit is skipped.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", xliff("""
                      ↓<trans-unit id="game.hoer_hin.subtitle" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit>
                """)),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit>
                """)),
        ]))

    // MARK: Baseline (ZK3030)

    public static let baselineInvalid = DiagnosticCode(
        "ZK3030", .error, summary: "the baseline file cannot be used",
        explanation: """
            `--baseline FILE` names a JSON file of known findings written by \
            `zk-strings check --write-baseline FILE`: `{ "version" : 1, "findings" : [ { "code", \
            "path", "message" } ] }`. Findings it lists are not reported again; only new ones \
            fail. A file that is not JSON of that shape is refused.
            """)

    /// Every zk-strings code.
    public static let all: [DiagnosticCode] = [
        catalogStructure, localeMissing, unfinishedState, staleKey, pluralCategoryMissing, pluralCategoryUnused,
        placeholderMismatch, substitutionUnreferenced, substitutionUndefined, emptyValue, whitespaceMismatch,
        keyGrammar, missingComment, appNameLiteral, missingContentKey, unreferencedKey, notXcodeFormatted,
        xliffMalformed, xliffSourceChanged, xliffUnknownUnit, baselineInvalid, UnsupportedVersion.unsupportedVersion,
        XLIFFLanguageCheck.wrongLanguage, XLIFFDuplicateUnitCheck.duplicateUnit,
    ]
}
