import Foundation
import Testing
import ZKContent
import ZKCore

@testable import ZKContentCLI

/// Every tool, not only the driver, recovers after a broken file, orders causes first and takes
/// `--error-limit` (ToolMain does it for all of them).
@Suite struct ToolRecoveryTests {
    static func zkContent(_ project: TestProject, _ arguments: [String]) -> (code: Int32, out: String) {
        let out = Capture()
        let code = ToolMain.run(
            spec: ContentTool.spec, version: ContentTool.version, registry: ContentTool.registry,
            arguments: ["-C", project.root] + arguments, environment: ["CI": "true"],
            standardOutput: { out.append($0) },
            standardError: { out.append($0) }, handler: ContentTool.run)
        return (code, out.text)
    }

    @Test func zkContentReportsOneBadByteOnce() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try DiagnosticFlowTests.mutate("Content/prompts.json", in: project) {
            $0.replacingOccurrences(
                of: #""id": "prompt.feedback.try_again""#, with: #"id": "prompt.feedback.try_again""#)
        }
        let (code, out) = Self.zkContent(project, ["check", "Content", "--format", "json"])
        #expect(code == 1)
        let diagnostics = try #require(JSONReader.read(text: out).value?["diagnostics"]?.array, "\(out)")
        #expect(diagnostics.compactMap { $0["code"]?.string } == ["ZK0101", "ZK0010"], "\(out)")
    }

    @Test func zkContentTakesTheErrorLimit() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try DiagnosticFlowTests.mutate("Content/avatars.json", in: project) {
            $0.replacingOccurrences(of: #""id": "#, with: #""idd": "#)
        }
        let all = try #require(
            JSONReader.read(
                text: Self.zkContent(project, ["check", "Content", "--format", "json", "--error-limit", "0"]).out
            ).value)
        let limited = try #require(
            JSONReader.read(
                text: Self.zkContent(project, ["check", "Content", "--format", "json", "--error-limit", "3"]).out
            ).value)
        let errors = all["summary"]?["errors"]?.int ?? 0
        #expect(errors > 3)
        #expect(limited["summary"]?["errors"]?.int == errors, "the summary counts every error")
        let shown = limited["diagnostics"]?.array ?? []
        #expect(shown.filter { $0["severity"]?.string == "error" }.count == 3)
        #expect(shown.last?["code"]?.string == "ZK0011")
        #expect(
            shown.last?["message"]?.string
                == "\(errors - 3) more errors in Content/avatars.json (the first 3 are shown; --error-limit 0 shows all)"
        )
    }
}
