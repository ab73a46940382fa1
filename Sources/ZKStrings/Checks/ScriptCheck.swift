import ZKCore

/// Lint: a translation is not written in its locale's script (a Russian value in Latin
/// letters, an English one in Cyrillic). Words the source also has (product names, `iCloud`)
/// are not counted; a value whose remaining letters include one of the locale's script passes.
enum ScriptCheck: Check {
    static let wrongScript = DiagnosticCode(
        "ZK3042", .warning, summary: "a translation is written in another script than its locale's",
        explanation: """
            Each locale has its script: Cyrillic for `ru`, `uk`, `bg`; Latin for `de`, `en`, \
            `fr`; Greek, Arabic, Hebrew, Han and kana, Hangul, Thai, Devanagari for theirs \
            (a script subtag, `sr-Latn`, decides for itself). A value whose letters are all of \
            another script was pasted into the wrong locale or never translated. Words that \
            the source has too (a product name) are not counted. Translation QA: a warning by \
            default.
            """,
        example: .edit(
            DiagnosticExample(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
            broken: #"↓"Listen""#, fixed: #""Слушай""#))

    static let codes = [wrongScript]

    enum Script: String, CaseIterable {
        case latin = "Latin"
        case cyrillic = "Cyrillic"
        case greek = "Greek"
        case arabic = "Arabic"
        case hebrew = "Hebrew"
        case han = "Han"
        case kana = "kana"
        case hangul = "Hangul"
        case thai = "Thai"
        case devanagari = "Devanagari"
        case armenian = "Armenian"
        case georgian = "Georgian"

        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
                self = .latin
            case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
            case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
            case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
            case 0x590...0x5FF, 0xFB1D...0xFB4F: self = .hebrew
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: self = .han
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .kana
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
            case 0xE00...0xE7F: self = .thai
            case 0x900...0x97F: self = .devanagari
            case 0x530...0x58F: self = .armenian
            case 0x10A0...0x10FF: self = .georgian
            default: return nil
            }
        }
    }

    /// The scripts a locale is written in; nil for a locale the check does not know.
    static func scripts(_ locale: String) -> Set<Script>? {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        for part in parts.dropFirst() where part.count == 4 {
            switch part {
            case "latn": return [.latin]
            case "cyrl": return [.cyrillic]
            case "hans", "hant": return [.han]
            case "arab": return [.arabic]
            default: break
            }
        }
        switch parts.first ?? "" {
        case "ru", "uk", "be", "bg", "mk", "kk", "ky", "tg", "mn", "sr": return [.cyrillic]
        case "el": return [.greek]
        case "ar", "fa", "ur", "ps": return [.arabic]
        case "he", "yi": return [.hebrew]
        case "zh": return [.han]
        case "ja": return [.han, .kana]
        case "ko": return [.hangul, .han]
        case "th": return [.thai]
        case "hi", "mr", "ne": return [.devanagari]
        case "hy": return [.armenian]
        case "ka": return [.georgian]
        case "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "no", "nn", "fi", "pl", "cs", "sk", "sl", "hr",
            "bs", "hu", "ro",
            "tr", "id", "ms", "vi", "ca", "et", "lv", "lt", "is", "ga", "cy", "eu", "gl", "sq", "az", "uz", "sw", "tl",
            "fil", "af", "mt", "lb":
            return [.latin]
        default: return nil
        }
    }

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        context.forEachTranslation(entry) { pair in
            guard let expected = scripts(pair.locale), !pair.value.text.hasSameCodePoints(as: pair.source.text) else {
                return
            }
            let isFormat = FormatParser.isFormatString(pair.source.text)
            let sourceWords = Set(words(QAText.masked(pair.source.text, isFormat: isFormat)))
            var found: [Script: Int] = [:]
            for word in words(QAText.masked(pair.value.text, isFormat: isFormat)) where !sourceWords.contains(word) {
                for scalar in word.unicodeScalars {
                    guard let script = Script(scalar) else { continue }
                    if expected.contains(script) { return }
                    found[script, default: 0] += 1
                }
            }
            // A few letters (an abbreviation, a unit) say little; a word of them says it all.
            guard let (script, count) = found.max(by: { $0.value < $1.value }), count >= 3 else { return }
            diagnostics.append(
                wrong(
                    pair.name, script: script.rawValue, expected: expected.map(\.rawValue).sorted(),
                    at: context.catalog.location(pair.value.position)))
        }
        return diagnostics
    }

    /// Runs of letters and digits (what a product name is made of).
    static func words(_ scalars: [Unicode.Scalar]) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else if !current.isEmpty {
                result.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { result.append(String(current)) }
        return result
    }

    static func wrong(_ value: String, script: String, expected: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            wrongScript,
            "\(value) is written in \(script) script, not \(expected.joined(separator: " or ")); was it pasted into the wrong locale?",
            at: location)
    }
}
