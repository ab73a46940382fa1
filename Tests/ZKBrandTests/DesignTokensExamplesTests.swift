import Foundation
import Testing
import ZKCore

@testable import ZKBrand

/// The JSON examples of the Design Tokens Format Module 2025.10 (Tests/Fixtures/brand/dtcg,
/// copied by scripts/extract-dtcg-examples.py with their licence): valid ones are accepted,
/// fragments (naming tokens of another example) report only the unresolved references, invalid
/// and inconsistent ones are rejected.
@Suite struct DesignTokensExamplesTests {
    static let folder = Fixtures.root + "/dtcg"

    static func files(_ kind: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + kind)) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
    }

    /// Errors of the token checks (the brand's own required tokens do not apply to the examples).
    static func errors(_ kind: String, _ name: String) throws -> [Diagnostic] {
        let file = try FileReader.read(folder + "/" + kind + "/" + name, displayPath: name).get()
        let options = BrandOptions(locales: [])
        return BrandAnalyzer.analyzeTokens(file: file, parse: JSONReader.read(file), options: options).diagnostics
            .filter { $0.severity == .error && $0.code != "ZK5014" }
    }

    @Test(arguments: files("valid"))
    func validExampleIsAccepted(_ name: String) throws {
        let errors = try Self.errors("valid", name)
        #expect(
            errors.isEmpty, "\(name): \(errors.map { "\($0.location?.description ?? "") \($0.message) [\($0.code)]" })")
    }

    @Test(arguments: files("fragment"))
    func fragmentReportsOnlyUnresolvedReferences(_ name: String) throws {
        let errors = try Self.errors("fragment", name)
        #expect(
            !errors.isEmpty && errors.allSatisfy { $0.code == "ZK5004" },
            "\(name): \(errors.map { "\($0.message) [\($0.code)]" })")
    }

    /// The examples the report marks invalid are circular references: rejected as cycles.
    @Test(arguments: files("invalid"))
    func invalidExampleIsRejectedAsACycle(_ name: String) throws {
        let errors = try Self.errors("invalid", name)
        #expect(
            !errors.isEmpty && errors.allSatisfy { $0.code == "ZK5005" },
            "\(name): \(errors.map { "\($0.message) [\($0.code)]" })")
    }

    /// What each inconsistent example is rejected for (SOURCES.md says why).
    static let inconsistentCodes: [String: Set<String>] = [
        "aliases-06.json": ["ZK5006"], "aliases-07.json": ["ZK5001"], "groups-06.json": ["ZK5007"],
        "groups-10.json": ["ZK5007"],
        "groups-12.json": ["ZK5007"], "groups-13.json": ["ZK5007"], "groups-17.json": ["ZK5006"],
        "terminology-00.json": ["ZK5006"],
    ]

    @Test(arguments: files("inconsistent"))
    func inconsistentExampleIsRejectedForWhatContradictsTheFormat(_ name: String) throws {
        let errors = try Self.errors("inconsistent", name)
        #expect(
            Set(errors.map(\.code)) == Self.inconsistentCodes[name],
            "\(name): \(errors.map { "\($0.message) [\($0.code)]" })")
    }

    @Test func everyExampleIsClassified() {
        #expect(Self.files("valid").count == 61)
        #expect(Self.files("fragment").count == 11)
        #expect(Self.files("invalid").count == 4)
        #expect(Self.files("inconsistent").count == 8)
    }
}
