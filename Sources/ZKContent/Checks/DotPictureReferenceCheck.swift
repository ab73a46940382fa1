import ZKCore

/// Lint: a sticker's `dotPicture` and a game step's `pictures` name existing dot pictures.
enum DotPictureReferenceCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        let defined = Set(model.dotPictures.compactMap { $0.id.map { CodePointString($0.value) } })
        let names = defined.map(\.string).sorted()
        var diagnostics: [Diagnostic] = []
        func check(_ reference: Located<String>, by owner: String) {
            guard !defined.contains(CodePointString(reference.value)) else { return }
            var message = "\(owner) names dot picture '\(reference.value)', which does not exist"
            if let near = EditDistance.nearest(to: reference.value, in: names) { message += "; did you mean '\(near)'?" }
            diagnostics.append(Diagnostic(
                ContentCodes.unknownDotPicture, message, at: reference.location,
                notes: [Diagnostic.Note("dot pictures are defined by files \(model.root)/dotpictures/<id>.json; '\(model.root)/dotpictures/\(reference.value).json' does not exist")]))
        }
        for sticker in model.stickers {
            if let reference = sticker.dotPicture { check(reference, by: "sticker '\(sticker.id?.value ?? "?")'") }
        }
        for game in model.games {
            for step in game.steps {
                for picture in step.pictures { check(picture, by: "step '\(step.name)' of game '\(game.id?.value ?? game.fileStem)'") }
            }
        }
        return diagnostics
    }
}
