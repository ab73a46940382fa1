import ZKCore

/// Lint: the tokens the brand outputs and store listings need exist: the app name of every
/// locale, the bundle id, the support, privacy and marketing URLs and the support e-mail.
/// Reported at the group that should hold the token, or at the start of the file. (The
/// examples run with the default locales, de, en and ru, so they name the app in all three.)
enum RequiredTokenCheck: Check {
    public static let requiredTokenMissing = DiagnosticCode(
        "ZK5014", .error, phase: .crossLink, group: .zahlenkette,
        summary: "a token the app and the store listing need is missing",
        explanation: """
            The brand outputs and the store listings need `app.name.<locale>` for every locale, \
            `app.bundle_id`, `url.support`, `url.privacy`, `url.marketing` and \
            `contact.support_email`. Reported at the group that should hold the token.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.File(
                    "Brand/brand.json",
                    """
                    { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" }, "en": { "$value": "Zahlenkette" }, "ru": { "$value": "Zahlenkette" } },
                               "bundle_id": { "$value": "de.zahlenkette.app" } },
                      "url": { "$type": "string", "support": { "$value": "https://zahlenkette.app/hilfe" },
                        "privacy": { "$value": "https://zahlenkette.app/datenschutz" }, "marketing": { "$value": "https://zahlenkette.app/" } },
                      "contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" } } }
                    """)),
            broken: #"↓"contact": { "$type": "string""#,
            fixed: #""contact": { "$type": "string", "support_email": { "$value": "hilfe@zahlenkette.app" }"#))

    static let codes = [requiredTokenMissing]

    static func required(locales: [String]) -> [String] {
        locales.map { "app.name.\($0)" } + [
            "app.bundle_id", "url.support", "url.privacy", "url.marketing", "contact.support_email",
        ]
    }

    static func run(_ input: TokenSetInput) -> [Diagnostic] {
        let (document, locales) = (input.tokens.document, input.options.locales)
        return required(locales: locales).compactMap { path in
            guard document[path] == nil else { return nil }
            // The deepest existing group on the way names where to add it.
            var components = path.components(separatedByScalar: ".")
            components.removeLast()
            var position = SourcePosition(line: 1, column: 1, offset: 0)
            var holder = "the root"
            while !components.isEmpty {
                let group = components.joined(separator: ".")
                if let found = document.group(group), let key = found.keyPosition {
                    position = key
                    holder = "group '\(group)'"
                    break
                }
                components.removeLast()
            }
            return Diagnostic(requiredTokenMissing, message(path, holder: holder), at: document.location(position))
        }
    }

    // MARK: Messages

    static func message(_ path: String, holder: String) -> String {
        "required token '\(path)' is missing; add it to \(holder)"
    }
}
