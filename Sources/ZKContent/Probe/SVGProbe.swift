import ZKCore

/// SVG: the root `<svg>` start tag within the first 64 KiB, its `width` and `height` (px, or pt,
/// in, cm, mm converted at 96 px to the inch) or, where those are relative or absent, its `viewBox`.
enum SVGProbe {
    static let window = 64 << 10

    /// A BOM and white space, then `<`: XML, possibly SVG.
    static func looksLikeMarkup(_ magic: [UInt8]) -> Bool {
        var index = magic.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < magic.count, PDFProbe.isSpace(magic[index]) { index += 1 }
        return index < magic.count && magic[index] == UInt8(ascii: "<")
    }

    static func probe(_ source: some BoundedBytes) -> Result<ImageHeader, ImageProbeFailure> {
        let text = String(decoding: source.read(at: 0, count: window), as: UTF8.self)
        guard let tag = rootTag(text) else {
            return .failure(
                .unknownFormat(
                    "the file is markup without an <svg> element in its first \(window >> 10) KiB, not an image"))
        }
        let attributes = parseAttributes(tag)
        var header = ImageHeader(format: .svg, hasAlpha: nil)
        let viewBox = attributes["viewBox"].flatMap(parseViewBox)
        header.width = attributes["width"].flatMap(length) ?? viewBox?.width
        header.height = attributes["height"].flatMap(length) ?? viewBox?.height
        if attributes["viewBox"] != nil && viewBox == nil {
            return .failure(
                .malformed(
                    .svg,
                    "viewBox \"\(attributes["viewBox"] ?? "")\" is not four numbers with a positive width and height"))
        }
        return .success(header)
    }

    /// The text between `<svg` and the `>` that ends its start tag, outside comments.
    static func rootTag(_ text: String) -> Substring? {
        var rest = text[...]
        while let open = rest.range(of: "<") {
            let after = rest[open.upperBound...]
            if after.hasPrefix("!--") {
                guard let close = after.range(of: "-->") else { return nil }
                rest = after[close.upperBound...]
                continue
            }
            if after.hasPrefix("svg") || after.hasPrefix("svg:svg") {
                let nameEnd = after.index(after.startIndex, offsetBy: after.hasPrefix("svg:svg") ? 7 : 3)
                guard nameEnd < after.endIndex else { return nil }
                let next = after[nameEnd]
                guard next == " " || next == "\n" || next == "\t" || next == "\r" || next == ">" || next == "/" else {
                    rest = after
                    continue
                }
                var quote: Character?
                var index = nameEnd
                while index < after.endIndex {
                    let character = after[index]
                    if let open = quote {
                        if character == open { quote = nil }
                    } else if character == "\"" || character == "'" {
                        quote = character
                    } else if character == ">" {
                        return after[nameEnd..<index]
                    }
                    index = after.index(after: index)
                }
                return nil
            }
            rest = after
        }
        return nil
    }

    static func parseAttributes(_ tag: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var index = tag.startIndex
        func skipSpace() {
            while index < tag.endIndex, tag[index].isWhitespace || tag[index] == "/" { index = tag.index(after: index) }
        }
        while true {
            skipSpace()
            guard index < tag.endIndex else { break }
            let nameStart = index
            while index < tag.endIndex, tag[index] != "=", !tag[index].isWhitespace { index = tag.index(after: index) }
            let name = String(tag[nameStart..<index])
            while index < tag.endIndex, tag[index].isWhitespace { index = tag.index(after: index) }
            guard index < tag.endIndex, tag[index] == "=" else { continue }
            index = tag.index(after: index)
            while index < tag.endIndex, tag[index].isWhitespace { index = tag.index(after: index) }
            guard index < tag.endIndex, tag[index] == "\"" || tag[index] == "'" else { break }
            let quote = tag[index]
            index = tag.index(after: index)
            let valueStart = index
            while index < tag.endIndex, tag[index] != quote { index = tag.index(after: index) }
            let value = String(tag[valueStart..<index])
            if index < tag.endIndex { index = tag.index(after: index) }
            if attributes[name] == nil { attributes[name] = value }
        }
        return attributes
    }

    /// An absolute length in px; nil for relative units (`%`, `em`) or text that is no length.
    static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharactersInWhitespace()
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 4.0 / 3.0), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4),
        ]
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count).trimmingCharactersInWhitespace()).flatMap {
                $0 > 0 && $0.isFinite ? $0 * factor : nil
            }
        }
        return Double(trimmed).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    static func parseViewBox(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }.map { Double($0) }
        guard parts.count == 4, let width = parts[2], let height = parts[3], width > 0, height > 0, width.isFinite,
            height.isFinite
        else { return nil }
        return (width, height)
    }
}

extension StringProtocol {
    func trimmingCharactersInWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
