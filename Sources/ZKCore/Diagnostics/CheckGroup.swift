/// Which projects a code's check applies to. **Universal** checks are true for every app (JSON
/// syntax, catalog structure, CLDR plurals, placeholders, asset catalogs, image headers, audio
/// facts, store limits, schemas) and run on any repository with no configuration. A **house
/// rule** is one team's convention (Zahlenkette's key grammar, translator comments, de/en/ru,
/// German source, required brand tokens, content rules, audio ID grammar): it runs only when the
/// project's `zk-build.json` turns its profile on (`"profile": "zahlenkette"`).
///
/// Each code declares its group where it is declared, in the file of its check
/// (`DiagnosticCode(…, group: .zahlenkette, …)`); no profile lists codes by name.
public enum CheckGroup: Sendable, Hashable, Codable, CustomStringConvertible {
    case universal
    /// A house rule of the named profile.
    case houseRule(String)

    /// The house rules of Zahlenkette, this repository's own app.
    public static let zahlenkette = CheckGroup.houseRule(CheckProfile.zahlenkette)

    /// The profile that turns the code on; nil for a universal code.
    public var profile: String? {
        switch self {
        case .universal: nil
        case .houseRule(let name): name
        }
    }

    public var description: String {
        switch self {
        case .universal: "universal"
        case .houseRule(let name): "house rule '\(name)'"
        }
    }
}
