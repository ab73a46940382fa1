import Foundation
import ZKCore

/// Draws `[stage] message 42%` on one terminal line of standard error; silent when disabled
/// (CI, not a terminal, `--quiet`, machine-readable formats).
public struct ProgressReporter: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let silent = ProgressReporter(enabled: false)

    /// Reports `done` of `total` for `stage`.
    public func update(_ stage: String, _ message: String, done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        let percent = min(100, done * 100 / total)
        ToolMain.printError("\r\u{1B}[2K[\(stage)] \(message) \(percent)%", terminator: "")
    }

    /// Clears the progress line.
    public func finish() {
        guard enabled else { return }
        ToolMain.printError("\r\u{1B}[2K", terminator: "")
    }
}
