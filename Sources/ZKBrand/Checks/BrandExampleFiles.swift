import ZKCore

/// Files the code examples of the brand checks share: a minimal token file and a listing
/// complete but for the field an example leaves out.
enum BrandExampleFiles {
    typealias File = DiagnosticExample.ExampleFile

    /// A minimal token file for template examples.
    static let tokens = File(
        "Brand/brand.json",
        """
        { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } },
          "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                   "privacy": { "$value": "https://zahlenkette.app/datenschutz" } },
          "contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" } } }
        """)

    static func example(_ files: File...) -> DiagnosticExample { DiagnosticExample(files) }

    /// `tokens` and a German subtitle of 26 characters (the App Store's limit is 30), for the
    /// examples of the length checks.
    static let germanSubtitle = example(tokens, File("Brand/marketing/de/subtitle.txt", "Zahlen lernen von 1 bis 20"))

    static let ruTokens = File(
        "Brand/brand.json",
        """
        { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" }, "ru": { "$value": "Zahlenkette" } } },
          "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                   "privacy": { "$value": "https://zahlenkette.app/datenschutz" } } }
        """)
    /// A listing of the locales de and ru (so the project says so in zk-build.json), complete
    /// for both stores but for what an example leaves out.
    static let completeListing: [File] = [
        File("zk-build.json", #"{ "locales": ["de", "ru"] }"#),
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
}

extension BrandExampleFiles {
    /// A German-only listing complete for both stores, for examples run through `zk-marketing
    /// render -l de`.
    static let germanListing: [File] = [
        File(
            "Brand/brand.json",
            """
            { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } }, "bundle_id": { "$value": "de.zahlenkette.app" } },
              "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                       "privacy": { "$value": "https://zahlenkette.app/datenschutz" }, "marketing": { "$value": "https://zahlenkette.app/" } },
              "contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" } } }
            """),
        File("Brand/marketing/default/support_url.txt", "{{url.support}}"),
        File("Brand/marketing/default/privacy_url.txt", "{{url.privacy}}"),
        File("Brand/marketing/de/name.txt", "{{app.name.de}}"),
        File("Brand/marketing/de/keywords.txt", "zählen,mathe"),
        File("Brand/marketing/de/description.txt", "Zahlen von 1 bis 20."),
        File("Brand/marketing/de/short_description.txt", "Zahlen lernen von 1 bis 20"),
    ]
}
