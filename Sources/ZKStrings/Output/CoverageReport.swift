import ZKCore

/// Coverage per catalog and locale, from the one coverage model (`CoverageState`, the model
/// `check` reports from): counts per state, what is missing or unfinished, and the keys ×
/// locales table the HTML page draws, with each locale's text and the diagnostics of its cell.
public struct CoverageReport: Sendable {
    /// The state of one key in one locale.
    public typealias CellState = CoverageState

    /// One locale's text of a key: each value with the variation path that leads to it
    /// (`plural.one`, `substitutions.minutes.plural.few`, empty for a plain value) and the
    /// diagnostics reported inside the localization.
    public struct Cell: Sendable {
        public var values: [(path: String, text: String)]
        public var issues: [Diagnostic]
    }

    public struct Row: Sendable {
        public var key: String
        public var comment: String?
        public var cells: [String: CellState]
        /// Per locale, its text and the diagnostics inside its localization.
        public var texts: [String: Cell]
        /// The diagnostics of the key that belong to no localization (reported at the key).
        public var issues: [Diagnostic]
        /// Every diagnostic inside the key's entry, of the key and of its localizations.
        public var allIssues: [Diagnostic] { issues + texts.keys.sorted().flatMap { texts[$0]?.issues ?? [] } }
    }

    public struct LocaleSummary: Sendable {
        public var locale: String
        /// Keys counted (neither stale nor excluded).
        public var total: Int
        /// Keys whose value is finished: what Xcode counts as translated.
        public var translated: Int
        public var missing: [String]
        /// Keys in state `new` or `needs_review`, in key order.
        public var unfinished: [String]
        public var new: Int
        public var needsReview: Int

        /// `translated` of `total` as text, one decimal (`87.5 %`); 100 % when nothing is counted.
        public var percentText: String {
            guard total > 0 else { return "100.0 %" }
            let tenths = (translated * 1000 + total / 2) / total
            // Never round up to 100 % while something is missing.
            let shown = translated < total ? min(tenths, 999) : tenths
            return "\(shown / 10).\(shown % 10) %"
        }
    }

    public struct CatalogSection: Sendable {
        public var path: String
        public var sourceLanguage: String
        public var rows: [Row]
        public var locales: [LocaleSummary]
        public var staleKeys: [String]
    }

    public var locales: [String]
    public var catalogs: [CatalogSection]
    public var errors: Int
    public var warnings: Int

    public init(catalogs: [StringCatalog], options: StringsCheckOptions, diagnostics: [Diagnostic]) {
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if let path = diagnostic.location?.path { byPath[path, default: []].append(diagnostic) }
        }
        self.catalogs = catalogs.sorted { $0.path.precedesByCodePoints($1.path) }.map { catalog in
            Self.section(catalog, options: options, diagnostics: byPath[catalog.path] ?? [])
        }
        // Each catalog's required locales (its own, where the locales come from the files); the
        // report names them all, the project's first.
        var all = options.localesFromCatalogs ? [] : options.requiredLocales
        for section in self.catalogs {
            for summary in section.locales where !all.contains(where: { $0.hasSameCodePoints(as: summary.locale) }) {
                all.append(summary.locale)
            }
        }
        locales = all
    }

    private static func section(
        _ catalog: StringCatalog, options: StringsCheckOptions, diagnostics: [Diagnostic]
    ) -> CatalogSection {
        let context = CatalogCheckContext(catalog, options)
        let starts = catalog.entries.map(\.keyPosition.offset)
        var issuesByEntry: [Int: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            guard let offset = diagnostic.location?.start?.offset, offset >= 0 else { continue }
            // The entry whose key starts last before the diagnostic.
            var low = 0
            var high = starts.count - 1
            var found = -1
            while low <= high {
                let mid = (low + high) / 2
                if starts[mid] <= offset {
                    found = mid
                    low = mid + 1
                } else {
                    high = mid - 1
                }
            }
            if found >= 0 { issuesByEntry[found, default: []].append(diagnostic) }
        }
        var rows: [Row] = []
        let required = context.requiredLocales
        var summaries = required.map {
            LocaleSummary(locale: $0, total: 0, translated: 0, missing: [], unfinished: [], new: 0, needsReview: 0)
        }
        for (index, entry) in catalog.entries.enumerated() {
            var cells: [String: CellState] = [:]
            for (position, locale) in required.enumerated() {
                let state = context.coverage(entry, locale)
                cells[locale] = state
                guard state.isCounted else { continue }
                summaries[position].total += 1
                switch state {
                case .translated: summaries[position].translated += 1
                case .missing: summaries[position].missing.append(entry.key)
                case .new:
                    summaries[position].new += 1
                    summaries[position].unfinished.append(entry.key)
                case .needsReview:
                    summaries[position].needsReview += 1
                    summaries[position].unfinished.append(entry.key)
                case .stale, .excluded: break
                }
            }
            let (texts, keyIssues) = Self.texts(entry, locales: required, issues: issuesByEntry[index] ?? [])
            rows.append(
                Row(key: entry.key, comment: entry.comment?.text, cells: cells, texts: texts, issues: keyIssues))
        }
        let order = XcodeKeyOrder.sorted(rows.map(\.key))
        // By code points: keys that differ only by Unicode normalisation are two rows.
        var byKey: [CodePointString: Row] = [:]
        for row in rows where byKey[CodePointString(row.key)] == nil { byKey[CodePointString(row.key)] = row }
        let sorted = order.compactMap { byKey[CodePointString($0)] }
        let position = Dictionary(
            sorted.enumerated().map { (CodePointString($0.element.key), $0.offset) },
            uniquingKeysWith: { first, _ in first })
        for index in summaries.indices {
            summaries[index].missing.sort {
                (position[CodePointString($0)] ?? 0) < (position[CodePointString($1)] ?? 0)
            }
            summaries[index].unfinished.sort {
                (position[CodePointString($0)] ?? 0) < (position[CodePointString($1)] ?? 0)
            }
        }
        return CatalogSection(
            path: catalog.path, sourceLanguage: context.sourceLocale, rows: sorted, locales: summaries,
            staleKeys: catalog.entries.filter(\.isStale).map(\.key).sorted { $0.precedesByCodePoints($1) })
    }

    /// Each locale's values and the diagnostics inside its localization (from its locale key to
    /// the next localization's); the rest are the key's.
    private static func texts(
        _ entry: CatalogEntry, locales: [String], issues: [Diagnostic]
    ) -> ([String: Cell], [Diagnostic]) {
        let written = entry.localizations.filter { !$0.isImplicit }.sorted {
            $0.localePosition.offset < $1.localePosition.offset
        }
        var cells: [String: Cell] = [:]
        for locale in locales {
            guard let localization = entry.localization(locale) else {
                cells[locale] = Cell(values: [], issues: [])
                continue
            }
            var values: [(path: String, text: String)] = localization.allLeaves.map {
                ($0.pathText, $0.unit.value?.text ?? "")
            }
            if let set = localization.node.stringSet {
                values += set.values.map { ("stringSet", $0.text) }
            }
            cells[locale] = Cell(values: values, issues: [])
        }
        var keyIssues: [Diagnostic] = []
        for diagnostic in issues {
            let offset = diagnostic.location?.start?.offset ?? 0
            guard let owner = written.last(where: { $0.localePosition.offset <= offset }),
                let locale = locales.first(where: { $0.hasSameCodePoints(as: owner.locale) })
            else {
                keyIssues.append(diagnostic)
                continue
            }
            cells[locale]?.issues.append(diagnostic)
        }
        return (cells, keyIssues)
    }

    // MARK: Text

    /// The default text table: one line per catalog and locale, then what is missing.
    public var text: String {
        var out = ""
        for section in catalogs {
            out += "\(section.path) (source \(section.sourceLanguage), \(section.rows.count) keys)\n"
            out += "  locale  translated            total  missing  new  needs_review\n"
            for summary in section.locales {
                out +=
                    "  " + pad(summary.locale, 6) + "  " + pad("\(summary.translated) (\(summary.percentText))", 18)
                    + "  " + leftPad("\(summary.total)", 5) + "  " + leftPad("\(summary.missing.count)", 7) + "  "
                    + leftPad("\(summary.new)", 3)
                    + "  " + leftPad("\(summary.needsReview)", 12) + "\n"
            }
            for summary in section.locales where !summary.missing.isEmpty || !summary.unfinished.isEmpty {
                if !summary.missing.isEmpty {
                    out += "  missing in \(summary.locale): \(summary.missing.joined(separator: ", "))\n"
                }
                if !summary.unfinished.isEmpty {
                    out += "  unfinished in \(summary.locale): \(summary.unfinished.joined(separator: ", "))\n"
                }
            }
            if !section.staleKeys.isEmpty { out += "  stale: \(section.staleKeys.joined(separator: ", "))\n" }
        }
        return out
    }

    // MARK: JSON

    public var json: [UInt8] {
        let sections = catalogs.map { section -> JSONValue in
            .object([
                ("path", .string(section.path)),
                ("sourceLanguage", .string(section.sourceLanguage)),
                ("keys", .int(section.rows.count)),
                (
                    "locales",
                    .array(
                        section.locales.map { summary in
                            .object([
                                ("locale", .string(summary.locale)), ("total", .int(summary.total)),
                                ("translated", .int(summary.translated)),
                                ("percent", .string(summary.percentText)), ("new", .int(summary.new)),
                                ("needsReview", .int(summary.needsReview)),
                                ("missing", .array(summary.missing.map(JSONValue.string))),
                                ("unfinished", .array(summary.unfinished.map(JSONValue.string))),
                            ])
                        })
                ),
                ("stale", .array(section.staleKeys.map(JSONValue.string))),
            ])
        }
        return JSONWriter(style: .pretty).bytes(
            .object([
                ("locales", .array(locales.map(JSONValue.string))), ("errors", .int(errors)),
                ("warnings", .int(warnings)),
                ("catalogs", .array(sections)),
            ]))
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
    private func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
