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

        init(_ text: String) {
            var rest = Substring(text)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            if let colon = rest.firstIndex(of: ":"), URIReference.isScheme(rest[..<colon]) {
                scheme = String(rest[..<colon])
                rest = rest[rest.index(after: colon)...]
            }
            if rest.hasPrefix("//") {
                let afterSlashes = rest.dropFirst(2)
                let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
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
        guard let colon = text.firstIndex(of: ":") else { return false }
        return isScheme(text[..<colon])
    }

    static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == ".")
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
        guard let hash = text.firstIndex(of: "#") else { return text }
        return String(text[..<hash])
    }
}
