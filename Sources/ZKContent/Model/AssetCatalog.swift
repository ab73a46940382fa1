import ZKCore

/// The image sets of the content's asset catalogs (`*.xcassets/<name>.imageset/`), in Xcode's
/// folder format: each set's `Contents.json` lists its images by `filename`.
public struct AssetCatalog: Sendable {
    public struct ImageSet: Sendable {
        public var name: String
        /// `…/<name>.imageset` (project-relative).
        public var folder: String
        /// Where the set is defined: its `Contents.json` (or the folder when that is missing).
        public var location: SourceLocation
        /// Each `filename` named in `Contents.json`, located.
        public var filenames: [Located<String>]
        public var hasContents: Bool
        public var imagesLocation: SourceLocation?
    }

    public var imageSets: [ImageSet] = []
    /// The catalog folders found (`Content/Illustrations.xcassets`).
    public var catalogs: [String] = []
    public var byName: [String: ImageSet] = [:]

    public init(_ input: ContentInput) {
        var folders: Set<String> = []
        var catalogFolders: Set<String> = []
        for path in input.files {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let catalogIndex = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            catalogFolders.insert(components[...catalogIndex].joined(separator: "/"))
            guard let setIndex = components.firstIndex(where: { $0.hasSuffix(".imageset") }), setIndex > catalogIndex else { continue }
            folders.insert(components[...setIndex].joined(separator: "/"))
        }
        catalogs = catalogFolders.sorted()
        let documents = Dictionary(input.documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for folder in folders.sorted() {
            let folderName = folder.split(separator: "/").last.map(String.init) ?? folder
            let name = String(folderName.dropLast(".imageset".count))
            let contentsPath = folder + "/Contents.json"
            var set = ImageSet(
                name: name, folder: folder, location: SourceLocation(path: contentsPath), filenames: [], hasContents: false, imagesLocation: nil)
            if let document = documents[contentsPath], let value = document.parse.value {
                set.hasContents = true
                set.location = value.location(in: contentsPath)
                set.imagesLocation = value["images"]?.location(in: contentsPath)
                for image in value["images"]?.array ?? [] {
                    if let filename = ContentModel.string(image["filename"], contentsPath) { set.filenames.append(filename) }
                }
            } else if input.files.contains(contentsPath) {
                set.hasContents = true
            } else {
                set.location = SourceLocation(path: folder)
            }
            imageSets.append(set)
            if byName[name] == nil { byName[name] = set }
        }
    }
}
