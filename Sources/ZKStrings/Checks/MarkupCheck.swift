import ZKCore

/// Lint: a translation's markup tags differ from its source's (`<b>…</b>` lost, `</b>`
/// unclosed, a tag renamed). Tags are compared by name and kind (opening, closing, empty),
/// as a multiset; attributes are the translator's (`href` of a localised page).
enum MarkupCheck: Check {
    static let markupDiffers = DiagnosticCode(
        "ZK3045", .warning, summary: "a translation's markup tags differ from its source's",
        explanation: """
            Texts rendered as HTML or attributed strings carry tags (`<b>`, `<a href>`, `<br/>`); \
            a translation must keep them, or the text renders with stray brackets or loses its \
            link. Tags are compared by name and kind in any order; attributes may differ. \
            Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "parent.terms.text", comment: "Terms line, rendered as HTML.",
                    CheckExamples.unit("de", "Lies die <b>Bedingungen</b>"),
                    CheckExamples.unit("en", "Read the <b>terms</b>"),
                    CheckExamples.unit("ru", "Прочитай <b>условия</b>", last: true))),
            broken: #"↓"Read the <b>terms""#, fixed: #""Read the <b>terms</b>""#))

    static let codes = [markupDiffers]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        key.context.translations(of: key.entry, whose: tags, differ: differ)
    }

    /// Every tag as `<name>`, `</name>` or `<name/>` (names lower-cased, attributes dropped).
    static func tags(_ text: String) -> [String] {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return [] }
        var result: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            var cursor = index + 1
            let closing = cursor < scalars.count && scalars[cursor] == "/"
            if closing { cursor += 1 }
            let nameStart = cursor
            while cursor < scalars.count {
                let scalar = scalars[cursor]
                let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                let isInside = cursor > nameStart && (("0"..."9").contains(scalar) || scalar == "-")
                guard isLetter || isInside else { break }
                cursor += 1
            }
            guard cursor > nameStart, let end = scalars[cursor...].firstIndex(where: { $0 == ">" || $0 == "<" }),
                scalars[end] == ">"
            else {
                index += 1
                continue
            }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<cursor])).lowercased()
            let empty = end > cursor && scalars[end - 1] == "/"
            result.append(closing ? "</\(name)>" : empty ? "<\(name)/>" : "<\(name)>")
            index = end + 1
        }
        return result
    }

    static func differ(
        _ value: String, _ tags: [String], source: String, _ sourceTags: [String], at location: SourceLocation
    ) -> Diagnostic {
        let (listed, sourceListed) = (tags.quotedList(orElse: "no tag"), sourceTags.quotedList(orElse: "no tag"))
        return Diagnostic(
            markupDiffers, "\(value) has the tags \(listed) where the source '\(source)' has \(sourceListed)",
            at: location)
    }
}
