/// `path:line:col: error: message [ZKnnnn]`, the source line and a caret under the column, notes
/// the same way; colour only when the context allows it. File names, source lines and fix-its are
/// printed with their control characters escaped (`\n`, `\u{1B}`), so a file named
/// `a⏎::error file=…` cannot start a line of its own (a forged CI workflow command) and a source
/// line cannot send escape sequences to the terminal.
public struct HumanRenderer: Sendable {
    public var context: RenderContext

    public init(context: RenderContext) { self.context = context }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += render(diagnostic)
        }
        out += summary.line + "\n"
        return out
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = header(diagnostic.location, label(diagnostic.severity), diagnostic.message + " [\(diagnostic.code)]")
        out += snippet(diagnostic.location)
        if let fixIt = diagnostic.fixIt {
            out += paint("  fix-it: ", .green) + Self.visible(fixIt.description) + "\n"
        }
        for note in diagnostic.notes {
            out += header(note.location, label(.note), note.message)
            out += snippet(note.location)
        }
        return out
    }

    private func header(_ location: SourceLocation?, _ label: String, _ message: String) -> String {
        let place = location.map { paint(Self.visible($0.description) + ": ", .bold) } ?? ""
        return place + label + " " + paint(message, .bold) + "\n"
    }

    private func label(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error:", .red)
        case .warning: paint("warning:", .magenta)
        case .note: paint("note:", .cyan)
        }
    }

    /// Lines longer than this many bytes are shown as an excerpt around the caret.
    static let longLine = 240
    /// Unicode scalars of context on each side of the caret in an excerpt.
    static let excerptContext = 60

    /// The source line and a caret under the column (tabs in the prefix are kept so it lines
    /// up). A long line (a minified file, a 100 MB one-line JSON) is cut, as clang does, to the
    /// scalars around the caret with `…` at the cut ends; only that excerpt is ever decoded.
    private func snippet(_ location: SourceLocation?) -> String {
        guard let location, let start = location.start, start.line > 0, let file = context.source(location.path),
            start.line <= file.lineStarts.count
        else { return "" }
        let bytes = file.bytes
        let lineStart = file.lineStarts[start.line - 1]
        var lineEnd = start.line < file.lineStarts.count ? file.lineStarts[start.line] - 1 : bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        guard lineEnd >= lineStart else { return "" }
        // The caret's byte: from the position's offset when it lies on the line, else by
        // walking the columns.
        var caret = lineStart
        if start.offset >= lineStart, start.offset <= lineEnd {
            caret = start.offset
        } else {
            var column = 1
            while caret < lineEnd, column < start.column {
                caret += 1
                while caret < lineEnd, bytes[caret] & 0xC0 == 0x80 { caret += 1 }
                column += 1
            }
        }
        var from = lineStart
        var to = lineEnd
        if lineEnd - lineStart > Self.longLine {
            from = caret
            for _ in 0..<Self.excerptContext where from > lineStart {
                from -= 1
                while from > lineStart, bytes[from] & 0xC0 == 0x80 { from -= 1 }
            }
            to = caret
            for _ in 0..<Self.excerptContext where to < lineEnd {
                to += 1
                while to < lineEnd, bytes[to] & 0xC0 == 0x80 { to += 1 }
            }
        }
        let before = String(decoding: bytes[from..<caret], as: UTF8.self)
        let text =
            (from > lineStart ? "…" : "") + Self.visible(before, keepingTabs: true)
            + Self.visible(String(decoding: bytes[caret..<to], as: UTF8.self), keepingTabs: true)
            + (to < lineEnd ? "…" : "")
        var pad = from > lineStart ? " " : ""
        for scalar in before.unicodeScalars {
            if scalar == "\t" {
                pad.unicodeScalars.append("\t")
            } else if Escape.isControl(scalar) {
                pad += String(repeating: " ", count: Escape.messageValue(String(scalar)).unicodeScalars.count)
            } else {
                pad.unicodeScalars.append(" ")
            }
        }
        var marker = "^"
        if let end = location.end, end.line == start.line, end.column > start.column + 1 {
            let visible = String(decoding: bytes[caret..<to], as: UTF8.self).unicodeScalars.count
            marker += String(repeating: "~", count: min(end.column - start.column, max(visible, 1)) - 1)
        }
        return text + "\n" + pad + paint(marker, .green) + "\n"
    }

    /// `text` with its control characters escaped; tabs kept where a caret must line up under them.
    static func visible(_ text: String, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { Escape.isControl($0) && !(keepingTabs && $0 == "\t") }) else {
            return text
        }
        return Escape.map(text) { scalar in
            guard Escape.isControl(scalar), !(keepingTabs && scalar == "\t") else { return nil }
            return Escape.messageValue(String(scalar))
        }
    }

    private enum Style: String {
        case bold = "1"
        case red = "1;31"
        case magenta = "1;35"
        case cyan = "1;36"
        case green = "1;32"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        context.colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
