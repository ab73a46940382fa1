import Foundation
import ZKCore

/// Prices as each listing language writes them, from a number token named by its currency
/// (`price.monthly.eur` = 3.99): German and Russian put the amount first with a decimal comma
/// and a no-break space before the symbol (`3,99 €`, `4,00 CHF`), English puts the symbol first
/// with a decimal point (`€3.99`, `CHF 4.00`), following CLDR's standard currency patterns for
/// de, ru and en; another language gets the neutral `3.99 EUR`. Two decimals, digits grouped
/// by three (`.` in German, a no-break space in Russian, `,` in English).
public enum PriceFormat {
    /// Symbols CLDR gives these currencies in de, en and ru; any other is written by its code.
    static let symbols: [String: String] = ["eur": "€", "usd": "$", "gbp": "£", "jpy": "¥", "rub": "₽"]

    /// ISO 4217 codes zk-marketing formats as prices.
    static let currencies: Set<String> = [
        "eur", "chf", "usd", "gbp", "jpy", "rub", "sek", "nok", "dkk", "pln", "czk", "huf", "cad", "aud",
    ]

    /// Whether a token is a price: a number named by a currency code, inside `price`.
    public static func isPrice(_ token: ResolvedToken) -> Bool {
        token.value.number != nil && token.path.hasCodePointPrefix("price.") && currencies.contains(token.token.name)
    }

    /// The token's text for a listing in `locale` (a price formatted, anything else as it is).
    public static func text(of token: ResolvedToken, locale: String?) -> String? {
        guard isPrice(token), let amount = token.value.double else { return token.text }
        return format(amount, currency: token.token.name, locale: locale)
    }

    public static func format(_ amount: Double, currency: String, locale: String?) -> String {
        let code = currency.uppercased()
        let symbol = symbols[currency] ?? code
        let language = locale.map { String($0.prefix { $0 != "-" && $0 != "_" }).lowercased() }
        let cents = Int((abs(amount) * 100).rounded())
        let sign = amount < 0 ? "-" : ""
        func digits(_ group: String, _ decimal: String) -> String {
            var whole = String(cents / 100)
            var grouped = ""
            while whole.count > 3 {
                grouped = group + String(whole.suffix(3)) + grouped
                whole.removeLast(3)
            }
            let fraction = cents % 100
            return sign + whole + grouped + decimal + (fraction < 10 ? "0" : "") + String(fraction)
        }
        switch language {
        case "de": return digits(".", ",") + "\u{00A0}" + symbol
        case "ru": return digits("\u{00A0}", ",") + "\u{00A0}" + symbol
        case "en": return symbol.count == 1 ? symbol + digits(",", ".") : symbol + "\u{00A0}" + digits(",", ".")
        default: return digits("", ".") + " " + code
        }
    }
}
