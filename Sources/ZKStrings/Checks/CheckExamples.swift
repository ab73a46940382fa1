import ZKCore

/// The frame of the checks' examples: a one-key catalog of the content catalog, its units,
/// plural and substitution localizations, a brand file and an XLIFF file. Each check's broken
/// and fixed examples (in its own file) are built from these.
enum CheckExamples {
    /// A one-key catalog around `localizations` (the examples' common frame).
    static func catalog(
        key: String = "game.hoer_hin.title", comment: String? = "Title of the game Hör hin on the game picker (S-06).",
        extra: String = "", _ localizations: String
    ) -> String {
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

    /// A one-key catalog of `de`, `en`, `ru` values (the base of a QA check's `.edit`).
    static func qa(
        key: String = "game.hoer_hin.title", comment: String? = "Title of the game Hör hin on the game picker (S-06).",
        _ de: String, _ en: String, _ ru: String
    ) -> String {
        catalog(key: key, comment: comment, [de, en, ru].joined(separator: "\n"))
    }

    static let hoerHin = [unit("de", "Hör hin"), unit("en", "Listen"), unit("ru", "Слушай", last: true)].joined(
        separator: "\n")

    static func plural(_ locale: String, _ cases: [(String, String)], last: Bool = false) -> String {
        let body = cases.map { name, value in
            "          \"\(name)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
        }.joined(separator: ",\n")
        return
            "        \"\(locale)\" : { \"variations\" : { \"plural\" : {\n\(body)\n        } } }\(last ? "" : ",")"
    }

    static let starsDe = plural("de", [("one", "%lld Stern"), ("other", "%lld Sterne")])
    static let starsEn = plural("en", [("one", "%lld star"), ("other", "%lld stars")])

    static func substitutionUnit(
        _ locale: String, _ value: String, name: String = "minutes", cases: [(String, String)], last: Bool = false
    ) -> String {
        let body = cases.map {
            "            \"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }"
        }.joined(separator: ",\n")
        return """
                    "\(locale)" : {
                      "stringUnit" : { "state" : "translated", "value" : "\(value)" },
                      "substitutions" : { "\(name)" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            \(body)
                      } } } }
                    }\(last ? "" : ",")
            """
    }

    static let minutesDe = substitutionUnit(
        "de", "Diese Woche %#@minutes@ geübt", cases: [("one", "%arg Minute"), ("other", "%arg Minuten")])
    static let minutesEn = substitutionUnit(
        "en", "Practised %#@minutes@ this week", cases: [("one", "%arg minute"), ("other", "%arg minutes")])
    static let minutesRuCases = [
        ("few", "%arg минуты"), ("many", "%arg минут"), ("one", "%arg минута"), ("other", "%arg минуты"),
    ]

    static let brandFile = DiagnosticExample.ExampleFile(
        "Brand/brand.json",
        """
        { "app" : { "name" : { "de" : { "$value" : "Zahlenkette" }, "en" : { "$value" : "Zahlenkette" }, "ru" : { "$value" : "Zahlenkette" } } } }
        """)

    /// The command of the XLIFF examples: `ru.xliff` imported into the project's catalogs.
    static let importXLIFF = ["zk-strings", "import-xliff", "ru.xliff"]

    /// A `trans-unit` of the one-key catalog (its title, translated).
    static func unit(
        id: String = "game.hoer_hin.title", marker: String = "", source: String = "Hör hin", target: String = "Слушай",
        end: String = "</trans-unit>"
    ) -> String {
        """
              \(marker)<trans-unit id="\(id)" xml:space="preserve">
                <source>\(source)</source>
                <target state="translated">\(target)</target>
              \(end)
        """
    }

    /// An XLIFF example: the one-key catalog, and `ru.xliff` holding `units`, imported.
    static func xliffExample(_ units: [String], bodyEndMarker: String = "") -> DiagnosticExample {
        DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(path, catalog(hoerHin)),
                DiagnosticExample.ExampleFile(
                    "ru.xliff", xliff(units.joined(separator: "\n"), bodyEndMarker: bodyEndMarker)),
            ], command: importXLIFF)
    }

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

}
