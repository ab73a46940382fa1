import ZKCore

/// The coverage report as one self-contained HTML page (`build/reports/strings.html`), a
/// reviewing tool for whoever owns the translations: per catalog and locale a coverage bar with
/// its percentage as text and the counts per state; then a table of every key with its
/// translator comment (once), the source text and each locale's text with its state, problem
/// cells marked with their diagnostics. Filters (missing, needs review, errors, warnings) and a
/// search over keys and texts; the key column stays in view while many locales scroll
/// sideways; at phone width the page stays readable. No external assets: styles and the
/// filter script are inline.
public enum HTMLReport {
    public static func render(_ report: CoverageReport, title: String = "String Catalog coverage") -> String {
        var out =
            head(title) + """
                <h1>\(escape(title))</h1>
                <p class="totals">\(report.errors) error(s), \(report.warnings) warning(s). Locales: \(report.locales.map(escape).joined(separator: ", ")).</p>
                <div id="controls">
                <label>Show <select id="filter">
                <option value="all">all keys</option>
                <option value="problem">keys with any problem</option>
                <option value="missing">missing translations</option>
                <option value="review">needs review (new, needs_review)</option>
                <option value="error">keys with errors</option>
                <option value="warning">keys with warnings</option>
                <option value="stale">stale keys</option>
                </select></label>
                <label>Search <input id="search" type="search" placeholder="key or text"></label>
                <span id="shown"></span>
                </div>

                """
        for section in report.catalogs { out += render(section) }
        out += script + "</body>\n</html>\n"
        return out
    }

    /// The source language first, then the other locales in the report's order.
    static func columns(_ section: CoverageReport.CatalogSection) -> [String] {
        let locales = section.locales.map(\.locale)
        let source = locales.filter { $0.hasSameCodePoints(as: section.sourceLanguage) }
        return source + locales.filter { !$0.hasSameCodePoints(as: section.sourceLanguage) }
    }

    private static func render(_ section: CoverageReport.CatalogSection) -> String {
        var out =
            "<section class=\"catalog\">\n<h2>\(escape(section.path)) <small>source \(escape(section.sourceLanguage)), \(section.rows.count) keys</small></h2>\n"
        out += "<div class=\"bars\">\n"
        for summary in section.locales { out += bar(summary) }
        out += "</div>\n"
        let locales = columns(section)
        out += "<div class=\"scroll\"><table class=\"keys\">\n<thead><tr><th class=\"key\">key</th>"
        for locale in locales {
            let source = locale.hasSameCodePoints(as: section.sourceLanguage) ? " <small>source</small>" : ""
            out += "<th>\(escape(locale))\(source)</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for row in section.rows { out += render(row, locales: locales) }
        out += "</tbody></table></div>\n</section>\n"
        return out
    }

    private static func bar(_ summary: CoverageReport.LocaleSummary) -> String {
        let total = max(summary.total, 1)
        func width(_ count: Int) -> String {
            let tenths = count * 1000 / total
            return "\(tenths / 10).\(tenths % 10)%"
        }
        var parts: [String] = ["\(summary.translated) of \(summary.total) translated"]
        if summary.new > 0 { parts.append("\(summary.new) new") }
        if summary.needsReview > 0 { parts.append("\(summary.needsReview) needs review") }
        if !summary.missing.isEmpty { parts.append("\(summary.missing.count) missing") }
        var out = "<div class=\"bar-row\"><span class=\"locale\">\(escape(summary.locale))</span>"
        out += "<span class=\"bar\" role=\"img\" aria-label=\"\(escape(summary.percentText)) translated\">"
        for (state, count) in [
            ("translated", summary.translated), ("new", summary.new), ("needs_review", summary.needsReview),
            ("missing", summary.missing.count),
        ]
        where count > 0 {
            out += "<span class=\"\(state)\" style=\"width:\(width(count))\"></span>"
        }
        out +=
            "</span><span class=\"percent\">\(escape(summary.percentText))</span><span class=\"counts\">\(parts.joined(separator: " · "))</span></div>\n"
        return out
    }

    private static func render(_ row: CoverageReport.Row, locales: [String]) -> String {
        var tags = Set<String>()
        for state in row.cells.values {
            switch state {
            case .missing: tags.insert("missing")
            case .new, .needsReview: tags.insert("review")
            case .stale: tags.insert("stale")
            case .translated, .excluded: break
            }
        }
        let issues = row.allIssues
        if issues.contains(where: { $0.severity == .error }) { tags.insert("error") }
        if issues.contains(where: { $0.severity == .warning }) { tags.insert("warning") }
        if !tags.subtracting(["stale"]).isEmpty { tags.insert("problem") }
        var search = [row.key]
        for locale in locales { search += row.texts[locale]?.values.map(\.text) ?? [] }
        var out =
            "<tr data-tags=\"\(tags.sorted().joined(separator: " "))\" data-search=\"\(escape(search.joined(separator: "\u{1F}").lowercased()))\">"
        out += "<th class=\"key\" scope=\"row\"><code>\(escape(row.key))</code>"
        if let comment = row.comment, !comment.isEmpty { out += "<div class=\"comment\">\(escape(comment))</div>" }
        // A missing translation shows in its cell ("missing" with its code), not once more per locale here.
        out += issueList(row.issues.filter { $0.code != CoverageCheck.localeMissing.code }) + "</th>"
        for locale in locales {
            let state = row.cells[locale] ?? .missing
            let cell = row.texts[locale]
            out += "<td class=\"\(state.rawValue)\"><span class=\"state\">\(label(state))</span>"
            for value in cell?.values ?? [] {
                let path = value.path.isEmpty ? "" : "<span class=\"path\">\(escape(value.path))</span> "
                let text = value.text.isEmpty ? "<span class=\"empty\">(empty)</span>" : escape(value.text)
                out += "<div class=\"text\">\(path)\(text)</div>"
            }
            out += issueList(cell?.issues ?? []) + "</td>"
        }
        return out + "</tr>\n"
    }

    private static func issueList(_ issues: [Diagnostic]) -> String {
        guard !issues.isEmpty else { return "" }
        return "<ul class=\"issues\">"
            + issues.map {
                "<li class=\"\($0.severity.rawValue)\"><b>\(escape($0.code))</b> <span class=\"line\">line \($0.location?.start?.line ?? 0)</span> \(escape($0.message))</li>"
            }.joined() + "</ul>"
    }

    private static func label(_ state: CoverageReport.CellState) -> String {
        switch state {
        case .translated: "translated"
        case .missing: "missing · \(CoverageCheck.localeMissing.code)"
        case .new: "new"
        case .needsReview: "needs review"
        case .stale: "stale"
        case .excluded: "not translated"
        }
    }

    private static func head(_ title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 16px; color: #1d1d1f; }
        h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 28px 0 8px; overflow-wrap: anywhere; } h2 small { font-weight: normal; color: #666; }
        #controls { position: sticky; top: 0; z-index: 3; background: #fff; padding: 8px 0; border-bottom: 1px solid #ddd; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
        #controls input { width: 14em; max-width: 60vw; }
        .bars { display: grid; gap: 4px; max-width: 760px; }
        .bar-row { display: grid; grid-template-columns: 4em minmax(80px, 1fr) 5.5em; column-gap: 8px; align-items: center; }
        .bar-row .counts { grid-column: 2 / 4; font-size: 12px; color: #555; }
        .bar { display: flex; height: 12px; background: #eee; border-radius: 6px; overflow: hidden; }
        .bar span { display: block; height: 100%; }
        .bar .translated { background: #34a853; } .bar .new { background: #f29900; } .bar .needs_review { background: #fbbc04; } .bar .missing { background: #d93025; }
        .percent { text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
        .scroll { overflow-x: auto; margin-top: 12px; border: 1px solid #ddd; }
        table.keys { border-collapse: separate; border-spacing: 0; min-width: 100%; }
        table.keys th, table.keys td { border-bottom: 1px solid #e5e5e5; border-right: 1px solid #eee; padding: 4px 8px; text-align: left; vertical-align: top; min-width: 12em; max-width: 28em; }
        table.keys thead th { background: #f4f4f4; position: sticky; top: 0; z-index: 1; }
        table.keys .key { position: sticky; left: 0; z-index: 2; background: #fafafa; font-weight: normal; min-width: 14em; max-width: 22em; overflow-wrap: anywhere; }
        table.keys thead .key { z-index: 2; }
        .key code { font: 12px ui-monospace, Menlo, monospace; word-break: break-all; }
        .comment { font-size: 12px; color: #555; font-style: italic; }
        .state { display: inline-block; font-size: 11px; padding: 0 5px; border-radius: 3px; margin-bottom: 2px; }
        td.translated .state { background: #e6f4ea; color: #137333; } td.missing { background: #fce8e6; } td.missing .state { background: #d93025; color: #fff; }
        td.new { background: #fef7e0; } td.new .state { background: #f29900; color: #fff; } td.needs_review { background: #fffbe6; } td.needs_review .state { background: #fbbc04; }
        td.stale, td.excluded { color: #666; } td.stale .state, td.excluded .state { background: #eee; }
        .text { white-space: pre-wrap; word-break: break-word; } .path { font: 11px ui-monospace, Menlo, monospace; color: #666; } .empty { color: #999; }
        .issues { margin: 4px 0 0; padding-left: 16px; font-size: 12px; } .issues .error { color: #b3261e; } .issues .warning { color: #8a5a00; } .issues .note { color: #555; }
        .line { color: #777; }
        @media (max-width: 600px) {
          body { margin: 8px; font-size: 13px; }
          table.keys th, table.keys td { min-width: 9em; padding: 3px 5px; }
          table.keys .key { min-width: 8em; max-width: 40vw; }
        }
        </style>
        </head>
        <body>

        """
    }

    private static let script = """
        <script>
        (function () {
          var filter = document.getElementById('filter'), search = document.getElementById('search'), shown = document.getElementById('shown');
          function apply() {
            var tag = filter.value, text = search.value.toLowerCase(), count = 0, all = 0;
            document.querySelectorAll('table.keys tbody tr').forEach(function (row) {
              var tags = row.getAttribute('data-tags').split(' ');
              var show = (tag === 'all' || tags.indexOf(tag) >= 0) && row.getAttribute('data-search').indexOf(text) >= 0;
              row.style.display = show ? '' : 'none';
              all += 1; if (show) { count += 1; }
            });
            shown.textContent = count + ' of ' + all + ' keys';
          }
          filter.addEventListener('change', apply);
          search.addEventListener('input', apply);
          apply();
        })();
        </script>

        """

    static func escape(_ text: String) -> String { Escape.html(text) }
}
