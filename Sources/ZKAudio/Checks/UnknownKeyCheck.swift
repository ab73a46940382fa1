import ZKCore

/// Lint: a voice line's `key` exists in the catalog (needs the catalog texts).
public struct UnknownKeyCheck: AudioManifestCheck {
    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        guard let catalog = input.catalog else { return [] }
        let keys = catalog.entries.keys.sorted()
        return input.voiceManifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                guard let key = entry.key, catalog.entries[key] == nil else { return nil }
                let near = EditDistance.nearest(to: key, in: keys)
                return Diagnostic(
                    AudioCodes.unknownKey, Self.message(key, entry.id, catalog.catalogPath, near),
                    at: manifest.location(entry.keyPosition ?? entry.position),
                    fixIt: near.map { Diagnostic.FixIt(replacement: "\"\($0)\"", description: "use '\($0)'") })
            }
        }
    }

    static func message(_ key: String, _ id: String, _ catalog: String, _ near: String?) -> String {
        var text = "voice line '\(id)' speaks key '\(key)', which '\(catalog)' lacks"
        if let near { text += "; did you mean '\(near)'?" }
        return text
    }
}
