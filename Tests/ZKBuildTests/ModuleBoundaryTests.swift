import Foundation
import Testing

/// DESIGN.md's module graph, checked on the sources: every module imports only what the graph
/// below allows (and system modules). The shared layers (ZKCore, and beside it ZKProject, ZKSchema
/// and ZKSwiftSource) sit under the tool modules; a tool module never imports another tool module;
/// only ZKBuild knows them all; DawgReader imports nothing of the toolchain.
@Suite struct ModuleBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path
    static let system: Set<String> = ["Foundation", "FoundationXML", "Glibc", "Darwin", "Musl", "Dispatch"]
    static let shared: Set<String> = ["ZKCore", "ZKProject", "ZKSchema", "ZKSwiftSource"]
    static let toolModules = ["ZKDawg", "ZKContent", "ZKStrings", "ZKAudio", "ZKBrand"]

    /// Who may import whom (besides system modules). The one edge between two tools' modules:
    /// zk-strings run alone reads the app names through the brand model (ZKStringsCLI → ZKBrand),
    /// as the driver hands them on, so the two cannot disagree.
    static let graph: [String: Set<String>] = [
        "ZKCore": [],
        "ZKProject": ["ZKCore"],
        "ZKSchema": ["ZKCore"],
        "ZKSwiftSource": ["ZKCore", "ZKProject"],
        "DawgReader": [],
        "ZKDawg": shared.union(["DawgReader"]),
        "ZKContent": shared,
        "ZKStrings": shared,
        "ZKAudio": shared,
        "ZKBrand": shared,
        "ZKDawgCLI": shared.union(["ZKDawg", "DawgReader"]),
        "ZKContentCLI": shared.union(["ZKContent"]),
        "ZKStringsCLI": shared.union(["ZKStrings", "ZKBrand"]),
        "ZKAudioCLI": shared.union(["ZKAudio"]),
        "ZKBrandCLI": shared.union(["ZKBrand"]),
        "ZKBuild": shared.union(toolModules).union(["DawgReader"]),
    ]

    static func imports(of module: String) -> [(file: String, module: String)] {
        let folder = sources + "/" + module
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [(String, String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift"), let text = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            else { continue }
            // At the start of a line only: generated Swift in string literals is indented.
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                found.append((module + "/" + path, String(line.dropFirst(7)).trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    @Test(arguments: graph.keys.sorted())
    func moduleImportsOnlyWhatTheGraphAllows(_ module: String) {
        let imports = Self.imports(of: module)
        #expect(!imports.isEmpty, "\(module) has no sources")
        for (file, imported) in imports {
            #expect(
                Self.system.contains(imported) || Self.graph[module, default: []].contains(imported),
                "\(file) imports \(imported)")
        }
    }

    /// Every library module of the package is in the graph: a new module is placed on purpose.
    @Test func everyModuleIsInTheGraph() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources)
        let libraries = folders.filter { $0.hasPrefix("ZK") || $0 == "DawgReader" }
        #expect(Set(libraries) == Set(Self.graph.keys))
    }

    /// The graph itself: no tool module imports another, and the shared layers import no tool.
    @Test func toolModulesStandOnSharedLayersOnly() {
        for module in Self.toolModules {
            #expect(Self.graph[module, default: []].isDisjoint(with: Self.toolModules), "\(module)")
        }
        for module in Self.shared {
            #expect(Self.graph[module, default: []].isSubset(of: Self.shared), "\(module)")
        }
    }

    /// ZKCore is the core, not the place for everything two tools need: under 15 % of `Sources/`.
    @Test func coreIsASmallPartOfTheSources() throws {
        func lines(_ folder: String) -> Int {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return 0 }
            var count = 0
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = (try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)) ?? ""
                count += text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
            return count
        }
        let core = lines(Self.sources + "/ZKCore")
        let all = lines(Self.sources)
        #expect(core > 0 && all > 0)
        #expect(Double(core) / Double(all) < 0.15, "ZKCore is \(core) of \(all) lines")
    }
}
