#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about where output goes: a terminal or not, colour allowed or not, CI or not.
public struct Terminal: Sendable {
    public var isInteractive: Bool
    public var colors: Bool
    public var isCI: Bool

    public init(isInteractive: Bool, colors: Bool, isCI: Bool) {
        self.isInteractive = isInteractive
        self.colors = colors
        self.isCI = isCI
    }

    /// Reads the process environment: colour only on a terminal with `NO_COLOR` unset and
    /// `TERM` not `dumb`; CI when `CI` is set to anything but `false` or `0`.
    public static func current(environment: [String: String]) -> Terminal {
        let tty = isatty(STDOUT_FILENO) == 1
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return Terminal(isInteractive: tty && !ci, colors: tty && !noColor && !dumb, isCI: ci)
    }

    /// Whether standard error is a terminal (where progress is drawn).
    public static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
