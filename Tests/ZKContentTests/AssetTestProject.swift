import Foundation
import ZKCore
@testable import ZKContent

/// A throwaway project folder for the asset tests: text files written as given, binary images
/// copied from `Tests/Fixtures/assets/images`, then loaded from disk as zk-build loads them.
struct AssetTestProject {
    let root: String

    enum Content {
        case text(String)
        case fixture(String)
    }

    init(_ files: [(String, Content)]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("zk-assets-\(UUID().uuidString)").path
        for (path, content) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch content {
            case .text(let text): try Data(text.utf8).write(to: url)
            case .fixture(let name): try Data(contentsOf: URL(fileURLWithPath: ImageProbeTests.folder + name)).write(to: url)
            }
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    func input(catalogs: [AssetCatalogSource]? = nil) -> ContentInput {
        ContentLoader.load(projectRoot: root, contentPath: "Content", jobs: 2, catalogs: catalogs)
    }

    /// `CODE path:line:col` of every diagnostic of the given codes.
    func findings(_ codes: Set<String>, catalogs: [AssetCatalogSource]? = nil) -> [String] {
        ContentChecker.run(input(catalogs: catalogs)).diagnostics.filter { codes.contains($0.code) }.map {
            "\($0.code) \($0.location?.description ?? "-")"
        }
    }

    /// Runs `body` on a project made of `files`, then removes it.
    static func with<T>(_ files: [(String, Content)], _ body: (AssetTestProject) throws -> T) throws -> T {
        let project = try AssetTestProject(files)
        defer { project.remove() }
        return try body(project)
    }

    static let avatars: (String, Content) = ("Content/avatars.json", .text(#"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#))
    static let set = "Content/Illustrations.xcassets/avatar_fuchs.imageset"
}
