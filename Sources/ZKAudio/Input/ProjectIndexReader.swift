import ZKCore

/// Reads the content index that `zk-content index --format json` prints (the Codable form of
/// `ProjectIndex`, optionally wrapped as `{"index": …}`). Only what the audio checks need is
/// required: `audioIDs`; `locales`, `sourceLocale` and the other lists are taken when present.
public enum ProjectIndexReader {
    public static func read(_ file: SourceFile) -> (index: ProjectIndex?, diagnostics: [Diagnostic]) {
        let parsed = JSONReader.read(file)
        var diagnostics = parsed.diagnostics
        guard var root = parsed.value else { return (nil, diagnostics) }
        if let wrapped = root["index"], wrapped.object != nil { root = wrapped }
        guard let object = root.object else {
            diagnostics.append(problem("expected the content index object, found \(root.typeName)", root, file))
            return (nil, diagnostics)
        }
        var index = ProjectIndex()
        if let value = object["sourceLocale"] {
            if let text = value.string { index.sourceLocale = text } else { diagnostics.append(problem("'sourceLocale' must be a string, found \(value.typeName)", value, file)) }
        }
        if let value = object["locales"] {
            if let list = value.array, list.allSatisfy({ $0.string != nil }) {
                index.locales = list.compactMap(\.string)
            } else {
                diagnostics.append(problem("'locales' must be an array of strings", value, file))
            }
        }
        guard let audio = object["audioIDs"] else {
            diagnostics.append(problem("the content index lacks 'audioIDs'", root, file))
            return (nil, diagnostics)
        }
        guard let list = entries(audio, name: "audioIDs", file: file, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        index.audioIDs = list
        for (name, keyPath) in [("stringKeys", \ProjectIndex.stringKeys), ("ids", \ProjectIndex.ids)] as [(String, WritableKeyPath<ProjectIndex, [ProjectIndex.Entry]>)] {
            if let value = object[name], let list = entries(value, name: name, file: file, diagnostics: &diagnostics) {
                index[keyPath: keyPath] = list
            }
        }
        return (index, diagnostics)
    }

    private static func entries(_ value: JSONValue, name: String, file: SourceFile, diagnostics: inout [Diagnostic]) -> [ProjectIndex.Entry]? {
        guard let array = value.array else {
            diagnostics.append(problem("'\(name)' must be an array of entries, found \(value.typeName)", value, file))
            return nil
        }
        var out: [ProjectIndex.Entry] = []
        for element in array {
            guard let entryName = element["name"]?.string else {
                diagnostics.append(problem("an entry of '\(name)' lacks its string 'name'", element, file))
                continue
            }
            guard let location = element["location"], let path = location["path"]?.string else {
                diagnostics.append(problem("entry '\(entryName)' of '\(name)' lacks 'location.path'", element, file))
                continue
            }
            out.append(ProjectIndex.Entry(
                entryName, at: SourceLocation(path: path, start: position(location["start"]), end: position(location["end"])),
                context: element["context"]?.string))
        }
        return out
    }

    private static func position(_ value: JSONValue?) -> SourcePosition? {
        guard let value, let line = value["line"]?.int, let column = value["column"]?.int else { return nil }
        return SourcePosition(line: line, column: column, offset: value["offset"]?.int ?? -1)
    }

    private static func problem(_ message: String, _ value: JSONValue, _ file: SourceFile) -> Diagnostic {
        Diagnostic(AudioCodes.invalidContentIndex, message, at: SourceLocation(path: file.path, start: value.position))
    }
}
