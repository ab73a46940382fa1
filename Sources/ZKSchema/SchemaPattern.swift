import Foundation
import ZKCore

/// A compiled `pattern`: an ECMA-262 regular expression, searched (not anchored) in the string as
/// JSON Schema requires. Simple patterns run on a small matcher over Unicode scalars
/// (`SimpleRegex`, ECMA-262 semantics); anything it does not understand (look-around,
/// back-references, lazy quantifiers, `\b`, `\p{…}`) runs on `NSRegularExpression` (ICU), with
/// `\d`, `\w` and `$` rewritten to their ECMA-262 meaning. Known differences left: ICU accepts
/// some syntax ECMA-262 rejects under the `u` flag (`\a`, `\Z`), and its `.` also excludes U+0085.
final class SchemaPattern: @unchecked Sendable {
    // NSRegularExpression is immutable after creation and documented thread-safe for matching.
    let source: String
    private let simple: SimpleRegex?
    private let expression: NSRegularExpression?

    /// nil with a reason when the pattern does not compile. A source compiled before (by any
    /// library, on any thread) gives the same object: patterns are immutable, and their
    /// automata are most of what compiling a schema costs (a library compiled once per thread
    /// pays for them once).
    static func compile(_ source: String) -> Result<SchemaPattern, PatternError> {
        if let known = cache.lookup(source) { return known }
        let result = compileAnew(source)
        cache.store(source, result)
        return result
    }

    private static let cache = PatternCache()

    /// The deepest nesting of groups a pattern may have: the regular expression engines parse
    /// groups by recursion, and 50,000 nested ones overflowed the stack.
    static let maximumGroupDepth = 256

    private static func compileAnew(_ source: String) -> Result<SchemaPattern, PatternError> {
        if groupDepth(source) > maximumGroupDepth {
            return .failure(PatternError(reason: "nested deeper than \(maximumGroupDepth) groups"))
        }
        if let simple = SimpleRegex(source) {
            return .success(SchemaPattern(source: source, simple: simple, expression: nil))
        }
        do {
            let expression = try NSRegularExpression(pattern: icuPattern(source), options: [])
            return .success(SchemaPattern(source: source, simple: nil, expression: expression))
        } catch {
            return .failure(PatternError(reason: "not a valid regular expression"))
        }
    }

    /// The deepest nesting of `(` in `source` (outside classes, escapes skipped), counted
    /// without recursion.
    static func groupDepth(_ source: String) -> Int {
        var depth = 0
        var deepest = 0
        var inClass = false
        var escaped = false
        for scalar in source.unicodeScalars {
            if escaped {
                escaped = false
                continue
            }
            switch scalar {
            case "\\": escaped = true
            case "[" where !inClass: inClass = true
            case "]" where inClass: inClass = false
            case "(" where !inClass:
                depth += 1
                deepest = max(deepest, depth)
            case ")" where !inClass: depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// The pattern rewritten so that ICU gives it its ECMA-262 meaning where the two differ:
    /// `\d` and `\w` are ASCII only (ICU's are Unicode), `$` is the end of the string (ICU's
    /// also matches before a final line break), and the empty classes ICU rejects are written
    /// out: `[]` matches nothing, `[^]` any character.
    static func icuPattern(_ source: String) -> String {
        var out = ""
        var inClass = false
        var scalars = source.unicodeScalars.makeIterator()
        var pending: [Unicode.Scalar] = []
        func pull() -> Unicode.Scalar? { pending.isEmpty ? scalars.next() : pending.removeFirst() }
        while let scalar = pull() {
            if scalar == "[", !inClass {
                let first = pull()
                if first == "]" {
                    out += "(?!)"
                    continue
                }
                if first == "^" {
                    let second = pull()
                    if second == "]" {
                        out += #"[\s\S]"#
                        continue
                    }
                    pending = ["^"] + (second.map { [$0] } ?? [])
                } else if let first {
                    pending = [first]
                }
            }
            switch scalar {
            case "\\":
                guard let next = pull() else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                switch next {
                case "d": out += inClass ? "0-9" : "[0-9]"
                case "w": out += inClass ? "a-zA-Z0-9_" : "[a-zA-Z0-9_]"
                case "D" where !inClass: out += "[^0-9]"
                case "W" where !inClass: out += "[^a-zA-Z0-9_]"
                default:
                    out.unicodeScalars.append(scalar)
                    out.unicodeScalars.append(next)
                }
            case "[" where !inClass:
                inClass = true
                out.unicodeScalars.append(scalar)
            case "]" where inClass:
                inClass = false
                out.unicodeScalars.append(scalar)
            case "$" where !inClass:
                out += "\\z"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    struct PatternError: Error {
        var reason: String
    }

    private init(source: String, simple: SimpleRegex?, expression: NSRegularExpression?) {
        self.source = source
        self.simple = simple
        self.expression = expression
    }

    /// `matches` on UTF-8 bytes (a tape's string in place); a `String` is made only when the
    /// fast automaton cannot answer. Never inlined: the validator's hot loops that call it
    /// (members, strings) keep their own code small.
    @inline(never)
    func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let simple, let found = simple.search(utf8: bytes) { return found }
        return matches(String(decoding: bytes, as: UTF8.self))
    }

    func matches(_ text: String) -> Bool {
        if let simple { return simple.search(text) }
        guard let expression else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}

/// The patterns compiled so far, by source (a lock around a dictionary).
private final class PatternCache: @unchecked Sendable {
    private var compiled: [String: Result<SchemaPattern, SchemaPattern.PatternError>] = [:]
    private let lock = NSLockLike()

    func lookup(_ source: String) -> Result<SchemaPattern, SchemaPattern.PatternError>? {
        lock.withLock { compiled[source] }
    }

    func store(_ source: String, _ result: Result<SchemaPattern, SchemaPattern.PatternError>) {
        lock.withLock { compiled[source] = result }
    }
}
