import ZKCore

/// One locale's listing for one store: each field with the template it was rendered from.
public struct StoreListing: Sendable {
    public var store: Store
    /// The project locale (`de`).
    public var locale: String
    /// The store's folder name (`de-DE`), nil when the store has none for the locale.
    public var folder: String?
    public var fields: [Field]

    public struct Field: Sendable {
        public var rule: StoreField
        /// Nil when neither the locale's folder nor `default/` has a template for it.
        public var rendered: RenderedText?
        /// The rendered, trimmed text ("" when missing).
        public var text: String
    }
}

/// Picks each field's template (locale folder first, then `default/`) and renders it.
public enum StoreListingBuilder {
    public static func build(
        store: Store, locales: [String], templates: [Template], tokens: ResolvedTokens
    ) -> [StoreListing] {
        var byKey: [String: Template] = [:]
        for template in templates { byKey[template.locale + "/" + template.field] = template }
        return locales.map { locale in
            let fields = StoreRules.fields(for: store).map { rule -> StoreListing.Field in
                let candidates = rule.templates.map { locale + "/" + $0 } + rule.templates.map { "default/" + $0 }
                guard let template = candidates.lazy.compactMap({ byKey[$0] }).first else {
                    return StoreListing.Field(rule: rule, rendered: nil, text: "")
                }
                let rendered = TemplateRenderer.render(template, tokens: tokens)
                return StoreListing.Field(rule: rule, rendered: rendered, text: rendered.trimmed)
            }
            return StoreListing(store: store, locale: locale, folder: StoreLocales.folder(for: locale, store: store), fields: fields)
        }
    }
}
