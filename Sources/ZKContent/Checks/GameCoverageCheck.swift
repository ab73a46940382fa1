import ZKCore

/// Lint: each of the twelve GameIDs of spec 5.4.3 has a games file (checked when the content
/// has a `games/` folder at all).
enum GameCoverageCheck: ContentCheck {
    static let gameIDs = [
        "entdecken", "wie_viele", "hoer_hin", "was_fehlt", "blitzblick", "mehr_weniger", "nachspuren", "schuettelbox",
        "froschsprung", "zahlenmonster", "memory", "punkt_zu_punkt",
    ]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        guard !model.games.isEmpty else { return [] }
        let present = Set(model.games.map(\.fileStem))
        return gameIDs.filter { !present.contains($0) }.map { id in
            Diagnostic(
                GameCoverageCheck.missingGame, "game '\(id)' has no file \(model.gamesFolder)/\(id).json",
                at: SourceLocation(path: model.gamesFolder), notes: [Diagnostic.Note("the twelve GameIDs are those of spec 5.4.3")])
        }
    }
}

extension GameCoverageCheck: DeclaresCodes {
    static let codes = [missingGame]

    public static let missingGame = DiagnosticCode(
        "ZK2039", .error, phase: .crossLink, summary: "a game of spec 5.4.3 has no games file",
        explanation: """
            Each of the twelve GameIDs (entdecken, wie_viele, hoer_hin, was_fehlt, blitzblick, \
            mehr_weniger, nachspuren, schuettelbox, froschsprung, zahlenmonster, memory, \
            punkt_zu_punkt) needs `Content/games/<gameId>.json`. Reported at the games folder.
            """)
}
