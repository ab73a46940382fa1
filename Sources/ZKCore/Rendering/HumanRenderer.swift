/// `path:line:col: error: message [ZK0102]`, the source line and a caret under the column, notes
/// the same way; colour only when the context allows it.
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
            out += paint("  fix-it: ", .green) + fixIt.description + "\n"
        }
        for note in diagnostic.notes {
            out += header(note.location, label(.note), note.message)
            out += snippet(note.location)
        }
        return out
    }

    private func header(_ location: SourceLocation?, _ label: String, _ message: String) -> String {
        let place = location.map { paint($0.description + ": ", .bold) } ?? ""
        return place + label + " " + paint(message, .bold) + "\n"
    }

    private func label(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error:", .red)
        case .warning: paint("warning:", .magenta)
        case .note: paint("note:", .cyan)
        }
    }

    /// The source line and a caret under the column (tabs in the prefix are kept so it lines up).
    private func snippet(_ location: SourceLocation?) -> String {
        guard let location, let start = location.start, start.line > 0,
            let file = context.source(location.path), let text = file.lineText(start.line)
        else { return "" }
        var caret = ""
        var column = 1
        for scalar in text.unicodeScalars {
            guard column < start.column else { break }
            caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
            column += 1
        }
        var marker = "^"
        if let end = location.end, end.line == start.line, end.column > start.column + 1 {
            marker += String(repeating: "~", count: end.column - start.column - 1)
        }
        return text + "\n" + caret + paint(marker, .green) + "\n"
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
