/// Renders `--help` from a `CommandSpec`: abstract, usage, subcommands, arguments, options with
/// defaults and allowed values, examples.
public enum HelpFormatter {
    public static func help(
        for command: CommandSpec, path: [String], toolName: String, inherited: [OptionSpec]
    ) -> String {
        var out = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { out += "\n" + discussion + "\n" }
        let invocation = ([toolName] + path).joined(separator: " ")
        var usage = invocation
        if !command.subcommands.isEmpty { usage += " <subcommand>" }
        usage += " [options]"
        for positional in command.positionals {
            var token = "<\(positional.name)>"
            if positional.variadic { token += " ..." }
            usage += positional.optional ? " [\(token)]" : " \(token)"
        }
        out += "\nUSAGE: \(usage)\n"
        if !command.subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for sub in command.subcommands {
                let marker = sub.name == command.defaultSubcommand ? " (default)" : ""
                out += row(sub.name + marker, sub.abstract)
            }
            out += "\n  See '\(invocation) help <subcommand>' for the help of a subcommand.\n"
        }
        if !command.positionals.isEmpty {
            out += "\nARGUMENTS:\n"
            for positional in command.positionals {
                out += row("<\(positional.name)>", positional.help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in inherited + command.options {
            var left = option.short.map { "-\($0), " } ?? ""
            left += "--\(option.long)"
            if let valueName = option.valueName { left += " <\(valueName)>" }
            var text = option.help
            if let allowed = option.allowedValues { text += " (values: \(allowed.joined(separator: ", ")))" }
            if let defaultValue = option.defaultValue { text += " (default: \(defaultValue))" }
            out += row(left, text)
        }
        out += row("-h, --help", "Show help information.")
        out += row("--version", "Show the version.")
        if !command.examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for example in command.examples { out += "  \(example)\n" }
        }
        return out
    }

    private static func row(_ left: String, _ right: String) -> String {
        let padded =
            left.count < 24
            ? left + String(repeating: " ", count: 24 - left.count) : left + "\n" + String(repeating: " ", count: 26)
        return "  \(padded)\(right)\n"
    }

    /// The options a command inherits from the commands above it.
    public static func inheritedOptions(root: CommandSpec, path: [String]) -> [OptionSpec] {
        var options: [OptionSpec] = []
        var command = root
        for name in path {
            options += command.options
            guard let sub = command.subcommands.first(where: { $0.name == name }) else { break }
            command = sub
        }
        return options
    }
}
