import ZKCore

/// The locales a tool run alone takes from the project, as zk-build would: `locales` and
/// `sourceLocale` of `zk-build.json`, else the conventions of the profile it turns on
/// (Zahlenkette: de, en, ru with German source), else nothing, and the tool reads the locales
/// from its own inputs (a catalog's, the manifests', the store-text folders'). Never a
/// hard-coded list: another team's first run requires only the locales it has.
public struct ProjectLocales: Sendable, Equatable {
    public var sourceLocale: String?
    public var locales: [String]?

    public init(sourceLocale: String? = nil, locales: [String]? = nil) {
        self.sourceLocale = sourceLocale
        self.locales = locales
    }

    /// What the `zk-build.json` in `directory` says (nothing when there is none, or it does not
    /// parse: zk-build reports the file's mistakes, the tools only read it).
    public static func ofProject(at directory: String) -> ProjectLocales {
        let profile = CheckProfile.ofProject(at: directory)
        var found = ProjectLocales(sourceLocale: profile.sourceLocale, locales: profile.locales)
        let path = directory + "/zk-build.json"
        guard DirectoryWalker.exists(path),
            case .success(let file) = FileReader.read(path, displayPath: "zk-build.json"),
            let document = JSONReader.read(file).value
        else { return found }
        if let source = document["sourceLocale"]?.string { found.sourceLocale = source }
        if let list = document["locales"]?.array?.compactMap(\.string), !list.isEmpty { found.locales = list }
        return found
    }

    /// `ofProject`, with what the tool read from its inputs for whatever the project leaves out:
    /// `locales` (sorted, `sourceLocale` first) and the source locale (`preferredSource` when the
    /// inputs name it, else the first of them; with no inputs at all, `en`, Xcode's default
    /// development language).
    public func filled(
        from inputs: [String], preferredSource: String? = nil
    ) -> (sourceLocale: String, locales: [String]) {
        let source =
            sourceLocale ?? preferredSource.flatMap { inputs.contains($0) ? $0 : nil } ?? inputs.sorted().first ?? "en"
        let list = locales ?? ([source] + Set(inputs).subtracting([source]).sorted())
        return (source, list)
    }
}
