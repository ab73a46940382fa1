import ZKCore

/// Lint: each of the twelve GameIDs of spec 5.4.3 has a games file (checked when the content
/// has a `games/` folder at all).
enum GameCoverageCheck: Check {
    static let gameIDs = [
        "entdecken", "wie_viele", "hoer_hin", "was_fehlt", "blitzblick", "mehr_weniger", "nachspuren", "schuettelbox",
        "froschsprung", "zahlenmonster", "memory", "punkt_zu_punkt",
    ]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        guard !model.games.isEmpty else { return [] }
        let present = Set(model.games.map { CodePointString($0.fileStem) })
        return gameIDs.filter { !present.contains(CodePointString($0)) }.map {
            Diagnostic.missingGame($0, folder: model.gamesFolder)
        }
    }
}

extension GameCoverageCheck {
    static let codes = [missingGame]

    public static let missingGame = DiagnosticCode(
        "ZK2039", .error, phase: .crossLink, group: .zahlenkette, summary: "a game of spec 5.4.3 has no games file",
        explanation: """
            Each of the twelve GameIDs (entdecken, wie_viele, hoer_hin, was_fehlt, blitzblick, \
            mehr_weniger, nachspuren, schuettelbox, froschsprung, zahlenmonster, memory, \
            punkt_zu_punkt) needs `Content/games/<gameId>.json`. Reported at the games folder.
            """,
        broken: DiagnosticExample(games(gameIDs.filter { $0 != "memory" })).unlocated(["Content/games"]),
        fixed: DiagnosticExample(games(gameIDs)))

    /// A games file for each of `ids`, holding its `id` alone.
    static func games(_ ids: [String]) -> [DiagnosticExample.ExampleFile] {
        ids.map { DiagnosticExample.ExampleFile("Content/games/\($0).json", #"{ "id": "\#($0)" }"#) }
    }
}

extension Diagnostic {
    fileprivate static func missingGame(_ id: String, folder: String) -> Diagnostic {
        Diagnostic(
            GameCoverageCheck.missingGame, "game '\(id)' has no file \(folder)/\(id).json",
            at: SourceLocation(path: folder), notes: [Diagnostic.Note("the twelve GameIDs are those of spec 5.4.3")])
    }
}
