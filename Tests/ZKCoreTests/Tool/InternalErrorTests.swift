import Foundation
import Testing
import ZKCore

/// An error a command throws without a diagnostic of its own is an internal error: exit 3, one
/// ZK0009 naming the error, in every format.
@Suite struct InternalErrorTests {
    struct Surprise: Error, CustomStringConvertible {
        var description: String { "the stage table is empty" }
    }

    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ more: String) { lock.withLock { text += more } }
        var value: String { lock.withLock { text } }
    }

    static let spec = CommandSpec(name: "zk-test", abstract: "A command that throws.", options: ToolMain.commonOptions)

    @Test func aThrownErrorIsZK0009AndExitThree() throws {
        let output = Output()
        let code = ToolMain.run(
            spec: Self.spec, version: "1", registry: CodeRegistry(declarations: [ZKCoreChecks.all]),
            arguments: ["--format", "json"],
            environment: ["CI": "true"], standardOutput: { output.append($0) }, standardError: { _ in },
            handler: { _ in throw Surprise() })
        #expect(code == ExitCode.failure.rawValue)
        let diagnostic = try #require(JSONReader.read(text: output.value).value?["diagnostics"]?.array?.first)
        #expect(diagnostic["code"]?.string == InternalError.internalError.code)
        #expect(diagnostic["message"]?.string == "internal error: the stage table is empty")
        #expect(diagnostic["phase"]?.string == "check")
    }
}
