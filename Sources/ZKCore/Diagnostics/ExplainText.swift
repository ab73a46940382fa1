/// The explanation of a code as `zk-build explain CODE` prints it, and as Markdown for SARIF's
/// `help.markdown` (GitHub shows it beside a code-scanning alert).
public enum ExplainText {
    public static func text(_ code: DiagnosticCode) -> String {
        var out = "\(code.code) (\(code.severity.rawValue) by default): \(code.summary)\n\n"
        out += wrap(code.explanation) + "\n"
        out += "\n" + phaseLine(code) + "\n" + groupLine(code) + "\n"
        if let broken = code.broken {
            out += "\nTriggers it:\n" + example(broken, marked: true)
        }
        if let fixed = code.fixed {
            out += "\nFixed:\n" + example(fixed, marked: false)
        }
        return out
    }

    public static func markdown(_ code: DiagnosticCode) -> String {
        var out = "**\(code.code)** (\(code.severity.rawValue) by default): \(code.summary)\n\n\(code.explanation)\n\n\(phaseLine(code))\n\(groupLine(code))\n"
        for (title, example) in [("Triggers it", code.broken), ("Fixed", code.fixed)] {
            guard let example else { continue }
            out += "\n\(title):\n"
            if example.command != DiagnosticExample.defaultCommand {
                out += "\n```sh\n$ \(example.command.joined(separator: " "))\n```\n"
            }
            for setup in example.setup { out += "\n(\(setup))\n" }
            for file in example.cleanFiles {
                let text = file.displayText
                let fence = text.contains("```") ? "~~~~" : "```"
                out += "\n`\(file.path)`:\n\n\(fence)\n\(text)\n\(fence)\n"
            }
        }
        return out
    }

    /// The code's phase, as every report orders it and `--format json` gives it (`"phase"`).
    static func phaseLine(_ code: DiagnosticCode) -> String {
        "Phase: \(code.phase.name) (reports list \(DiagnosticPhase.allCases.map(\.name).joined(separator: ", ")) in this order)."
    }

    /// The code's group: whether it runs on every project or only under a profile.
    public static func groupLine(_ code: DiagnosticCode) -> String {
        switch code.group {
        case .universal: "Group: universal (runs on every project, with no configuration)."
        case .houseRule(let name):
            "Group: house rule '\(name)' (runs only when zk-build.json turns it on: \"profile\": \"\(name)\")."
        }
    }

    static func example(_ example: DiagnosticExample, marked: Bool) -> String {
        var out = ""
        let marks = marked ? example.markedLocations : []
        if example.command != DiagnosticExample.defaultCommand {
            out += "  $ \(example.command.joined(separator: " "))\n"
        }
        for setup in example.setup { out += "  (\(setup))\n" }
        for file in example.cleanFiles {
            out += "  \(file.path):\n"
            if file.isBinary {
                // A caret under a byte dump would point at the wrong column: name the place instead.
                out += "    \(file.displayText)\n"
                for mark in marks where mark.path == file.path { out += "    reported at \(mark.line):\(mark.column)\n" }
                continue
            }
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                out += "    \(line)\n"
                for mark in marks where mark.path == file.path && mark.line == index + 1 {
                    out += "    " + String(repeating: " ", count: mark.column - 1) + "^ reported here (\(mark.line):\(mark.column))\n"
                }
            }
        }
        if marked {
            for path in example.unlocated { out += "  reported at '\(path)' (no line)\n" }
        }
        return out
    }

    /// Wraps prose at 100 columns.
    public static func wrap(_ text: String) -> String {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.count + word.count + 1 > 100, !current.isEmpty {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}
