/// Resolution of relative URI references (RFC 3986 §5.2, the parts schemas need): against an
/// absolute `$id` (`https://host/schemas/game.schema.json`) or a project-relative file path.
enum URIReference {
    static func resolve(_ reference: String, against base: String) -> String {
        if hasScheme(reference) { return normalize(reference) }
        var prefix = ""
        var basePath = base
        if let range = base.range(of: "://") {
            let afterScheme = base[range.upperBound...]
            let slash = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            prefix = String(base[..<slash])
            basePath = String(base[slash...])
        }
        if reference.hasPrefix("/") { return prefix + normalize(reference) }
        let directory: String
        if let slash = basePath.lastIndex(of: "/") {
            directory = String(basePath[...slash])
        } else {
            directory = ""
        }
        return prefix + normalize(directory + reference)
    }

    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
            && (scheme.first?.isLetter ?? false)
    }

    /// Removes `.` and `..` segments of the path part.
    static func normalize(_ text: String) -> String {
        var prefix = ""
        var path = text
        if let range = text.range(of: "://") {
            let after = text[range.upperBound...]
            let slash = after.firstIndex(of: "/") ?? after.endIndex
            prefix = String(text[..<slash])
            path = String(text[slash...])
        }
        let absolute = path.hasPrefix("/")
        var output: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            if segment == "." { continue }
            if segment == ".." {
                if let last = output.last, !last.isEmpty, last != ".." { output.removeLast() } else if !absolute { output.append(segment) }
                continue
            }
            output.append(segment)
        }
        var joined = output.joined(separator: "/")
        if absolute && !joined.hasPrefix("/") { joined = "/" + joined }
        return prefix + joined
    }
}
