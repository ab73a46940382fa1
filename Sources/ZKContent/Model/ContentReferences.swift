import ZKCore

/// The names content uses, found by field name so that a new field following the conventions
/// is covered without code changes:
/// - string keys: a member named `key` or ending in `Key` (`titleKey`, `wordKey`, `nameKey`…);
/// - audio IDs: a member named `audio` or ending in `Audio` (`questionAudio`), and the items of
///   a game's `sounds`;
/// - asset names: a member named `assetName` or ending in `AssetName` (`iconAssetName`,
///   `revealAssetName`…), and the items of a game step's `objects`.
public struct ContentReferences: Sendable {
    public struct Reference: Sendable {
        public var name: String
        public var location: SourceLocation
        /// The field it was found in (`titleKey`), and the thing it belongs to (`game 'hoer_hin'`).
        public var field: String
        public var context: String
    }

    public var stringKeys: [Reference] = []
    public var audioIDs: [Reference] = []
    public var assetNames: [Reference] = []

    public init(_ input: ContentInput) {
        for document in input.documents {
            guard let value = document.parse.value else { continue }
            let kind = ContentKind.of(input.relative(document.path))
            guard kind.isContent else { continue }
            let context = "\(kind.displayName) file \(ContentModel.stem(document.path))"
            walk(value, path: document.path, kind: kind, context: context, parentKey: nil)
        }
    }

    private mutating func walk(_ value: JSONValue, path: String, kind: ContentKind, context: String, parentKey: String?)
    {
        switch value.kind {
        case .object(let object):
            let owner = object["id"]?.string.map { "\(kind.entryName) '\($0)'" } ?? context
            for member in object.members {
                let key = member.key
                if let text = member.value.string {
                    let reference = Reference(
                        name: text, location: member.value.location(in: path), field: key, context: owner)
                    if Self.named(key, "key", orEndingIn: "Key") {
                        stringKeys.append(reference)
                    } else if Self.named(key, "audio", orEndingIn: "Audio") {
                        audioIDs.append(reference)
                    } else if Self.named(key, "assetName", orEndingIn: "AssetName") {
                        assetNames.append(reference)
                    }
                } else if let items = member.value.array, isReferenceList(key, kind: kind) {
                    for item in items {
                        guard let text = item.string else { continue }
                        let reference = Reference(
                            name: text, location: item.location(in: path), field: key, context: owner)
                        if key.hasSameCodePoints(as: "sounds") {
                            audioIDs.append(reference)
                        } else {
                            assetNames.append(reference)
                        }
                    }
                } else {
                    walk(member.value, path: path, kind: kind, context: owner, parentKey: key)
                }
            }
        case .array(let items):
            for item in items { walk(item, path: path, kind: kind, context: context, parentKey: parentKey) }
        default:
            break
        }
    }

    private func isReferenceList(_ key: String, kind: ContentKind) -> Bool {
        kind == .game && (key.hasSameCodePoints(as: "sounds") || key.hasSameCodePoints(as: "objects"))
    }

    /// Whether a member name is `name` or ends in `suffix`, by code point: `==` and `hasSuffix`
    /// on `String` apply canonical equivalence, under which the Kelvin sign U+212A is `K`.
    static func named(_ key: String, _ name: String, orEndingIn suffix: String) -> Bool {
        key.hasSameCodePoints(as: name) || key.utf8.reversed().starts(with: suffix.utf8.reversed())
    }
}
