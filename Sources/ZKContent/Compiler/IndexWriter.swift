import ZKCore

/// The project index as JSON (`zk-content index --format json`) and as text: entries with their
/// place, in the index's (sorted) order.
public enum IndexWriter {
    public static func json(_ index: ProjectIndex) -> [UInt8] {
        func entries(_ list: [ProjectIndex.Entry]) -> JSONValue {
            .array(list.map { entry in
                var members: [(String, JSONValue)] = [("name", .string(entry.name)), ("path", .string(entry.location.path))]
                if let start = entry.location.start {
                    members.append(("line", .int(start.line)))
                    members.append(("column", .int(start.column)))
                }
                if let context = entry.context { members.append(("context", .string(context))) }
                return .object(members)
            })
        }
        let value = JSONValue.object([
            ("sourceLocale", .string(index.sourceLocale)),
            ("locales", .array(index.locales.map(JSONValue.string))),
            ("stringKeys", entries(index.stringKeys)),
            ("audioIDs", entries(index.audioIDs)),
            ("assetReferences", entries(index.assetReferences)),
            ("assets", entries(index.assets)),
            ("ids", entries(index.ids)),
        ])
        return JSONWriter(style: .pretty, sortKeys: false).bytes(value)
    }

    public static func text(_ index: ProjectIndex) -> String {
        var out = "source locale: \(index.sourceLocale); locales: \(index.locales.joined(separator: ", "))\n"
        let sections: [(String, [ProjectIndex.Entry])] = [
            ("string keys", index.stringKeys), ("audio IDs", index.audioIDs), ("asset references", index.assetReferences),
            ("assets", index.assets), ("IDs", index.ids),
        ]
        for (title, list) in sections {
            out += "\n\(title) (\(list.count)):\n"
            for entry in list { out += "  \(entry.name)  \(entry.location.description)\n" }
        }
        return out
    }
}
