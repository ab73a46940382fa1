import ZKCore

/// Lint: a URL in the listing that a store visitor cannot open — a URL field (support, privacy,
/// marketing, video) whose host is reserved for documentation or local networks
/// (`example.com`, `localhost`, `*.test`, `*.local`, a private IP address), or a plain
/// `http://` link in a store text. precheck's `unreachable_urls` rule requests each URL; a
/// build must not depend on the network, so this checks what can be told from the URL alone.
/// Reported at the URL.
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

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        var diagnostics: [Diagnostic] = []
        for field in listing.fields {
            guard let rendered = field.rendered, !field.text.isEmpty else { continue }
            if field.rule.kind == .url {
                if let host = host(field.text), let problem = problem(host: host) {
                    diagnostics.append(
                        Diagnostic(
                            unreachableURL, fieldMessage(field.rule, listing: listing, problem: problem),
                            at: rendered.templateLocation(ofTrimmedScalar: 0).location))
                }
                continue
            }
            guard field.rule.kind == .text else { continue }
            // Links written in a text: each `http://` or `https://` up to white space.
            let scalars = Array(field.text.unicodeScalars)
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
                let url = String(String.UnicodeScalarView(scalars[index..<end]))
                let location = rendered.templateLocation(ofTrimmedScalar: index).location
                if rest.hasPrefix("http://") {
                    diagnostics.append(
                        Diagnostic(unreachableURL, httpMessage(url, field: field.rule, listing: listing), at: location))
                } else if let host = host(url), let problem = problem(host: host) {
                    diagnostics.append(
                        Diagnostic(
                            unreachableURL, textMessage(url, field: field.rule, listing: listing, problem: problem),
                            at: location))
                }
                index = end
            }
        }
        return diagnostics
    }

    // MARK: Messages

    static func fieldMessage(_ field: StoreField, listing: StoreListing, problem: String) -> String {
        "\(listing.store.displayName) \(field.label) of \(listing.describedLocale) cannot be opened by store visitors: \(problem)"
    }

    static func httpMessage(_ url: String, field: StoreField, listing: StoreListing) -> String {
        "\(listing.store.displayName) \(field.label) of \(listing.describedLocale) links '\(MessageText.escaped(url))' over plain http; use https"
    }

    static func textMessage(_ url: String, field: StoreField, listing: StoreListing, problem: String) -> String {
        "\(listing.store.displayName) \(field.label) of \(listing.describedLocale) links '\(MessageText.escaped(url))': \(problem)"
    }
}
