import Foundation
import ZKCore

/// Lint: the App Store copyright (`copyright.txt`) names no year, or its latest year lies in
/// the future or before the App Store existed — precheck's `copyright_date` rule ("a copyright
/// year in the future, or missing a copyright year"), with a lower bound. Reported at the year,
/// or at the start of the text when it has none.
enum CopyrightYearCheck: Check {
    static let implausibleYear = DiagnosticCode(
        "ZK5071", .warning, summary: "the App Store copyright has no plausible year",
        explanation: """
            fastlane precheck's `copyright_date` rule: `copyright.txt` names the year of the rights \
            (`2026 Zahlenkette GmbH`), and no year after the current one. zk-marketing also \
            reports a latest year before 2008, the year the App Store opened, as a typo. Years are \
            four digits 1900–2099 standing alone, as precheck finds them; with a range \
            (`2019–2026`) the last counts. Use a `legal.copyright_year` token.
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens, .init("Brand/marketing/app-store/copyright.txt", "2026 Zahlenkette GmbH"),
            ]),
            broken: #"↓2099"#, fixed: #"2026"#))

    static let codes = [implausibleYear]

    static let earliest = 2008

    /// The current year (UTC); precheck compares with the clock too.
    static var currentYear: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.component(.year, from: Date())
    }

    static func run(_ input: ListingInput) -> [Diagnostic] { check(input.listing) }

    /// `currentYear` is a parameter for the tests (the clock is not).
    static func check(_ listing: StoreListing, currentYear: Int = currentYear) -> [Diagnostic] {
        guard listing.store == .appStore, listing.scope == .global,
            let field = listing.fields.first(where: { $0.rule.name == "copyright" }), let rendered = field.rendered,
            !field.text.isEmpty,
            rendered.unresolved.isEmpty  // an unknown placeholder is the cause, reported on its own
        else { return [] }
        let years = years(field.text)
        guard let last = years.last else {
            return [
                Diagnostic(
                    implausibleYear, missingMessage(field.text),
                    at: rendered.templateLocation(ofTrimmedScalar: 0).location)
            ]
        }
        let at = rendered.templateLocation(ofTrimmedScalar: last.start).location
        if last.year > currentYear {
            return [Diagnostic(implausibleYear, futureMessage(last.year, now: currentYear), at: at)]
        }
        if last.year < earliest { return [Diagnostic(implausibleYear, earlyMessage(last.year), at: at)] }
        return []
    }

    /// Four-digit years 19xx and 20xx standing alone, with their scalar index.
    static func years(_ text: String) -> [(year: Int, start: Int)] {
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count && ("0"..."9").contains(scalars[index])
        }
        func isWordScalar(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count
                && (Character(scalars[index]).isLetter || isDigit(index) || scalars[index] == "_")
        }
        var found: [(Int, Int)] = []
        var index = 0
        while index + 4 <= scalars.count {
            if (0..<4).allSatisfy({ isDigit(index + $0) }), !isWordScalar(index - 1), !isWordScalar(index + 4),
                let year = Int(String(String.UnicodeScalarView(scalars[index..<index + 4]))),
                (1900...2099).contains(year)
            {
                found.append((year, index))
                index += 4
            } else {
                index += 1
            }
        }
        return found
    }

    // MARK: Messages

    static func missingMessage(_ text: String) -> String {
        "App Store copyright '\(MessageText.escaped(text))' names no year; write the year of the rights"
    }

    static func futureMessage(_ year: Int, now: Int) -> String {
        "App Store copyright year \(year) is in the future (it is \(now))"
    }

    static func earlyMessage(_ year: Int) -> String {
        "App Store copyright year \(year) is before the App Store opened (\(earliest)); is it a typo?"
    }
}
