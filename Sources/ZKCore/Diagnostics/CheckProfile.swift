import Foundation

/// The house rules a project turns on (`"profile"` in zk-build.json): universal checks always
/// run, a house-rule code only when its profile is on. A profile also brings its team's locale
/// conventions (Zahlenkette: German source, de/en/ru required); without one, a catalog's source
/// language and locales are read from the catalog itself. A single house rule can be turned on
/// without its profile by giving its code a severity in `severities` (`"warning"`, say).
public struct CheckProfile: Sendable, Hashable, Codable {
    /// The names of the profiles turned on, sorted (an array, so that the build cache's key,
    /// which encodes the configuration, is the same from run to run).
    public private(set) var names: [String]
    /// House-rule codes turned on one by one, whatever their profile, sorted.
    public private(set) var rules: [String]

    public init(_ names: Set<String> = [], rules: Set<String> = []) {
        self.names = names.sorted()
        self.rules = rules.sorted()
    }

    /// This profile with the codes `severities` gives a severity other than `ignore` turned on
    /// one by one (a house rule of a profile that is off then runs alone).
    public func turningOn(severities: SeverityOverrides) -> CheckProfile {
        CheckProfile(Set(names), rules: Set(rules).union(severities.turnedOn))
    }

    /// Zahlenkette's house rules.
    public static let zahlenkette = "zahlenkette"
    /// Every profile a code may name; zk-build.json's `profile` must be one of them.
    public static let known = [zahlenkette]
    /// Universal checks only (no zk-build.json, or one without `profile`).
    public static let universal = CheckProfile()

    /// Whether codes of `group` run.
    public func enables(_ group: CheckGroup) -> Bool {
        guard let name = group.profile else { return true }
        return names.contains(name)
    }

    /// Whether a diagnostic of `code` is reported: unknown codes (none should be) are kept.
    public func reports(_ code: String, registry: CodeRegistry) -> Bool {
        guard let declared = registry[code] else { return true }
        return enables(declared.group) || rules.contains(code)
    }

    /// The diagnostics whose codes' groups are on.
    public func filter(_ diagnostics: [Diagnostic], registry: CodeRegistry) -> [Diagnostic] {
        guard names.count < Self.known.count else { return diagnostics }
        return diagnostics.filter { reports($0.code, registry: registry) }
    }

    /// Reads `profile` from a JSON object (`"zahlenkette"` or `["zahlenkette"]`): the profile and,
    /// when the value is not a known profile or a list of them, the message saying so.
    public static func read(_ value: JSONValue) -> (CheckProfile, problem: String?) {
        let list: [String]?
        if let text = value.string {
            list = [text]
        } else if let array = value.array, array.allSatisfy({ $0.string != nil }) {
            list = array.compactMap(\.string)
        } else {
            list = nil
        }
        guard let list else {
            return (
                universal,
                "'profile' must be the name of a profile such as \"\(zahlenkette)\" (or an array of them), found \(value.typeName)"
            )
        }
        if let unknown = list.first(where: { !known.contains($0) }) {
            let near = EditDistance.nearest(to: unknown, in: known)
            return (
                CheckProfile(Set(list.filter(known.contains))),
                "'profile' names '\(unknown)', which is no profile (known: \(known.map { "\"\($0)\"" }.joined(separator: ", ")))"
                    + (near.map { "; did you mean '\($0)'?" } ?? "")
            )
        }
        return (CheckProfile(Set(list)), nil)
    }

    /// The profile of the `zk-build.json` in `directory`, for a tool run alone (zk-build reads and
    /// reports the whole file itself); universal when there is no such file or it does not parse.
    public static func ofProject(at directory: String) -> CheckProfile {
        let path = directory + "/zk-build.json"
        guard DirectoryWalker.exists(path),
            case .success(let file) = FileReader.read(path, displayPath: "zk-build.json"),
            let document = JSONReader.read(file).value
        else { return universal }
        let profile = document["profile"].map { read($0).0 } ?? universal
        var severities = SeverityOverrides()
        for entry in document["severities"]?.object?.members ?? [] {
            if let severity = entry.value.string.flatMap(SeverityOverride.init(rawValue:)) {
                severities[entry.key] = severity
            }
        }
        return profile.turningOn(severities: severities)
    }
}
