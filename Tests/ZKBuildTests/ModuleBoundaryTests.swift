import Foundation
import Testing

/// DESIGN.md's module rule, checked on the sources: a tool module imports ZKCore and system
/// modules only, never another tool module (ZKDawg also builds on DawgReader, the one reader);
/// DawgReader imports system modules only; only ZKBuild knows them all.
@Suite struct ModuleBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path
    static let toolModules = ["ZKDawg", "ZKContent", "ZKStrings", "ZKAudio", "ZKBrand"]
    static let system: Set<String> = ["Foundation", "FoundationXML", "Glibc", "Darwin", "Musl", "Dispatch"]
    /// What a tool module may import besides ZKCore.
    static let allowed: [String: Set<String>] = ["ZKDawg": ["DawgReader"]]

    static func imports(of module: String) -> [(file: String, module: String)] {
        let folder = sources + "/" + module
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [(String, String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift"), let text = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                found.append((module + "/" + path, String(line.dropFirst(7)).trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    @Test(arguments: toolModules)
    func toolModuleImportsOnlyZKCore(_ module: String) {
        for (file, imported) in Self.imports(of: module) {
            #expect(
                imported == "ZKCore" || Self.system.contains(imported)
                    || Self.allowed[module, default: []].contains(imported),
                "\(file) imports \(imported)")
        }
    }

    /// The app links DawgReader alone: Foundation and the C library, nothing of the toolchain.
    @Test func dawgReaderImportsOnlySystemModules() {
        let imports = Self.imports(of: "DawgReader")
        #expect(!imports.isEmpty)
        for (file, imported) in imports {
            #expect(["Foundation", "Glibc", "Darwin", "Musl"].contains(imported), "\(file) imports \(imported)")
        }
    }

    @Test func coreImportsNoProjectModule() {
        for (file, imported) in Self.imports(of: "ZKCore") {
            #expect(Self.system.contains(imported), "\(file) imports \(imported)")
        }
    }
}
