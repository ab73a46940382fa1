/// Lint: one mistake, one error. A file with a syntax-phase error (it cannot be read as JSON, is
/// not UTF-8, cannot be opened) or a shape its schema rejects (`Diagnostic.breaksFile`) is broken: every later-phase diagnostic about its contents is
/// dropped, and the cross-links of every scope that read a broken file are not reported (their
/// targets may simply be in the unreadable part). One note says what was skipped and why. Errors
/// of several codes at one place are one mistake: the one with a fix-it is kept (`onePerPlace`).
public enum ErrorRecovery: DeclaresCodes {
    public static let skippedAfterBrokenInput = DiagnosticCode(
        "ZK0010", .note, phase: .summary, summary: "checks that depend on a broken file were skipped",
        explanation: """
            After a syntax error zk-build knows the file is broken, the way a compiler knows a \
            declaration is invalid: it reports the syntax error, stays silent about the file's \
            contents and does not report the cross-links that need it (a game naming a prompt of \
            the broken prompts.json, a locale whose manifest does not parse). A file that parses \
            but has the wrong shape for its schema (`"prompts": {}` where an array belongs, a \
            number where a string key belongs) is broken the same way: its schema errors are \
            reported, not the "unreferenced" or "missing" findings it would cause elsewhere. The \
            note stands beside the first such error and counts what was skipped. Fix it and run \
            again: the skipped checks run then.
            """,
        broken: DiagnosticExample([
            .init("Content/manifest.json", #"{ "schemaVersion": 1 }"#),
            .init("Audio-manifests/ru.json", "{ \"locale\": \"ru\" ↓\"entries\": [] }"),
        ]),
        fixed: DiagnosticExample([
            .init("Content/manifest.json", #"{ "schemaVersion": 1 }"#),
            .init("Audio-manifests/ru.json", #"{ "locale": "ru", "entries": [] }"#),
        ]))

    public static let codes = [skippedAfterBrokenInput]

    /// The diagnostics of one stage (or of a whole tool run) and the files it read; nil when
    /// unknown (then any broken file taints the scope).
    public struct Scope: Sendable {
        public var diagnostics: [Diagnostic]
        public var reads: Set<String>?

        public init(_ diagnostics: [Diagnostic], reads: Set<String>?) {
            self.diagnostics = diagnostics
            self.reads = reads
        }
    }

    /// The broken files of a run: path → the first syntax-phase or file-breaking error in it, or the error saying
    /// that a file the project needs is missing (`RequiredFileCheck`: a missing upstream input).
    public static func brokenFiles(_ diagnostics: [Diagnostic], triage: DiagnosticTriage) -> [String: SourceLocation] {
        var broken: [String: SourceLocation] = [:]
        for diagnostic in triage.ordered(diagnostics) where diagnostic.severity == .error {
            guard
                triage.phase(of: diagnostic) == .syntax || diagnostic.breaksFile
                    || RequiredFileCheck.isMissingRequiredFile(diagnostic),
                let location = diagnostic.location, broken[location.path] == nil
            else { continue }
            broken[location.path] = location
        }
        return broken
    }

    /// The diagnostics of every scope with the consequences of broken files removed, plus one
    /// ZK0010 note when anything was removed. A scope is tainted by the broken files it read
    /// and by those its own diagnostics name (a missing file is reported, not read).
    public static func silenceConsequences(_ scopes: [Scope], triage: DiagnosticTriage) -> [Diagnostic] {
        let scopes = onePerPlace(scopes, triage: triage)
        let broken = brokenFiles(scopes.flatMap(\.diagnostics), triage: triage)
        guard !broken.isEmpty else { return scopes.flatMap(\.diagnostics) }
        let misshapen = shapeBroken(scopes.flatMap(\.diagnostics), broken: broken, triage: triage)
        var kept: [Diagnostic] = []
        var skipped = 0
        var causes = Set<String>()
        for scope in scopes {
            let tainting =
                scope.reads.map { reads in
                    let named = Set(scope.diagnostics.compactMap { $0.location?.path })
                    return broken.keys.filter { reads.contains($0) || named.contains($0) }
                } ?? Array(broken.keys)
            for diagnostic in scope.diagnostics {
                let phase = triage.phase(of: diagnostic)
                // The structure errors of a file whose shape is wrong are all causes (the schema
                // read the whole file); what later phases say about its contents are consequences.
                let path = diagnostic.location?.path ?? ""
                if phase == .syntax || phase == .summary || (phase == .structure && misshapen.contains(path))
                    || (!misshapen.contains(path) && (diagnostic.location.map { broken[$0.path] == $0 } ?? false))
                {
                    kept.append(diagnostic)
                } else if let path = diagnostic.location?.path, broken[path] != nil {
                    skipped += 1
                    causes.insert(path)
                } else if phase == .crossLink, !tainting.isEmpty {
                    skipped += 1
                    causes.formUnion(tainting)
                } else {
                    kept.append(diagnostic)
                }
            }
        }
        let ordered = causes.sorted()
        // The note stands at the first cause with a position (a syntax error), else the first.
        guard skipped > 0, let first = ordered.first(where: { broken[$0]?.start != nil }) ?? ordered.first,
            let location = broken[first]
        else { return kept }
        let missing = Set(ordered.filter { broken[$0]?.start == nil })
        kept.append(
            Diagnostic(
                skippedAfterBrokenInput,
                skippedMessage(skipped, causes: ordered, missing: missing, misshapen: misshapen), at: location))
        return kept
    }

    /// One place, one error: where errors of several codes stand at the same value (a schema's
    /// pattern and a near-miss key, from two stages), a later phase's with a fix-it says how to
    /// fix it and the structure errors without one are dropped; of several with the same fix-it,
    /// the earliest phase's stays
    /// (the grammar error that names the capital, not the missing recording it causes). Errors
    /// alone at their place, or none with a fix-it, stay.
    static func onePerPlace(_ scopes: [Scope], triage: DiagnosticTriage) -> [Scope] {
        func place(_ diagnostic: Diagnostic) -> String? {
            guard diagnostic.severity == .error, let location = diagnostic.location, let start = location.start else {
                return nil
            }
            return "\(location.path)\u{0}\(start.line):\(start.column)"
        }
        var codes: [String: Set<String>] = [:]
        // Per place and replacement, the diagnostic that keeps it: the earliest phase, then code.
        var keeper: [String: [String: Diagnostic]] = [:]
        for diagnostic in scopes.flatMap(\.diagnostics) {
            guard let key = place(diagnostic) else { continue }
            codes[key, default: []].insert(diagnostic.code)
            guard let fixIt = diagnostic.fixIt else { continue }
            if let held = keeper[key]?[fixIt.replacement],
                (triage.phase(of: held), held.code) <= (triage.phase(of: diagnostic), diagnostic.code)
            {
                continue
            }
            keeper[key, default: [:]][fixIt.replacement] = diagnostic
        }
        return scopes.map { scope in
            var kept = scope
            kept.diagnostics.removeAll { diagnostic in
                guard let key = place(diagnostic), (codes[key]?.count ?? 0) > 1, let keepers = keeper[key] else {
                    return false
                }
                // Only a schema's generic rejection of the value yields to a later, specific
                // finding with a fix-it; two checks' findings at one place are two mistakes (a
                // literal app name in a URL that is no URL).
                guard let fixIt = diagnostic.fixIt else {
                    return triage.phase(of: diagnostic) == .structure
                        && keepers.values.contains { triage.phase(of: $0) > .structure }
                }
                return keepers[fixIt.replacement] != diagnostic
            }
            return kept
        }
    }

    /// The broken files whose first breaking error is one of shape (they parse).
    static func shapeBroken(
        _ diagnostics: [Diagnostic], broken: [String: SourceLocation], triage: DiagnosticTriage
    ) -> Set<String> {
        var out = Set<String>()
        for diagnostic in diagnostics where diagnostic.breaksFile && triage.phase(of: diagnostic) != .syntax {
            if let location = diagnostic.location, broken[location.path] == location { out.insert(location.path) }
        }
        return out
    }

    static func skippedMessage(
        _ count: Int, causes: [String], missing: Set<String>, misshapen: Set<String> = []
    ) -> String {
        let named = causes.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let others = causes.count > 3 ? " and \(plural(causes.count - 3, "other file"))" : ""
        let depend = count == 1 ? "depends" : "depend"
        let fix = causes.count == 1 ? "fix it" : "fix them"
        let shaped = causes.filter(misshapen.contains).count
        let state: String
        if shaped == causes.count {
            state = causes.count == 1 ? "has the wrong shape for its schema" : "have the wrong shape for their schemas"
        } else if missing.isEmpty {
            state = shaped > 0 ? "cannot be read or have the wrong shape" : "cannot be read"
        } else {
            state =
                missing.count == causes.count
                ? (causes.count == 1 ? "is missing" : "are missing") : "are missing or cannot be read"
        }
        return
            "skipped \(plural(count, "diagnostic")) that \(depend) on \(named)\(others), which \(state); \(fix) and run again"
    }
}
