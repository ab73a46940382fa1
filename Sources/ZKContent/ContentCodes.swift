import ZKCore

/// Codes of zk-content (`ZK2xxx`): schemas (ZK200x–ZK201x) and the cross-link rules (ZK202x–ZK204x).
public enum ContentCodes {
    typealias File = DiagnosticExample.ExampleFile

    static let dialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

    // MARK: Instances against schemas, declared with their checks (SchemaValidator, SchemaAssignment)

    public static let schemaViolation = SchemaValidator.schemaViolation

    public static let wrongFileKind = SchemaValidator.wrongFileKind

    public static let noSchema = SchemaAssignment.noSchema

    public static let schemaNotFound = SchemaAssignment.schemaNotFound

    // MARK: The schemas themselves, declared with the compiler (SchemaCompiler)

    public static let unsupportedKeyword = SchemaCompiler.unsupportedKeyword

    public static let unresolvedReference = SchemaCompiler.unresolvedReference

    public static let referenceCycle = SchemaCompiler.referenceCycle

    public static let invalidSchema = SchemaCompiler.invalidSchema

    // MARK: IDs and references (ZK202x)

    public static let duplicateID = DiagnosticCode(
        "ZK2020", .error, summary: "an ID is defined twice",
        explanation: """
            Every `id` of the content (games, prompts, friends, stickers, decorations, avatars, dot \
            pictures) is unique within its file and across all files: the app looks them up in one \
            table. The second definition is reported, the first is noted.
            """,
        broken: DiagnosticExample([
            File("Content/avatars.json", #"{ "avatars": [ { "id": "friend.01" } ] }"#),
            File("Content/friends.json", #"{ "friends": [ { "id": ↓"friend.01", "number": 1 } ] }"#),
        ]),
        fixed: DiagnosticExample([
            File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs" } ] }"#),
            File("Content/friends.json", #"{ "friends": [ { "id": "friend.01", "number": 1 } ] }"#),
        ]))

    public static let unknownPrompt = DiagnosticCode(
        "ZK2021", .error, summary: "a game names a prompt that prompts.json does not define",
        explanation: """
            A game's `prompts` lists the IDs of the spoken lines it uses; each must be the `id` of \
            an entry of `Content/prompts.json`, or the game falls silent at that point.
            """,
        broken: DiagnosticExample([
            File("Content/prompts.json", #"{ "prompts": [ { "id": "prompt.hoer_hin.intro" } ] }"#),
            File("Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "prompts": [ ↓"prompt.hoer_hin.intro_x" ] }"#),
        ]),
        fixed: DiagnosticExample([
            File("Content/prompts.json", #"{ "prompts": [ { "id": "prompt.hoer_hin.intro" } ] }"#),
            File("Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "prompts": [ "prompt.hoer_hin.intro" ] }"#),
        ]))

    public static let unknownDotPicture = DiagnosticCode(
        "ZK2022", .error, summary: "a sticker or a game step names a dot picture that does not exist",
        explanation: """
            A sticker's `dotPicture` and the `pictures` of a Punkt-zu-Punkt step name dot pictures \
            by ID; each must be defined by a file `Content/dotpictures/<id>.json`.
            """,
        broken: DiagnosticExample([
            File("Content/dotpictures/haus.json", #"{ "id": "haus", "sticker": "sticker.haus" }"#),
            File("Content/stickers.json", #"{ "stickers": [ { "id": "sticker.haus", "dotPicture": ↓"hause" } ] }"#),
        ]),
        fixed: DiagnosticExample([
            File("Content/dotpictures/haus.json", #"{ "id": "haus", "sticker": "sticker.haus" }"#),
            File("Content/stickers.json", #"{ "stickers": [ { "id": "sticker.haus", "dotPicture": "haus" } ] }"#),
        ]))

    public static let unknownSticker = DiagnosticCode(
        "ZK2023", .error, summary: "a dot picture names a sticker that does not exist or belongs to another picture",
        explanation: """
            A dot picture's `sticker` is the sticker it awards: the `id` of an entry of \
            `Content/stickers.json` whose `dotPicture` names this picture back.
            """,
        broken: DiagnosticExample([
            File("Content/dotpictures/haus.json", #"{ "id": "haus", "sticker": ↓"sticker.house" }"#),
            File("Content/stickers.json", #"{ "stickers": [ { "id": "sticker.haus", "dotPicture": "haus" } ] }"#),
        ]),
        fixed: DiagnosticExample([
            File("Content/dotpictures/haus.json", #"{ "id": "haus", "sticker": "sticker.haus" }"#),
            File("Content/stickers.json", #"{ "stickers": [ { "id": "sticker.haus", "dotPicture": "haus" } ] }"#),
        ]))

    public static let friendNumber = DiagnosticCode(
        "ZK2024", .error, summary: "a Zahlenfreund's number is not a number of the content, or has two friends",
        explanation: """
            Each of the Zahlenfreunde belongs to exactly one number of `Content/numbers.json` \
            (`number`), and each number has exactly one friend.
            """,
        broken: DiagnosticExample([
            File("Content/numbers.json", #"{ "numbers": [ { "value": 1 } ] }"#),
            File("Content/friends.json", #"{ "friends": [ { "id": "friend.01", "number": ↓21 } ] }"#),
        ]),
        fixed: DiagnosticExample([
            File("Content/numbers.json", #"{ "numbers": [ { "value": 1 } ] }"#),
            File("Content/friends.json", #"{ "friends": [ { "id": "friend.01", "number": 1 } ] }"#),
        ]))

    // MARK: Assets (ZK2025–ZK2029, ZK2041)

    static let fuchsSet = [
        File("Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json", #"{ "images": [ { "filename": "avatar_fuchs@2x.png", "scale": "2x" } ] }"#),
        File("Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs@2x.png", "png"),
    ]

    public static let assetNameFormat = DiagnosticCode(
        "ZK2025", .error, summary: "an asset name does not match ^[a-z][a-z0-9_]*$",
        explanation: """
            Asset names are flat, lower-case ASCII with underscores (spec 6.4.3): `friend_07`, \
            `avatar_fuchs`. Upper case, hyphens, dots and umlauts are not allowed.
            """,
        broken: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": ↓"avatar_Fuchs" } ] }"#)]),
        fixed: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#)]))

    public static let assetCategory = DiagnosticCode(
        "ZK2026", .error, summary: "an asset name lacks a known category prefix",
        explanation: """
            Every asset name starts with its category and an underscore; the categories are fixed \
            (spec 6.4.3): avatar, theme, friend, deco, dotpic, sticker, obj, game, garden, bg, ui, glyph.
            """,
        broken: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": ↓"animal_fuchs" } ] }"#)]),
        fixed: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#)]))

    public static let missingAsset = DiagnosticCode(
        "ZK2027", .error, summary: "content names an asset the asset catalog does not have",
        explanation: """
            Each asset name in content (`assetName`, `iconAssetName`, `revealAssetName`, a step's \
            `objects`…) must be an image set `<name>.imageset` of `Content/Illustrations.xcassets`, \
            or the app shows an empty space.
            """,
        broken: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.igel", "assetName": ↓"avatar_igel" } ] }"#)]),
        fixed: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#)]))

    public static let missingImageFile = DiagnosticCode(
        "ZK2028", .error, summary: "an image set names an image file that does not exist",
        explanation: """
            Every `filename` in an image set's `Contents.json` must be a file next to it; Xcode \
            otherwise warns and the app ships without the image.
            """,
        broken: DiagnosticExample([
            File("Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json", #"{ "images": [ { "filename": ↓"avatar_fuchs@2x.png" } ] }"#),
            File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#),
        ]),
        fixed: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#)]))

    public static let unusedAsset = DiagnosticCode(
        "ZK2029", .warning, summary: "an image set of the asset catalog is used by no content",
        explanation: """
            The image set is shipped but no content file names it. Remove it, or reference it \
            where it was meant to appear (a typo in the referencing name shows up as ZK2027).
            """,
        broken: DiagnosticExample(fuchsSet + [
            File("Content/Illustrations.xcassets/avatar_igel.imageset/Contents.json", #"↓{ "images": [ { "filename": "avatar_igel@2x.png" } ] }"#),
            File("Content/Illustrations.xcassets/avatar_igel.imageset/avatar_igel@2x.png", "png"),
            File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#),
        ]),
        fixed: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#)]))

    public static let invalidImageSet = DiagnosticCode(
        "ZK2041", .error, summary: "an image set has no Contents.json or names no image file",
        explanation: """
            An image set folder needs a `Contents.json` whose `images` name at least one file \
            (`"filename": "friend_07@2x.png"`); otherwise the asset exists in name only.
            """,
        broken: DiagnosticExample([
            File("Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json", #"↓{ "images": [ { "scale": "2x" } ] }"#),
            File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#),
        ]),
        fixed: DiagnosticExample(fuchsSet + [File("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "assetName": "avatar_fuchs" } ] }"#)]))

    // MARK: Grammars (ZK203x)

    public static let stringKeyGrammar = DiagnosticCode(
        "ZK2030", .error, summary: "a string key does not follow the key grammar",
        explanation: """
            String keys are `<area>.<context>.<element>[.<qualifier>…]`, at least three segments, \
            each lower-case snake_case ASCII (spec 6.5): `game.hoer_hin.title`, `number.7.word`.
            """,
        broken: DiagnosticExample("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "nameKey": ↓"avatar.Fuchs.name" } ] }"#),
        fixed: DiagnosticExample("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "nameKey": "avatar.fuchs.name" } ] }"#))

    public static let audioIDGrammar = DiagnosticCode(
        "ZK2031", .error, summary: "an audio ID does not follow the audio grammar",
        explanation: """
            Audio IDs are `num.<n>` (n = 0…20), `num.<n>.q` (n = 1…20), `sfx.<key>`, `music.<key>` \
            or prompt IDs `prompt.<context>.<element>[.<qualifier>…]`, segments in lower-case \
            snake_case, without leading zeros.
            """,
        broken: DiagnosticExample("Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "sounds": [ ↓"sound.tap" ] }"#),
        fixed: DiagnosticExample("Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "sounds": [ "sfx.tap" ] }"#))

    // MARK: Games, numbers, dot pictures (ZK2032–ZK2040)

    static func game(_ leicht: String, mittel: String = #"{ "range": { "min": 1, "max": 10 } }"#, schwer: String? = #"{ "range": { "min": 1, "max": 20 } }"#) -> String {
        let last = schwer.map { #", "schwer": \#($0)"# } ?? ""
        return #"{ "id": "hoer_hin", "steps": {"leicht": \#(leicht), "mittel": \#(mittel)\#(last) } }"#
    }

    public static let rangeOutOfBounds = DiagnosticCode(
        "ZK2032", .error, summary: "a step's number range leaves 1…20",
        explanation: """
            The app trains the numbers 1 to 20 (spec 4.10.2); a step's `range.min` and `range.max` \
            must lie within them.
            """,
        broken: DiagnosticExample("Content/games/hoer_hin.json", game(#"{ "range": { "min": 1, "max": ↓21 } }"#)),
        fixed: DiagnosticExample("Content/games/hoer_hin.json", game(#"{ "range": { "min": 1, "max": 5 } }"#)))

    public static let invertedRange = DiagnosticCode(
        "ZK2033", .error, summary: "a step's range has min greater than max",
        explanation: "A range is inclusive and must not be empty: `min` ≤ `max`.",
        broken: DiagnosticExample("Content/games/hoer_hin.json", game(#"{ "range": { "min": ↓8, "max": 5 } }"#)),
        fixed: DiagnosticExample("Content/games/hoer_hin.json", game(#"{ "range": { "min": 1, "max": 5 } }"#)))

    public static let dotNumbering = DiagnosticCode(
        "ZK2034", .error, summary: "a dot picture's dots are not numbered 1…N without gaps",
        explanation: """
            The child connects the dots in order, so `dots[].n` runs 1, 2, 3, … N in the array's \
            order: no gap, no repeat, no dot out of order.
            """,
        broken: DiagnosticExample("Content/dotpictures/haus.json", #"{ "id": "haus", "dots": [ { "n": 1 }, { "n": 2 }, { "n": ↓4 } ] }"#),
        fixed: DiagnosticExample("Content/dotpictures/haus.json", #"{ "id": "haus", "dots": [ { "n": 1 }, { "n": 2 }, { "n": 3 } ] }"#))

    public static let missingStep = DiagnosticCode(
        "ZK2035", .error, summary: "a game lacks one of the steps leicht, mittel, schwer",
        explanation: "Every game has exactly three difficulty steps (spec 2.7.1): `leicht`, `mittel` and `schwer`.",
        broken: DiagnosticExample("Content/games/hoer_hin.json", #"{ "id": "hoer_hin", "steps": ↓{ "leicht": { "range": { "min": 1, "max": 5 } }, "mittel": { "range": { "min": 1, "max": 10 } } } }"#),
        fixed: DiagnosticExample("Content/games/hoer_hin.json", game(#"{ "range": { "min": 1, "max": 5 } }"#)))

    public static let structureLabel = DiagnosticCode(
        "ZK2036", .error, summary: "a number's structure label is wrong",
        explanation: """
            The structure label is the split the app shows and speaks (spec 4.10): its parts must \
            add up to the number, and for 11 to 19 it is always `10 + (n − 10)` (`10 + 7` for 17, \
            never `10 + 5 + 2`).
            """,
        broken: DiagnosticExample("Content/numbers.json", #"{ "numbers": [ { "value": 17, "structure": ↓"10 + 5 + 2" } ] }"#),
        fixed: DiagnosticExample("Content/numbers.json", #"{ "numbers": [ { "value": 17, "structure": "10 + 7" } ] }"#))

    public static let numberConvention = DiagnosticCode(
        "ZK2037", .error, summary: "a number's word key or audio IDs do not match its value",
        explanation: """
            Number `n` has the word key `number.<n>.word`, the audio `num.<n>` and the question \
            audio `num.<n>.q` (spec 4.10); the zero entry has the statement form only.
            """,
        broken: DiagnosticExample("Content/numbers.json", #"{ "numbers": [ { "value": 7, "wordKey": "number.7.word", "audio": ↓"num.5" } ] }"#),
        fixed: DiagnosticExample("Content/numbers.json", #"{ "numbers": [ { "value": 7, "wordKey": "number.7.word", "audio": "num.7" } ] }"#))

    public static let fileNameMismatch = DiagnosticCode(
        "ZK2038", .error, summary: "a game's or dot picture's ID differs from its file name",
        explanation: """
            `games/<gameId>.json` and `dotpictures/<pictureId>.json` are found by file name; the \
            `id` inside must be the file name without `.json`.
            """,
        broken: DiagnosticExample("Content/games/hoer_hin.json", #"{ "id": ↓"wie_viele" }"#),
        fixed: DiagnosticExample("Content/games/hoer_hin.json", #"{ "id": "hoer_hin" }"#))

    public static let missingGame = DiagnosticCode(
        "ZK2039", .error, summary: "a game of spec 5.4.3 has no games file",
        explanation: """
            Each of the twelve GameIDs (entdecken, wie_viele, hoer_hin, was_fehlt, blitzblick, \
            mehr_weniger, nachspuren, schuettelbox, froschsprung, zahlenmonster, memory, \
            punkt_zu_punkt) needs `Content/games/<gameId>.json`. Reported at the games folder.
            """)

    static func numbers(_ values: [Int], marked: Int? = nil) -> String {
        let entries = values.enumerated().map { position, value in
            position == marked ? #"{ "value": ↓\#(value) }"# : #"{ "value": \#(value) }"#
        }
        return #"{ "numbers": [\#n  "# + entries.joined(separator: ",\n  ") + "\n] }"
    }

    public static let numberCoverage = DiagnosticCode(
        "ZK2040", .error, summary: "numbers.json does not list each of 1…20 exactly once",
        explanation: """
            `Content/numbers.json` defines every target number 1 to 20 once (zero is the separate \
            optional `zero` entry). A repeat is reported at the repeat, a missing number at the list.
            """,
        broken: DiagnosticExample("Content/numbers.json", numbers(Array(1...20) + [7], marked: 20)),
        fixed: DiagnosticExample("Content/numbers.json", numbers(Array(1...20))))

    /// Every content code.
    public static let all: [DiagnosticCode] = [
        schemaViolation, wrongFileKind, noSchema, schemaNotFound,
        unsupportedKeyword, unresolvedReference, referenceCycle, invalidSchema,
        duplicateID, unknownPrompt, unknownDotPicture, unknownSticker, friendNumber,
        assetNameFormat, assetCategory, missingAsset, missingImageFile, unusedAsset,
        stringKeyGrammar, audioIDGrammar,
        rangeOutOfBounds, invertedRange, dotNumbering, missingStep, structureLabel, numberConvention,
        fileNameMismatch, missingGame, numberCoverage, invalidImageSet,
    ]
}
