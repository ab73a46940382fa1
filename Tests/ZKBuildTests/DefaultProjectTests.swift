import Foundation
import Testing
import ZKBuild
import ZKCore

/// The embedded default project (the repository's own `Content/`, `Strings/`,
/// `Audio-manifests/`, `Brand/`) passes every stage without a finding.
@Suite struct DefaultProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func defaultProjectChecksClean() {
        let out = Capture()
        let err = Capture()
        let code = ZKBuildCommand.main(
            arguments: ["-C", Self.root, "check"], environment: ["CI": "true"], standardOutput: { out.append($0) },
            standardError: { err.append($0) })
        #expect(code == 0, "\(out.text)")
        #expect(out.text.hasPrefix("0 errors, 0 warnings in "), "\(out.text)")
    }
}
