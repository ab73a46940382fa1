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
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch content {
            case .text(let text): try Data(text.utf8).write(to: url)
            case .fixture(let name):
                try Data(contentsOf: URL(fileURLWithPath: ImageProbeTests.folder + name)).write(to: url)
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

    static let avatars: (String, Content) = (
        "Content/avatars.json", .text(#"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#)
    )
    static let set = "Content/Illustrations.xcassets/avatar_fuchs.imageset"

    /// The codes of the image checks, which the image tests filter on.
    static let imageCodes: Set<String> = [
        "ZK2054", "ZK2055", "ZK2056", "ZK2057", "ZK2058", "ZK2059", "ZK2060", "ZK2062", "ZK2028", "ZK2041", "ZK2053",
    ]

    /// An image set of `avatar_fuchs` naming the fixture images, each at the scale its name says.
    static func scaled(_ files: [(String, String)]) -> [(String, Content)] {
        let entries = files.map {
            #"    { "filename" : "\#($0.0)", "idiom" : "universal", "scale" : "\#($0.0.contains("@3x") ? "3x" : $0.0.contains("@2x") ? "2x" : "1x")" }"#
        }
        return [
            ("\(set)/Contents.json", .text("{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n")),
            avatars,
        ]
            + files.map { ("\(set)/\($0.0)", .fixture($0.1)) }
    }
}
