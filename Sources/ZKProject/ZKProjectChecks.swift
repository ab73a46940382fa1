import ZKCore

/// ZKProject's one list of what declares codes: the project index's reader (`zk-build.json`'s
/// neighbour `build/index.json`, read by every tool run alone with `--index`).
public enum ZKProjectChecks {
    public static var all: [any DeclaresCodes.Type] { [ProjectIndex.self] }

    /// Every code of the shared vocabulary, in code order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}
