import Foundation
import Testing
import ZKBuild
import ZKCore

/// Icon Composer documents found where apps keep them (issue 49): zero-configuration `check`
/// reads an `AppIcon.icon` at the root (IceCubesApp's place) or beside the asset catalog, `init`
/// writes a root that finds it again, and a configuration naming the catalog finds its neighbour.
@Suite struct IconComposerDiscoveryTests {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"/>"#

    static func json(_ image: String) -> String {
        """
        {
          "fill" : "automatic",
          "groups" : [
            {
              "layers" : [
                {
                  "glass" : true,
                  "image-name" : "\(image)",
                  "name" : "Front"
                }
              ],
              "shadow" : {
                "kind" : "neutral",
                "opacity" : 0.5
              }
            }
          ],
          "supported-platforms" : {
            "squares" : "shared"
          }
        }
        """
    }

    static func project(_ icon: String, image: String, extra: [String: String] = [:]) throws -> TestProject {
        let project = TestProject(existing: NSTemporaryDirectory() + "zk-build-icon-\(UUID().uuidString)")
        try project.write("\(icon)/icon.json", json(image))
        try project.write("\(icon)/Assets/Front.svg", svg)
        for (path, text) in extra { try project.write(path, text) }
        return project
    }

    static func findings(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    }

    @Test func aDocumentAtTheRootIsFoundAndChecked() throws {
        let broken = try Self.project("AppIcon.icon", image: "Front.png")
        defer { try? FileManager.default.removeItem(atPath: broken.root) }
        let check = broken.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 1)
        #expect(
            Self.findings(check.out) == [
                "AppIcon.icon/icon.json:8:26: error: layer image 'Front.png' of 'AppIcon.icon' is not in AppIcon.icon/Assets/; did you mean 'Front.svg'? [ZK2071]"
            ], "\(check.out)")
        let clean = try Self.project("AppIcon.icon", image: "Front.svg")
        defer { try? FileManager.default.removeItem(atPath: clean.root) }
        let quiet = clean.run(["check"], stages: StageCatalog.stages)
        #expect(quiet.code == 0 && Self.findings(quiet.out).isEmpty, "\(quiet.out)")
    }

    @Test func initWritesARootThatFindsTheDocumentAgain() throws {
        let project = try Self.project("App/AppIcon.icon", image: "Front.pdf")
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let initRun = project.run(["init"], stages: StageCatalog.stages)
        #expect(initRun.code == 0, "\(initRun.err)")
        #expect(initRun.out.contains("Icon Composer documents: 1, every one under App at each run"), "\(initRun.out)")
        #expect(initRun.out.contains("stages: content"), "\(initRun.out)")
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(
            Self.findings(check.out).map { $0.prefix(while: { $0 != " " }) } == ["App/AppIcon.icon/icon.json:8:26:"],
            "\(check.out)")
    }

    /// Named catalogs: the document beside one is read with it.
    @Test func aConfiguredCatalogsNeighbourIsRead() throws {
        let extra = [
            "zk-build.json": #"{ "assetCatalogs": ["App/Assets.xcassets"] }"#,
            "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        ]
        let project = try Self.project("App/AppIcon.icon", image: "Back.svg", extra: extra)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(
            Self.findings(check.out).map { $0.prefix(while: { $0 != " " }) } == ["App/AppIcon.icon/icon.json:8:26:"],
            "\(check.out)")
    }
}
