import ZKCore

/// A pseudo-localisation for layout testing: every text of the source language, accented
/// (`Settings` → `[Šéţţíñĝš~~~]`) and about 30 % longer, with placeholders (`%1$@`, `%#@n@`,
/// `%arg`), markup tags and `${…}` tokens kept as they are, added to each catalog as one more
/// locale (`en-XA` by default). Run the app in that locale: cut-off, untranslated (unaccented)
/// and concatenated texts show at once.
public enum PseudoLocale {
    public static let defaultLocale = "en-XA"

    /// The catalog's tree with `locale` set for every key that is to be translated (the keys it
    /// already has in that locale are replaced).
    public static func tree(_ catalog: StringCatalog, locale: String, sourceLocale: String) -> JSONValue {
        let source = catalog.sourceLanguage?.text ?? sourceLocale
        var edits = CatalogEntryEdits(catalog.root)
        for entry in catalog.entries where entry.needsTranslation {
            guard let localization = entry.localization(source) else { continue }
            let isFormat = FormatParser.isFormatString(localization.allLeaves.first?.unit.value?.text ?? entry.key)
            let value: JSONValue
            if localization.isImplicit {
                value = .object([
                    (
                        "stringUnit",
                        .object([
                            ("state", .string("translated")), ("value", .string(pseudo(entry.key, isFormat: isFormat))),
                        ])
                    )
                ])
            } else if let written = edits.entry(entry.key)?.object?["localizations"]?.object?[localization.locale] {
                value = transformed(written, isFormat: isFormat)
            } else {
                continue
            }
            edits.update(entry.key) { item in
                let localizations = item.object?["localizations"] ?? JSONTree.emptyObject
                return JSONTree.setting(item, "localizations", to: JSONTree.setting(localizations, locale, to: value))
            }
        }
        return edits.root
    }

    /// A localization's JSON with every `value` (and string-set value) pseudo-localised and every state `translated`.
    static func transformed(_ value: JSONValue, isFormat: Bool, inValues: Bool = false) -> JSONValue {
        switch value.kind {
        case .object(let object):
            var members = object.members
            for index in members.indices {
                switch members[index].key {
                case "state": members[index].value = JSONValue(.string("translated"), at: members[index].value.position)
                case "value":
                    if let text = members[index].value.string {
                        members[index].value = JSONValue(
                            .string(pseudo(text, isFormat: isFormat)), at: members[index].value.position)
                    }
                case "values":
                    members[index].value = transformed(members[index].value, isFormat: isFormat, inValues: true)
                case "argNum", "formatSpecifier": break
                default: members[index].value = transformed(members[index].value, isFormat: isFormat)
                }
            }
            return JSONValue(.object(JSONObject(members)), at: value.position)
        case .array(let items) where inValues:
            return JSONValue(
                .array(
                    items.map { item in
                        item.string.map { JSONValue(.string(pseudo($0, isFormat: isFormat)), at: item.position) }
                            ?? item
                    }), at: value.position)
        default:
            return value
        }
    }

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ", "k": "ķ",
        "l": "ļ", "m": "ɱ",
        "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "ü", "v": "ṽ", "w": "ŵ", "x": "ẋ",
        "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Í", "J": "Ĵ", "K": "Ķ",
        "L": "Ļ", "M": "Ṁ",
        "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Ü", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ",
        "Y": "Ý", "Z": "Ž",
    ]

    /// `text` accented and padded to about 130 % of its length, in brackets; placeholders (when
    /// `isFormat`), tags and `${…}` tokens unchanged. The empty text stays empty.
    public static func pseudo(_ text: String, isFormat: Bool) -> String {
        guard !text.isEmpty else { return text }
        var kept: [Range<Int>] = []
        if isFormat {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                FormatScanner.scan(buffer, allowArg: true, token: { kept.append($0.start..<$0.end) }, problem: { _ in })
            }
        }
        let utf8 = Array(text.utf8)
        var out = "["
        var index = 0
        var letters = 0
        while index < utf8.count {
            if let range = kept.first(where: { $0.lowerBound == index }) {
                out += String(decoding: utf8[range], as: UTF8.self)
                index = range.upperBound
                continue
            }
            let closer: UInt8? =
                utf8[index] == UInt8(ascii: "<")
                ? UInt8(ascii: ">")
                : (utf8[index] == UInt8(ascii: "$") && index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "{"))
                    ? UInt8(ascii: "}") : nil
            if let closer, let end = utf8[index...].firstIndex(of: closer) {
                out += String(decoding: utf8[index...end], as: UTF8.self)
                index = end + 1
                continue
            }
            // One character (all its bytes).
            var end = index + 1
            while end < utf8.count, utf8[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: utf8[index..<end], as: UTF8.self)
            if let first = character.first, let accented = accents[first] {
                out.append(accented)
            } else {
                out += character
            }
            if character.first?.isLetter == true { letters += 1 }
            index = end
        }
        let padding = max(1, (letters * 3 + 9) / 10)
        return out + String(repeating: "~", count: padding) + "]"
    }
}
