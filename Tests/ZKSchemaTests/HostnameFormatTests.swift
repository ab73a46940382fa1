import Testing

@testable import ZKCore
@testable import ZKSchema

/// `hostname` and `idn-hostname` under `--assert-format`: RFC 1123 labels, A-labels decoded and
/// re-encoded (RFC 3492), IDNA 2008's derived property, context rules and the Bidi rule; each
/// rejection names the label and the rule.
@Suite struct HostnameFormatTests {
    /// RFC 3492 §7.1's samples, both ways.
    @Test(arguments: [
        ("bücher", "bcher-kva"),
        ("\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}", "ihqwcrb4cv8a8dqg056pqjye"),
        (
            "\u{0644}\u{064A}\u{0647}\u{0645}\u{0627}\u{0628}\u{062A}\u{0643}\u{0644}\u{0645}\u{0648}\u{0634}\u{0639}\u{0631}\u{0628}\u{064A}\u{061F}",
            "egbpdaj6bu4bxfgehfvwxn"
        ),
        ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),
    ])
    func punycodeRoundTrips(_ text: String, _ encoded: String) {
        #expect(Punycode.encode(Array(text.unicodeScalars)) == encoded)
        #expect(Punycode.decode(Substring(encoded)).map { String(String.UnicodeScalarView($0)) } == text)
    }

    @Test func badPunycodeIsRefused() {
        #expect(Punycode.decode("X") == nil)
        #expect(Punycode.decode("99999999999999999999") == nil)
    }

    @Test(
        arguments: [
            ("www.example.com", nil),
            ("xn--9n2bp8q.xn--9t4b11yi5a", nil),
            ("a--b.com", nil),
            ("", "a host name cannot be empty"),
            ("example.", "the name has an empty label (a dot at the start or the end, or two dots)"),
            ("host_name", "label 'host_name' holds '_'; only letters, digits and '-' are allowed"),
            ("-hostname", "label '-hostname' starts with '-'"),
            ("example.com\n", "label 'com\n' holds U+000A; only letters, digits and '-' are allowed"),
            (
                "\u{212A}elvin.example.com",
                "U+212A KELVIN SIGN is not ASCII; a 'hostname' is written in letters, digits and '-' (an 'idn-hostname' or an A-label 'xn--…' carries other characters)"
            ),
            ("xn--X", "label 'xn--X' is not valid Punycode"),
            (
                "xn--07jt112bpxg.xn--9t4b11yi5a",
                "U+302E HANGUL SINGLE DOT TONE MARK is not allowed in a host name (IDNA 2008: DISALLOWED), in label '실〮례' ('xn--07jt112bpxg')"
            ),
            (
                "XN--aa---o47jg78q",
                "label 'aa--…' ('XN--aa---o47jg78q') has '--' in the 3rd and 4th positions, which are reserved for A-labels ('xn--')"
            ),
        ] as [(String, String?)])
    func hostnames(_ text: String, _ problem: String?) {
        let found = HostnameFormat.hostnameProblem(text)
        if let problem, problem.contains("…") {
            #expect(found?.hasSuffix(problem.components(separatedBy: "…").last ?? "") == true, "\(found ?? "nil")")
        } else {
            #expect(found == problem)
        }
    }

    @Test(
        arguments: [
            ("실례.테스트", nil),
            ("a\u{3002}b", nil),
            ("l\u{00B7}l", nil),
            ("\u{0915}\u{094D}\u{200D}\u{0937}", nil),
            ("\u{0628}\u{064A}\u{200C}\u{0628}\u{064A}", nil),
            ("\u{30FB}\u{3041}", nil),
            ("\u{03B1}\u{0375}\u{03B2}", nil),
            ("a\u{00B7}l", "U+00B7 MIDDLE DOT must stand between two 'l's (IDNA 2008 CONTEXTO), in label 'a·l'"),
            (
                "\u{0915}\u{200D}\u{0937}",
                "U+200D ZERO WIDTH JOINER must follow a virama (IDNA 2008 CONTEXTJ), in label 'क\u{200D}ष'"
            ),
            ("\u{0300}hello", "label '\u{0300}hello' starts with the combining mark U+0300 COMBINING GRAVE ACCENT"),
            (
                "def\u{30FB}abc",
                "U+30FB KATAKANA MIDDLE DOT needs a Hiragana, Katakana or Han character in its label (IDNA 2008 CONTEXTO), in label 'def・abc'"
            ),
            (
                "\u{0628}\u{0660}\u{06F0}",
                "U+0660 ARABIC-INDIC DIGIT ZERO cannot share a label with extended Arabic-Indic digits (U+06F0 to U+06F9) (IDNA 2008 CONTEXTO), in label 'ب٠۰'"
            ),
            (
                "0a.\u{05D0}",
                "label '0a' breaks the Bidi rule of RFC 5893: in a name with right-to-left labels every label starts with a letter (rule 1)"
            ),
            (
                "a\u{05D0}",
                "label 'aא' breaks the Bidi rule of RFC 5893: a left-to-right label holds a right-to-left character (rule 5)"
            ),
            (
                "xn--example-",
                "A-label 'xn--example-' decodes to ASCII only ('example'); an A-label encodes non-ASCII characters"
            ),
            ("xn---9uc", "A-label 'xn---9uc' is not the canonical Punycode of '\u{0CF1}' (that is 'xn--9uc')"),
            (
                String(repeating: "ü", count: 60),
                "label 'üüüüüüüüüüüüüüüüüüüü…' is 66 octets as an A-label ('xn--tdaaaaaaaaaaaaaa…'); at most 63"
            ),
            ("\u{3002}example", "the name has an empty label (a dot at the start or the end, or two dots)"),
            (
                "\u{0640}\u{07FA}",
                "U+0640 ARABIC TATWEEL is not allowed in a host name (IDNA 2008: DISALLOWED), in label 'ـߺ'"
            ),
        ] as [(String, String?)])
    func internationalizedHostnames(_ text: String, _ problem: String?) {
        #expect(HostnameFormat.idnHostnameProblem(text) == problem)
    }

    /// RFC 5892's derivation from the standard library's properties, with its exceptions.
    @Test func derivedPropertiesFollowRFC5892() {
        #expect(HostnameFormat.property("a") == .pvalid)
        #expect(HostnameFormat.property("A") == .disallowed)
        #expect(HostnameFormat.property("\u{00DF}") == .pvalid)
        #expect(HostnameFormat.property("\u{00B7}") == .contextO)
        #expect(HostnameFormat.property("\u{200C}") == .contextJ)
        #expect(HostnameFormat.property("\u{1100}") == .disallowed)
        #expect(HostnameFormat.property(" ") == .disallowed)
        #expect(HostnameFormat.property("\u{0378}") == .unassigned)
    }
}
