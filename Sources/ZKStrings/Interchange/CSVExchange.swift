import ZKCore

/// CSV for translators who work in a spreadsheet, as one file per target locale:
///
///     file,id,comment,de,ru,state
///     Strings/Content.xcstrings,game.hoer_hin.title,Title of the game.,Hör hin,Слушай,translated
///     Strings/Content.xcstrings,"number.3.stars|==|plural.few",,%lld Sterne,,
///
/// RFC 4180: UTF-8, fields quoted when they hold a comma, a quote, a line break or leading or
/// trailing spaces, a quote doubled, lines ended by LF. A cell that a spreadsheet would read as
/// a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a
/// leading `'`, as OWASP advises against formula injection, and so is a cell that starts with `'`
/// before one of those or another `'`; the import drops that one `'` again, so every value
/// round-trips. The fourth and fifth headers name the
/// source and target locales. Rows are the XLIFF export's units (`XLIFFUnitBuilder`: ids,
/// sources, variations, the catalogs in Xcode's order) less the keys not to translate; a
/// string set's values are one per line in its cell. The import reads the rows back into the
/// XLIFF import's units, so it checks and refuses exactly what `import-xliff` does, all or nothing.
public enum CSVExchange {
    static let header = ["file", "id", "comment"]

    public static func export(_ catalogs: [StringCatalog], sourceLocale: String, targetLocale: String) -> String {
        var out = row(header + [sourceLocale, targetLocale, "state"])
        for catalog in catalogs.sorted(by: { XcodeKeyOrder.precedes($0.path, $1.path) }) {
            let source = catalog.sourceLanguage?.text ?? sourceLocale
            for unit in XLIFFUnitBuilder.units(catalog, sourceLocale: source, targetLocale: targetLocale)
            where unit.translate {
                let sourceText = unit.sourceSet?.joined(separator: "\n") ?? unit.source
                let target = unit.targetSet?.joined(separator: "\n") ?? unit.target ?? ""
                let state = unit.targetSet != nil || unit.target != nil ? unit.targetState ?? "" : ""
                out += row([
                    catalog.path, XLIFFExporter.readableID(unit.id), unit.note ?? "", sourceText, target, state,
                ])
            }
        }
        return out
    }

    static func row(_ fields: [String]) -> String { fields.map(field).joined(separator: ",") + "\n" }

    static func field(_ unprotected: String) -> String {
        let text = protected(unprotected)
        let needsQuotes =
            text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || text.hasPrefix(" ")
            || text.hasSuffix(" ")
        return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    /// The first characters that make a spreadsheet read a cell as a formula.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` with a `'` in front when a spreadsheet would take it for a formula (or when it starts
    /// with a `'` that the import would otherwise drop).
    static func protected(_ text: String) -> String {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return text }
        if formulaStarts.contains(first) { return "'" + text }
        if first == "'", let second = scalars.next(), formulaStarts.contains(second) || second == "'" {
            return "'" + text
        }
        return text
    }

    /// `field` without the `'` that `protected` put in front of it.
    static func unprotected(_ field: String) -> String {
        var scalars = field.unicodeScalars.makeIterator()
        guard scalars.next() == "'", let second = scalars.next(), formulaStarts.contains(second) || second == "'"
        else { return field }
        return String(field.unicodeScalars.dropFirst())
    }

    /// A parsed CSV: rows of fields, each row with the position of its first field.
    struct Table {
        var rows: [(fields: [String], position: SourcePosition)] = []
    }

    /// Parses RFC 4180; an unterminated quote or text after a closing quote is `CSVSyntaxCheck`'s error.
    static func parse(_ file: SourceFile) -> (Table?, Diagnostic?) {
        if let offset = file.bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) {
            return (
                nil,
                CSVSyntaxCheck.malformed(
                    "the file is not UTF-8 (byte 0x\(String(file.bytes[offset], radix: 16, uppercase: true)))",
                    at: file.location(ofOffset: offset))
            )
        }
        var bytes = file.bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var table = Table()
        var fields: [String] = []
        var field: [UInt8] = []
        var rowStart = bytes.startIndex
        var index = bytes.startIndex
        func endRow() {
            fields.append(String(decoding: field, as: UTF8.self))
            fields = fields.map(unprotected)
            field = []
            if !(fields.count == 1 && fields[0].isEmpty) {
                table.rows.append((fields, file.position(ofOffset: rowStart)))
            }
            fields = []
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), field.isEmpty {
                let open = index
                index += 1
                var closed = false
                while index < bytes.endIndex {
                    if bytes[index] == UInt8(ascii: "\"") {
                        if index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "\"") {
                            field.append(UInt8(ascii: "\""))
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    field.append(bytes[index])
                    index += 1
                }
                guard closed else {
                    return (
                        nil,
                        CSVSyntaxCheck.malformed("the quoted field is never closed", at: file.location(ofOffset: open))
                    )
                }
                if index < bytes.endIndex,
                    ![UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index])
                {
                    return (
                        nil,
                        CSVSyntaxCheck.malformed(
                            "text after the closing quote of a field; double a quote inside a quoted field",
                            at: file.location(ofOffset: index))
                    )
                }
                if field.isEmpty { field = [] }
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                fields.append(String(decoding: field, as: UTF8.self))
                field = []
                index += 1
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                endRow()
                index +=
                    byte == UInt8(ascii: "\r") && index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "\n")
                    ? 2 : 1
                rowStart = index
            default:
                field.append(byte)
                index += 1
            }
        }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return (table, nil)
    }

    /// Reads `file` into the XLIFF import's units and imports them (`XLIFFImporter.importDocument`).
    public static func importCSV(
        _ file: SourceFile, into catalogs: [StringCatalog], locales: [String], locale: String? = nil
    ) -> XLIFFImporter.Outcome {
        var outcome = XLIFFImporter.Outcome()
        let (parsed, failure) = parse(file)
        guard let table = parsed, let head = table.rows.first else {
            outcome.diagnostics.append(
                failure
                    ?? CSVSyntaxCheck.malformed(
                        "the file is empty; it needs the header 'file,id,comment,<source>,<target>,state'",
                        at: SourceLocation(path: file.path)))
            return outcome
        }
        guard head.fields.count == 6, Array(head.fields.prefix(3)) == header, head.fields[5] == "state",
            !head.fields[3].isEmpty, !head.fields[4].isEmpty
        else {
            outcome.diagnostics.append(
                CSVSyntaxCheck.malformed(
                    "the header is '\(head.fields.joined(separator: ","))', expected 'file,id,comment,<source locale>,<target locale>,state'",
                    at: SourceLocation(path: file.path, start: head.position)))
            return outcome
        }
        var document = XLIFFDocument()
        for row in table.rows.dropFirst() {
            guard row.fields.count == 6 else {
                outcome.diagnostics.append(
                    CSVSyntaxCheck.malformed(
                        "the row has \(row.fields.count) field(s), expected 6",
                        at: SourceLocation(path: file.path, start: row.position)))
                continue
            }
            let fields = row.fields
            if document.files.last?.original != fields[0] {
                document.files.append(
                    XLIFFDocument.File(
                        original: fields[0], sourceLanguage: head.fields[3], targetLanguage: head.fields[4],
                        position: row.position))
            }
            var unit = XLIFFDocument.Unit(id: fields[1], position: row.position)
            unit.sourcePosition = row.position
            unit.targetPosition = row.position
            let isSet = fields[1].isEmpty ? false : isStringSet(fields[0], id: fields[1], in: catalogs)
            if isSet {
                unit.sourceSet = fields[3].isEmpty ? [] : fields[3].components(separatedBy: "\n")
                unit.targetSet = fields[4].isEmpty ? nil : fields[4].components(separatedBy: "\n")
            } else {
                unit.source = fields[3]
                unit.target = fields[4].isEmpty ? nil : fields[4]
            }
            unit.targetState = fields[5].isEmpty ? nil : XLIFFUnitBuilder.xliffState(fields[5])
            document.files[document.files.count - 1].units.append(unit)
        }
        if outcome.refused { return outcome }
        return XLIFFImporter.importDocument(document, from: file, into: catalogs, locales: locales, locale: locale)
    }

    /// Whether the unit `id` of the catalog `original` names is a string set.
    private static func isStringSet(_ original: String, id: String, in catalogs: [StringCatalog]) -> Bool {
        guard case .catalog(let catalog) = XLIFFFileMatchCheck.match(original, in: catalogs),
            let entry = catalog.entry(id)
        else { return false }
        return entry.localizations.contains { $0.node.stringSet != nil }
    }
}
