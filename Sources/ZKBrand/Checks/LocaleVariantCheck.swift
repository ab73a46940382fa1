import ZKCore

/// Lint: a placeholder naming a group of locale variants (`{{url.privacy_page}}` with members
/// `de`, `en`, `ru`) renders each listing from its locale's member. A locale without a member
/// falls back to the group's `default` — a warning naming the locale and the token used, since
/// the English listing would link the German page — or, without a `default`, leaves the braces
/// in the text: an error. Reported at the placeholder.
enum LocaleVariantCheck: Check {
    static let fallback = DiagnosticCode(
        "ZK5074", .warning, phase: .crossLink, summary: "a locale's listing uses a group's default variant",
        explanation: """
            `{{url.privacy_page}}` names a group of variants per locale (`url.privacy_page.de`, \
            `.en`, `.ru`); each listing takes its locale's. A locale the group lacks takes \
            `url.privacy_page.default`, usually the page in another language: add the locale's \
            variant, or make the default the locale's own.
            """,
        broken: DiagnosticExample(
            files(variants: #""default": { "$value": "https://zahlenkette.app/datenschutz" }"#, marker: "↓")),
        fixed: DiagnosticExample(
            files(
                variants:
                    #""de": { "$value": "https://zahlenkette.app/datenschutz" }, "ru": { "$value": "https://zahlenkette.app/ru/privacy" }"#,
                marker: "")))

    static let missing = DiagnosticCode(
        "ZK5075", .error, phase: .crossLink, summary: "a group of locale variants has none for a listing's locale",
        explanation: """
            The placeholder names a group whose members are locale variants, and the group has \
            neither the listing's locale nor `default`, so the braces would reach the store page. \
            Add the locale's variant or a `default`.
            """,
        broken: DiagnosticExample(
            files(variants: #""de": { "$value": "https://zahlenkette.app/datenschutz" }"#, marker: "↓")),
        fixed: DiagnosticExample(
            files(
                variants:
                    #""de": { "$value": "https://zahlenkette.app/datenschutz" }, "default": { "$value": "https://zahlenkette.app/en/privacy" }"#,
                marker: "")))

    static let codes = [fallback, missing]

    /// A de/ru project whose privacy URL template names `url.privacy_page` with `variants`.
    static func files(variants: String, marker: String) -> [DiagnosticExample.ExampleFile] {
        [
            .init(
                "Brand/brand.json",
                """
                { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" }, "ru": { "$value": "Zahlenkette" } } },
                  "url": { "$type": "string", "privacy_page": { \(variants) } } }
                """),
            .init("Brand/marketing/default/privacy_url.txt", "{{\(marker)url.privacy_page}}"),
        ]
    }

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        guard listing.scope == .localized else { return [] }
        var diagnostics: [Diagnostic] = []
        for field in listing.fields {
            guard let rendered = field.rendered else { continue }
            for (placeholder, token) in rendered.variants {
                let at = rendered.template.file.location(
                    ofOffset: placeholder.pathOffset, length: placeholder.path.utf8.count)
                if let token {
                    guard token.hasSuffix(".default") else { continue }
                    diagnostics.append(
                        Diagnostic(
                            fallback, fallbackMessage(placeholder.path, listing: listing, field: field.rule), at: at))
                } else {
                    diagnostics.append(Diagnostic(missing, missingMessage(placeholder.path, listing: listing), at: at))
                }
            }
        }
        return diagnostics
    }

    // MARK: Messages

    static func fallbackMessage(_ path: String, listing: StoreListing, field: StoreField) -> String {
        "\(listing.store.displayName) \(field.label) of '\(listing.locale)' uses '\(path).default': '\(path)' has no '\(listing.locale)' variant"
    }

    static func missingMessage(_ path: String, listing: StoreListing) -> String {
        "'\(path)' has no '\(listing.locale)' variant and no 'default'; add '\(path).\(listing.locale)'"
    }
}
