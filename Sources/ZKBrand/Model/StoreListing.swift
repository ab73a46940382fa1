import ZKCore

/// One locale's listing for one store (or the store's global, non-localized fields): each
/// field with the template it was rendered from.
public struct StoreListing: Sendable {
    public var store: Store
    /// The project locale (`de`), or the global folder (`app-store`) for the global fields.
    public var locale: String
    /// The store's folder name (`de-DE`), `""` for the global fields (the tree's root), nil
    /// when the store has no folder for the locale.
    public var folder: String?
    public var scope: StoreField.Scope
    public var fields: [Field]

    public struct Field: Sendable {
        public var rule: StoreField
        /// Nil when neither the locale's folder nor `default/` has a template for it.
        public var rendered: RenderedText?
        /// The rendered, trimmed text ("" when missing).
        public var text: String

        /// The text's length in the field's unit, as the store's limits count it.
        public var length: Int { rule.unit.measure(text) }
    }

    /// The locale as messages name it (`'de'`, `the App Store's global fields`).
    public var describedLocale: String {
        scope == .global ? "the \(store.displayName)'s global fields" : "'\(locale)'"
    }
}

/// Picks each field's template (locale folder first, then `default/`; global fields from
/// `marketing/<store>/`) and renders it.
public enum StoreListingBuilder {
    public static func build(
        store: Store, locales: [String], templates: [Template], tokens: ResolvedTokens
    ) -> [StoreListing] {
        // By folder and field, code point by code point: look-alike folders are different folders.
        var byKey: [CodePointString: Template] = [:]
        for template in templates { byKey[(template.locale + "/" + template.field).codePoints] = template }
        let rules = StoreRules.fields(for: store)
        func field(_ rule: StoreField, candidates: [String], locale: String?) -> StoreListing.Field {
            guard let template = candidates.lazy.compactMap({ byKey[$0.codePoints] }).first else {
                return StoreListing.Field(rule: rule, rendered: nil, text: "")
            }
            let rendered = TemplateRenderer.render(template, tokens: tokens, locale: locale)
            return StoreListing.Field(rule: rule, rendered: rendered, text: rendered.trimmed)
        }
        var listings = locales.map { locale -> StoreListing in
            var localized = rules.filter { $0.scope == .localized }
            if store == .play {
                // Release notes of a version: changelogs/<versionCode>.txt in the locale's folder or default/.
                // Every configured locale's codes: a version one locale has and another lacks is reported.
                let codes = Set(
                    templates.filter { locales.containsCodePoints($0.locale) || $0.locale == "default" }.map(\.field)
                        .filter {
                            $0.hasPrefix("changelogs/") && $0 != "changelogs/default" && StoreRules.isTemplateField($0)
                        })
                localized += codes.sorted().map {
                    StoreRules.versionChangelog(String($0.dropFirst("changelogs/".count)))
                }
            }
            let fields = localized.map { rule in
                field(
                    rule, candidates: rule.templates.map { locale + "/" + $0 } + rule.templates.map { "default/" + $0 },
                    locale: locale)
            }
            return StoreListing(
                store: store, locale: locale, folder: StoreLocales.folder(for: locale, store: store), scope: .localized,
                fields: fields)
        }
        let global = rules.filter { $0.scope == .global }
        if !global.isEmpty {
            let folder = StoreRules.globalFolder(for: store)
            listings.append(
                StoreListing(
                    store: store, locale: folder, folder: "", scope: .global,
                    fields: global.map { field($0, candidates: $0.templates.map { folder + "/" + $0 }, locale: nil) }))
        }
        return listings
    }
}
