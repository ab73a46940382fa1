import ZKCore

/// A value read from content together with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    init(_ value: Value, _ location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// The content, read leniently from the parsed files: a field missing or of the wrong type is
/// simply absent here (the schema reports it); the cross-link checks work on what is present.
public struct ContentModel: Sendable {
    public struct NumberEntry: Sendable {
        public var value: Located<Int>?
        public var wordKey: Located<String>?
        public var audio: Located<String>?
        public var questionAudio: Located<String>?
        public var structure: Located<String>?
        public var location: SourceLocation
    }

    public struct Prompt: Sendable {
        public var id: Located<String>?
        public var key: Located<String>?
        public var audio: Located<String>?
    }

    public struct Step: Sendable {
        public var name: String
        public var min: Located<Int>?
        public var max: Located<Int>?
        public var pictures: [Located<String>]
    }

    public struct Game: Sendable {
        public var path: String
        public var fileStem: String
        public var rootLocation: SourceLocation
        public var id: Located<String>?
        public var prompts: [Located<String>]
        public var steps: [Step]
        /// The `steps` object (or the root when it is missing).
        public var stepsLocation: SourceLocation
        public var stepsPresent: Bool
    }

    public struct Sticker: Sendable {
        public var id: Located<String>?
        public var dotPicture: Located<String>?
    }

    public struct Dot: Sendable {
        public var n: Located<Int>
    }

    public struct DotPicture: Sendable {
        public var path: String
        public var fileStem: String
        public var id: Located<String>?
        public var sticker: Located<String>?
        public var dots: [Dot]
        public var dotsLocation: SourceLocation?
    }

    public struct Friend: Sendable {
        public var id: Located<String>?
        public var number: Located<Int>?
    }

    /// An `id` defined anywhere in content: `kind` is the file kind that defines it.
    public struct Definition: Sendable {
        public var id: Located<String>
        public var kind: ContentKind
    }

    public var root: String
    public var manifest: JSONValue?
    public var manifestPath: String?
    public var numbersPath: String?
    public var numbers: [NumberEntry] = []
    public var numbersListLocation: SourceLocation?
    public var zero: NumberEntry?
    public var promptsPath: String?
    public var prompts: [Prompt] = []
    public var games: [Game] = []
    public var gamesFolder: String
    public var stickersPath: String?
    public var stickers: [Sticker] = []
    public var dotPictures: [DotPicture] = []
    public var friendsPath: String?
    public var friends: [Friend] = []
    /// The `friends` array (or the root when it is missing).
    public var friendsListLocation: SourceLocation?
    public var definitions: [Definition] = []

    /// Reads the model out of the content documents (schemas and asset catalog excluded).
    public init(_ input: ContentInput) {
        root = input.root
        gamesFolder = input.root + "/games"
        for document in input.documents {
            guard let value = document.parse.value else { continue }
            let kind = ContentKind.of(input.relative(document.path))
            guard kind.isContent else { continue }
            let path = document.path
            collectDefinitions(value, kind: kind, path: path)
            switch kind {
            case .manifest:
                manifest = value
                manifestPath = path
            case .numbers:
                numbersPath = path
                numbersListLocation = value["numbers"]?.location(in: path)
                numbers = (value["numbers"]?.array ?? []).compactMap { Self.number($0, path) }
                zero = value["zero"].flatMap { Self.number($0, path) }
            case .prompts:
                promptsPath = path
                prompts = (value["prompts"]?.array ?? []).compactMap { entry in
                    guard entry.object != nil else { return nil }
                    return Prompt(
                        id: Self.string(entry["id"], path), key: Self.string(entry["key"], path),
                        audio: Self.string(entry["audio"], path))
                }
            case .game:
                games.append(Self.game(value, path))
            case .stickers:
                stickersPath = path
                stickers = (value["stickers"]?.array ?? []).compactMap { entry in
                    guard entry.object != nil else { return nil }
                    return Sticker(
                        id: Self.string(entry["id"], path), dotPicture: Self.string(entry["dotPicture"], path))
                }
            case .dotPicture:
                let dots = (value["dots"]?.array ?? []).compactMap { dot -> Dot? in
                    guard let n = dot["n"], let number = n.int else { return nil }
                    return Dot(n: Located(number, n.location(in: path)))
                }
                dotPictures.append(
                    DotPicture(
                        path: path, fileStem: Self.stem(path), id: Self.string(value["id"], path),
                        sticker: Self.string(value["sticker"], path),
                        dots: dots, dotsLocation: value["dots"]?.location(in: path)))
            case .friends:
                friendsPath = path
                friendsListLocation = (value["friends"] ?? value).location(in: path)
                friends = (value["friends"]?.array ?? []).compactMap { entry in
                    guard entry.object != nil else { return nil }
                    return Friend(id: Self.string(entry["id"], path), number: Self.int(entry["number"], path))
                }
            default:
                break
            }
        }
    }

    /// Every `"id": "<string>"` member of every object of the file.
    private mutating func collectDefinitions(_ value: JSONValue, kind: ContentKind, path: String) {
        switch value.kind {
        case .object(let object):
            for member in object.members {
                if member.key.hasSameCodePoints(as: "id"), let id = member.value.string {
                    definitions.append(Definition(id: Located(id, member.value.location(in: path)), kind: kind))
                } else {
                    collectDefinitions(member.value, kind: kind, path: path)
                }
            }
        case .array(let items):
            for item in items { collectDefinitions(item, kind: kind, path: path) }
        default:
            break
        }
    }

    private static func game(_ value: JSONValue, _ path: String) -> Game {
        var steps: [Step] = []
        let stepsValue = value["steps"]
        for member in stepsValue?.object?.members ?? [] {
            let range = member.value["range"]
            steps.append(
                Step(
                    name: member.key, min: int(range?["min"], path), max: int(range?["max"], path),
                    pictures: (member.value["pictures"]?.array ?? []).compactMap { string($0, path) }))
        }
        return Game(
            path: path, fileStem: stem(path), rootLocation: value.location(in: path), id: string(value["id"], path),
            prompts: (value["prompts"]?.array ?? []).compactMap { string($0, path) }, steps: steps,
            stepsLocation: (stepsValue ?? value).location(in: path), stepsPresent: stepsValue?.object != nil)
    }

    private static func number(_ entry: JSONValue, _ path: String) -> NumberEntry? {
        guard entry.object != nil else { return nil }
        return NumberEntry(
            value: int(entry["value"], path), wordKey: string(entry["wordKey"], path),
            audio: string(entry["audio"], path),
            questionAudio: string(entry["questionAudio"], path), structure: string(entry["structure"], path),
            location: entry.location(in: path))
    }

    static func string(_ value: JSONValue?, _ path: String) -> Located<String>? {
        guard let value, let text = value.string else { return nil }
        return Located(text, value.location(in: path))
    }

    static func int(_ value: JSONValue?, _ path: String) -> Located<Int>? {
        guard let value, let number = value.int else { return nil }
        return Located(number, value.location(in: path))
    }

    /// `Content/games/hoer_hin.json` → `hoer_hin`.
    static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }
}
