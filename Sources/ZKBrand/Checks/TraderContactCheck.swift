import ZKCore

/// Lint: the project sells on an EU storefront (the token `store.storefronts` names one) and the
/// trader block — `marketing/app-store/trade_representative_contact_information/` — lacks a
/// field the Digital Services Act requires on the product page (trade name, address, phone,
/// e-mail). Since February 2025 App Store Connect removes apps of traders without that contact
/// from EU storefronts. Reported at the path the template should have, or at an empty one.
enum TraderContactCheck: Check {
    static let missingTraderField = DiagnosticCode(
        "ZK5072", .error, phase: .crossLink, summary: "an app sold in the EU lacks a trader contact field",
        explanation: """
            When `store.storefronts` (storefront country codes, `DE, AT, CH`) names an EU member \
            state, the trader contact App Store Connect shows on EU product pages must be complete: \
            `trade_name`, `address_line1`, `city_name`, `postal_code`, `country`, `phone_number` and \
            `email_address` under `Brand/marketing/app-store/trade_representative_contact_information/`, \
            usually rendered from `trader.*` tokens. Note that deliver no longer uploads this folder \
            (it is entered in App Store Connect's Business section); zk-marketing renders it so the \
            entered texts have one checked source.
            """,
        example: .edit(
            DiagnosticExample(traderExample(email: "{{trader.email}}")),
            broken: #"↓"#, fixed: #"{{trader.email}}"#))

    static let codes = [missingTraderField]

    /// The EU member states, ISO 3166-1 alpha-2 and alpha-3 (App Store Connect writes storefronts
    /// as alpha-3, `DEU`).
    static let euStorefronts: Set<String> = [
        "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU",
        "MT", "NL",
        "PL", "PT", "RO", "SK", "SI", "ES", "SE",
        "AUT", "BEL", "BGR", "HRV", "CYP", "CZE", "DNK", "EST", "FIN", "FRA", "DEU", "GRC", "HUN", "IRL", "ITA", "LVA",
        "LTU",
        "LUX", "MLT", "NLD", "POL", "PRT", "ROU", "SVK", "SVN", "ESP", "SWE",
    ]

    /// The token listing the storefronts.
    static let storefrontsToken = "store.storefronts"

    /// The EU storefronts the token names.
    static func euStorefronts(_ tokens: ResolvedTokens) -> [String] {
        guard let text = tokens[storefrontsToken]?.text else { return [] }
        return text.split { $0 == "," || $0 == " " }.map { $0.uppercased() }.filter { euStorefronts.contains($0) }
    }

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let (listing, tokens, marketingPath) = (input.listing, input.tokens.tokens, input.options.marketingPath)
        guard listing.store == .appStore, listing.scope == .global else { return [] }
        let eu = euStorefronts(tokens)
        guard !eu.isEmpty, let token = tokens[storefrontsToken] else { return [] }
        let note = Diagnostic.Note(
            storefrontNote(eu), at: SourceLocation(path: tokens.document.file.path, start: token.source.value.position))
        var diagnostics: [Diagnostic] = []
        for name in StoreRules.requiredTraderFields {
            let path = StoreRules.traderFolder + "/" + name
            guard let field = listing.fields.first(where: { $0.rule.name == path }), field.text.isEmpty else {
                continue
            }
            let expected = "\(marketingPath)/\(StoreRules.globalFolder(for: .appStore))/\(path).txt"
            let at =
                field.rendered?.template.file.location(ofOffset: 0)
                ?? SourceLocation(path: expected, start: SourcePosition(line: 1, column: 1, offset: 0))
            diagnostics.append(Diagnostic(missingTraderField, message(name, expected: expected), at: at, notes: [note]))
        }
        return diagnostics
    }

    /// A complete trader block whose e-mail template is `email`.
    static func traderExample(email: String) -> [DiagnosticExample.ExampleFile] {
        let folder = "Brand/marketing/app-store/" + StoreRules.traderFolder
        return [
            .init(
                "Brand/brand.json",
                """
                { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" } } },
                  "store": { "$type": "string", "storefronts": { "$value": "DE, AT, CH" } },
                  "trader": { "$type": "string", "name": { "$value": "Zahlenkette GmbH" }, "street": { "$value": "Lindenstraße 12" },
                              "city": { "$value": "Leipzig" }, "postal_code": { "$value": "04109" }, "country": { "$value": "DE" },
                              "phone": { "$value": "+49 341 1234567" }, "email": { "$value": "kontakt@zahlenkette.app" } } }
                """),
            .init("\(folder)/trade_name.txt", "{{trader.name}}"),
            .init("\(folder)/address_line1.txt", "{{trader.street}}"),
            .init("\(folder)/city_name.txt", "{{trader.city}}"),
            .init("\(folder)/postal_code.txt", "{{trader.postal_code}}"),
            .init("\(folder)/country.txt", "{{trader.country}}"),
            .init("\(folder)/phone_number.txt", "{{trader.phone}}"),
            .init("\(folder)/email_address.txt", email),
        ]
    }

    // MARK: Messages

    static func message(_ field: String, expected: String) -> String {
        "the app is sold in the EU but its trader contact lacks '\(field)'; add '\(expected)' (Digital Services Act)"
    }

    static func storefrontNote(_ storefronts: [String]) -> String {
        "'\(storefrontsToken)' names the EU storefront\(storefronts.count == 1 ? "" : "s") \(storefronts.joined(separator: ", ")) here"
    }
}
