import ZKCore

/// Warning: a token of the dark mode's file (`brand.dark.json`) that `brand.json` lacks, or that
/// has another type there, changes nothing: only a colour at the path of a colour of
/// `brand.json` becomes its dark appearance. Reported at the token in the mode file.
struct ModeFileCheck: Check {
    static let unmatchedModeToken = DiagnosticCode(
        "ZK5016", .warning, summary: "a token of the dark mode's file has no colour in brand.json",
        explanation: """
            `Brand/brand.dark.json` holds the dark appearance of the colours of `brand.json`, at the \
            same paths, the way design tools export one token file per mode. A token there whose path \
            `brand.json` lacks (a typo, a renamed colour) or that is no colour in `brand.json` is \
            never used.
            """,
        broken: DiagnosticExample([
            .init("Brand/brand.json", ##"{ "color": { "$type": "color", "accent": { "$value": "#2f6ab3" } } }"##),
            .init("Brand/brand.dark.json", ##"{ "color": { "$type": "color", ↓"acent": { "$value": "#76a6e6" } } }"##),
        ]),
        fixed: DiagnosticExample([
            .init("Brand/brand.json", ##"{ "color": { "$type": "color", "accent": { "$value": "#2f6ab3" } } }"##),
            .init("Brand/brand.dark.json", ##"{ "color": { "$type": "color", "accent": { "$value": "#76a6e6" } } }"##),
        ]))

    static let codes = [unmatchedModeToken]

    static func run(_ input: TokenSetInput) -> [Diagnostic] {
        guard let dark = input.dark else { return [] }
        let base = input.tokens
        return dark.ordered.compactMap { entry in
            if let counterpart = base[entry.path], counterpart.type == "color", entry.type == "color" { return nil }
            guard entry.type == "color" else { return nil }
            let near = EditDistance.nearest(to: entry.path, in: base.ordered.filter { $0.type == "color" }.map(\.path))
            return Diagnostic(
                unmatchedModeToken,
                message(entry.path, mode: dark.document.file.path, base: base.document.file.path, near: near),
                at: dark.document.location(entry.token.keyPosition))
        }
    }

    // MARK: Messages

    static func message(_ path: String, mode: String, base: String, near: String?) -> String {
        "colour '\(path)' of \(mode) has no colour at the same path in \(base) and is never used"
            + (near.map { "; did you mean '\($0)'?" } ?? "")
    }
}
