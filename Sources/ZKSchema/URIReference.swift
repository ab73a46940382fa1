import ZKCore

/// URI references (RFC 3986): parsing into components and resolution against a base (§5.2),
/// for `$id`, `$ref` and `$schema`. A base may also be a project-relative file path
/// (`Content/schemas/game.schema.json`), which resolves like a URI without scheme.
enum URIReference {
    struct Components: Equatable {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?

        /// Split at the ASCII delimiters, found as bytes: a URI's delimiters are code points, never
        /// part of a grapheme with what follows (`#\u{301}` starts a fragment).
        init(_ text: String) {
            var rest = Substring(text)
            if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
                fragment = String(rest[rest.utf8.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
                query = String(rest[rest.utf8.index(after: question)...])
                rest = rest[..<question]
            }
            if let colon = rest.utf8.firstIndex(of: UInt8(ascii: ":")), URIReference.isScheme(rest[..<colon]) {
                scheme = String(rest[..<colon])
                rest = rest[rest.utf8.index(after: colon)...]
            }
            if rest.utf8.starts(with: "//".utf8) {
                let afterSlashes = rest[rest.utf8.index(rest.startIndex, offsetBy: 2)...]
                let end = afterSlashes.utf8.firstIndex(of: UInt8(ascii: "/")) ?? afterSlashes.endIndex
                authority = String(afterSlashes[..<end])
                rest = afterSlashes[end...]
            }
            path = String(rest)
        }

        var text: String {
            var out = ""
            if let scheme { out += scheme + ":" }
            if let authority { out += "//" + authority }
            out += path
            if let query { out += "?" + query }
            if let fragment { out += "#" + fragment }
            return out
        }
    }

    /// `reference` resolved against `base` (RFC 3986 §5.2.2), dot segments removed.
    static func resolve(_ reference: String, against base: String) -> String {
        // Most references of a schema are `#…` or empty: the base without its fragment, then the
        // reference's own (§5.2.2 with an empty path: the base's path and query, unchanged).
        if reference.utf8.first.map({ $0 == UInt8(ascii: "#") }) ?? true {
            return withoutFragment(base) + reference
        }
        let r = Components(reference)
        let b = Components(base)
        var t = Components("")
        if r.scheme != nil {
            t = r
            t.path = removeDotSegments(r.path)
        } else {
            t.scheme = b.scheme
            if r.authority != nil {
                t.authority = r.authority
                t.path = removeDotSegments(r.path)
                t.query = r.query
            } else {
                t.authority = b.authority
                if r.path.isEmpty {
                    t.path = b.path
                    t.query = r.query ?? b.query
                } else {
                    if r.path.hasPrefix("/") {
                        t.path = removeDotSegments(r.path)
                    } else {
                        t.path = removeDotSegments(merge(base: b, path: r.path))
                    }
                    t.query = r.query
                }
            }
            t.fragment = r.fragment
        }
        return t.text
    }

    static func merge(base: Components, path: String) -> String {
        if base.authority != nil, base.path.isEmpty { return "/" + path }
        guard let slash = base.path.lastIndex(of: "/") else { return path }
        return String(base.path[...slash]) + path
    }

    /// Removes `.` and `..` segments (RFC 3986 §5.2.4); a relative path keeps leading `..`.
    static func removeDotSegments(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            if segment == "." {
                if last { output.append("") }
                continue
            }
            if segment == ".." {
                if let previous = output.last, previous != "..", !(previous.isEmpty && output.count == 1 && absolute) {
                    output.removeLast()
                } else if !absolute {
                    output.append(segment)
                }
                if last { output.append("") }
                continue
            }
            output.append(segment)
        }
        var joined = output.joined(separator: "/")
        if absolute && !joined.hasPrefix("/") { joined = "/" + joined }
        return joined
    }

    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        return isScheme(text[..<colon])
    }

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (§3.1).
    static func isScheme(_ text: Substring) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || $0 &- UInt8(ascii: "0") < 10 || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: ".")
        }
    }

    /// Normalises the path of `text` (dot segments).
    static func normalize(_ text: String) -> String {
        var components = Components(text)
        components.path = removeDotSegments(components.path)
        return components.text
    }

    /// The URI without its fragment (`a.json#/x` → `a.json`; `a.json#` → `a.json`).
    static func withoutFragment(_ text: String) -> String {
        guard let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) else { return text }
        return String(text[..<hash])
    }
}
