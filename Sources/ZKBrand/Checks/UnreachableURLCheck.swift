import ZKCore

/// Lint: a URL in the listing that a store visitor cannot open — a URL field (support, privacy,
/// marketing, video) whose host is reserved for documentation or local networks
/// (`example.com`, `localhost`, `*.test`, `*.local`, a private IP address), or a plain
/// `http://` link in a store text. precheck's `unreachable_urls` rule requests each URL; a
/// build must not depend on the network, so this checks what can be told from the URL alone.
/// Reported at the URL, once for every store and locale whose listing shows it.
enum UnreachableURLCheck: Check {
    static let unreachableURL = DiagnosticCode(
        "ZK5070", .warning, summary: "a store URL looks unreachable or is not https",
        explanation: """
            fastlane precheck's `unreachable_urls` rule sends a request to each URL of the listing; \
            zk-marketing does not use the network, so it reports what the URL itself shows: a host \
            reserved by RFC 2606 and RFC 6761 (`example.com`, `example.org`, `example.net`, \
            `localhost`, `*.example`, `*.test`, `*.invalid`, `*.localhost`, `*.local`), a loopback \
            or private IP address, and `http://` links written in a store text (store pages are \
            served over https; a non-https URL field is an error of its own). Run \
            `fastlane precheck` for the network check.
            """,
        broken: DiagnosticExample([
            BrandExampleFiles.tokens,
            .init("Brand/marketing/default/marketing_url.txt", "↓https://example.com/zahlenkette"),
        ]),
        fixed: DiagnosticExample([
            BrandExampleFiles.tokens, .init("Brand/marketing/default/marketing_url.txt", "https://zahlenkette.app"),
        ]))

    static let codes = [unreachableURL]

    static let reservedHosts: Set<String> = ["example.com", "example.org", "example.net", "localhost"]
    static let reservedSuffixes = [
        ".example", ".test", ".invalid", ".localhost", ".local", ".example.com", ".example.org", ".example.net",
    ]

    /// The host of an `http(s)://` URL, lower-cased, nil for anything else.
    static func host(_ url: String) -> String? {
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else { return nil }
        let rest = lowered.dropFirst(scheme.count)
        var host = String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
        if let at = host.lastIndex(of: "@") { host = String(host[host.index(after: at)...]) }
        if let colon = host.lastIndex(of: ":"), !host.hasPrefix("[") { host = String(host[..<colon]) }
        while host.hasSuffix(".") { host.removeLast() }
        return host
    }

    /// Why a host cannot be reached from the internet, nil when it can be.
    static func problem(host: String) -> String? {
        if reservedHosts.contains(host) || reservedSuffixes.contains(where: { host.hasSuffix($0) }) {
            return "'\(host)' is a reserved name that no public site has"
        }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        if parts.count == 4, parts.allSatisfy({ $0.map { (0...255).contains($0) } ?? false }) {
            let a = parts[0] ?? 0
            let b = parts[1] ?? 0
            if a == 127 || a == 10 || a == 0 || (a == 192 && b == 168) || (a == 172 && (16...31).contains(b))
                || (a == 169 && b == 254)
            {
                return "'\(host)' is a loopback or private network address"
            }
        }
        if host == "[::1]" { return "'\(host)' is the loopback address" }
        return nil
    }

    /// What the message says of a URL: a URL field's unreachable host, a plain http link in a
    /// text, a link in a text whose host is unreachable.
    enum Link: Hashable {
        case field(problem: String)
        case http(url: String)
        case text(url: String, problem: String)
    }

    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        // One place per URL (a template in default/ serves every locale), naming each store's
        // field and each locale.
        var found = ListingPlaces<Link>()
        for listing in input.listings {
            for field in listing.fields {
                guard let rendered = field.rendered, !field.text.isEmpty else { continue }
                let (store, label, locale) = (listing.store, field.rule.label, listing.describedLocale)
                if field.rule.kind == .url {
                    if let host = host(field.text), let problem = problem(host: host) {
                        found.append(
                            rendered.templateLocation(ofTrimmedScalar: 0).location, .field(problem: problem),
                            store: store, field: label, locale: locale)
                    }
                    continue
                }
                guard field.rule.kind == .text else { continue }
                for (url, start) in links(field.text) {
                    let at = rendered.templateLocation(ofTrimmedScalar: start).location
                    if url.lowercased().hasPrefix("http://") {
                        found.append(at, .http(url: url), store: store, field: label, locale: locale)
                    } else if let host = host(url), let problem = problem(host: host) {
                        found.append(
                            at, .text(url: url, problem: problem), store: store, field: label, locale: locale)
                    }
                }
            }
        }
        return found.places.map { Diagnostic(unreachableURL, message(for: $0), at: $0.location) }
    }

    /// The links written in a text: each `http://` or `https://` at the start of a word, up to
    /// white space, with its scalar index.
    static func links(_ text: String) -> [(url: String, start: Int)] {
        let scalars = Array(text.unicodeScalars)
        var links: [(url: String, start: Int)] = []
        var index = 0
        while index < scalars.count {
            let rest = String(String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 8)])).lowercased()
            let startsWord = index == 0 || !Character(scalars[index - 1]).isLetter
            guard startsWord, rest.hasPrefix("http://") || rest.hasPrefix("https://") else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, !scalars[end].properties.isWhitespace { end += 1 }
            links.append((String(String.UnicodeScalarView(scalars[index..<end])), index))
            index = end
        }
        return links
    }

    // MARK: Messages

    /// `App Store marketing url of 'de' and 'ru' cannot be opened …`: every store's field, every locale.
    static func message(for place: ListingPlaces<Link>.Place) -> String {
        let fields = place.fieldNames { "\($0.displayName) \($1)" }
        let locales = ListingPlaces<Link>.list(place.locales, "and")
        let links = place.fields.count > 1 ? "link" : "links"
        switch place.detail {
        case .field(let problem):
            return "\(fields) of \(locales) cannot be opened by store visitors: \(problem)"
        case .http(let url):
            return "\(fields) of \(locales) \(links) '\(MessageText.escaped(url))' over plain http; use https"
        case .text(let url, let problem):
            return "\(fields) of \(locales) \(links) '\(MessageText.escaped(url))': \(problem)"
        }
    }
}
