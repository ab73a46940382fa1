import ZKCore

/// Writes XLIFF 1.2 for translators the way `xcodebuild -exportLocalizations` does: one
/// `<file>` per catalog with `source-language`/`target-language`, one `trans-unit` per value
/// (`key`, `key|==|plural.few`, `key|==|substitutions.minutes.plural.one`), `%arg` written as
/// the positional specifier it stands for, the translator comment as `<note>`.
public enum XLIFFExporter {
    public static func export(_ catalogs: [StringCatalog], sourceLocale: String, targetLocale: String, toolVersion: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        for catalog in catalogs.sorted(by: { $0.path < $1.path }) {
            let source = catalog.sourceLanguage?.text ?? sourceLocale
            out += "  <file original=\"\(attribute(catalog.path))\" source-language=\"\(attribute(source))\" target-language=\"\(attribute(targetLocale))\" datatype=\"plaintext\">\n"
            out += "    <header>\n"
            out += "      <tool tool-id=\"zk-strings\" tool-name=\"zk-strings\" tool-version=\"\(attribute(toolVersion))\"/>\n"
            out += "    </header>\n"
            out += "    <body>\n"
            for unit in XLIFFUnitBuilder.units(catalog, sourceLocale: source, targetLocale: targetLocale) {
                out += "      <trans-unit id=\"\(attribute(unit.id))\" xml:space=\"preserve\">\n"
                out += "        <source>\(text(unit.source))</source>\n"
                if let target = unit.target {
                    out += "        <target state=\"\(attribute(unit.targetState ?? "translated"))\">\(text(target))</target>\n"
                }
                if let note = unit.note {
                    out += "        <note>\(text(note))</note>\n"
                }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n"
            out += "  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }

    /// Character data: `&`, `<`, `>` escaped.
    static func text(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Attribute values: also `"` and line breaks (`&#10;`, as Xcode writes them).
    static func attribute(_ value: String) -> String {
        var out = ""
        for character in value.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
