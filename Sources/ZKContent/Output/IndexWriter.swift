import ZKCore
import ZKProject

/// The project index as JSON (`zk-content index --format json`) and as text: entries with their
/// place, in the index's (sorted) order.
public enum IndexWriter {
    public static func json(_ index: ProjectIndex) -> [UInt8] {
        JSONWriter(style: .pretty, sortKeys: false).bytes(index.jsonValue)
    }

    public static func text(_ index: ProjectIndex) -> String {
        var out = "source locale: \(index.sourceLocale); locales: \(index.locales.joined(separator: ", "))\n"
        let sections: [(String, [ProjectIndex.Entry])] = [
            ("string keys", index.stringKeys), ("audio IDs", index.audioIDs),
            ("asset references", index.assetReferences),
            ("assets", index.assets), ("IDs", index.ids),
        ]
        for (title, list) in sections {
            out += "\n\(title) (\(list.count)):\n"
            for entry in list { out += "  \(entry.name)  \(entry.location.description)\n" }
        }
        return out
    }
}
