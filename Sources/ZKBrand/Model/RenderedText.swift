import Foundation
import ZKCore

/// A rendered template that remembers, for every Unicode scalar, the template byte offset it
/// came from, so a limit exceeded in the rendered text is reported in the template.
public struct RenderedText: Sendable {
    public var template: Template
    public var scalars: [Unicode.Scalar]
    /// Template byte offset of each scalar.
    var offsets: [Int]
    /// The placeholder each scalar was expanded from, nil for literal text.
    var origins: [Template.Placeholder?]
    /// Placeholders naming a group of locale variants (`{{url.privacy_page}}`), each with the
    /// token it was rendered from (`url.privacy_page.en`, or `….default` when the locale has
    /// none) or nil when the group has neither.
    public var variants: [(placeholder: Template.Placeholder, token: String?)] = []
    /// Placeholders that name no token and stay as written. A check of the rendered text stays
    /// silent about such a field: the unknown placeholder is the cause (`UnknownPlaceholderCheck`,
    /// or the syntax error of the token file that would define it), the text only its symptom.
    public var unresolved: [Template.Placeholder] = []

    /// The rendered text trimmed of surrounding white space and line breaks: what the store shows.
    public var trimmed: String { String(String.UnicodeScalarView(scalars[trimmedRange])) }

    /// Scalar indices of the trimmed text.
    var trimmedRange: Range<Int> {
        var start = 0
        var end = scalars.count
        while start < end, CharacterSet.whitespacesAndNewlines.contains(scalars[start]) { start += 1 }
        while end > start, CharacterSet.whitespacesAndNewlines.contains(scalars[end - 1]) { end -= 1 }
        return start..<end
    }

    /// Where in the template the scalar at `index` of the trimmed text comes from: the literal
    /// character, or the `{{` of the placeholder that produced it.
    public func templateLocation(
        ofTrimmedScalar index: Int
    ) -> (location: SourceLocation, placeholder: Template.Placeholder?) {
        let absolute = min(trimmedRange.lowerBound + index, max(0, scalars.count - 1))
        guard absolute < offsets.count else { return (template.file.location(ofOffset: 0), nil) }
        if let placeholder = origins[absolute] {
            return (
                template.file.location(ofOffset: placeholder.range.lowerBound, length: placeholder.range.count),
                placeholder
            )
        }
        return (template.file.location(ofOffset: offsets[absolute]), nil)
    }

    /// Where the character at `characterIndex` (grapheme clusters) of the trimmed text comes from.
    public func templateLocation(
        ofTrimmedCharacter characterIndex: Int
    ) -> (location: SourceLocation, placeholder: Template.Placeholder?) {
        let text = trimmed
        guard let index = text.index(text.startIndex, offsetBy: characterIndex, limitedBy: text.endIndex) else {
            return templateLocation(ofTrimmedScalar: text.unicodeScalars.count)
        }
        return templateLocation(ofTrimmedScalar: text.unicodeScalars.distance(from: text.startIndex, to: index))
    }

    /// Where the trimmed text's UTF-16/character `String.Index` comes from.
    public func templateLocation(
        of index: String.Index, in text: String
    ) -> (location: SourceLocation, placeholder: Template.Placeholder?) {
        templateLocation(ofTrimmedScalar: text.unicodeScalars.distance(from: text.startIndex, to: index))
    }
}

/// Expands placeholders with resolved token text. An unknown placeholder stays as written (its
/// error is reported by `UnknownPlaceholderCheck`), so the rendering never silently loses text.
///
/// Rendered for a locale, two things follow the locale: a placeholder naming a group of locale
/// variants (`{{url.privacy_page}}` with members `de`, `en`, `ru`, and optionally `default`)
/// takes the locale's member, or `default`, which is reported; and a price — a number token
/// `price.<plan>.<iso 4217 code>` — is formatted as the locale writes it (`3,99 €`, `€3.99`).
public enum TemplateRenderer {
    public static func render(_ template: Template, tokens: ResolvedTokens, locale: String? = nil) -> RenderedText {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var origins: [Template.Placeholder?] = []
        var variants: [(placeholder: Template.Placeholder, token: String?)] = []
        var unresolved: [Template.Placeholder] = []
        let language = locale ?? (template.locale == "default" ? nil : template.locale)
        for segment in template.segments {
            switch segment {
            case .text(let range):
                let text = template.text(range)
                var offset = range.lowerBound
                for scalar in text.unicodeScalars {
                    scalars.append(scalar)
                    offsets.append(offset)
                    origins.append(nil)
                    offset += UTF8.width(scalar)
                }
            case .placeholder(let placeholder):
                var token = tokens[placeholder.path]
                if token == nil, tokens.document.group(placeholder.path) != nil {
                    let chosen = [language.map { placeholder.path + "." + $0 }, placeholder.path + ".default"]
                        .compactMap { $0 }.first { tokens[$0] != nil }
                    variants.append((placeholder, chosen))
                    token = chosen.flatMap { tokens[$0] }
                }
                let text = token.flatMap { PriceFormat.text(of: $0, locale: language) }
                if text == nil { unresolved.append(placeholder) }
                let value = text ?? template.text(placeholder.range)
                for scalar in value.unicodeScalars {
                    scalars.append(scalar)
                    offsets.append(placeholder.range.lowerBound)
                    origins.append(placeholder)
                }
            }
        }
        var rendered = RenderedText(template: template, scalars: scalars, offsets: offsets, origins: origins)
        rendered.variants = variants
        rendered.unresolved = unresolved
        return rendered
    }
}
