import ZKCore

/// Codes of the brand tokens, store-listing templates and store rules (`ZK5xxx`).
public enum BrandCodes: DeclaresCodes {
    typealias File = DiagnosticExample.ExampleFile

    /// A minimal token file for template examples.
    static let tokens = File("Brand/brand.json", """
        { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } },
          "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                   "privacy": { "$value": "https://zahlenkette.app/datenschutz" } },
          "contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" } } }
        """)

    static func example(_ files: File...) -> DiagnosticExample { DiagnosticExample(files) }

    // MARK: Tokens (ZK500x–ZK501x)

    public static let tokenStructure = DiagnosticCode(
        "ZK5001", .error, phase: .structure, summary: "a member of the token file is neither a token nor a group",
        explanation: """
            In the Design Tokens format every member of a group is an object: a token when it has \
            `$value`, else a group. A bare value (`"de": "Zahlenkette"`), children inside a token, or a \
            `$type`/`$description`/`$deprecated` of the wrong JSON type cannot be read; the member is left out.
            """,
        broken: example(File("Brand/brand.json", ##"{ "app": { "$type": "string", "bundle_id": ↓"de.zahlenkette.app" } }"##)),
        fixed: example(File("Brand/brand.json", ##"{ "app": { "$type": "string", "bundle_id": { "$value": "de.zahlenkette.app" } } }"##)))

    public static let tokenName = DiagnosticCode(
        "ZK5002", .error, summary: "a token or group name contains '$', '{', '}' or '.'",
        explanation: """
            Token paths join names with `.` and aliases are written `{group.token}`, so a name holding \
            one of these characters cannot be referenced; names starting with `$` are reserved for the \
            format's properties. Rename it, e.g. `bead.red` to `bead_red`.
            """,
        broken: example(File("Brand/brand.json", ##"{ "color": { "$type": "color", ↓"bead.red": { "$value": "#d4433a" } } }"##)),
        fixed: example(File("Brand/brand.json", ##"{ "color": { "$type": "color", "bead_red": { "$value": "#d4433a" } } }"##)))

    public static let unknownTokenType = DiagnosticCode(
        "ZK5003", .error, phase: .structure, summary: "'$type' names no known token type",
        explanation: """
            `$type` is one of the Design Tokens types (`color`, `dimension`, `fontFamily`, \
            `fontWeight`, `duration`, `cubicBezier`, `number`, `strokeStyle`, `border`, `transition`, \
            `shadow`, `gradient`, `typography`) or `string`, zk-build's type for text tokens.
            """,
        broken: example(File("Brand/brand.json", ##"{ "color": { "$type": ↓"colour", "accent": { "$value": "#2f6ab3" } } }"##)),
        fixed: example(File("Brand/brand.json", ##"{ "color": { "$type": "color", "accent": { "$value": "#2f6ab3" } } }"##)))

    public static let aliasTargetMissing = DiagnosticCode(
        "ZK5004", .error, phase: .crossLink, summary: "an alias names no token",
        explanation: """
            An alias `{group.token}` must name an existing token by its full dotted path (a group is \
            not enough). Otherwise the store page would show the braces. The message suggests the \
            nearest existing token.
            """,
        broken: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "bead_blue": { "$value": "#2f6ab3" },
                         "accent": { "$value": ↓"{color.bead_bleu}" } } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "bead_blue": { "$value": "#2f6ab3" },
                         "accent": { "$value": "{color.bead_blue}" } } }
            """)))

    public static let aliasCycle = DiagnosticCode(
        "ZK5005", .error, summary: "aliases refer to each other in a cycle",
        explanation: """
            Following the aliases comes back to where it started, so none of the tokens on the cycle \
            has a value. Reported once, at the cycle's first token in the file, with a note at every \
            other link. Give one of them a literal value.
            """,
        broken: example(File("Brand/brand.json", """
            { "color": { "$type": "color",
                "accent": { "$value": ↓"{color.link}" },
                "link": { "$value": "{color.focus}" },
                "focus": { "$value": "{color.accent}" } } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "color": { "$type": "color",
                "accent": { "$value": "{color.link}" },
                "link": { "$value": "{color.focus}" },
                "focus": { "$value": "#2f6ab3" } } }
            """)))

    public static let typeMismatch = DiagnosticCode(
        "ZK5006", .error, summary: "a token's value does not fit its type",
        explanation: """
            The value must fit the token's `$type`, written on the token or inherited from its group: \
            a `string` token holds a string, a `number` token a number, a `color` token a colour \
            object (`colorSpace`, `components`, optional `alpha` and `hex`) or a hex string. An alias \
            must point at a token of the same type.
            """,
        broken: example(File("Brand/brand.json", ##"{ "price": { "$type": "string", "trial_days": { "$type": "number", "$value": ↓"7" } } }"##)),
        fixed: example(File("Brand/brand.json", ##"{ "price": { "$type": "string", "trial_days": { "$type": "number", "$value": 7 } } }"##)))

    public static let untypedToken = DiagnosticCode(
        "ZK5007", .error, phase: .structure, summary: "a token has no type",
        explanation: """
            A token's type comes from its own `$type`, the nearest group that sets one, or its alias \
            target. Without any, zk-build cannot tell how to render or generate it. Set `$type` on the \
            token or its group.
            """,
        broken: example(File("Brand/brand.json", ##"{ "misc": { ↓"launch_year": { "$value": 2025 } } }"##)),
        fixed: example(File("Brand/brand.json", ##"{ "misc": { "launch_year": { "$type": "number", "$value": 2025 } } }"##)))

    public static let colorOutOfRange = DiagnosticCode(
        "ZK5008", .error, summary: "a colour component or alpha lies outside 0…1",
        explanation: """
            In the RGB colour spaces (`srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, \
            `prophoto-rgb`, `rec2020`) every component is in 0…1, as is alpha in every space. A value \
            such as 1.2 is usually a typo or a 0–255 value; divide by 255.
            """,
        broken: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "bead_red": {
                "light": { "$value": { "colorSpace": "srgb", "components": [↓1.2, 0.2627, 0.2275] } },
                "dark": { "$value": "#f0695e" } } } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "bead_red": {
                "light": { "$value": { "colorSpace": "srgb", "components": [0.8314, 0.2627, 0.2275] } },
                "dark": { "$value": "#f0695e" } } } }
            """)))

    public static let colorHexInvalid = DiagnosticCode(
        "ZK5009", .error, summary: "a hex colour is malformed",
        explanation: """
            A hex colour is `#` and six hexadecimal digits (`#rrggbb`); a whole hex value may add two \
            for alpha (`#rrggbbaa`). The `hex` fallback of a colour object has exactly six.
            """,
        broken: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "accent": {
                "light": { "$value": { "colorSpace": "srgb", "components": [0.1843, 0.4157, 0.702], "hex": ↓"#2f6ab" } },
                "dark": { "$value": "#76a6e6" } } } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "accent": {
                "light": { "$value": { "colorSpace": "srgb", "components": [0.1843, 0.4157, 0.702], "hex": "#2f6ab3" } },
                "dark": { "$value": "#76a6e6" } } } }
            """)))

    public static let colorHexMismatch = DiagnosticCode(
        "ZK5010", .warning, summary: "a colour's hex fallback disagrees with its components",
        explanation: """
            The `hex` of an sRGB colour object should show the same colour as its components (within \
            one step of 255). When they differ, one was edited without the other, and tools that read \
            the hex show a different colour than the app.
            """,
        broken: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "accent": {
                "light": { "$value": { "colorSpace": "srgb", "components": [0.1843, 0.4157, 0.702], "hex": ↓"#d4433a" } },
                "dark": { "$value": "#76a6e6" } } } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "accent": {
                "light": { "$value": { "colorSpace": "srgb", "components": [0.1843, 0.4157, 0.702], "hex": "#2f6ab3" } },
                "dark": { "$value": "#76a6e6" } } } }
            """)))

    public static let colorWithoutDark = DiagnosticCode(
        "ZK5011", .warning, summary: "a colour has no dark value",
        explanation: """
            Every colour of the app has a light and a dark appearance: a group with a `light` and a \
            `dark` token, which becomes one Xcode colour set. Without the dark value the app shows the \
            light colour in Dark Mode.
            """,
        broken: example(File("Brand/brand.json", ##"{ "color": { "$type": "color", "accent": { ↓"light": { "$value": "#2f6ab3" } } } }"##)),
        fixed: example(File("Brand/brand.json", ##"{ "color": { "$type": "color", "accent": { "light": { "$value": "#2f6ab3" }, "dark": { "$value": "#76a6e6" } } } }"##)))

    public static let deprecatedToken = DiagnosticCode(
        "ZK5012", .warning, summary: "an alias or placeholder uses a deprecated token",
        explanation: """
            The token is marked `$deprecated` (with a reason, usually what to use instead). Aliases \
            and templates should move to the replacement before the token is removed.
            """,
        broken: example(File("Brand/brand.json", """
            { "url": { "$type": "string",
                "help": { "$value": "https://zahlenkette.app/hilfe", "$deprecated": "use url.support" },
                "support": { "$value": ↓"{url.help}" } } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "url": { "$type": "string",
                "help": { "$value": "https://zahlenkette.app/hilfe", "$deprecated": "use url.support" },
                "support": { "$value": "https://zahlenkette.app/hilfe" } } }
            """)))

    public static let colorSpaceUnsupported = DiagnosticCode(
        "ZK5013", .warning, summary: "a colour lies outside the sRGB gamut",
        explanation: """
            Colour sets keep sRGB, Display P3 and linear sRGB as written; a colour in any other space of \
            the Color Module (`oklch`, `lab`, `hsl`, `rec2020`, …) is converted to sRGB by the CSS Color 4 \
            formulas. When the converted colour lies outside the sRGB gamut, the colour set stores it as \
            extended sRGB: wide-gamut displays show it, others clip it. Write it in `display-p3` when \
            that is what is meant, or choose a colour inside sRGB.
            """,
        broken: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "accent": {
                "light": { "$value": ↓{ "colorSpace": "oklch", "components": [0.7, 0.35, 145] } },
                "dark": { "$value": "#76a6e6" } } } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "color": { "$type": "color", "accent": {
                "light": { "$value": { "colorSpace": "oklch", "components": [0.52, 0.12, 255] } },
                "dark": { "$value": "#76a6e6" } } } }
            """)))

    public static let requiredTokenMissing = DiagnosticCode(
        "ZK5014", .error, phase: .crossLink, summary: "a token the app and the store listing need is missing",
        explanation: """
            The brand outputs and the store listings need `app.name.<locale>` for every locale, \
            `app.bundle_id`, `url.support`, `url.privacy`, `url.marketing` and \
            `contact.support_email`. Reported at the group that should hold the token.
            """,
        broken: example(File("Brand/brand.json", """
            { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } }, "bundle_id": { "$value": "de.zahlenkette.app" } },
              "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                "privacy": { "$value": "https://zahlenkette.app/datenschutz" }, "marketing": { "$value": "https://zahlenkette.app/" } },
              ↓"contact": { "$type": "string" } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } }, "bundle_id": { "$value": "de.zahlenkette.app" } },
              "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                "privacy": { "$value": "https://zahlenkette.app/datenschutz" }, "marketing": { "$value": "https://zahlenkette.app/" } },
              "contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" } } }
            """)))

    public static let swiftNameCollision = DiagnosticCode(
        "ZK5015", .error, summary: "two tokens become the same name in the generated code",
        explanation: """
            `BrandTokens.swift` names constants in lowerCamelCase (`bundle_id` → `bundleId`) and colour \
            sets in UpperCamelCase (`bead_red` → `BeadRed`). Two tokens of one group that map to the same \
            name would collide; the second is left out. Rename one.
            """,
        broken: example(File("Brand/brand.json", """
            { "app": { "$type": "string", "bundle_id": { "$value": "de.zahlenkette.app" },
                       ↓"bundleId": { "$value": "de.zahlenkette.beta" } } }
            """)),
        fixed: example(File("Brand/brand.json", """
            { "app": { "$type": "string", "bundle_id": { "$value": "de.zahlenkette.app" },
                       "beta_bundle_id": { "$value": "de.zahlenkette.beta" } } }
            """)))

    // MARK: Templates (ZK502x)

    public static let unknownPlaceholder = DiagnosticCode(
        "ZK5020", .error, phase: .crossLink, summary: "a template placeholder names no token",
        explanation: """
            `{{token.path}}` in `Brand/marketing/<locale>/<field>.txt` must name a token of \
            `brand.json` by its full dotted path, and the token's value must have a text form (text, \
            number, colour). Otherwise the braces would reach the store page. The nearest token path \
            is suggested.
            """,
        broken: example(tokens, File("Brand/marketing/de/promotional_text.txt", "Fragen? Schreiben Sie an {{↓contact.support_mail}}.")),
        fixed: example(tokens, File("Brand/marketing/de/promotional_text.txt", "Fragen? Schreiben Sie an {{contact.support_email}}.")))

    public static let malformedPlaceholder = DiagnosticCode(
        "ZK5021", .error, summary: "a placeholder is unterminated or empty",
        explanation: """
            A placeholder opens with `{{` and closes with `}}` on the same line, around a token path. \
            An unclosed `{{` or an empty `{{}}` would be uploaded as it is.
            """,
        broken: example(tokens, File("Brand/marketing/de/promotional_text.txt", "Fragen? Schreiben Sie an ↓{{contact.support_email.")),
        fixed: example(tokens, File("Brand/marketing/de/promotional_text.txt", "Fragen? Schreiben Sie an {{contact.support_email}}.")))

    public static let literalAppName = DiagnosticCode(
        "ZK5022", .error, phase: .crossLink, summary: "a template writes the app name literally",
        explanation: """
            The app name comes only from the `app.name.<locale>` tokens (spec 6.5: the app name is \
            never written into a text), so a rename is one edit. Use `{{app.name.de}}` (the locale's \
            token) instead of the name. The match ignores case and needs the name as a word of its own.
            """,
        broken: example(tokens, File("Brand/marketing/de/release_notes.txt", "Die erste Version von ↓Zahlenkette.")),
        fixed: example(tokens, File("Brand/marketing/de/release_notes.txt", "Die erste Version von {{app.name.de}}.")))

    public static let unknownTemplateField = DiagnosticCode(
        "ZK5023", .warning, summary: "a template file is named after no store field",
        explanation: """
            Template files are named after the fastlane fields: `name`, `subtitle`, `description`, \
            `keywords`, `promotional_text`, `release_notes`, `support_url`, `privacy_url`, \
            `marketing_url`, `apple_tv_privacy_policy`; in `app-store/` `copyright`, the category \
            files and `review_information/<field>`; for Google Play `title`, `short_description`, \
            `full_description`, `video` and `changelogs/default` or `changelogs/<versionCode>`. Any \
            other file is never rendered.
            """,
        broken: example(tokens, File("Brand/marketing/de/subtitel.txt", "↓Zahlen lernen von 1 bis 20")),
        fixed: example(tokens, File("Brand/marketing/de/subtitle.txt", "Zahlen lernen von 1 bis 20")))

    public static let unknownTemplateLocale = DiagnosticCode(
        "ZK5024", .warning, summary: "a template folder is no configured locale",
        explanation: """
            `Brand/marketing/` holds one folder per configured locale (`locales` in zk-build.json, \
            by default de, en, ru) and `default/`. Any other folder is never rendered: a typo, or a \
            locale to add to the configuration.
            """,
        broken: example(tokens, File("Brand/marketing/de_DE/subtitle.txt", "↓Zahlen lernen von 1 bis 20")),
        fixed: example(tokens, File("Brand/marketing/de/subtitle.txt", "Zahlen lernen von 1 bis 20")))

    public static let templateEncoding = DiagnosticCode(
        "ZK5025", .error, phase: .syntax, summary: "a template is not valid UTF-8",
        explanation: """
            Templates are UTF-8 text, as App Store Connect and fastlane expect. Re-save the file as \
            UTF-8 (Latin-1 umlauts are the usual cause).
            """)

    // MARK: Store rules (ZK503x)

    public static let overLimit = DiagnosticCode(
        "ZK5030", .error, summary: "a rendered store field is longer than the store allows",
        explanation: """
            Measured on the rendered, trimmed text: App Store keywords in UTF-8 bytes (100; a Cyrillic \
            letter takes two), every other field in characters, counted as UTF-16 code units the way \
            the stores' web forms count them (an emoji takes two). App Store: name 30, subtitle 30, \
            promotional text 170, description 4000, release notes 4000, Apple TV privacy policy 4000, \
            URLs and copyright 255; Google Play: title 30, short description 80, full description \
            4000, release notes (`changelogs/`) 500. The upload would be rejected. Reported in the \
            template where the first character past the limit comes from.
            """,
        broken: example(tokens, File("Brand/marketing/de/subtitle.txt", "Zahlen lernen mit {{app.name.de}} ↓jeden Tag")),
        fixed: example(tokens, File("Brand/marketing/de/subtitle.txt", "Zahlen lernen von 1 bis 20")))

    public static let nearLimit = DiagnosticCode(
        "ZK5031", .warning, summary: "a rendered store field is at 90 % of its limit or more",
        explanation: """
            The field fits, but barely: a longer translation, price or app name would push it over. \
            Reported at the start of the template.
            """,
        broken: example(tokens, File("Brand/marketing/de/subtitle.txt", "↓Zahlen lernen von 1 bis 20 mit")),
        fixed: example(tokens, File("Brand/marketing/de/subtitle.txt", "Zahlen lernen von 1 bis 20")))

    static let ruTokens = File("Brand/brand.json", """
        { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" }, "ru": { "$value": "Zahlenkette" } } },
          "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                   "privacy": { "$value": "https://zahlenkette.app/datenschutz" } } }
        """)
    static let completeListing: [File] = [
        ruTokens,
        File("Brand/marketing/default/support_url.txt", "{{url.support}}"),
        File("Brand/marketing/default/privacy_url.txt", "{{url.privacy}}"),
        File("Brand/marketing/de/name.txt", "{{app.name.de}}"),
        File("Brand/marketing/de/keywords.txt", "zählen,mathe"),
        File("Brand/marketing/de/description.txt", "Zahlen von 1 bis 20."),
        File("Brand/marketing/ru/name.txt", "{{app.name.ru}}"),
        File("Brand/marketing/ru/keywords.txt", "счёт,математика"),
        File("Brand/marketing/de/short_description.txt", "Zahlen lernen von 1 bis 20"),
        File("Brand/marketing/ru/short_description.txt", "Учим числа от 1 до 20"),
    ]

    public static let requiredFieldMissing = DiagnosticCode(
        "ZK5032", .error, phase: .crossLink, summary: "a locale lacks a required store field",
        explanation: """
            Every configured locale needs every required field of each store, in its folder or in \
            `default/`: App Store name, description, keywords, support URL and privacy policy URL; \
            Google Play title, short and full description (the App Store's name, subtitle and \
            description templates stand in when the Play ones are absent). A missing template is reported at the path \
            it should have, an empty one at its start.
            """,
        broken: DiagnosticExample(completeListing + [File("Brand/marketing/ru/description.txt", "↓")]),
        fixed: DiagnosticExample(completeListing + [File("Brand/marketing/ru/description.txt", "Числа от 1 до 20.")]))

    public static let keywordFormat = DiagnosticCode(
        "ZK5033", .warning, summary: "keywords are separated by more than a bare comma",
        explanation: """
            App Store keywords are one comma-separated list; a space after a comma costs one of the 100 \
            bytes and an empty entry (`,,` or a trailing comma) is wasted.
            """,
        broken: example(tokens, File("Brand/marketing/de/keywords.txt", "zählen,↓ mathe,kita")),
        fixed: example(tokens, File("Brand/marketing/de/keywords.txt", "zählen,mathe,kita")))

    public static let keywordDuplicate = DiagnosticCode(
        "ZK5034", .error, summary: "a keyword is listed twice",
        explanation: """
            Each keyword counts once; listing it again (in any case) only uses up bytes. The \
            second occurrence is reported, with a note at the first.
            """,
        broken: example(tokens, File("Brand/marketing/de/keywords.txt", "zählen,mathe,kita,↓Mathe")),
        fixed: example(tokens, File("Brand/marketing/de/keywords.txt", "zählen,mathe,kita")))

    public static let keywordAppName = DiagnosticCode(
        "ZK5035", .warning, summary: "a keyword repeats a word of the app name",
        explanation: """
            The App Store indexes the app name already, so a keyword holding one of its words wastes \
            characters.
            """,
        broken: example(tokens, File("Brand/marketing/de/keywords.txt", "zählen,↓{{app.name.de}},mathe")),
        fixed: example(tokens, File("Brand/marketing/de/keywords.txt", "zählen,mathe")))

    public static let unsupportedStoreLocale = DiagnosticCode(
        "ZK5036", .error, summary: "a locale has no listing language in the store",
        explanation: """
            Store listings are written to one folder per listing language, named as fastlane names it \
            (deliver: `de-DE`, `en-US`, `ru`, …; supply: `de-DE`, `en-US`, `ru-RU`, `iw-IL`, …; the \
            lists are generated from fastlane's code). A configured locale the store does not know \
            cannot be uploaded; use one of its codes.
            """)

    public static let invalidURLField = DiagnosticCode(
        "ZK5037", .error, summary: "a URL field does not render to an https URL",
        explanation: """
            `support_url`, `privacy_url` and `marketing_url` must render to one absolute `https://` \
            URL without spaces; App Store Connect refuses anything else. Use the `url.*` tokens.
            """,
        broken: example(tokens, File("Brand/marketing/default/support_url.txt", "↓www.example.org/help")),
        fixed: example(tokens, File("Brand/marketing/default/support_url.txt", "https://www.example.org/help")))

    /// Every brand and marketing code.
    public static let codes: [DiagnosticCode] = all

    public static let all: [DiagnosticCode] = [
        tokenStructure, tokenName, unknownTokenType, aliasTargetMissing, aliasCycle, typeMismatch, untypedToken,
        colorOutOfRange, colorHexInvalid, colorHexMismatch, colorWithoutDark, deprecatedToken, colorSpaceUnsupported,
        requiredTokenMissing, swiftNameCollision,
        unknownPlaceholder, malformedPlaceholder, literalAppName, unknownTemplateField, unknownTemplateLocale, templateEncoding,
        overLimit, nearLimit, requiredFieldMissing, keywordFormat, keywordDuplicate, keywordAppName, unsupportedStoreLocale,
        invalidURLField,
    ] + CrossStoreCheck.codes + KeywordLengthCheck.codes + MinimumLengthCheck.codes + CategoryCheck.codes + ModeFileCheck.codes
}
