import Foundation
import ZKCore

/// `zk-strings migrate`: the `.strings` and `.stringsdict` tables of a folder's `<locale>.lproj`
/// folders as one String Catalog per table, in the shape Xcode's "Migrate to String Catalog"
/// writes (from migrated catalogs): every key with `"extractionState" : "migrated"`, its comment
/// (the comment right above its entry in the source language's table, else in another
/// table), and a `translated` string unit per locale, the source language's included.
///
/// A `.stringsdict` entry (read with `PropertyListSerialization`) whose format is one plural
/// variable (`%#@items@`) becomes `variations.plural`; any other format keeps its text and gets
/// one substitution per variable (`argNum`, `formatSpecifier`, its cases with the variable's own
/// argument as `%arg`). A `.stringsdict` entry replaces the `.strings` entry of its key, as
/// Foundation reads them. `Base.lproj` (Interface Builder's tables) is not read.
public enum StringsMigration {
    /// One table of one locale: its `.strings` and `.stringsdict` file (either may be missing).
    public struct LocaleTable: Sendable {
        public var locale: String
        public var strings: SourceFile?
        public var stringsdict: SourceFile?

        public init(locale: String, strings: SourceFile?, stringsdict: SourceFile?) {
            self.locale = locale
            self.strings = strings
            self.stringsdict = stringsdict
        }
    }

    /// The catalog's tree for one table's files, or the diagnostics that stop it.
    public static func catalog(_ tables: [LocaleTable], sourceLocale: String) -> (JSONValue?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        // key → (comment, locale → node); keys in the order first seen (the writer sorts them).
        var order: [String] = []
        var comments: [String: (comment: String, fromSource: Bool)] = [:]
        var nodes: [String: [(String, JSONValue)]] = [:]
        func add(_ key: String, _ locale: String, _ node: JSONValue) {
            if nodes[key] == nil { order.append(key) }
            nodes[key, default: []].removeAll { $0.0.hasSameCodePoints(as: locale) }
            nodes[key, default: []].append((locale, node))
        }
        for table in tables {
            let isSource = table.locale.hasSameCodePoints(as: sourceLocale)
            if let file = table.strings {
                switch StringsTableParser.parse(file.bytes) {
                case .failure(let failure):
                    diagnostics.append(
                        StringsTableSyntaxCheck.malformed(
                            failure.message, at: SourceLocation(path: file.path, start: failure.position)))
                case .success(let entries):
                    for entry in entries {
                        add(entry.key, table.locale, unit(entry.value))
                        if let comment = entry.comment, isSource || comments[entry.key] == nil {
                            if comments[entry.key]?.fromSource != true { comments[entry.key] = (comment, isSource) }
                        }
                    }
                }
            }
            if let file = table.stringsdict {
                let (entries, failure) = StringsDictReader.entries(file)
                if let failure { diagnostics.append(failure) }
                for (key, node) in entries { add(key, table.locale, node) }
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        var strings: [(String, JSONValue)] = []
        for key in order {
            var members: [(String, JSONValue)] = []
            if let comment = comments[key]?.comment { members.append(("comment", .string(comment))) }
            members.append(("extractionState", .string("migrated")))
            members.append(("localizations", .object(nodes[key] ?? [])))
            strings.append((key, .object(members)))
        }
        let root: JSONValue = .object([
            ("sourceLanguage", .string(sourceLocale)), ("strings", .object(strings)), ("version", .string("1.0")),
        ])
        return (root, diagnostics)
    }

    static func unit(_ value: String) -> JSONValue {
        .object([("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))])
    }
}

/// The entries of a `.stringsdict` as catalog localization nodes.
enum StringsDictReader {
    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The entries by key, or none and the reason.
    static func entries(_ file: SourceFile) -> ([(String, JSONValue)], Diagnostic?) {
        let location = SourceLocation(path: file.path)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(file.bytes), options: [], format: nil)
        } catch {
            return ([], StringsTableSyntaxCheck.malformed("the file is not a property list", at: location))
        }
        guard let root = plist as? [String: Any] else {
            return ([], StringsTableSyntaxCheck.malformed("the property list is not a dictionary", at: location))
        }
        var result: [(String, JSONValue)] = []
        for key in root.keys.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }) {
            guard let entry = root[key] as? [String: Any], let node = node(entry) else {
                return (
                    [],
                    StringsTableSyntaxCheck.malformed(
                        "entry '\(key)' is not a plural rule zk-strings migrates (NSStringLocalizedFormatKey and NSStringPluralRuleType variables)",
                        at: location)
                )
            }
            result.append((key, node))
        }
        return (result, nil)
    }

    /// The localization node of one entry, nil for a shape it does not migrate.
    static func node(_ entry: [String: Any]) -> JSONValue? {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [(name: String, rule: [String: Any])] = []
        for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
            guard let rule = value as? [String: Any],
                rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
            else { return nil }
            variables.append((name, rule))
        }
        variables.sort { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
        if variables.count == 1, let only = variables.first,
            format == "%#@\(only.name)@" || format == "%1$#@\(only.name)@"
        {
            return .object([("variations", .object([("plural", cases(only.rule, argument: nil))]))])
        }
        let numbers = argumentNumbers(format)
        var substitutions: [(String, JSONValue)] = []
        for variable in variables {
            let type = variable.rule["NSStringFormatValueTypeKey"] as? String
            var members: [(String, JSONValue)] = []
            if let number = numbers[variable.name] { members.append(("argNum", .int(number))) }
            if let type { members.append(("formatSpecifier", .string(type))) }
            members.append(("variations", .object([("plural", cases(variable.rule, argument: type))])))
            substitutions.append((variable.name, .object(members)))
        }
        return .object([
            ("stringUnit", .object([("state", .string("translated")), ("value", .string(format))])),
            ("substitutions", .object(substitutions)),
        ])
    }

    /// The plural cases of a rule; in a substitution (`argument` its format type) the variable's
    /// own argument is written `%arg`, as catalogs write it.
    static func cases(_ rule: [String: Any], argument: String?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        for category in pluralCategories {
            guard var value = rule[category] as? String else { continue }
            if let argument { value = value.replacingOccurrences(of: "%" + argument, with: "%arg") }
            members.append((category, StringsMigration.unit(value)))
        }
        return .object(members)
    }

    /// The argument number of each `%#@name@` of a format: its position (`%2$#@name@`), else
    /// its place among the format's arguments.
    static func argumentNumbers(_ format: String) -> [String: Int] {
        var result: [String: Int] = [:]
        let scalars = Array(format.unicodeScalars)
        var index = 0
        var next = 1
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            index += 1
            if index < scalars.count, scalars[index] == "%" {
                index += 1
                continue
            }
            var digits = 0
            var look = index
            while look < scalars.count, ("0"..."9").contains(scalars[look]) {
                digits = digits * 10 + Int(scalars[look].value - 0x30)
                look += 1
            }
            var number = next
            if look < scalars.count, scalars[look] == "$", digits > 0 {
                number = digits
                index = look + 1
            } else {
                next += 1
            }
            if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
                var end = index + 2
                var name = String.UnicodeScalarView()
                while end < scalars.count, scalars[end] != "@" {
                    name.append(scalars[end])
                    end += 1
                }
                result[String(name)] = number
                index = end + 1
                continue
            }
            // Skip flags, width, precision and length to the conversion character.
            while index < scalars.count, !"diouxXeEfFgGcsSpaA@".unicodeScalars.contains(scalars[index]) { index += 1 }
            index += 1
        }
        return result
    }
}
