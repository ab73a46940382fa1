import ZKCore

/// Lint: a dot picture's `sticker` is a sticker of `stickers.json` whose `dotPicture` names the
/// picture back.
enum DotPictureStickerCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        var stickers: [CodePointString: ContentModel.Sticker] = [:]
        for sticker in model.stickers {
            if let id = sticker.id.map({ CodePointString($0.value) }), stickers[id] == nil { stickers[id] = sticker }
        }
        let names = stickers.keys.map(\.string).sorted()
        var diagnostics: [Diagnostic] = []
        for picture in model.dotPictures {
            guard let reference = picture.sticker else { continue }
            let pictureID = picture.id?.value ?? picture.fileStem
            guard let sticker = stickers[CodePointString(reference.value)] else {
                var message = "dot picture '\(pictureID)' awards sticker '\(reference.value)', which stickers.json does not define"
                if let near = EditDistance.nearest(to: reference.value, in: names) { message += "; did you mean '\(near)'?" }
                diagnostics.append(Diagnostic(
                    ContentCodes.unknownSticker, message, at: reference.location,
                    notes: [Diagnostic.Note("sticker IDs are defined here", at: model.stickersPath.map { SourceLocation(path: $0) })]))
                continue
            }
            if let back = sticker.dotPicture, !back.value.hasSameCodePoints(as: pictureID) {
                diagnostics.append(Diagnostic(
                    ContentCodes.unknownSticker,
                    "dot picture '\(pictureID)' awards sticker '\(reference.value)', but that sticker belongs to dot picture '\(back.value)'",
                    at: reference.location, notes: [Diagnostic.Note("the sticker names its picture here", at: back.location)]))
            }
        }
        return diagnostics
    }
}
