import ZKCore

/// Lint: the `id` of `games/<gameId>.json` and `dotpictures/<pictureId>.json` is the file name.
enum FileNameCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func check(_ id: Located<String>?, stem: String, path: String, kind: String) {
            guard let id, !id.value.hasSameCodePoints(as: stem) else { return }
            diagnostics.append(Diagnostic(
                ContentCodes.fileNameMismatch, "\(kind) ID '\(id.value)' differs from its file name '\(stem).json'", at: id.location,
                notes: [Diagnostic.Note("rename the file to '\(id.value).json' or set the ID to '\(stem)'", at: SourceLocation(path: path))]))
        }
        for game in context.model.games { check(game.id, stem: game.fileStem, path: game.path, kind: "game") }
        for picture in context.model.dotPictures { check(picture.id, stem: picture.fileStem, path: picture.path, kind: "dot picture") }
        return diagnostics
    }
}
