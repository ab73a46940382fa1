import ZKCore

/// The store listings as fastlane lays them out: `deliver` reads
/// `<metadata>/<language>/<field>.txt` (`de-DE/subtitle.txt`) and the global fields at
/// `<metadata>/<field>.txt` (`copyright.txt`, `review_information/notes.txt`); `supply` reads
/// `<metadata>/android/<language>/<field>.txt` and `…/changelogs/<versionCode>.txt`. Each file
/// holds the rendered, trimmed text with no trailing line break, exactly what is uploaded;
/// empty optional fields are not written, so fastlane leaves them unchanged in the store.
public enum MarketingWriter {
    public static func artifacts(_ listings: [StoreListing]) -> [Artifact] {
        var artifacts: [Artifact] = []
        for listing in listings {
            guard let folder = listing.folder else { continue }
            let root = StoreLocales.outputRoot(for: listing.store) + (folder.isEmpty ? "" : "/" + folder)
            for field in listing.fields where !field.text.isEmpty {
                artifacts.append(Artifact(path: root + "/" + field.rule.name + ".txt", text: field.text))
            }
        }
        return artifacts.sorted { $0.path.precedesByCodePoints($1.path) }
    }
}
