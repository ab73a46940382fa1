import ZKCore

/// Lint: a URL field renders to one absolute `https://` URL without white space; App Store
/// Connect refuses anything else.
enum URLFieldCheck {
    static func check(_ listing: StoreListing) -> [Diagnostic] {
        listing.fields.compactMap { field in
            guard field.rule.kind == .url, let rendered = field.rendered, !field.text.isEmpty else { return nil }
            let text = field.text
            let hasSpace = text.unicodeScalars.contains { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard !text.hasPrefix("https://") || hasSpace || text.count <= "https://".count else { return nil }
            return Diagnostic(
                BrandCodes.invalidURLField,
                "\(field.rule.label) of '\(listing.locale)' renders to '\(text)', which is not a single https:// URL",
                at: rendered.templateLocation(ofTrimmedScalar: 0).location)
        }
    }
}
