import ZKCore
import ZKSwiftSource

/// The length of every body in a Swift file: functions, initialisers, deinitialisers, subscripts,
/// accessors (`get`, `set`, `willSet`, `didSet`) and computed properties, read from the project's
/// own lexer (so braces in strings and comments do not count). A body's length runs from the
/// declaration's first line (its attributes and modifiers included) to its closing brace.
struct FunctionLength: Hashable, CustomStringConvertible {
    var name: String
    /// The 1-based line of the declaration's first token.
    var line: Int
    var lines: Int

    var description: String { "\(line): '\(name)' is \(lines) lines" }

    /// Every measured body in `source`, in the order their declarations start.
    static func measure(_ source: String) -> [FunctionLength] {
        var scanner = Scanner(source)
        scanner.scan()
        return scanner.found.sorted { ($0.line, $0.name) < ($1.line, $1.name) }
    }

    /// What an open brace belongs to.
    enum Body {
        /// A function, initialiser, subscript, accessor or computed property: measured.
        case measured(name: String, line: Int, holdsAccessors: Bool)
        /// Anything else: a type, a closure, a statement.
        case other
    }

    /// A declaration whose body has not opened yet, and the bracket depth its body opens at.
    struct Pending {
        var name: String
        var line: Int
        var depth: Int
        var holdsAccessors: Bool
        /// A property is computed only if its `{` follows its type; `=` or a new line makes it stored.
        var isProperty: Bool
    }

    struct Scanner {
        let tokens: [SwiftToken]
        /// The byte offset at which each line starts.
        let lineStarts: [Int]
        var found: [FunctionLength] = []
        var braces: [Body] = []
        /// `(` and `[` open and not closed, since the last `{`.
        var depth = 0
        /// `depth` outside each open brace, and the declaration still waiting for its body there.
        var saved: [(depth: Int, pending: Pending?)] = []
        var pending: Pending?
        /// The name of the last property declared: the owner of `willSet` and `didSet` after a
        /// stored property's initial value.
        var lastProperty = "property"

        init(_ source: String) {
            let bytes = Array(source.utf8)
            tokens = SwiftLexer.tokens(bytes).tokens
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
            lineStarts = starts
        }

        /// The 1-based line of a byte offset.
        func line(_ offset: Int) -> Int {
            var low = 0
            var high = lineStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle }
            }
            return low + 1
        }

        static let declarationKeywords: Set<String> = [
            "func", "init", "deinit", "subscript", "var", "let", "case", "struct", "class", "enum", "protocol",
            "extension", "actor", "typealias", "associatedtype", "import", "macro", "operator", "precedencegroup",
        ]
        static let statementKeywords: Set<String> = [
            "if", "guard", "for", "while", "switch", "do", "repeat", "return", "defer", "throw", "break", "continue",
            "in", "where", "else", "catch",
        ]
        static let accessorKeywords: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify"]
        static let modifiers: Set<String> = [
            "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final",
            "mutating", "nonmutating", "override", "required", "convenience", "lazy", "weak", "unowned",
            "nonisolated", "dynamic", "optional", "indirect", "consuming", "borrowing", "isolated",
        ]

        mutating func scan() {
            for index in tokens.indices { step(index) }
        }

        mutating func step(_ index: Int) {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1] : nil
            if let declaration = pending, declaration.isProperty, let previous,
                breaksProperty(token, after: previous)
            {
                pending = nil
            }
            switch (token.kind, token.text) {
            case (.punctuation, "{"):
                open(index)
            case (.punctuation, "}"):
                close(index)
            case (.punctuation, "("), (.punctuation, "["):
                depth += 1
            case (.punctuation, ")"), (.punctuation, "]"):
                depth -= 1
                if let declaration = pending, depth < declaration.depth { pending = nil }
            case (.punctuation, ";"):
                if pending?.depth == depth { pending = nil }
            case (.identifier, let word) where previous?.isSymbol(".") != true:
                declare(word, at: index)
            default:
                break
            }
        }

        /// Whether `token` shows that a pending property is stored, not computed: an initial value,
        /// or a new line that the type does not continue onto.
        func breaksProperty(_ token: SwiftToken, after previous: SwiftToken) -> Bool {
            if token.isSymbol("=") || token.kind == .string || token.kind == .integer || token.kind == .float {
                return true
            }
            if token.kind == .identifier, Self.statementKeywords.contains(token.text) { return true }
            let continuations = [":", ",", "->", "&", "<", "(", "[", "."]
            let newLine = line(token.start) != line(previous.start)
            return newLine && !token.isSymbol("{") && !continuations.contains { previous.isSymbol($0) }
                && !continuations.contains { token.isSymbol($0) }
        }

        mutating func declare(_ word: String, at index: Int) {
            var line: Int { self.line(tokens[firstToken(of: index)].start) }
            switch word {
            case "func":
                let name = index + 1 < tokens.count ? tokens[index + 1].text : "func"
                pending = Pending(name: name, line: line, depth: depth, holdsAccessors: false, isProperty: false)
            case "init", "deinit", "subscript":
                pending = Pending(
                    name: word, line: line, depth: depth, holdsAccessors: word == "subscript", isProperty: false)
            case "var":
                if index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    lastProperty = tokens[index + 1].text
                    pending = Pending(
                        name: tokens[index + 1].text, line: line, depth: depth, holdsAccessors: true, isProperty: true)
                } else {
                    pending = nil
                }
            case _ where Self.declarationKeywords.contains(word):
                pending = nil
            case _ where Self.accessorKeywords.contains(word):
                declareAccessor(word, at: index, line: line)
            default:
                break
            }
        }

        /// An accessor is a keyword right inside a property's or subscript's braces (or after
        /// another accessor's), followed by its body; `willSet` and `didSet` may also follow a
        /// stored property's initial value.
        mutating func declareAccessor(_ word: String, at index: Int, line: Int) {
            guard index > 0, tokens[index - 1].isSymbol("{") || tokens[index - 1].isSymbol("}"),
                index + 1 < tokens.count, tokens[index + 1].isSymbol("{") || tokens[index + 1].isSymbol("(")
            else { return }
            let owner: String
            switch braces.last {
            case .measured(let name, _, true)?: owner = name
            case .other? where word == "willSet" || word == "didSet": owner = lastProperty
            default: return
            }
            pending = Pending(
                name: "\(owner).\(word)", line: line, depth: depth, holdsAccessors: false, isProperty: false)
        }

        /// The first token of the declaration whose keyword is at `index`: its modifiers and
        /// attributes (with their arguments) come before it.
        func firstToken(of index: Int) -> Int {
            var first = index
            while first > 0 {
                let before = tokens[first - 1]
                if before.kind == .identifier, Self.modifiers.contains(before.text) || before.text.hasPrefix("@") {
                    first -= 1
                } else if before.isSymbol(")"), let open = matchingOpen(before: first - 1), open > 0,
                    tokens[open - 1].text.hasPrefix("@") || Self.modifiers.contains(tokens[open - 1].text)
                {
                    first = open - 1
                } else {
                    break
                }
            }
            return first
        }

        /// The `(` that the `)` at `close` closes.
        func matchingOpen(before close: Int) -> Int? {
            var nesting = 0
            var index = close
            while index >= 0 {
                if tokens[index].isSymbol(")") { nesting += 1 }
                if tokens[index].isSymbol("(") {
                    nesting -= 1
                    if nesting == 0 { return index }
                }
                index -= 1
            }
            return nil
        }

        mutating func open(_ index: Int) {
            var outside: Pending?
            if let declaration = pending, declaration.depth == depth {
                braces.append(
                    .measured(
                        name: declaration.name, line: declaration.line, holdsAccessors: declaration.holdsAccessors))
            } else {
                braces.append(.other)
                // A closure inside a declaration's parentheses (a default value): the body is still to come.
                if let declaration = pending, declaration.depth < depth { outside = declaration }
            }
            pending = nil
            // Brackets are counted from each brace: a closure inside a call starts again at 0.
            saved.append((depth, outside))
            depth = 0
        }

        mutating func close(_ index: Int) {
            pending = nil
            guard let body = braces.popLast() else { return }
            if let outside = saved.popLast() {
                depth = outside.depth
                pending = outside.pending
            }
            if case .measured(let name, let start, _) = body {
                found.append(FunctionLength(name: name, line: start, lines: line(tokens[index].start) - start + 1))
            }
        }
    }
}
