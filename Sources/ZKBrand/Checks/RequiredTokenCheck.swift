import ZKCore

/// Lint: the tokens the brand outputs and store listings need exist: the app name of every
/// locale, the bundle id, the support, privacy and marketing URLs and the support e-mail.
/// Reported at the group that should hold the token, or at the start of the file.
enum RequiredTokenCheck {
    static func required(locales: [String]) -> [String] {
        locales.map { "app.name.\($0)" } + ["app.bundle_id", "url.support", "url.privacy", "url.marketing", "contact.support_email"]
    }

    static func check(_ document: TokenDocument, locales: [String]) -> [Diagnostic] {
        required(locales: locales).compactMap { path in
            guard document[path] == nil else { return nil }
            // The deepest existing group on the way names where to add it.
            var components = path.split(separator: ".").map(String.init)
            components.removeLast()
            var position = SourcePosition(line: 1, column: 1, offset: 0)
            var holder = "the root"
            while !components.isEmpty {
                let group = components.joined(separator: ".")
                if let found = document.groups[group], let key = found.keyPosition {
                    position = key
                    holder = "group '\(group)'"
                    break
                }
                components.removeLast()
            }
            return Diagnostic(
                BrandCodes.requiredTokenMissing, "required token '\(path)' is missing; add it to \(holder)",
                at: document.location(position))
        }
    }
}
