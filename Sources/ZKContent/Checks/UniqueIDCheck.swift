import ZKCore

/// Lint: an `id` defined a second time, in the same file or another, is an error at the second
/// definition with a note at the first.
enum UniqueIDCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        // By code point: "ñ" and "n\u{0303}" are two IDs (as they are two JSON strings).
        var first: [CodePointString: ContentModel.Definition] = [:]
        var diagnostics: [Diagnostic] = []
        for definition in context.model.definitions {
            if let earlier = first[CodePointString(definition.id.value)] {
                diagnostics.append(.duplicate(definition, first: earlier))
            } else {
                first[CodePointString(definition.id.value)] = definition
            }
        }
        return diagnostics
    }
}

extension UniqueIDCheck {
    static let codes = [duplicateID]

    public static let duplicateID = DiagnosticCode(
        "ZK2020", .error, phase: .crossLink, group: .zahlenkette, summary: "an ID is defined twice",
        explanation: """
            Every `id` of the content (games, prompts, friends, stickers, decorations, avatars, dot \
            pictures) is unique within its file and across all files: the app looks them up in one \
            table. The second definition is reported, the first is noted.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile("Content/avatars.json", #"{ "avatars": [ { "id": "friend.01" } ] }"#),
            DiagnosticExample.ExampleFile(
                "Content/friends.json", #"{ "friends": [ { "id": ↓"friend.01", "number": 1 } ] }"#),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile("Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs" } ] }"#),
            DiagnosticExample.ExampleFile(
                "Content/friends.json", #"{ "friends": [ { "id": "friend.01", "number": 1 } ] }"#),
        ]))
}

extension Diagnostic {
    fileprivate static func duplicate(
        _ definition: ContentModel.Definition, first: ContentModel.Definition
    ) -> Diagnostic {
        Diagnostic(
            UniqueIDCheck.duplicateID,
            "\(definition.kind.entryName) ID '\(definition.id.value)' is already defined; IDs are unique across all content files",
            at: definition.id.location,
            notes: [
                Diagnostic.Note(
                    "first defined here by \(MessageText.withArticle(first.kind.entryName))", at: first.id.location)
            ])
    }
}
