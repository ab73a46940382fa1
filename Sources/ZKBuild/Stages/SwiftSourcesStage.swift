import ZKCore
import ZKProject
import ZKSwiftSource

/// Reads the app's Swift sources (`swiftSources` in zk-build.json; without a profile, every
/// folder discovery found Swift or Objective-C files in) with ZKCore's lexer and hands the strings
/// stage every String Catalog key the code uses and every literal it holds (`CodeIndex`). The
/// Objective-C files (`.m`, `.mm`) of those folders give their literals alone
/// (`ObjectiveCLiterals`): a key one of them equals is used; so do the string values of the app's
/// own JSON data files there (btlb's `Libraries.json` names the keys of its libraries' texts),
/// but for asset catalogs' and Xcode projects' JSON and files over 4 MB. Build and vendor
/// folders are never read (`skippedFolders`), nor the build folder, nor test targets (folders
/// named `Tests` or `…Tests`).
public struct SwiftSourcesStage: Stage {
    public let name = "swift"
    public let dependencies: [String] = []
    public let products: Set<StageProduct.Kind> = [.code]
    public let version = "3"

    public init() {}

    /// Folders whose Swift files are not the app's: build output and package managers' checkouts.
    public static let skippedFolders: Set<String> = ProjectDiscovery.skippedFolders.union([
        "vendor", "Vendor", "SourcePackages", "checkouts",
    ])

    public func inputs(in project: Project) -> [String] {
        let configuration = project.configuration
        guard let sources = configuration.swiftSources else { return [] }
        var found = Set<String>()
        for source in sources {
            let path = source == "." ? "" : source
            if Self.isSourceFile(path), !project.isDirectory(path) {
                if project.exists(path) { found.insert(path) }
                continue
            }
            guard path.isEmpty || project.isDirectory(path) else { continue }
            let files =
                path.isEmpty
                ? DirectoryWalker.files(
                    under: project.root, extensions: Self.readExtensions, boundary: project.boundary)
                : project.files(under: path, extensions: Self.readExtensions)
            // zk-build's own outputs (`outputs.brandSwift` inside the app's folder) are not sources.
            for file in files
            where Self.isAppSource(file, buildPath: configuration.buildPath) && !configuration.isOutputPath(file)
                && (!file.hasSuffix(".json") || Self.isDataFile(file))
            {
                found.insert(file)
            }
        }
        return found.sorted()
    }

    /// The file extensions read: Swift, and Objective-C for its literals.
    static let extensions: Set<String> = ObjectiveCLiterals.extensions.union(["swift"])

    /// The extensions read under a folder: the code's, and the app's JSON data.
    static let readExtensions: Set<String> = extensions.union(["json"])

    /// Whether a JSON file is the app's data: not an asset catalog's, an Xcode project's or a
    /// package manager's (`Contents.json`, `Package.resolved` are no data of the app).
    static func isDataFile(_ path: String) -> Bool {
        !path.split(separator: "/").dropLast().contains { folder in
            [".xcassets", ".xcodeproj", ".xcworkspace"].contains { folder.hasSuffix($0) }
        }
    }

    /// Every string value of a JSON file (keys not included), its data's names of keys.
    static func jsonStrings(_ file: SourceFile) -> Set<String> {
        guard file.bytes.count <= 4 << 20, let root = JSONReader.read(file).value else { return [] }
        var found = Set<String>()
        var pending = [root]
        while let value = pending.popLast() {
            if let text = value.string {
                found.insert(text)
            } else if let object = value.object {
                pending += object.members.map(\.value)
            } else if let array = value.array {
                pending += array
            }
        }
        return found
    }

    /// Whether a path names a file the stage reads (`.swift`, `.m`, `.mm`).
    static func isSourceFile(_ path: String) -> Bool {
        extensions.contains { path.hasSuffix("." + $0) }
    }

    /// Whether a project-relative Swift file lies outside build and vendor folders.
    static func isAppSource(_ path: String, buildPath: String) -> Bool {
        guard !path.hasPrefix(buildPath + "/") else { return false }
        // Test targets (`Tests/`, `AppTests/`, `AppUITests/`) are not the app: their literals are fixtures.
        return !path.split(separator: "/").dropLast().contains {
            skippedFolders.contains(String($0)) || $0.hasSuffix("Tests")
        }
    }

    public func hasInputs(in project: Project) -> Bool { !inputs(in: project).isEmpty }

    /// The loose images of the source folders count by name alone (`UIImage(named:)` finds them).
    public func metadataInputs(in project: Project) -> [String] { looseImageFiles(in: project) }

    /// The image extensions a bundle's loose files are looked up with.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "heic", "gif", "svg", "webp"]

    /// The image files in the source folders outside asset catalogs and build folders.
    func looseImageFiles(in project: Project) -> [String] {
        let configuration = project.configuration
        guard let sources = configuration.swiftSources else { return [] }
        var found = Set<String>()
        for source in sources {
            let path = source == "." ? "" : source
            guard path.isEmpty || project.isDirectory(path) else { continue }
            let files =
                path.isEmpty
                ? DirectoryWalker.files(
                    under: project.root, extensions: Self.imageExtensions, boundary: project.boundary)
                : project.files(under: path, extensions: Self.imageExtensions)
            for file in files where Self.isAppSource(file, buildPath: configuration.buildPath) {
                let folders = file.split(separator: "/").dropLast()
                if !folders.contains(where: { $0.hasSuffix(".xcassets") || $0.hasSuffix(".icon") }) {
                    found.insert(file)
                }
            }
        }
        return found.sorted()
    }

    /// `Resources/logo@2x~ipad.png` → `logo`: the name a bundle lookup gives.
    static func imageName(_ path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        if let tilde = name.firstIndex(of: "~") { name = name[..<tilde] }
        if let at = name.range(of: "@", options: .backwards), name[at.upperBound...].hasSuffix("x") {
            name = name[..<at.lowerBound]
        }
        return String(name)
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let paths = inputs(in: project)
        guard !paths.isEmpty else { return StageResult() }
        let perFile = parallelMap(paths, jobs: context.jobs) { path -> (SwiftKeyExtractor.FileResult?, [Diagnostic]) in
            switch project.read(path) {
            case .success(let file) where path.hasSuffix(".swift"): (SwiftKeyExtractor.extract(file), [])
            case .success(let file) where path.hasSuffix(".json"): (.literalsOnly(Self.jsonStrings(file)), [])
            case .success(let file): (ObjectiveCLiterals.extract(file), [])
            case .failure(let error): (nil, [error.diagnostic])
            }
        }
        var index = CodeIndex(files: paths)
        var literals = Set<String>()
        var members = Set<String>()
        var identifiers = Set<String>()
        var declared = Set<String>()
        var diagnostics: [Diagnostic] = []
        for (result, problems) in perFile {
            diagnostics += problems
            guard let result else { continue }
            index.keyUses += result.keyUses
            literals.formUnion(result.literals)
            members.formUnion(result.memberAccesses)
            index.assetUses += result.assetUses
            identifiers.formUnion(result.identifiers)
            declared.formUnion(result.declaredMembers)
            diagnostics += result.diagnostics
        }
        index.literals = literals.sorted()
        index.memberAccesses = members.sorted()
        index.identifiers = identifiers.sorted()
        index.declaredMembers = declared.sorted()
        index.looseImages = Set(looseImageFiles(in: project).map(Self.imageName)).sorted()
        return StageResult(diagnostics: diagnostics, products: StageProducts([.code(index)]), filesRead: paths)
    }
}
