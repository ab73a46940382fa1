import ZKCore

/// Known findings recorded once (`--write-baseline`), so that only new ones fail
/// (`--baseline`): the ratchet for adopting the checker on an old catalog. Findings are matched
/// by code, file and message, not by line, so edits elsewhere in the file keep them matched.
public struct Baseline: Sendable, Hashable {
    public struct Finding: Sendable, Hashable {
        public var code: String
        public var path: String
        public var message: String
    }

    public var findings: [Finding]

    public init(findings: [Finding]) { self.findings = findings }

    public init(recording diagnostics: [Diagnostic]) {
        let findings = diagnostics.filter { $0.severity != .note }.map {
            Finding(code: $0.code, path: $0.location?.path ?? "", message: $0.message)
        }
        self.findings = findings.sorted { ($0.path, $0.code, $0.message) < ($1.path, $1.code, $1.message) }
    }

    /// Reads a baseline file; a malformed one is a `BaselineFileCheck` error at the place it goes wrong.
    public static func read(_ file: SourceFile) -> Result<Baseline, DiagnosticError> {
        let parsed = JSONReader.read(file)
        guard let root = parsed.value else {
            let first = parsed.diagnostics.first
            return .failure(DiagnosticError(Diagnostic(
                BaselineFileCheck.baselineInvalid, "baseline '\(file.path)' is not valid JSON: \(first?.message ?? "unreadable")",
                at: first?.location ?? SourceLocation(path: file.path))))
        }
        guard let list = root["findings"]?.array else {
            return .failure(DiagnosticError(Diagnostic(
                BaselineFileCheck.baselineInvalid, "baseline '\(file.path)' has no 'findings' array (write one with --write-baseline)",
                at: SourceLocation(path: file.path, start: root.position))))
        }
        var findings: [Finding] = []
        for item in list {
            guard let code = item["code"]?.string, let path = item["path"]?.string, let message = item["message"]?.string else {
                return .failure(DiagnosticError(Diagnostic(
                    BaselineFileCheck.baselineInvalid, "baseline finding must be an object with string members 'code', 'path' and 'message'",
                    at: SourceLocation(path: file.path, start: item.position))))
            }
            findings.append(Finding(code: code, path: path, message: message))
        }
        return .success(Baseline(findings: findings))
    }

    /// The file's bytes: pretty JSON, sorted, ending with a newline.
    public var bytes: [UInt8] {
        let list = findings.map { JSONValue.object([("code", .string($0.code)), ("path", .string($0.path)), ("message", .string($0.message))]) }
        return JSONWriter(style: .pretty).bytes(.object([("version", .int(1)), ("findings", .array(list))]))
    }

    /// The diagnostics the baseline does not know (each known finding absorbs one diagnostic).
    public func filter(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], known: Int) {
        var remaining: [Finding: Int] = [:]
        for finding in findings { remaining[finding, default: 0] += 1 }
        var result: [Diagnostic] = []
        var known = 0
        for diagnostic in diagnostics {
            let finding = Finding(code: diagnostic.code, path: diagnostic.location?.path ?? "", message: diagnostic.message)
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
