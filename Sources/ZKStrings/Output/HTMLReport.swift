import ZKCore

/// The coverage report as one self-contained HTML page (`build/reports/strings.html`): a
/// summary per catalog and locale, and a keys × locales matrix coloured by state, filterable by
/// problem and by key text. No external assets: styles and the filter script are inline.
public enum HTMLReport {
    public static func render(_ report: CoverageReport, title: String = "String Catalog coverage") -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            body { font: 14px/1.4 -apple-system, "Segoe UI", sans-serif; margin: 24px; color: #222; }
            h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
            table { border-collapse: collapse; margin: 8px 0; }
            th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
            th { background: #f4f4f4; position: sticky; top: 0; }
            td.key { font-family: ui-monospace, Menlo, monospace; }
            td.cell { text-align: center; min-width: 70px; }
            .translated { background: #d9f2d9; } .missing { background: #f7c6c6; } .new { background: #fde2b8; }
            .needs_review { background: #fff2a8; } .stale { background: #dcdcdc; } .excluded { background: #eef; color: #667; }
            .issues { font-size: 12px; color: #a00; } .issues .warning { color: #a60; }
            .legend span { display: inline-block; padding: 2px 8px; margin-right: 4px; border: 1px solid #ccc; }
            #controls { position: sticky; top: 0; background: #fff; padding: 8px 0; border-bottom: 1px solid #ddd; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p>\(report.errors) error(s), \(report.warnings) warning(s). Locales: \(report.locales.map(escape).joined(separator: ", ")).</p>
            <div id="controls">
            <label>Show <select id="filter">
            <option value="all">all keys</option>
            <option value="problem">keys with any problem</option>
            <option value="missing">missing translations</option>
            <option value="new">state new</option>
            <option value="needs_review">needs review</option>
            <option value="stale">stale keys</option>
            <option value="error">keys with errors</option>
            <option value="warning">keys with warnings</option>
            </select></label>
            <label>Key contains <input id="search" type="search"></label>
            <span class="legend"><span class="translated">translated</span><span class="missing">missing</span><span class="new">new</span><span class="needs_review">needs review</span><span class="stale">stale</span><span class="excluded">not translated</span></span>
            </div>

            """
        for section in report.catalogs {
            out += "<h2>\(escape(section.path)) (source \(escape(section.sourceLanguage)), \(section.rows.count) keys)</h2>\n"
            out += "<table class=\"summary\"><tr><th>locale</th><th>translated</th><th>total</th><th>missing</th><th>unfinished</th></tr>\n"
            for summary in section.locales {
                out += "<tr><td>\(escape(summary.locale))</td><td>\(summary.translated)</td><td>\(summary.total)</td><td>\(summary.missing.count)</td><td>\(summary.unfinished.count)</td></tr>\n"
            }
            out += "</table>\n<table class=\"matrix\">\n<tr><th>key</th>"
            for locale in report.locales { out += "<th>\(escape(locale))</th>" }
            out += "<th>issues</th></tr>\n"
            for row in section.rows {
                var tags = Set(row.cells.values.map(\.rawValue))
                if row.issues.contains(where: { $0.severity == .error }) { tags.insert("error") }
                if row.issues.contains(where: { $0.severity == .warning }) { tags.insert("warning") }
                if !tags.subtracting(["translated", "excluded"]).isEmpty { tags.insert("problem") }
                out += "<tr data-tags=\"\(tags.sorted().joined(separator: " "))\" data-key=\"\(escape(row.key))\">"
                out += "<td class=\"key\" title=\"\(escape(row.comment ?? ""))\">\(escape(row.key))</td>"
                for locale in report.locales {
                    let state = row.cells[locale] ?? .missing
                    out += "<td class=\"cell \(state.rawValue)\">\(label(state))</td>"
                }
                let issues = row.issues.map {
                    "<div class=\"\($0.severity.rawValue)\">\(escape($0.code)) line \($0.location?.start?.line ?? 0): \(escape($0.message))</div>"
                }.joined()
                out += "<td class=\"issues\">\(issues)</td></tr>\n"
            }
            out += "</table>\n"
        }
        out += """
            <script>
            (function () {
              var filter = document.getElementById('filter'), search = document.getElementById('search');
              function apply() {
                var tag = filter.value, text = search.value.toLowerCase();
                document.querySelectorAll('table.matrix tr[data-key]').forEach(function (row) {
                  var tags = row.getAttribute('data-tags').split(' ');
                  var show = (tag === 'all' || tags.indexOf(tag) >= 0) && row.getAttribute('data-key').toLowerCase().indexOf(text) >= 0;
                  row.style.display = show ? '' : 'none';
                });
              }
              filter.addEventListener('change', apply);
              search.addEventListener('input', apply);
            })();
            </script>
            </body>
            </html>

            """
        return out
    }

    private static func label(_ state: CoverageReport.CellState) -> String {
        switch state {
        case .translated: "✓"
        case .missing: "missing"
        case .new: "new"
        case .needsReview: "review"
        case .stale: "stale"
        case .excluded: "—"
        }
    }

    static func escape(_ text: String) -> String { Escape.html(text) }
}
