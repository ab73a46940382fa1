import ZKCore

/// Lint: a placeholder naming a group of locale variants (`{{url.privacy_page}}` with members
/// `de`, `en`, `ru`) renders each listing from its locale's member. A locale without a member
/// falls back to the group's `default` — a warning naming the locale and the token used, since
/// the English listing would link the German page — or, without a `default`, leaves the braces
/// in the text: an error. Reported at the placeholder, once for every store and locale whose
/// listing renders it.
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

    /// What a placeholder of a variant group lacks: the locale's member (the group's
    /// `default` used instead), or both the locale's member and a `default`.
    enum Lack: Hashable {
        case fallback(path: String)
        case missing(path: String)
    }

    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        // One place per placeholder (a template in default/ serves every locale, and both
        // stores), naming each store's field and each locale.
        var found = ListingPlaces<Lack>()
        for listing in input.listings where listing.scope == .localized {
            for field in listing.fields {
                guard let rendered = field.rendered else { continue }
                for (placeholder, token) in rendered.variants {
                    let at = rendered.template.file.location(
                        ofOffset: placeholder.pathOffset, length: placeholder.path.utf8.count)
                    let path = placeholder.path
                    if let token, !token.hasSuffix(".default") { continue }
                    // The locale's member is written but does not resolve (an alias to a missing
                    // token): its own error, at the member, is the cause.
                    if input.tokens.tokens.document[path + "." + listing.locale] != nil { continue }
                    found.append(
                        at, token == nil ? .missing(path: path) : .fallback(path: path), store: listing.store,
                        field: field.rule.label, locale: listing.locale)
                }
            }
        }
        return found.places.map { place in
            switch place.detail {
            case .fallback(let path): Diagnostic(fallback, fallbackMessage(path, place), at: place.location)
            case .missing(let path):
                Diagnostic(missing, missingMessage(path, locales: place.locales), at: place.location)
            }
        }
    }

    // MARK: Messages

    static func fallbackMessage(_ path: String, _ place: ListingPlaces<Lack>.Place) -> String {
        let fields = place.fieldNames { "\($0.displayName) \($1)" }
        let quoted = place.locales.map { "'\($0)'" }
        let locales = ListingPlaces<Lack>.list(quoted, "and")
        let uses = place.fields.count > 1 ? "use" : "uses"
        return
            "\(fields) of \(locales) \(uses) '\(path).default': '\(path)' has no \(ListingPlaces<Lack>.list(quoted, "or")) variant"
    }

    static func missingMessage(_ path: String, locales: [String]) -> String {
        let quoted = ListingPlaces<Lack>.list(locales.map { "'\($0)'" }, "or")
        let add = ListingPlaces<Lack>.list(locales.map { "'\(path).\($0)'" }, "and")
        return "'\(path)' has no \(quoted) variant and no 'default'; add \(add)"
    }
}
