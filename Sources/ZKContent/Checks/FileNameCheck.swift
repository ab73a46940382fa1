import ZKCore

/// Lint: the `id` of `games/<gameId>.json` and `dotpictures/<pictureId>.json` is the file name.
enum FileNameCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func check(_ id: Located<String>?, stem: String, path: String, kind: String) {
            guard let id, !id.value.hasSameCodePoints(as: stem) else { return }
            diagnostics.append(.mismatch(id, stem: stem, path: path, kind: kind))
        }
        for game in context.model.games { check(game.id, stem: game.fileStem, path: game.path, kind: "game") }
        for picture in context.model.dotPictures {
            check(picture.id, stem: picture.fileStem, path: picture.path, kind: "dot picture")
        }
        return diagnostics
    }
}

extension FileNameCheck {
    static let codes = [fileNameMismatch]

    public static let fileNameMismatch = DiagnosticCode(
        "ZK2038", .error, group: .zahlenkette, summary: "a game's or dot picture's ID differs from its file name",
        explanation: """
            `games/<gameId>.json` and `dotpictures/<pictureId>.json` are found by file name; the \
            `id` inside must be the file name without `.json`.
            """,
        example: .edit(
            DiagnosticExample("Content/games/hoer_hin.json", #"{ "id": "hoer_hin" }"#),
            broken: #"↓"wie_viele""#, fixed: #""hoer_hin""#))
}

extension Diagnostic {
    fileprivate static func mismatch(_ id: Located<String>, stem: String, path: String, kind: String) -> Diagnostic {
        Diagnostic(
            FileNameCheck.fileNameMismatch, "\(kind) ID '\(id.value)' differs from its file name '\(stem).json'",
            at: id.location,
            notes: [
                Diagnostic.Note(
                    "rename the file to '\(id.value).json' or set the ID to '\(stem)'", at: SourceLocation(path: path))
            ])
    }
}
