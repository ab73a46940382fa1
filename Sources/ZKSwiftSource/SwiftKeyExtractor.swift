import ZKCore
import ZKProject

/// Finds the String Catalog keys a Swift file uses, as Xcode's extraction finds them, from the
/// tokens of `SwiftLexer` (no types: only what the text shows).
///
/// Recognised, with a string literal as the whole argument:
/// - `String(localized: "…")` and `AttributedString(localized: "…")`, with `table:`;
/// - `NSLocalizedString("…", tableName: …, comment: …)`;
/// - `LocalizedStringKey("…")`, `LocalizedStringResource("…", table: …)`, and a literal given
///   to a declaration of either type (`let title: LocalizedStringKey = "…"`);
/// - the SwiftUI initialisers whose first argument is a `LocalizedStringKey` (`Text`, `Button`,
///   `Label`, `Toggle`, `Link`, `Section`, `NavigationLink`, `Picker`, `TextField`, `Menu`, …,
///   `initializers`), with `tableName:`; `Text(verbatim:)` and `Text(aStringVariable)` are not
///   localized and not taken;
/// - the modifiers taking one (`.navigationTitle("…")`, `.help`, `.alert`, `.accessibilityLabel`,
///   …, `modifiers`) and `.searchable(…, prompt: "…")`.
///
/// An interpolation becomes the placeholder Xcode writes for its type (`placeholder`), and a
/// `%` of the text becomes `%%`: `Text("\(count) stars")` is the key `"%lld stars"` when `count`
/// is visibly an integer. Types are not inferred: an integer or `Int(…)` is `%lld`, a `Double`
/// literal or `Double(…)` is `%lf` (what Xcode writes for `Double`; `Float(…)` is `%f`), an
/// explicit `specifier:` is that specifier, anything else (`\(name)`) is `%@`. The strings
/// checks match an interpolated use against a catalog key placeholder by placeholder, whatever
/// the placeholder's type, so an unseen type never makes a used key look missing.
public enum SwiftKeyExtractor: DeclaresCodes {
    public static let unreadableSource = DiagnosticCode(
        "ZK0060", .warning, phase: .structure,
        summary: "a Swift file could not be read to its end; the rest is not analysed",
        explanation: """
            zk-build reads the app's Swift sources for the String Catalog keys they use \
            (`Text("home.title")`, `String(localized:)`). A string literal, comment or \
            interpolation that does not end (the compiler rejects the file too) stops the reading \
            there: the keys after it are not checked, and catalog keys used only after it may be \
            reported as unused. Close the literal or comment.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile("zk-build.json", #"{ "profile": [] }"#),
            DiagnosticExample.ExampleFile("App/HomeView.swift", "import SwiftUI\nlet title = Text(↓\"home.title)\n"),
            DiagnosticExample.ExampleFile("App/Localizable.xcstrings", SwiftKeyExtractor.exampleCatalog),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile("zk-build.json", #"{ "profile": [] }"#),
            DiagnosticExample.ExampleFile("App/HomeView.swift", "import SwiftUI\nlet title = Text(\"home.title\")\n"),
            DiagnosticExample.ExampleFile("App/Localizable.xcstrings", SwiftKeyExtractor.exampleCatalog),
        ]))

    public static let codes = [unreadableSource]

    /// A one-key English catalog for examples (`home.title`).
    public static let exampleCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "home.title" : {
              "comment" : "Title of the home screen",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } }
            }
          },
          "version" : "1.0"
        }
        """

    /// Initialisers whose first unlabeled argument is a `LocalizedStringKey` (or resource).
    public static let initializers: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Link", "Section", "NavigationLink", "Picker", "TextField", "SecureField",
        "Stepper",
        "DatePicker", "MultiDatePicker", "ColorPicker", "Menu", "LabeledContent", "GroupBox", "ControlGroup",
        "DisclosureGroup",
        "ContentUnavailableView", "Tab", "ShareLink", "ProgressView", "LocalizedStringKey", "LocalizedStringResource",
        "NSLocalizedString",
    ]
    /// Initialisers whose localized argument is labeled (`String(localized: "…")`).
    public static let labeledInitializers: [String: String] = ["String": "localized", "AttributedString": "localized"]
    /// Modifiers whose first unlabeled argument is a `LocalizedStringKey`.
    public static let modifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "alert", "confirmationDialog",
        "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "badge",
    ]
    /// Modifiers whose localized argument is labeled (`.searchable(text: $q, prompt: "…")`).
    public static let labeledModifiers: [String: String] = ["searchable": "prompt"]
    /// The argument labels that name the table.
    static let tableLabels: Set<String> = ["table", "tableName"]

    /// The result of reading one file.
    public struct FileResult: Sendable {
        public var keyUses: [CodeIndex.KeyUse]
        /// Every literal of the file as Xcode would extract it.
        public var literals: Set<String>
        /// Every `Type.member` the file writes (`Localizable.homeTitle` of
        /// `String.Localizable.homeTitle`): a generated accessor used is its key used.
        public var memberAccesses: Set<String> = []
        /// The asset catalog names the file looks up (`SwiftAssetExtractor`).
        public var assetUses: [CodeIndex.AssetUse] = []
        /// Every identifier of the file, backticks removed.
        public var identifiers: Set<String> = []
        /// The static members and enum cases the file declares (`SwiftAssetExtractor.declaredMembers`).
        public var declaredMembers: Set<String> = []
        public var diagnostics: [Diagnostic]
    }

    /// The key uses and literals of one Swift file.
    public static func extract(_ file: SourceFile) -> FileResult {
        let (lexed, problems) = SwiftLexer.tokens(file.bytes)
        let tokens = SwiftCompiledTokens.filter(lexed, in: file.bytes)
        var uses: [CodeIndex.KeyUse] = []
        var literals = Set<String>()
        collectLiterals(tokens, into: &literals)
        var members = Set<String>()
        collectMemberAccesses(tokens, into: &members)
        let previews = previewRanges(tokens)
        for index in tokens.indices where !previews.contains(where: { $0.contains(index) }) {
            if let use = keyUse(at: index, in: tokens, file: file) { uses.append(use) }
        }
        let diagnostics = problems.prefix(1).map { problem in
            Diagnostic(unreadableSource, unreadable(problem.message), at: file.location(ofOffset: problem.offset))
        }
        var identifiers = Set<String>()
        SwiftAssetExtractor.identifiers(tokens, into: &identifiers)
        var declared = Set<String>()
        SwiftAssetExtractor.declaredMembers(tokens, into: &declared)
        return FileResult(
            keyUses: uses, literals: literals, memberAccesses: members,
            assetUses: SwiftAssetExtractor.uses(tokens, file: file), identifiers: identifiers,
            declaredMembers: declared, diagnostics: diagnostics)
    }

    /// The token ranges of preview code: `#Preview(…) { … }` and the body of a type that conforms
    /// to `PreviewProvider`. Its literals (`Text("Hello world")`, sample data) are shown in
    /// Xcode's canvas alone, never to a user, and Xcode does not extract them: they are no lookups.
    static func previewRanges(_ tokens: [SwiftToken]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            var open: Int?
            if token.kind == .identifier, token.text == "#Preview" {
                var next = index + 1
                if next < tokens.count, tokens[next].isSymbol("(") {
                    next = (matching(next, "(", ")", in: tokens) ?? tokens.count) + 1
                }
                if next < tokens.count, tokens[next].isSymbol("{") { open = next }
            } else if token.kind == .identifier, token.text == "PreviewProvider", index > 0,
                tokens[index - 1].isSymbol(":") || tokens[index - 1].isSymbol(",")
            {
                // The declaration's body: the next `{` before anything that ends a header.
                let header = tokens.indices.dropFirst(index + 1).prefix(64)
                if let end = header.first(where: {
                    ["{", "}", ";"].contains(tokens[$0].text) && tokens[$0].kind == .punctuation
                }),
                    tokens[end].text == "{"
                {
                    open = end
                }
            }
            guard let open, let close = matching(open, "{", "}", in: tokens) else {
                index += 1
                continue
            }
            ranges.append(index..<(close + 1))
            index = close + 1
        }
        return ranges
    }

    /// The index of the punctuation that closes the one at `open`, if the file has it.
    static func matching(_ open: Int, _ opening: String, _ closing: String, in tokens: [SwiftToken]) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if tokens[index].text == opening {
                depth += 1
            } else if tokens[index].text == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The key use whose call's name is the token at `index`, if it is one.
    static func keyUse(at index: Int, in tokens: [SwiftToken], file: SourceFile) -> CodeIndex.KeyUse? {
        let name = tokens[index]
        guard name.kind == .identifier else { return nil }
        let previous = index > 0 ? tokens[index - 1] : nil
        let isMember = previous?.isSymbol(".") ?? false
        var call: String
        var label: String?
        if isMember {
            if modifiers.contains(name.text) {
                call = "." + name.text
            } else if let labeled = labeledModifiers[name.text] {
                call = "." + name.text
                label = labeled
            } else {
                return nil
            }
        } else {
            // `func Text(…)`, `init`, `case`: declarations, not calls.
            if let previous, previous.kind == .identifier,
                ["func", "case", "struct", "class", "enum", "typealias"].contains(previous.text)
            {
                return nil
            }
            if ["LocalizedStringKey", "LocalizedStringResource"].contains(name.text), previous?.isSymbol(":") ?? false {
                return declaredKey(at: index, in: tokens, file: file)
            }
            if initializers.contains(name.text) {
                call = name.text
            } else if let labeled = labeledInitializers[name.text] {
                call = "\(name.text)(\(labeled):)"
                label = labeled
            } else {
                return nil
            }
        }
        guard index + 1 < tokens.count, tokens[index + 1].isSymbol("(") else { return nil }
        let arguments = self.arguments(after: index + 1, in: tokens)
        let literal: SwiftToken?
        if let label {
            literal = arguments.first { $0.label == label }.flatMap(\.soleLiteral)
        } else {
            literal = arguments.first.flatMap { $0.label == nil ? $0.soleLiteral : nil }
        }
        guard let literal, let decoded = literal.literal else { return nil }
        var table: String?
        var tableIsKnown = true
        if let argument = arguments.first(where: { $0.label.map(tableLabels.contains) ?? false }) {
            if let value = argument.soleLiteral?.literal, !value.isInterpolated {
                table = value.plainText
            } else {
                tableIsKnown = false
            }
        }
        let pieces = self.pieces(decoded)
        return CodeIndex.KeyUse(
            key: key(pieces), pieces: pieces, table: table, tableIsKnown: tableIsKnown, call: call,
            location: file.location(ofOffset: literal.start))
    }

    /// `: LocalizedStringKey = "…"`: the literal a declaration of the type is given.
    static func declaredKey(at index: Int, in tokens: [SwiftToken], file: SourceFile) -> CodeIndex.KeyUse? {
        guard index + 2 < tokens.count, tokens[index + 1].isSymbol("="), tokens[index + 2].kind == .string,
            let decoded = tokens[index + 2].literal
        else { return nil }
        if index + 3 < tokens.count, tokens[index + 3].kind == .operator { return nil }
        let pieces = self.pieces(decoded)
        return CodeIndex.KeyUse(
            key: key(pieces), pieces: pieces, table: nil, call: tokens[index].text,
            location: file.location(ofOffset: tokens[index + 2].start))
    }

    /// One argument of a call: its label and tokens.
    struct Argument {
        var label: String?
        var tokens: ArraySlice<SwiftToken>

        /// The argument's string literal when it is nothing else (`"a" + b` is not a key).
        var soleLiteral: SwiftToken? {
            guard tokens.count == 1, let only = tokens.first, only.kind == .string else { return nil }
            return only
        }
    }

    /// The arguments of the call whose `(` is at `open`, split at top-level commas.
    static func arguments(after open: Int, in tokens: [SwiftToken]) -> [Argument] {
        var arguments: [Argument] = []
        var depth = 0
        var start = open + 1
        var index = open + 1
        func close(_ end: Int) {
            guard end > start else { return }
            var slice = tokens[start..<end]
            var label: String?
            if slice.count >= 2, let first = slice.first, first.kind == .identifier,
                slice[slice.startIndex + 1].isSymbol(":")
            {
                label = first.text
                slice = slice.dropFirst(2)
            }
            arguments.append(Argument(label: label, tokens: slice))
        }
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    if depth == 0 {
                        close(index)
                        return arguments
                    }
                    depth -= 1
                case "," where depth == 0:
                    close(index)
                    start = index + 1
                default: break
                }
            }
            index += 1
        }
        return arguments
    }

    /// The literal's pieces: text (with `%` doubled when the literal is interpolated, as
    /// `LocalizedStringKey` writes it) and placeholders.
    public static func pieces(_ literal: SwiftStringLiteral) -> [CodeIndex.KeyUse.Piece] {
        let interpolated = literal.isInterpolated
        return literal.segments.map { segment in
            switch segment {
            case .text(let text): .text(interpolated ? text.replacingPercents() : text)
            case .interpolation(let tokens, _): .placeholder(placeholder(tokens))
            }
        }
    }

    /// The key the pieces make.
    public static func key(_ pieces: [CodeIndex.KeyUse.Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .placeholder(let placeholder): placeholder
            }
        }.joined()
    }

    /// The placeholder Xcode writes for an interpolation, from what its tokens show (see the type's comment).
    public static func placeholder(_ tokens: [SwiftToken]) -> String {
        for (index, token) in tokens.enumerated() where token.kind == .identifier && token.text == "specifier" {
            if index + 2 < tokens.count, tokens[index + 1].isSymbol(":"), let format = tokens[index + 2].literal,
                !format.isInterpolated
            {
                return format.plainText
            }
        }
        guard let first = tokens.first else { return "%@" }
        // `\(\.$date)` in an App Intents summary: Xcode writes the parameter as `${date}`.
        if tokens.count == 3, first.isSymbol("\\"), tokens[1].isSymbol("."), tokens[2].kind == .identifier,
            tokens[2].text.hasPrefix("$"), tokens[2].text.count > 1
        {
            return "${\(tokens[2].text.dropFirst())}"
        }
        if tokens.count == 1 {
            switch first.kind {
            case .integer: return "%lld"
            case .float: return "%lf"
            default: return "%@"
            }
        }
        if first.kind == .identifier, tokens.count > 1, tokens[1].isSymbol("("), tokens.last?.isSymbol(")") ?? false {
            switch first.text {
            case "Int", "Int64", "Int32", "Int16", "Int8": return "%lld"
            case "UInt", "UInt64", "UInt32", "UInt16", "UInt8": return "%llu"
            case "Double", "CGFloat": return "%lf"
            case "Float": return "%f"
            default: return "%@"
            }
        }
        return "%@"
    }

    /// Every literal of the tokens (interpolations' own literals included) as Xcode would extract it.
    static func collectLiterals(_ tokens: [SwiftToken], into literals: inout Set<String>) {
        for token in tokens where token.kind == .string {
            guard let literal = token.literal else { continue }
            literals.insert(key(pieces(literal)))
            for segment in literal.segments {
                if case .interpolation(let inner, _) = segment { collectLiterals(inner, into: &literals) }
            }
        }
    }

    /// Every `Type.member` of the tokens (interpolations included): a name that starts with a
    /// capital, a `.`, and a name that does not (`Localizable.itemsCount` of
    /// `String.Localizable.itemsCount(3)`), backticks removed.
    static func collectMemberAccesses(_ tokens: [SwiftToken], into members: inout Set<String>) {
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .string, let literal = token.literal {
                for segment in literal.segments {
                    if case .interpolation(let inner, _) = segment { collectMemberAccesses(inner, into: &members) }
                }
                continue
            }
            if let access = generatedSymbol(at: index, in: tokens) {
                members.insert(access)
                continue
            }
            guard token.kind == .identifier, index + 2 < tokens.count, tokens[index + 1].isSymbol("."),
                tokens[index + 2].kind == .identifier
            else { continue }
            let type = token.text.replacingOccurrences(of: "`", with: "")
            let member = tokens[index + 2].text.replacingOccurrences(of: "`", with: "")
            guard let first = type.first, first.isUppercase, let initial = member.first, !initial.isUppercase else {
                continue
            }
            members.insert(type + "." + member)
        }
    }

    /// The key accessors other generators write, as `Table.member` (`.member` when the table is
    /// not named), at `index`:
    /// - xcstrings-tool: `String(localizable: .settingsTitle)` (the table's name, lower camel case,
    ///   as the label) and `.localizable(.settingsTitle)` (`Text(…)`, `LocalizedStringResource.…`)
    ///   are `Localizable.settingsTitle`;
    /// - Xcode's generated symbols: `Text(.settingsTitle)`, an implicit member as the first
    ///   argument of a type's initialiser, is `.settingsTitle` (`.font(.title)`, a method's
    ///   argument, is not).
    static func generatedSymbol(at index: Int, in tokens: [SwiftToken]) -> String? {
        func name(_ at: Int) -> String? {
            guard at < tokens.count, tokens[at].kind == .identifier else { return nil }
            return tokens[at].text.replacingOccurrences(of: "`", with: "")
        }
        func capitalised(_ label: String) -> String { label.prefix(1).uppercased() + label.dropFirst() }
        let token = tokens[index]
        // `label: .member` after `(` or `,`.
        if let label = name(index), index > 0, tokens[index - 1].isSymbol("(") || tokens[index - 1].isSymbol(","),
            index + 3 < tokens.count, tokens[index + 1].isSymbol(":"), tokens[index + 2].isSymbol("."),
            let member = name(index + 3), label.first?.isLowercase == true,
            index >= 2, tokens[index - 1].isSymbol("("), name(index - 2)?.first?.isUppercase == true
        {
            return capitalised(label) + "." + member
        }
        guard token.isSymbol("."), let first = name(index + 1) else { return nil }
        // `Type.table(.member)` or `Type(.table(.member))`: not a method's call (`.font(.title)`).
        let typed =
            index >= 1 && name(index - 1)?.first?.isUppercase == true
            || index >= 2 && tokens[index - 1].isSymbol("(") && name(index - 2)?.first?.isUppercase == true
        if typed, index + 4 < tokens.count, tokens[index + 2].isSymbol("("), tokens[index + 3].isSymbol("."),
            let member = name(index + 4), first.first?.isLowercase == true,
            index + 5 < tokens.count, tokens[index + 5].isSymbol(")")
        {
            return capitalised(first) + "." + member
        }
        // `Type(.member` with the member first.
        if index >= 2, tokens[index - 1].isSymbol("("), let callee = name(index - 2), callee.first?.isUppercase == true,
            first.first?.isLowercase == true, index + 2 < tokens.count,
            tokens[index + 2].isSymbol(")") || tokens[index + 2].isSymbol(",")
        {
            return "." + first
        }
        return nil
    }

    static func unreadable(_ problem: String) -> String {
        "\(problem); the rest of this Swift file is not analysed for String Catalog keys"
    }
}

extension String {
    /// `%` doubled, as an interpolated `LocalizedStringKey` writes its literal text.
    func replacingPercents() -> String {
        guard contains("%") else { return self }
        var out = ""
        for character in self { out += character == "%" ? "%%" : String(character) }
        return out
    }
}
