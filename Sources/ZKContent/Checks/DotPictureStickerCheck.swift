import ZKCore

/// Lint: a dot picture's `sticker` is a sticker of `stickers.json` whose `dotPicture` names the
/// picture back. When the sticker names a picture that does not exist, that dangling reference
/// is the mistake (DotPictureReferenceCheck reports it at the sticker) and this check stays silent about the picture.
enum DotPictureStickerCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        var stickers: [CodePointString: ContentModel.Sticker] = [:]
        for sticker in model.stickers {
            if let id = sticker.id.map({ CodePointString($0.value) }), stickers[id] == nil { stickers[id] = sticker }
        }
        let names = stickers.keys.map(\.string).sorted()
        let pictureIDs = Set(model.dotPictures.compactMap { $0.id.map { CodePointString($0.value) } })
        var diagnostics: [Diagnostic] = []
        for picture in model.dotPictures {
            guard let reference = picture.sticker else { continue }
            let pictureID = picture.id?.value ?? picture.fileStem
            guard let sticker = stickers[CodePointString(reference.value)] else {
                diagnostics.append(
                    .unknownSticker(
                        reference, picture: pictureID, near: EditDistance.nearest(to: reference.value, in: names),
                        stickersPath: model.stickersPath))
                continue
            }
            if let back = sticker.dotPicture, !back.value.hasSameCodePoints(as: pictureID),
                pictureIDs.contains(CodePointString(back.value))
            {
                diagnostics.append(.otherPicturesSticker(reference, picture: pictureID, owner: back))
            }
        }
        return diagnostics
    }
}

extension DotPictureStickerCheck {
    static let codes = [unknownSticker]

    public static let unknownSticker = DiagnosticCode(
        "ZK2023", .error, phase: .crossLink, group: .zahlenkette,
        summary: "a dot picture names a sticker that does not exist or belongs to another picture",
        explanation: """
            A dot picture's `sticker` is the sticker it awards: the `id` of an entry of \
            `Content/stickers.json` whose `dotPicture` names this picture back.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(
                "Content/dotpictures/haus.json", #"{ "id": "haus", "sticker": ↓"sticker.house" }"#),
            DiagnosticExample.ExampleFile(
                "Content/stickers.json", #"{ "stickers": [ { "id": "sticker.haus", "dotPicture": "haus" } ] }"#),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(
                "Content/dotpictures/haus.json", #"{ "id": "haus", "sticker": "sticker.haus" }"#),
            DiagnosticExample.ExampleFile(
                "Content/stickers.json", #"{ "stickers": [ { "id": "sticker.haus", "dotPicture": "haus" } ] }"#),
        ]))
}

extension Diagnostic {
    fileprivate static func unknownSticker(
        _ reference: Located<String>, picture: String, near: String?, stickersPath: String?
    ) -> Diagnostic {
        var message =
            "dot picture '\(picture)' awards sticker '\(reference.value)', which stickers.json does not define"
        if let near { message += "; did you mean '\(near)'?" }
        return Diagnostic(
            DotPictureStickerCheck.unknownSticker, message, at: reference.location,
            notes: [Diagnostic.Note("sticker IDs are defined here", at: stickersPath.map { SourceLocation(path: $0) })])
    }

    fileprivate static func otherPicturesSticker(
        _ reference: Located<String>, picture: String, owner: Located<String>
    ) -> Diagnostic {
        Diagnostic(
            DotPictureStickerCheck.unknownSticker,
            "dot picture '\(picture)' awards sticker '\(reference.value)', but that sticker belongs to dot picture '\(owner.value)'",
            at: reference.location, notes: [Diagnostic.Note("the sticker names its picture here", at: owner.location)])
    }
}
