/// The parsed command line: the subcommand path, option values and positionals.
public struct ParsedArguments: Sendable {
    /// Subcommand names below the root, e.g. `["check"]`.
    public var commandPath: [String]
    public var values: [String: [String]]
    public var flags: Set<String>
    public var positionals: [String]

    public init(
        commandPath: [String] = [], values: [String: [String]] = [:], flags: Set<String> = [],
        positionals: [String] = []
    ) {
        self.commandPath = commandPath
        self.values = values
        self.flags = flags
        self.positionals = positionals
    }

    /// The last value given for `--name`, or nil.
    public func value(_ name: String) -> String? { values[name]?.last }

    public func all(_ name: String) -> [String] { values[name] ?? [] }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public var subcommand: String? { commandPath.last }
}

/// A command-line mistake: printed with the usage line, exit code 2.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
    public var commandPath: [String]

    public init(_ message: String, commandPath: [String]) {
        self.message = message
        self.commandPath = commandPath
    }
}

/// What the command line asks for.
public enum ParseOutcome: Sendable {
    case run(ParsedArguments)
    /// `--help` (or `help SUBCOMMAND`): the help text of the command at this path.
    case help([String])
    case version
}

/// A small parser for the declarations of `CommandSpec`: subcommands, long and short options
/// (`--format=json`, `--format json`, `-j4`, `-j 4`), flags, `--` and positionals. Options of a
/// command are also accepted by its subcommands. `--help`, `-h` and `--version` are built in.
public struct ArgumentParser: Sendable {
    public var root: CommandSpec

    public init(_ root: CommandSpec) { self.root = root }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
        var selection = Selection(command: root, remaining: arguments[...])
        do {
            try descend(&selection)
        } catch {
            if error.message == "__help__" { return .help(error.commandPath) }
            if arguments.contains("--version") { return .version }
            throw error
        }
        let path = selection.path
        var result = ParsedArguments(commandPath: path)
        var onlyPositionals = false
        while let argument = selection.remaining.popFirst() {
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "--help" || argument == "-h" { return .help(path) }
            if argument == "--version" { return .version }
            try readOption(argument, &selection, into: &result)
        }
        try checkPositionals(result.positionals, of: selection.command, path: path)
        return .run(result)
    }

    /// The state of a parse: the subcommand chosen so far, the options it and its parents
    /// declare, and the arguments not read yet.
    struct Selection {
        var path: [String] = []
        var command: CommandSpec
        var inherited: [OptionSpec]
        var remaining: ArraySlice<String>
        /// The first unknown long option met while looking for a subcommand name.
        var unknownOption: String?

        init(command: CommandSpec, remaining: ArraySlice<String>) {
            self.command = command
            self.inherited = command.options
            self.remaining = remaining
        }

        mutating func enter(_ name: String, _ sub: CommandSpec) {
            path.append(name)
            command = sub
            inherited += sub.options
        }
    }

    /// Subcommand selection: the first word that is neither an option nor an option's value
    /// names the subcommand, down to a command without subcommands (or its default subcommand).
    /// `help` and `--help` are thrown as `__help__` with the path they ask about.
    func descend(_ selection: inout Selection) throws(UsageError) {
        while !selection.command.subcommands.isEmpty {
            let path = selection.path
            let remaining = selection.remaining
            if let index = firstWordIndex(&selection) {
                let word = remaining[index]
                if word == "help" {
                    var helpPath = path
                    let following = index + 1
                    if following < remaining.endIndex { helpPath.append(remaining[following]) }
                    throw UsageError("__help__", commandPath: helpPath)
                }
                guard let sub = selection.command.subcommands.first(where: { $0.name == word }) else {
                    if remaining.contains("--help") || remaining.contains("-h") {
                        throw UsageError("__help__", commandPath: path)
                    }
                    throw UsageError(
                        "unknown subcommand '\(word)'" + suggestion(word, selection.command.subcommands.map(\.name)),
                        commandPath: path)
                }
                selection.remaining.remove(at: index)
                selection.enter(word, sub)
                continue
            }
            if remaining.contains("--help") || remaining.contains("-h") {
                throw UsageError("__help__", commandPath: path)
            }
            if let unknownOption = selection.unknownOption { throw UsageError(unknownOption, commandPath: path) }
            guard let defaultName = selection.command.defaultSubcommand,
                let sub = selection.command.subcommands.first(where: { $0.name == defaultName })
            else { break }
            selection.enter(defaultName, sub)
        }
    }

    /// The index of the first word that is neither an option nor an option's value; nil at `--`
    /// or at an unknown long option (kept in `unknownOption`).
    func firstWordIndex(_ selection: inout Selection) -> Int? {
        let remaining = selection.remaining
        let inherited = selection.inherited
        var index = remaining.startIndex
        while index < remaining.endIndex {
            let token = remaining[index]
            if token == "--" { return nil }
            if !token.hasPrefix("-") || token == "-" { return index }
            let name = token.hasPrefix("--") ? String(token.dropFirst(2).prefix { $0 != "=" }) : ""
            if token.hasPrefix("--"), !["help", "version"].contains(name),
                !inherited.contains(where: { $0.long == name })
            {
                let names = inherited.map { "--" + $0.long } + ["--help", "--version"]
                selection.unknownOption = "unknown option '--\(name)'" + suggestion("--" + name, names)
                return nil
            }
            if token.hasPrefix("--"), !token.contains("="),
                inherited.contains(where: { "--" + $0.long == token && !$0.isFlag })
            {
                index += 1
            } else if !token.hasPrefix("--"), token.count == 2,
                inherited.contains(where: { $0.short == token.last && !$0.isFlag })
            {
                index += 1
            }
            index += 1
        }
        return nil
    }

    /// One option (`--name`, `--name=value`, `-n`, `-nvalue`, with its value from the next
    /// argument if it takes one), kept in `result`.
    func readOption(
        _ argument: String, _ selection: inout Selection, into result: inout ParsedArguments
    ) throws(UsageError) {
        let path = selection.path
        let (spec, inlineValue) = try option(argument, among: selection.inherited, path: path)
        if spec.isFlag {
            if inlineValue != nil {
                throw UsageError("option '--\(spec.long)' takes no value", commandPath: path)
            }
            result.flags.insert(spec.long)
            return
        }
        guard let value = inlineValue ?? selection.remaining.popFirst() else {
            throw UsageError(
                "option '--\(spec.long)' needs a value <\(spec.valueName ?? "value")>", commandPath: path)
        }
        if let allowed = spec.allowedValues, !allowed.contains(value) {
            throw UsageError(
                "invalid value '\(value)' for '--\(spec.long)'; expected one of: \(allowed.joined(separator: ", "))"
                    + suggestion(value, allowed, prefix: ""), commandPath: path)
        }
        if !spec.repeatable, result.values[spec.long] != nil {
            throw UsageError("option '--\(spec.long)' given twice", commandPath: path)
        }
        result.values[spec.long, default: []].append(value)
    }

    /// The option `argument` names (the last declared of that name), and a value written into it.
    func option(
        _ argument: String, among inherited: [OptionSpec], path: [String]
    ) throws(UsageError) -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let found = inherited.last(where: { $0.long == name }) else {
                let names = inherited.map { "--" + $0.long } + ["--help", "--version"]
                throw UsageError("unknown option '--\(name)'" + suggestion("--" + name, names), commandPath: path)
            }
            return (found, inlineValue)
        }
        let letters = Array(argument.dropFirst())
        guard let first = letters.first, let found = inherited.last(where: { $0.short == first }) else {
            let names = inherited.compactMap { $0.short.map { "-\($0)" } } + inherited.map { "--" + $0.long }
            throw UsageError("unknown option '\(argument)'" + suggestion(argument, names), commandPath: path)
        }
        guard letters.count > 1 else { return (found, nil) }
        if found.isFlag {
            throw UsageError("unknown option '\(argument)'; write flags separately", commandPath: path)
        }
        return (found, String(letters.dropFirst()))
    }

    /// The positionals against the command's: the required ones all there, no extra ones unless
    /// the last is variadic.
    func checkPositionals(_ positionals: [String], of command: CommandSpec, path: [String]) throws(UsageError) {
        let required = command.positionals.filter { !$0.optional }.count
        if positionals.count < required {
            let missing = command.positionals[positionals.count]
            throw UsageError("missing argument <\(missing.name)>", commandPath: path)
        }
        let variadic = command.positionals.last?.variadic ?? false
        if !variadic, positionals.count > command.positionals.count {
            let extra = positionals[command.positionals.count]
            throw UsageError("unexpected argument '\(extra)'", commandPath: path)
        }
    }

    /// The command spec at a path of subcommand names.
    public func command(at path: [String]) -> CommandSpec? {
        var command = root
        for name in path {
            guard let sub = command.subcommands.first(where: { $0.name == name }) else { return nil }
            command = sub
        }
        return command
    }

    /// `; did you mean '--format'?` when a candidate is close enough.
    func suggestion(_ word: String, _ candidates: [String], prefix: String = "; ") -> String {
        guard let best = EditDistance.nearest(to: word, in: candidates) else { return "" }
        return "\(prefix.isEmpty ? "; " : prefix)did you mean '\(best)'?"
    }
}
