import ZKCore
import ZKProject

/// What every cross-link and asset check reads (`Check<ContentCheckContext>`): the input, the model read from it, the references found
/// by field name and the asset catalog inventory.
public struct ContentCheckContext: Sendable {
    public var input: ContentInput
    public var model: ContentModel
    public var references: ContentReferences
    public var assets: AssetInventory
    /// The Icon Composer documents (`AppIcon.icon`) among the input's files.
    public var iconDocuments: [IconDocument]
    /// What the app's Swift sources use (the swift stage's `CodeIndex`), when they were read:
    /// their asset lookups are checked, and a set they use is not unused.
    public var code: CodeIndex?

    public init(_ input: ContentInput, code: CodeIndex? = nil) {
        self.input = input
        self.code = code
        model = ContentModel(input)
        references = ContentReferences(input)
        assets = AssetInventory(input)
        iconDocuments = IconDocument.documents(in: input)
    }

    /// Whether a content file of `kind` exists (checks of a relation run only when both ends can exist).
    func has(_ kind: ContentKind) -> Bool {
        input.documents.contains { ContentKind.of(input.relative($0.path)) == kind }
    }
}

/// Lower-case snake_case segment: `hoer_hin`, `7`, `leicht`.
enum Grammar {
    static func quoted(_ names: [String], limit: Int = 6) -> String {
        let shown = names.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > limit ? shown + ", …" : shown
    }
}
