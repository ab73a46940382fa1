import Foundation
import ZKCore

/// The `hostname` and `idn-hostname` formats, for `--assert-format`.
///
/// `hostname` (RFC 1123, RFC 5890): labels of 1 to 63 ASCII letters, digits and `-`, not starting
/// or ending with `-`, separated by `.`, at most 253 characters in all (no trailing dot). A label
/// starting with `xn--` is an A-label: it must be canonical Punycode of a valid U-label (below).
///
/// `idn-hostname` (RFC 5890 to 5893): labels separated by `.` or the dots UTS 46 reads as one
/// (`。` U+3002, `．` U+FF0E, `｡` U+FF61); ASCII labels as for `hostname`, others U-labels:
/// - in NFC, no `--` in the 3rd and 4th positions, no leading or trailing `-`, not starting with
///   a combining mark (RFC 5891 §4.2.3);
/// - every code point PVALID under RFC 5892's derivation, computed from the standard library's
///   Unicode properties (general category, NFKC case folding, default-ignorable, white space,
///   noncharacter) with the exceptions table, the ignorable blocks and old Hangul jamo: no
///   generated table, the Unicode version the toolchain's;
/// - CONTEXTJ and CONTEXTO rules (RFC 5892 appendix A): ZWJ after a virama; ZWNJ after a virama
///   or between joining letters; MIDDLE DOT between two `l`; KERAIA before Greek; GERESH and
///   GERSHAYIM after Hebrew; KATAKANA MIDDLE DOT with Hiragana, Katakana or Han; the two kinds of
///   Arabic-Indic digits not mixed;
/// - the Bidi rule (RFC 5893) on a name with a right-to-left label;
/// - the A-label form of each label at most 63 octets, of the name at most 253.
/// ASCII capitals are lower-cased first (UTS 46's mapping for ASCII); no other mapping is applied.
/// Approximations, because the standard library has no Script, Bidi_Class or Joining_Type
/// property: scripts, bidirectional classes and joining types come from code-point ranges of
/// the scripts these rules name (Greek, Hebrew, Arabic, Syriac, Thaana, NKo, Kana, Han, …).
///
///     "www.example.com"            hostname ✓
///     "xn--9n2bp8q.xn--9t4b11yi5a" hostname ✓ (실례.테스트)
///     "host_name"                  ✗ label 'host_name' holds '_'
///     "실례.테스트"                 idn-hostname ✓
///     "l·a"                        ✗ U+00B7 MIDDLE DOT must stand between two 'l's
///     "xn---9uc"                   ✗ not the canonical Punycode of its label
enum HostnameFormat {
    /// What is wrong with `text` as a `hostname`, or nil when it is one.
    static func hostnameProblem(_ text: String) -> String? {
        guard !text.isEmpty else { return "a host name cannot be empty" }
        if let other = text.unicodeScalars.first(where: { !$0.isASCII }) {
            return
                "\(describe(other)) is not ASCII; a 'hostname' is written in letters, digits and '-' (an 'idn-hostname' or an A-label 'xn--…' carries other characters)"
        }
        guard text.utf8.count <= 253 else { return "the name has \(text.utf8.count) characters; at most 253" }
        var labels: [[Unicode.Scalar]] = []
        for label in text.split(separator: ".", omittingEmptySubsequences: false) {
            if let problem = asciiLabelProblem(label) { return problem }
            let lowered = lowerASCII(Array(label.unicodeScalars))
            if isALabel(lowered) {
                switch decodeALabel(label, lowered) {
                case .failure(let problem): return problem.text
                case .success(let decoded): labels.append(decoded)
                }
            } else {
                labels.append(lowered)
            }
        }
        return bidiProblem(labels)
    }

    /// What is wrong with `text` as an `idn-hostname`, or nil when it is one.
    static func idnHostnameProblem(_ text: String) -> String? {
        guard !text.isEmpty else { return "a host name cannot be empty" }
        let separators: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
        var labels: [[Unicode.Scalar]] = [[]]
        for scalar in text.unicodeScalars {
            if separators.contains(scalar) { labels.append([]) } else { labels[labels.count - 1].append(scalar) }
        }
        var decoded: [[Unicode.Scalar]] = []
        var octets = labels.count - 1
        for label in labels {
            let shown = String(String.UnicodeScalarView(label))
            if label.allSatisfy(\.isASCII) {
                if let problem = asciiLabelProblem(Substring(shown)) { return problem }
                let lowered = lowerASCII(label)
                octets += label.count
                if isALabel(lowered) {
                    switch decodeALabel(Substring(shown), lowered) {
                    case .failure(let problem): return problem.text
                    case .success(let scalars): decoded.append(scalars)
                    }
                } else {
                    decoded.append(lowered)
                }
                continue
            }
            let lowered = lowerASCII(label)
            if let problem = uLabelProblem(lowered, shown: "'\(shown)'") { return problem }
            let aLabel = "xn--" + Punycode.encode(lowered)
            guard aLabel.utf8.count <= 63 else {
                return
                    "label '\(clipped(shown))' is \(aLabel.utf8.count) octets as an A-label ('\(clipped(aLabel))'); at most 63"
            }
            octets += aLabel.utf8.count
            decoded.append(lowered)
        }
        guard octets <= 253 else { return "the name is \(octets) octets in A-labels; at most 253" }
        return bidiProblem(decoded)
    }

    // MARK: Labels

    private struct Problem: Error {
        var text: String
    }

    /// RFC 1123's rules for an ASCII label: 1 to 63 letters, digits and `-`, no `-` at either end.
    private static func asciiLabelProblem(_ label: Substring) -> String? {
        guard !label.isEmpty else { return "the name has an empty label (a dot at the start or the end, or two dots)" }
        guard label.utf8.count <= 63 else {
            return "label '\(clipped(String(label)))' has \(label.utf8.count) characters; at most 63"
        }
        if label.hasPrefix("-") { return "label '\(label)' starts with '-'" }
        // An A-label may end with Punycode's delimiter: decoding judges it.
        if label.hasSuffix("-"), !label.lowercased().hasPrefix("xn--") { return "label '\(label)' ends with '-'" }
        if let bad = label.unicodeScalars.first(where: { !(isLDH($0) || ("A"..."Z").contains($0)) }) {
            return
                "label '\(label)' holds \(bad.value < 0x20 || bad.value == 0x7F ? describe(bad) : "'\(bad)'"); only letters, digits and '-' are allowed"
        }
        return nil
    }

    private static func isALabel(_ lowered: [Unicode.Scalar]) -> Bool {
        lowered.count >= 4 && lowered[0] == "x" && lowered[1] == "n" && lowered[2] == "-" && lowered[3] == "-"
    }

    /// The U-label an A-label (`xn--…`) encodes: canonical Punycode of a valid U-label that is not all ASCII.
    private static func decodeALabel(
        _ label: Substring, _ lowered: [Unicode.Scalar]
    ) -> Result<[Unicode.Scalar], Problem> {
        let body = String(String.UnicodeScalarView(lowered.dropFirst(4)))
        guard let decoded = Punycode.decode(Substring(body)) else {
            return .failure(Problem(text: "label '\(label)' is not valid Punycode"))
        }
        let uLabel = lowerASCII(decoded)
        let shown = String(String.UnicodeScalarView(uLabel))
        if uLabel.allSatisfy(\.isASCII) {
            return .failure(
                Problem(
                    text:
                        "A-label '\(label)' decodes to ASCII only ('\(shown)'); an A-label encodes non-ASCII characters"
                ))
        }
        let canonical = "xn--" + Punycode.encode(uLabel)
        if canonical != "xn--" + body {
            return .failure(
                Problem(text: "A-label '\(label)' is not the canonical Punycode of '\(shown)' (that is '\(canonical)')")
            )
        }
        if let problem = uLabelProblem(uLabel, shown: "'\(shown)' ('\(label)')") {
            return .failure(Problem(text: problem))
        }
        return .success(uLabel)
    }

    /// RFC 5891 §4.2.3 and RFC 5892 for a U-label (ASCII already lower-cased); `shown` names it in messages, quoted.
    private static func uLabelProblem(_ label: [Unicode.Scalar], shown: String) -> String? {
        let text = String(String.UnicodeScalarView(label))
        if Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) != label {
            return "label \(shown) is not in Unicode normalization form C (NFC)"
        }
        if label.count >= 4, label[2] == "-", label[3] == "-" {
            return "label \(shown) has '--' in the 3rd and 4th positions, which are reserved for A-labels ('xn--')"
        }
        if label.first == "-" { return "label \(shown) starts with '-'" }
        if label.last == "-" { return "label \(shown) ends with '-'" }
        if let first = label.first, isMark(first) {
            return "label \(shown) starts with the combining mark \(describe(first))"
        }
        for (index, scalar) in label.enumerated() {
            switch property(scalar) {
            case .pvalid: continue
            case .unassigned: return "\(describe(scalar)) in label \(shown) is not assigned in Unicode"
            case .disallowed:
                return "\(describe(scalar)) is not allowed in a host name (IDNA 2008: DISALLOWED), in label \(shown)"
            case .contextJ, .contextO:
                if let rule = contextProblem(label, index) { return "\(describe(scalar)) \(rule), in label \(shown)" }
            }
        }
        return nil
    }

    // MARK: RFC 5892 derived property

    enum Property { case pvalid, contextJ, contextO, disallowed, unassigned }

    /// The IDNA 2008 property of a code point, derived as RFC 5892 §3 orders the rules.
    static func property(_ scalar: Unicode.Scalar) -> Property {
        switch scalar.value {
        case 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007: return .pvalid
        case 0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB, 0x0660...0x0669, 0x06F0...0x06F9: return .contextO
        case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B: return .disallowed
        default: break
        }
        let properties = scalar.properties
        if properties.generalCategory == .unassigned, !properties.isNoncharacterCodePoint { return .unassigned }
        if isLDH(scalar) { return .pvalid }
        if scalar.value == 0x200C || scalar.value == 0x200D { return .contextJ }
        if properties.changesWhenNFKCCaseFolded { return .disallowed }
        if properties.isDefaultIgnorableCodePoint || properties.isWhitespace || properties.isNoncharacterCodePoint {
            return .disallowed
        }
        switch scalar.value {
        case 0x20D0...0x20FF, 0x1D100...0x1D24F: return .disallowed  // combining marks for symbols, musical notation
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: return .disallowed  // old Hangul jamo
        default: break
        }
        switch properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .decimalNumber, .modifierLetter, .nonspacingMark,
            .spacingMark:
            return .pvalid
        default: return .disallowed
        }
    }

    /// The CONTEXTJ or CONTEXTO rule of `label[index]`, phrased as what it needs; nil when it holds.
    private static func contextProblem(_ label: [Unicode.Scalar], _ index: Int) -> String? {
        let scalar = label[index].value
        let before = index > 0 ? label[index - 1] : nil
        let after = index + 1 < label.count ? label[index + 1] : nil
        let afterVirama = before.map { $0.properties.canonicalCombiningClass.rawValue == 9 } ?? false
        switch scalar {
        case 0x200D:
            return afterVirama ? nil : "must follow a virama (IDNA 2008 CONTEXTJ)"
        case 0x200C:
            if afterVirama { return nil }
            var left = index - 1
            while left >= 0, joiningType(label[left]) == .transparent { left -= 1 }
            var right = index + 1
            while right < label.count, joiningType(label[right]) == .transparent { right += 1 }
            let joinsLeft = left >= 0 && [.dual, .left].contains(joiningType(label[left]))
            let joinsRight = right < label.count && [.dual, .right].contains(joiningType(label[right]))
            return joinsLeft && joinsRight
                ? nil : "must follow a virama or stand between two joining letters (IDNA 2008 CONTEXTJ)"
        case 0x00B7:
            return before == "l" && after == "l" ? nil : "must stand between two 'l's (IDNA 2008 CONTEXTO)"
        case 0x0375:
            return after.map(isGreek) == true ? nil : "must be followed by a Greek letter (IDNA 2008 CONTEXTO)"
        case 0x05F3, 0x05F4:
            return before.map(isHebrew) == true ? nil : "must follow a Hebrew letter (IDNA 2008 CONTEXTO)"
        case 0x30FB:
            return label.contains(where: { $0.value != 0x30FB && isKanaOrHan($0) })
                ? nil : "needs a Hiragana, Katakana or Han character in its label (IDNA 2008 CONTEXTO)"
        case 0x0660...0x0669:
            return label.contains(where: { (0x06F0...0x06F9).contains($0.value) })
                ? "cannot share a label with extended Arabic-Indic digits (U+06F0 to U+06F9) (IDNA 2008 CONTEXTO)" : nil
        case 0x06F0...0x06F9:
            return label.contains(where: { (0x0660...0x0669).contains($0.value) })
                ? "cannot share a label with Arabic-Indic digits (U+0660 to U+0669) (IDNA 2008 CONTEXTO)" : nil
        default:
            return "has no context rule (IDNA 2008)"
        }
    }

    // MARK: RFC 5893 Bidi rule

    enum BidiClass { case l, r, al, en, an, es, cs, et, on, bn, nsm }

    /// The Bidi rule, when a label of the name holds a right-to-left character (R, AL or AN).
    private static func bidiProblem(_ labels: [[Unicode.Scalar]]) -> String? {
        let classes = labels.map { $0.map(bidiClass) }
        guard classes.contains(where: { $0.contains { [.r, .al, .an].contains($0) } }) else { return nil }
        for (label, kinds) in zip(labels, classes) {
            let shown = String(String.UnicodeScalarView(label))
            guard let first = kinds.first else { continue }
            let rule: String
            switch first {
            case .r, .al:
                let last = kinds.last { $0 != .nsm }
                if kinds.contains(.l) {
                    rule = "a right-to-left label holds a left-to-right character (rule 2)"
                } else if let last, ![.r, .al, .en, .an].contains(last) {
                    rule = "a right-to-left label must end with a right-to-left letter or a digit (rule 3)"
                } else if kinds.contains(.en) && kinds.contains(.an) {
                    rule = "a right-to-left label mixes European and Arabic-Indic digits (rule 4)"
                } else {
                    continue
                }
            case .l:
                let last = kinds.last { $0 != .nsm }
                if kinds.contains(where: { [.r, .al, .an].contains($0) }) {
                    rule = "a left-to-right label holds a right-to-left character (rule 5)"
                } else if let last, ![.l, .en].contains(last) {
                    rule = "a left-to-right label must end with a letter or a digit (rule 6)"
                } else {
                    continue
                }
            default:
                rule = "in a name with right-to-left labels every label starts with a letter (rule 1)"
            }
            return "label '\(shown)' breaks the Bidi rule of RFC 5893: \(rule)"
        }
        return nil
    }

    /// Bidi_Class, from the ranges of the right-to-left scripts and the general category.
    static func bidiClass(_ scalar: Unicode.Scalar) -> BidiClass {
        let value = scalar.value
        switch value {
        case 0x30...0x39, 0x06F0...0x06F9, 0x00B2, 0x00B3, 0x00B9, 0x2070...0x2079, 0x2080...0x2089, 0xFF10...0xFF19,
            0x1D7CE...0x1D7FF:
            return .en
        case 0x0600...0x0605, 0x0660...0x0669, 0x066B, 0x066C, 0x06DD, 0x0890, 0x0891, 0x08E2, 0x10E60...0x10E7E:
            return .an
        case 0x2B, 0x2D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D: return .es
        case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C, 0xFF0E, 0xFF0F,
            0xFF1A:
            return .cs
        case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x0609, 0x060A, 0x066A, 0x2030...0x2034, 0x20A0...0x20CF, 0x212E,
            0x2213:
            return .et
        default: break
        }
        let category = scalar.properties.generalCategory
        switch category {
        case .nonspacingMark, .enclosingMark: return .nsm
        case .format: return .bn
        case .control where value != 0x09 && value != 0x0A && value != 0x0D: return .bn
        default: break
        }
        switch value {
        case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10CFF, 0x10E80...0x10EFF, 0x1E800...0x1EDFF:
            return .r
        case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x10D00...0x10D3F, 0x10F30...0x10F6F,
            0x1EE00...0x1EEFF:
            return .al
        default: break
        }
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark,
            .decimalNumber, .letterNumber:
            return .l
        default: return .on
        }
    }

    // MARK: Scripts and joining types (by range)

    enum JoiningType { case dual, right, left, transparent, none }

    /// Joining_Type of the joining scripts (Arabic, Syriac, NKo, Mongolian); marks are transparent.
    static func joiningType(_ scalar: Unicode.Scalar) -> JoiningType {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return .transparent
        case .format where value != 0x200C && value != 0x200D: return .transparent
        default: break
        }
        let rightJoining: Set<UInt32> = [
            0x0622, 0x0623, 0x0624, 0x0625, 0x0627, 0x0629, 0x062F, 0x0630, 0x0631, 0x0632, 0x0648, 0x0671, 0x0672,
            0x0673,
            0x0675, 0x0676, 0x0677, 0x06C0, 0x06CD, 0x06CF, 0x06D2, 0x06D3, 0x06D5, 0x06EE, 0x06EF, 0x0759, 0x075A,
            0x075B,
            0x076B, 0x076C, 0x0771, 0x0773, 0x0774, 0x0778, 0x0779, 0x08AA, 0x08AB, 0x08AC, 0x08AE, 0x08B1, 0x08B2,
            0x08B9,
            0x0710, 0x0715, 0x0716, 0x0717, 0x0718, 0x0719, 0x071E, 0x0728, 0x072A, 0x072C, 0x072F, 0x074D,
        ]
        if rightJoining.contains(value) || (0x0688...0x0699).contains(value) || (0x06C3...0x06CB).contains(value) {
            return .right
        }
        guard scalar.properties.generalCategory == .otherLetter || value == 0x0640 || value == 0x07FA else {
            return .none
        }
        switch value {
        case 0x0621, 0x0674: return .none
        case 0x0620...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0x0712...0x074F, 0x07CA...0x07FA, 0x1820...0x1878:
            return .dual
        default: return .none
        }
    }

    static func isGreek(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0374, 0x0375, 0x037E, 0x0385, 0x0387: false
        case 0x0370...0x03FF, 0x1F00...0x1FFF, 0x10140...0x1018F, 0x1D200...0x1D24F: true
        default: false
        }
    }

    static func isHebrew(_ scalar: Unicode.Scalar) -> Bool {
        (0x0591...0x05F4).contains(scalar.value) || (0xFB1D...0xFB4F).contains(scalar.value)
    }

    static func isKanaOrHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A1...0x30FA, 0x30FD...0x30FF, 0x31F0...0x31FF, 0x32D0...0x32FE, 0x3300...0x3357,
            0xFF66...0xFF6F, 0xFF71...0xFF9D, 0x1B000...0x1B16F, 0x2E80...0x2FD5, 0x3005, 0x3007, 0x3021...0x3029,
            0x3038...0x303B, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F:
            true
        default: false
        }
    }

    // MARK: Helpers

    private static func isLDH(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func lowerASCII(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        scalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar(UInt8($0.value) | 0x20) : $0 }
    }

    /// `U+302E HANGUL SINGLE DOT TONE MARK`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "U+\(hex)" + (scalar.properties.name.map { " " + $0 } ?? "")
    }

    private static func clipped(_ text: String) -> String {
        text.count > 24 ? String(text.prefix(20)) + "…" : text
    }
}
