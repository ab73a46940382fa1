import ZKCore
import ZKProject

/// Finds the asset catalog names a Swift file looks up, from the tokens of `SwiftLexer` (no
/// types: only what the text shows).
///
/// Recognised, with a string literal as the argument:
/// - images: `Image("…")` (and `Image("…", bundle: …)`), `Image(decorative: "…")`,
///   `UIImage(named: "…")`, `NSImage(named: "…")`;
/// - colours: `Color("…")`, `UIColor(named: "…")`, `NSColor(named: "…")`;
/// - Xcode's generated symbols (`GeneratedAssetSymbols.swift`): `Image(.onboarding)`,
///   `UIImage(resource: .onboarding)`, `NSImage(resource:)`, `ImageResource.onboarding`, and for
///   colours `Color(.brand)` (one argument, not a system colour: `Color(.systemGray6)` is
///   `UIColor`'s), `UIColor(resource:)`, `NSColor(resource:)`, `ColorResource.brand`. A symbol
///   of a namespace (`ImageResource.Icons.star`) is not taken.
///
/// Not taken: a name given as anything but a literal (`Image(item.imageName)`), a hex colour
/// (`Color("#FF8800")`, an app's own initialiser), and AppKit's own images (`NSImage(named:
/// "NSActionTemplate")`).
public enum SwiftAssetExtractor {
    /// Calls whose literal names an image: the call → its label (nil: the first argument, unlabeled).
    static let imageCalls: [String: [String?]] = [
        "Image": [nil, "decorative"], "UIImage": ["named"], "NSImage": ["named"],
    ]
    /// Calls whose literal names a colour set.
    static let colorCalls: [String: [String?]] = ["Color": [nil], "UIColor": ["named"], "NSColor": ["named"]]
    /// Calls taking a generated symbol: the call → its label.
    static let symbolCalls: [String: (kind: CodeIndex.AssetUse.Kind, label: String?)] = [
        "Image": (.image, nil), "UIImage": (.image, "resource"), "NSImage": (.image, "resource"),
        "Color": (.color, nil), "UIColor": (.color, "resource"), "NSColor": (.color, "resource"),
    ]
    /// The types of the generated symbols.
    static let resourceTypes: [String: CodeIndex.AssetUse.Kind] = ["ImageResource": .image, "ColorResource": .color]

    /// `UIColor`'s and `NSColor`'s own colours that `Color(.…)` takes (`Color(.systemGray6)`): a
    /// generated colour symbol never ends in `Color` (Xcode drops the word), so `NSColor`'s
    /// (`windowBackgroundColor`) need no list.
    public static let systemColors: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "darkText", "gray", "green", "groupTableViewBackground",
        "label", "lightGray", "lightText", "link", "magenta", "opaqueSeparator", "orange", "placeholderText", "purple",
        "quaternaryLabel", "quaternarySystemFill", "red", "secondaryLabel", "secondarySystemBackground",
        "secondarySystemFill", "secondarySystemGroupedBackground", "separator", "systemBackground", "systemBlue",
        "systemBrown", "systemCyan", "systemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "systemGreen", "systemGroupedBackground", "systemIndigo", "systemMint",
        "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow", "tertiaryLabel",
        "tertiarySystemBackground", "tertiarySystemFill", "tertiarySystemGroupedBackground", "white", "yellow",
        "tint", "init",
    ]

    /// The asset lookups of a file's tokens (`#if false` branches already dropped).
    public static func uses(_ tokens: [SwiftToken], file: SourceFile) -> [CodeIndex.AssetUse] {
        var uses: [CodeIndex.AssetUse] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            if let use = resourceMember(at: index, in: tokens, file: file) ?? call(at: index, in: tokens, file: file) {
                uses.append(use)
            }
        }
        return uses
    }

    /// Every identifier of the tokens, interpolations included, backticks removed.
    public static func identifiers(_ tokens: [SwiftToken], into names: inout Set<String>) {
        for token in tokens {
            switch token.kind {
            case .identifier:
                guard token.text.first != "@", token.text.first != "#" else { continue }
                names.insert(token.text.replacingOccurrences(of: "`", with: ""))
            case .string:
                for segment in token.literal?.segments ?? [] {
                    if case .interpolation(let inner, _) = segment { identifiers(inner, into: &names) }
                }
            default: continue
            }
        }
    }

    /// The names the tokens declare as `static`/`class` members (`static let brand = UIColor(…)`)
    /// or enum cases (`case primary, secondary`): `Color(.brand)` may be `Color(UIColor.brand)`
    /// or an app's own initialiser, not a generated symbol.
    public static func declaredMembers(_ tokens: [SwiftToken], into names: inout Set<String>) {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            guard token.kind == .identifier else { continue }
            if ["static", "class"].contains(token.text), index + 2 < tokens.count,
                ["let", "var", "func"].contains(tokens[index + 1].text), tokens[index + 2].kind == .identifier
            {
                names.insert(tokens[index + 2].text.replacingOccurrences(of: "`", with: ""))
            } else if token.text == "case" {
                var next = index + 1
                while next < tokens.count, tokens[next].kind == .identifier,
                    !["let", "var"].contains(tokens[next].text)
                {
                    names.insert(tokens[next].text.replacingOccurrences(of: "`", with: ""))
                    next += 1
                    // `case a(Int)`, `case a = "x"`: skip to the next `,` of the list, or stop.
                    var depth = 0
                    while next < tokens.count {
                        let skipped = tokens[next]
                        if skipped.isSymbol("(") { depth += 1 }
                        if skipped.isSymbol(")") { depth -= 1 }
                        if depth == 0,
                            skipped.isSymbol(",") || skipped.isSymbol(":") || skipped.isSymbol("{")
                                || skipped.isSymbol("}") || (skipped.kind == .identifier && skipped.text == "case")
                        {
                            break
                        }
                        if depth == 0, skipped.kind == .identifier, next > index + 1,
                            !tokens[next - 1].isSymbol("=") && !tokens[next - 1].isSymbol(".")
                        {
                            break
                        }
                        next += 1
                    }
                    guard next < tokens.count, tokens[next].isSymbol(",") else { break }
                    next += 1
                }
            }
        }
    }

    /// `ImageResource.onboarding`: the member of a generated symbol type, not a namespace's.
    static func resourceMember(at index: Int, in tokens: [SwiftToken], file: SourceFile) -> CodeIndex.AssetUse? {
        guard let kind = resourceTypes[tokens[index].text], index + 2 < tokens.count, tokens[index + 1].isSymbol("."),
            tokens[index + 2].kind == .identifier
        else { return nil }
        // `extension ImageResource`, `ImageResource(name:bundle:)`, `ImageResource.Icons.star`.
        if index > 0, tokens[index - 1].kind == .identifier, tokens[index - 1].text == "extension" { return nil }
        if index + 3 < tokens.count, tokens[index + 3].isSymbol(".") { return nil }
        let member = tokens[index + 2]
        guard isSymbolName(member.text), member.text != "init" else { return nil }
        return symbolUse(member, kind: kind, call: tokens[index].text, file: file)
    }

    /// `Image("…")`, `UIColor(named: "…")`, `Image(.onboarding)`.
    static func call(at index: Int, in tokens: [SwiftToken], file: SourceFile) -> CodeIndex.AssetUse? {
        let name = tokens[index].text
        guard imageCalls[name] != nil || colorCalls[name] != nil, index + 1 < tokens.count,
            tokens[index + 1].isSymbol("(")
        else { return nil }
        if index > 0 {
            let previous = tokens[index - 1]
            // `.Image(…)`, `Foo.Color(…)`, `func Image(…)`, `case Color(…)`: not the framework's initialiser.
            if previous.isSymbol(".") { return nil }
            if previous.kind == .identifier, ["func", "case", "struct", "class", "enum"].contains(previous.text) {
                return nil
            }
        }
        let arguments = SwiftKeyExtractor.arguments(after: index + 1, in: tokens)
        if let (kind, label) = symbolCalls[name], arguments.count == 1, let argument = arguments.first,
            argument.label == label, argument.tokens.count == 2, let dot = argument.tokens.first, dot.isSymbol("."),
            let member = argument.tokens.last, member.kind == .identifier, isSymbolName(member.text)
        {
            if kind == .color, systemColors.contains(member.text) || member.text.hasSuffix("Color") { return nil }
            let call = label.map { "\(name)(\($0): .…)" } ?? "\(name)(.…)"
            return symbolUse(member, kind: kind, call: call, file: file)
        }
        let (kind, labels): (CodeIndex.AssetUse.Kind, [String?]) =
            imageCalls[name].map { (.image, $0) } ?? (.color, colorCalls[name] ?? [])
        for label in labels {
            let argument =
                label == nil
                ? arguments.first.flatMap { $0.label == nil ? $0 : nil } : arguments.first { $0.label == label }
            guard let literal = argument?.soleLiteral, let decoded = literal.literal else { continue }
            let pieces = self.pieces(decoded)
            let text = SwiftKeyExtractor.key(pieces)
            if kind == .color, isHexColor(text) { return nil }
            if name == "NSImage", text.hasPrefix("NS") { return nil }
            let call = label.map { "\(name)(\($0):)" } ?? name
            return CodeIndex.AssetUse(
                name: text, pieces: pieces, kind: kind, call: call, location: file.location(ofOffset: literal.start))
        }
        return nil
    }

    static func symbolUse(
        _ member: SwiftToken, kind: CodeIndex.AssetUse.Kind, call: String, file: SourceFile
    ) -> CodeIndex.AssetUse {
        let text = member.text.replacingOccurrences(of: "`", with: "")
        return CodeIndex.AssetUse(
            name: text, pieces: [.text(text)], kind: kind, isSymbol: true, call: call,
            location: file.location(ofOffset: member.start))
    }

    /// A member name that can be a generated symbol: it starts with a lower-case letter or `_`.
    static func isSymbolName(_ text: String) -> Bool {
        guard let first = text.replacingOccurrences(of: "`", with: "").first else { return false }
        return first.isLowercase || first == "_"
    }

    /// The literal's pieces, text as written (no `%` doubling: the name is not a format).
    static func pieces(_ literal: SwiftStringLiteral) -> [CodeIndex.KeyUse.Piece] {
        literal.segments.map { segment in
            switch segment {
            case .text(let text): .text(text)
            case .interpolation: .placeholder("%@")
            }
        }
    }

    /// `#FF8800`, `FF8800`, `fff`, `0xFF8800`: a colour an app's own initialiser reads, not a set.
    static func isHexColor(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("#") {
            return true
        } else if body.hasPrefix("0x") || body.hasPrefix("0X") {
            body = body.dropFirst(2)
        }
        return [3, 4, 6, 8].contains(body.count) && body.allSatisfy(\.isHexDigit) && body.contains(where: \.isNumber)
    }
}
