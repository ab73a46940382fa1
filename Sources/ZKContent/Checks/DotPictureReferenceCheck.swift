import ZKCore

/// Lint: a sticker's `dotPicture` and a game step's `pictures` name existing dot pictures.
enum DotPictureReferenceCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        let defined = Set(model.dotPictures.compactMap { $0.id.map { CodePointString($0.value) } })
        let names = defined.map(\.string).sorted()
        var diagnostics: [Diagnostic] = []
        func check(_ reference: Located<String>, by owner: String) {
            guard !defined.contains(CodePointString(reference.value)) else { return }
            diagnostics.append(
                .unknownDotPicture(
                    reference, by: owner, near: EditDistance.nearest(to: reference.value, in: names), root: model.root))
        }
        for sticker in model.stickers {
            if let reference = sticker.dotPicture { check(reference, by: "sticker '\(sticker.id?.value ?? "?")'") }
        }
        for game in model.games {
            for step in game.steps {
                for picture in step.pictures {
                    check(picture, by: "step '\(step.name)' of game '\(game.id?.value ?? game.fileStem)'")
                }
            }
        }
        return diagnostics
    }
}

extension DotPictureReferenceCheck {
    static let codes = [unknownDotPicture]

    public static let unknownDotPicture = DiagnosticCode(
        "ZK2022", .error, phase: .crossLink, group: .zahlenkette,
        summary: "a sticker or a game step names a dot picture that does not exist",
        explanation: """
            A sticker's `dotPicture` and the `pictures` of a Punkt-zu-Punkt step name dot pictures \
            by ID; each must be defined by a file `Content/dotpictures/<id>.json`.
            """,
        example: .edit(
            DiagnosticExample([
                DiagnosticExample.ExampleFile(
                    "Content/dotpictures/haus.json", #"{ "id": "haus", "sticker": "sticker.haus" }"#),
                DiagnosticExample.ExampleFile(
                    "Content/stickers.json", #"{ "stickers": [ { "id": "sticker.haus", "dotPicture": "haus" } ] }"#),
            ]),
            broken: #""dotPicture": ↓"hause""#, fixed: #""dotPicture": "haus""#))
}

extension Diagnostic {
    fileprivate static func unknownDotPicture(
        _ reference: Located<String>, by owner: String, near: String?, root: String
    ) -> Diagnostic {
        var message = "\(owner) names dot picture '\(reference.value)', which does not exist"
        if let near { message += "; did you mean '\(near)'?" }
        return Diagnostic(
            DotPictureReferenceCheck.unknownDotPicture, message, at: reference.location,
            notes: [
                Diagnostic.Note(
                    "dot pictures are defined by files \(root)/dotpictures/<id>.json; '\(root)/dotpictures/\(reference.value).json' does not exist"
                )
            ])
    }
}
