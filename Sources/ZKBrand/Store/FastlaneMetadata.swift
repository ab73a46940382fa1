import Foundation
import ZKCore
import ZKProject

/// fastlane's store texts read where the team keeps them: `fastlane/metadata/` in deliver's
/// layout (`<locale>/name.txt`, `subtitle.txt`, `keywords.txt`, …; `copyright.txt`, the category
/// files, `review_information/…` at its root) and `fastlane/metadata/android/` in supply's
/// (`<locale>/title.txt`, `short_description.txt`, `full_description.txt`,
/// `changelogs/<versionCode>.txt`), the locale folders named as fastlane names them (`en-US`,
/// `de-DE`). Each file is a template without placeholders: the store rules of its own store run
/// on it (limits, keyword hygiene, categories, URLs, precheck's rules, control characters), at
/// its file, line and column. What belongs to rendering from templates is not asked of a tree
/// kept by hand: every field in every locale (deliver updates only the files present), the
/// project's locales, the near-limit warning.
public enum FastlaneMetadata {
    /// One store's tree: its root folder, project-relative.
    public struct Tree: Sendable, Hashable {
        public var store: Store
        public var root: String

        public init(store: Store, root: String) {
            self.store = store
            self.root = root
        }
    }

    /// The trees of a `fastlane/metadata` folder given its files (project-relative): deliver's
    /// when it holds a store text outside `android/`, supply's when `android/` holds one.
    public static func trees(metadata folder: String, files: [String]) -> [Tree] {
        let prefix = folder + "/"
        let android = prefix + "android/"
        var trees: [Tree] = []
        if files.contains(where: { $0.hasPrefix(prefix) && !$0.hasPrefix(android) && $0.hasSuffix(".txt") }) {
            trees.append(Tree(store: .appStore, root: folder))
        }
        if files.contains(where: { $0.hasPrefix(android) && $0.hasSuffix(".txt") }) {
            trees.append(Tree(store: .play, root: folder + "/android"))
        }
        return trees
    }

    /// The files of a tree among `files`: its `.txt` files, deliver's without supply's.
    public static func files(of tree: Tree, among files: [String]) -> [String] {
        let prefix = tree.root + "/"
        return files.filter { path in
            path.hasPrefix(prefix) && path.hasSuffix(".txt")
                && (tree.store == .play || !path.hasPrefix(prefix + "android/"))
        }
    }

    /// Locale folder and field of a file of the tree (`en-US/subtitle.txt` → `en-US`,
    /// `subtitle`); a file at the root or in `review_information/` is a global field (the
    /// store's global folder); nil for a file that is no store field.
    static func key(_ path: String, tree: Tree) -> (locale: String, field: String)? {
        let prefix = tree.root + "/"
        guard path.hasPrefix(prefix), path.hasSuffix(".txt") else { return nil }
        let parts = path.dropFirst(prefix.count).dropLast(4).split(separator: "/").map(String.init)
        guard let first = parts.first else { return nil }
        if parts.count >= 2, isLocaleFolder(first, store: tree.store) {
            let field = parts.dropFirst().joined(separator: "/")
            return StoreRules.isTemplateField(field) ? (first, field) : nil
        }
        let field = parts.joined(separator: "/")
        guard tree.store == .appStore,
            StoreRules.fields(for: .appStore).contains(where: {
                $0.scope == .global && $0.name == field
            })
        else { return nil }
        return (StoreRules.globalFolder(for: tree.store), field)
    }

    /// A folder fastlane reads as a locale of the store (its list, or a locale's shape: `de-DE`).
    static func isLocaleFolder(_ name: String, store: Store) -> Bool {
        StoreLocales.folders(for: store).contains { $0.lowercased() == name.lowercased() }
            || StoreLocales.isLocaleFolder(name)
    }

    /// The checks a tree kept by hand gets, per listing and across its listings.
    static var listingChecks: [any Check<ListingInput>.Type] {
        ZKBrandChecks.listingChecks.filter { ObjectIdentifier($0) != ObjectIdentifier(NearLimitCheck.self) }
    }
    static var listingSetChecks: [any Check<ListingSetInput>.Type] {
        [
            URLFieldCheck.self, UnreachableURLCheck.self, PlaceholderTextCheck.self, UnreleasedFeatureCheck.self,
            OtherPlatformCheck.self, CurseWordCheck.self,
        ]
    }

    /// Every tree of the metadata `folders`, its files (among `files`, project-relative) read with
    /// `read` and checked: what the store-texts stage and `zk-marketing check` both run. The
    /// findings, and the files read.
    public static func check(
        folders: [String], files: [String], read: (String) -> Result<SourceFile, DiagnosticError>
    ) -> (diagnostics: [Diagnostic], files: [SourceFile]) {
        var diagnostics: [Diagnostic] = []
        var allRead: [SourceFile] = []
        for folder in folders {
            for tree in trees(metadata: folder, files: files) {
                var texts: [SourceFile] = []
                for path in self.files(of: tree, among: files) {
                    switch read(path) {
                    case .success(let file): texts.append(file)
                    case .failure(let error): diagnostics.append(error.diagnostic)
                    }
                }
                diagnostics += check(texts, tree: tree)
                allRead += texts
            }
        }
        return (diagnostics, allRead)
    }

    /// Every finding of the tree's files.
    public static func check(_ files: [SourceFile], tree: Tree) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var templates: [Template] = []
        for file in files.sorted(by: { $0.path.precedesByCodePoints($1.path) }) {
            guard let (locale, field) = key(file.path, tree: tree) else { continue }
            let unreadable = ZKBrandChecks.templateFileChecks.run(file)
            diagnostics += unreadable
            guard unreadable.isEmpty else { continue }
            diagnostics += ControlCharacterCheck.find(in: file)
            templates.append(
                Template(file: file, locale: locale, field: field, segments: [.text(0..<file.bytes.count)]))
        }
        let global = StoreRules.globalFolder(for: tree.store)
        let locales = Array(Set(templates.map(\.locale).filter { $0 != global })).sorted()
        // The app's name per locale is its `name.txt` (App Store) or `title.txt` (Google Play).
        let nameField = tree.store == .appStore ? "name" : "title"
        let names = templates.filter { $0.field == nameField && $0.locale != global }.map { template in
            BrandFacts.Name(
                locale: template.locale,
                value: template.text(0..<template.file.bytes.count).trimmingCharacters(in: .whitespacesAndNewlines),
                location: template.file.location(ofOffset: 0))
        }
        let empty = TokenDocument(file: SourceFile(path: tree.root, bytes: []), tokens: [], groups: [])
        let tokens = TokenAnalysis(
            diagnostics: [], tokens: ResolvedTokens(document: empty, ordered: []),
            facts: BrandFacts(appNames: names.filter { !$0.value.isEmpty }), dark: nil)
        var options = BrandOptions(
            brandPath: tree.root, locales: locales, sourceLocale: locales.first ?? "en-US", stores: [tree.store],
            configurationName: "zk-build.json")
        options.marketingFolder = tree.root
        let listings = StoreListingBuilder.build(
            store: tree.store, locales: locales, templates: templates, tokens: tokens.tokens)
        for listing in listings {
            diagnostics += listingChecks.run(
                ListingInput(listing: listing, tokens: tokens, templates: templates, options: options))
        }
        diagnostics += listingSetChecks.run(
            ListingSetInput(listings: listings, tokens: tokens, templates: templates, options: options))
        return BrandAnalyzer.dedupe(diagnostics)
    }
}
