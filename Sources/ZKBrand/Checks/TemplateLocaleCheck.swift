import ZKCore

/// Warning: a folder under `marketing/` that is neither a configured locale nor `default` is
/// never rendered (a typo such as `de-de`, or a locale missing from the configuration);
/// `app-store/` holds the App Store's global fields.
enum TemplateLocaleCheck {
    static func check(_ template: Template, locales: [String]) -> Diagnostic? {
        guard template.locale != "default", template.locale != StoreRules.globalFolder(for: .appStore), !locales.contains(template.locale)
        else { return nil }
        var message = "template folder '\(template.locale)' is not a configured locale (\(locales.joined(separator: ", "))) and is never rendered"
        if let near = EditDistance.nearest(to: template.locale, in: locales) { message += "; did you mean '\(near)'?" }
        return Diagnostic(BrandCodes.unknownTemplateLocale, message, at: template.file.location(ofOffset: 0))
    }
}
