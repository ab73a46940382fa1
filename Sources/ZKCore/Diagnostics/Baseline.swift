/// Known findings recorded once (`--write-baseline`), so that only new ones fail
/// (`--baseline`): the ratchet for adopting the checks on an old project, shared by `zk-strings
/// check` and `zk-build check`. Findings are matched by code, file and message (the fingerprint),
/// not by line, so edits elsewhere in the file keep them matched. Reading a file is
/// `Baseline.read`, where its code is declared (zk-strings' `BaselineFileCheck`).
public struct Baseline: Sendable, Hashable {
    /// A recorded finding. Equal by code points: a message naming key "n\u{0303}" is not the
    /// finding recorded for its look-alike "ñ" (`==` on `String` would absorb it).
    public struct Finding: Sendable, Hashable {
        public var code: String
        public var path: String
        public var message: String

        public init(code: String, path: String, message: String) {
            self.code = code
            self.path = path
            self.message = message
        }

        public static func == (lhs: Finding, rhs: Finding) -> Bool {
            lhs.code.hasSameCodePoints(as: rhs.code) && lhs.path.hasSameCodePoints(as: rhs.path)
                && lhs.message.hasSameCodePoints(as: rhs.message)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(CodePointString(code))
            hasher.combine(CodePointString(path))
            hasher.combine(CodePointString(message))
        }
    }

    public var findings: [Finding]

    public init(findings: [Finding]) { self.findings = findings }

    public init(recording diagnostics: [Diagnostic]) {
        let findings = diagnostics.filter { $0.severity != .note }.map {
            Finding(code: $0.code, path: $0.location?.path ?? "", message: $0.message)
        }
        self.findings = findings.sorted {
            (CodePointString($0.path), CodePointString($0.code), CodePointString($0.message))
                < (CodePointString($1.path), CodePointString($1.code), CodePointString($1.message))
        }
    }

    /// The file's bytes: pretty JSON, sorted, ending with a newline.
    public var bytes: [UInt8] {
        let list = findings.map {
            JSONValue.object([("code", .string($0.code)), ("path", .string($0.path)), ("message", .string($0.message))])
        }
        return JSONWriter(style: .pretty).bytes(.object([("version", .int(1)), ("findings", .array(list))]))
    }

    /// The diagnostics the baseline does not know (each known finding absorbs one diagnostic).
    public func filter(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], known: Int) {
        var remaining: [Finding: Int] = [:]
        for finding in findings { remaining[finding, default: 0] += 1 }
        var result: [Diagnostic] = []
        var known = 0
        for diagnostic in diagnostics {
            let finding = Finding(
                code: diagnostic.code, path: diagnostic.location?.path ?? "", message: diagnostic.message)
            if let count = remaining[finding], count > 0 {
                remaining[finding] = count - 1
                known += 1
            } else {
                result.append(diagnostic)
            }
        }
        return (result, known)
    }
}
