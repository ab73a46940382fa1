import ZKCore

/// Runs zk-dawg's input checks on in-memory files (the diagnostic examples): each folder with an
/// `alphabet.json` and word lists is compiled without writing anything.
public enum ZKDawgChecks {
    public static func run(files: [DiagnosticExample.ExampleFile]) -> [Diagnostic] {
        var folders: [String: (alphabet: SourceFile?, lists: [SourceFile])] = [:]
        var unread: [Diagnostic] = []
        for file in files {
            let folder = NSStringLike(path: file.path).deletingLastPathComponent
            let name = NSStringLike(path: file.path).lastPathComponent
            var entry = folders[folder] ?? (nil, [])
            let source = SourceFile(path: file.path, text: file.contents)
            if name == "alphabet.json" {
                entry.alphabet = source
            } else if DictionaryCompiler.isWordList(name) {
                entry.lists.append(source)
            } else {
                unread += WordListNameCheck.check(folder: folder, names: [name])
            }
            folders[folder] = entry
        }
        var diagnostics = unread
        for folder in folders.keys.sorted() {
            guard let entry = folders[folder] else { continue }
            diagnostics += check(folder: folder, alphabet: entry.alphabet, lists: entry.lists.sorted { $0.path < $1.path })
        }
        return diagnostics
    }

    /// The diagnostics of one variant folder (missing alphabet or lists included).
    public static func check(folder: String, alphabet: SourceFile?, lists: [SourceFile]) -> [Diagnostic] {
        guard let alphabet else {
            return [Diagnostic(
                ZKDawgCodes.missingAlphabet, "variant folder '\(folder)' has no alphabet.json",
                at: SourceLocation(path: folder + "/alphabet.json"))]
        }
        guard !lists.isEmpty else {
            return [Diagnostic(
                ZKDawgCodes.missingWordList, "variant folder '\(folder)' has no word list (words.txt or words-<part>.txt)",
                at: SourceLocation(path: folder + "/words.txt"), notes: [.init("alphabet is here", at: SourceLocation(path: alphabet.path))])]
        }
        let variant = NSStringLike(path: folder).lastPathComponent
        return DictionaryCompiler.compile(alphabet: alphabet, lists: lists, variant: variant).diagnostics
    }
}

/// Path helpers without Foundation's NSString bridging.
struct NSStringLike {
    let path: String

    var lastPathComponent: String { path.split(separator: "/").last.map(String.init) ?? path }

    var deletingLastPathComponent: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
