import ZKCore

/// Lint: the baseline file of `--baseline` cannot be used: not JSON, no `findings` array, or a
/// finding without its string members. The check refuses the whole file (a half-read baseline
/// would report known findings as new, or hide new ones).
enum BaselineFileCheck: DeclaresCodes {
    static let baselineInvalid = DiagnosticCode(
        "ZK3030", .error, phase: .structure, summary: "the baseline file cannot be used",
        explanation: """
            `--baseline FILE` names a JSON file of known findings written by \
            `zk-strings check --write-baseline FILE` or `zk-build check --write-baseline FILE`: `{ "version" : 1, "findings" : [ { "code", \
            "path", "message" } ] }`. Findings it lists are not reported again; only new ones \
            fail. A file that is not JSON of that shape is refused, at the place it goes wrong.
            """,
        broken: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile(
                    "known-findings.json",
                    """
                    {
                      "findings" : [
                        ↓{
                          "code" : "\(TranslatorCommentCheck.missingComment.code)",
                          "path" : "Strings/Content.xcstrings"
                        }
                      ],
                      "version" : 1
                    }
                    """),
            ], command: command),
        fixed: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile(
                    "known-findings.json",
                    """
                    {
                      "findings" : [
                        {
                          "code" : "\(TranslatorCommentCheck.missingComment.code)",
                          "path" : "Strings/Content.xcstrings",
                          "message" : "key 'game.hoer_hin.title' has no translator comment"
                        }
                      ],
                      "version" : 1
                    }
                    """),
            ], command: command))

    static let codes = [baselineInvalid]

    /// The command of the examples.
    static let command = ["zk-strings", "check", "--baseline", "known-findings.json"]

    /// The baseline in `file`, or the first reason it cannot be used.
    static func read(_ file: SourceFile) -> Result<Baseline, DiagnosticError> {
        let parsed = JSONReader.read(file)
        guard let root = parsed.value else {
            let first = parsed.diagnostics.first
            return .failure(
                DiagnosticError(
                    notJSON(
                        file.path, first?.message ?? "unreadable",
                        at: first?.location ?? SourceLocation(path: file.path))))
        }
        guard let list = root["findings"]?.array else {
            let place = root["findings"] ?? root
            return .failure(
                DiagnosticError(
                    noFindings(
                        file.path, found: root["findings"]?.typeName,
                        at: SourceLocation(path: file.path, start: place.position))))
        }
        var findings: [Baseline.Finding] = []
        for item in list {
            guard let code = item["code"]?.string, let path = item["path"]?.string,
                let message = item["message"]?.string
            else {
                let missing = ["code", "path", "message"].filter { item[$0]?.string == nil }
                return .failure(
                    DiagnosticError(
                        badFinding(
                            file.path, missing: missing, isObject: item.object != nil,
                            at: SourceLocation(path: file.path, start: item.position))))
            }
            findings.append(Baseline.Finding(code: code, path: path, message: message))
        }
        return .success(Baseline(findings: findings))
    }

    static func notJSON(_ path: String, _ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(baselineInvalid, "baseline '\(path)' is not valid JSON: \(reason)", at: location)
    }

    static func noFindings(_ path: String, found: String?, at location: SourceLocation) -> Diagnostic {
        let what = found.map { "'findings' must be an array, found \($0)" } ?? "it has no 'findings' array"
        return Diagnostic(
            baselineInvalid, "baseline '\(path)' cannot be used: \(what) (write one with --write-baseline)",
            at: location)
    }

    static func badFinding(_ path: String, missing: [String], isObject: Bool, at location: SourceLocation) -> Diagnostic
    {
        let names = missing.map { "'\($0)'" }.joined(separator: ", ")
        let message =
            isObject
            ? "finding of baseline '\(path)' lacks the string member\(missing.count == 1 ? "" : "s") \(names)"
            : "finding of baseline '\(path)' must be an object with string members 'code', 'path' and 'message'"
        return Diagnostic(baselineInvalid, message, at: location)
    }
}

extension Baseline {
    /// Reads a baseline file; a malformed one is a `BaselineFileCheck` error at the place it goes wrong.
    public static func read(_ file: SourceFile) -> Result<Baseline, DiagnosticError> {
        BaselineFileCheck.read(file)
    }
}
