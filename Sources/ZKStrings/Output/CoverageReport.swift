import ZKCore

/// Coverage per catalog and locale: how many keys are translated, and what is missing or
/// unfinished, plus the keys × locales matrix the HTML page draws.
public struct CoverageReport: Sendable {
    /// The state of one key in one locale.
    public enum CellState: String, Sendable, CaseIterable {
        case translated, missing, new, needsReview = "needs_review", stale, excluded
    }

    public struct Row: Sendable {
        public var key: String
        public var comment: String?
        public var cells: [String: CellState]
        /// Codes and messages of the diagnostics inside the key's entry.
        public var issues: [Diagnostic]
    }

    public struct LocaleSummary: Sendable {
        public var locale: String
        public var total: Int
        public var translated: Int
        public var missing: [String]
        public var unfinished: [String]
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
        locales = options.requiredLocales
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
        self.catalogs = catalogs.sorted { $0.path.precedesByCodePoints($1.path) }.map { catalog in
            let spans = catalog.entries.map(\.keyPosition.offset)
            var issuesByEntry: [Int: [Diagnostic]] = [:]
            for diagnostic in diagnostics where diagnostic.location?.path == catalog.path {
                guard let offset = diagnostic.location?.start?.offset, offset >= 0 else { continue }
                // The entry whose key starts last before the diagnostic.
                var low = 0, high = spans.count - 1, found = -1
                while low <= high {
                    let mid = (low + high) / 2
                    if spans[mid] <= offset { found = mid; low = mid + 1 } else { high = mid - 1 }
                }
                if found >= 0 { issuesByEntry[found, default: []].append(diagnostic) }
            }
            var rows: [Row] = []
            var summaries = options.requiredLocales.map { LocaleSummary(locale: $0, total: 0, translated: 0, missing: [], unfinished: []) }
            for (index, entry) in catalog.entries.enumerated() {
                var cells: [String: CellState] = [:]
                for (position, locale) in options.requiredLocales.enumerated() {
                    let state = Self.state(entry, locale)
                    cells[locale] = state
                    guard state != .excluded else { continue }
                    summaries[position].total += 1
                    switch state {
                    case .translated: summaries[position].translated += 1
                    case .missing: summaries[position].missing.append(entry.key)
                    case .new, .needsReview: summaries[position].unfinished.append(entry.key)
                    case .stale: summaries[position].translated += 1
                    case .excluded: break
                    }
                }
                rows.append(Row(key: entry.key, comment: entry.comment?.text, cells: cells, issues: issuesByEntry[index] ?? []))
            }
            let order = XcodeKeyOrder.sorted(rows.map(\.key))
            // By code points: keys that differ only by Unicode normalisation are two rows.
            var byKey: [CodePointString: Row] = [:]
            for row in rows where byKey[CodePointString(row.key)] == nil { byKey[CodePointString(row.key)] = row }
            return CatalogSection(
                path: catalog.path, sourceLanguage: catalog.sourceLanguage?.text ?? options.sourceLocale,
                rows: order.compactMap { byKey[CodePointString($0)] }, locales: summaries,
                staleKeys: catalog.entries.filter { $0.extractionState?.text == "stale" }.map(\.key).sorted { $0.precedesByCodePoints($1) })
        }
    }

    static func state(_ entry: CatalogEntry, _ locale: String) -> CellState {
        guard entry.shouldTranslate else { return .excluded }
        guard let localization = entry.localization(locale) else { return .missing }
        let leaves = localization.allLeaves
        if leaves.isEmpty || leaves.contains(where: { ($0.unit.value?.text ?? "").isEmpty }) { return .missing }
        if leaves.contains(where: { $0.unit.state?.text == "new" }) { return .new }
        if leaves.contains(where: { $0.unit.state?.text == "needs_review" }) { return .needsReview }
        if entry.extractionState?.text == "stale" { return .stale }
        return .translated
    }

    // MARK: Text

    /// The default text table: one line per catalog and locale, then what is missing.
    public var text: String {
        var out = ""
        for section in catalogs {
            out += "\(section.path) (source \(section.sourceLanguage), \(section.rows.count) keys)\n"
            out += "  locale  translated    total  missing  unfinished\n"
            for summary in section.locales {
                let percent = summary.total == 0 ? 100.0 : Double(summary.translated) * 100 / Double(summary.total)
                out += "  " + pad(summary.locale, 6) + "  " + leftPad("\(summary.translated) (\(formatPercent(percent)))", 10)
                    + "  " + leftPad("\(summary.total)", 7) + "  " + leftPad("\(summary.missing.count)", 7) + "  " + leftPad("\(summary.unfinished.count)", 10) + "\n"
            }
            for summary in section.locales where !summary.missing.isEmpty || !summary.unfinished.isEmpty {
                if !summary.missing.isEmpty { out += "  missing in \(summary.locale): \(summary.missing.joined(separator: ", "))\n" }
                if !summary.unfinished.isEmpty { out += "  unfinished in \(summary.locale): \(summary.unfinished.joined(separator: ", "))\n" }
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
                ("locales", .array(section.locales.map { summary in
                    .object([
                        ("locale", .string(summary.locale)), ("total", .int(summary.total)), ("translated", .int(summary.translated)),
                        ("missing", .array(summary.missing.map(JSONValue.string))),
                        ("unfinished", .array(summary.unfinished.map(JSONValue.string))),
                    ])
                })),
                ("stale", .array(section.staleKeys.map(JSONValue.string))),
            ])
        }
        return JSONWriter(style: .pretty).bytes(.object([
            ("locales", .array(locales.map(JSONValue.string))), ("errors", .int(errors)), ("warnings", .int(warnings)),
            ("catalogs", .array(sections)),
        ]))
    }

    private func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    private func leftPad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    private func formatPercent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
