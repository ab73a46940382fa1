import Foundation
import ZKContent
import ZKCore
import ZKDawg

/// Discovery's String Catalogs (with the facts they declare), asset catalogs and dictionary
/// folders.
extension ProjectDiscovery {
    /// A String Catalog found, with what the file itself says (read when `readFacts` was asked).
    public struct Catalog: Sendable, Hashable {
        public var path: String
        public var sourceLanguage: String?
        /// The source language first, then every other locale a key is localized into, sorted.
        public var locales: [String]
    }

    /// A file read and parsed (`SourceFile` and the reader's result).
    public struct ParsedFile: Sendable {
        public var file: SourceFile
        public var result: JSONParseResult
    }

    /// The folder of variants that `alphabet` (`Games/dictionaries/en/alphabet.json`) is in, when
    /// it is a dictionary's: an object with `letters`, beside a word list. An `alphabet.json` of
    /// another kind (i18n data, say) is not one, so a repository without dictionaries never gets
    /// a dictionary stage.
    static func dictionaryFolder(ofAlphabet alphabet: String, root: String) -> String? {
        let variant = (alphabet as NSString).deletingLastPathComponent
        let folder = (variant as NSString).deletingLastPathComponent
        guard !folder.isEmpty,
            let names = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + variant),
            names.contains(where: DictionaryCompiler.isWordList),
            case .success(let file) = FileReader.read(root + "/" + alphabet, displayPath: alphabet),
            JSONReader.read(file).value?["letters"]?.array != nil
        else { return nil }
        return folder
    }

    /// The source language and locales a catalog file declares (none when it does not parse).
    static func facts(of path: String, value: JSONValue?) -> Catalog {
        guard let value else { return Catalog(path: path, sourceLanguage: nil, locales: []) }
        let source = value["sourceLanguage"]?.string
        var locales = Set<String>()
        for entry in value["strings"]?.object?.members ?? [] {
            for localization in entry.value["localizations"]?.object?.members ?? [] { locales.insert(localization.key) }
        }
        let first = source.map { [$0] } ?? []
        return Catalog(path: path, sourceLanguage: source, locales: first + locales.subtracting(first).sorted())
    }

    /// The bundle a found asset catalog is taken to be compiled into: its folder's. Catalogs side
    /// by side belong to one target; an app's and its widget's (`App/`, `Widget/`) each have an
    /// `AccentColor` without a collision.
    public static func bundle(of catalog: String) -> String {
        let folder = (catalog as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The project's locales: every catalog's, the most common source language first.
    public var locales: [String] {
        let all = Set(catalogs.flatMap(\.locales))
        guard let source = sourceLocale else { return all.sorted() }
        return [source] + all.subtracting([source]).sorted()
    }

    /// The source language most catalogs declare (ties: the first in path order).
    public var sourceLocale: String? {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for catalog in catalogs {
            guard let language = catalog.sourceLanguage else { continue }
            if counts[language] == nil { order.append(language) }
            counts[language, default: 0] += 1
        }
        var best: String?
        for language in order where best == nil || counts[language, default: 0] > counts[best ?? "", default: 0] {
            best = language
        }
        return best
    }
}
