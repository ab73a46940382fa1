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
        var path: [String] = []
        var command = root
        var inherited = root.options
        var result = ParsedArguments()
        var remaining = arguments[...]
        var onlyPositionals = false

        // Subcommand selection: the first word that is neither an option nor an option's value.
        var unknownOption: String?
        func firstWordIndex() -> Int? {
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
                    unknownOption = "unknown option '--\(name)'" + suggestion("--" + name, names)
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

        func descend() throws(UsageError) {
            while !command.subcommands.isEmpty {
                if let index = firstWordIndex() {
                    let word = remaining[index]
                    if word == "help" {
                        var helpPath = path
                        let following = index + 1
                        if following < remaining.endIndex { helpPath.append(remaining[following]) }
                        throw UsageError("__help__", commandPath: helpPath)
                    }
                    guard let sub = command.subcommands.first(where: { $0.name == word }) else {
                        if remaining.contains("--help") || remaining.contains("-h") {
                            throw UsageError("__help__", commandPath: path)
                        }
                        throw UsageError(
                            "unknown subcommand '\(word)'" + suggestion(word, command.subcommands.map(\.name)),
                            commandPath: path)
                    }
                    remaining.remove(at: index)
                    path.append(word)
                    command = sub
                    inherited += sub.options
                    continue
                }
                if remaining.contains("--help") || remaining.contains("-h") {
                    throw UsageError("__help__", commandPath: path)
                }
                if let unknownOption { throw UsageError(unknownOption, commandPath: path) }
                guard let defaultName = command.defaultSubcommand,
                    let sub = command.subcommands.first(where: { $0.name == defaultName })
                else { break }
                path.append(defaultName)
                command = sub
                inherited += sub.options
            }
        }

        do {
            try descend()
        } catch {
            if error.message == "__help__" { return .help(error.commandPath) }
            if arguments.contains("--version") { return .version }
            throw error
        }
        result.commandPath = path

        while let argument = remaining.popFirst() {
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

            let spec: OptionSpec
            var inlineValue: String?
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let found = inherited.last(where: { $0.long == name }) else {
                    let names = inherited.map { "--" + $0.long } + ["--help", "--version"]
                    throw UsageError("unknown option '--\(name)'" + suggestion("--" + name, names), commandPath: path)
                }
                spec = found
            } else {
                let letters = Array(argument.dropFirst())
                guard let first = letters.first, let found = inherited.last(where: { $0.short == first }) else {
                    let names = inherited.compactMap { $0.short.map { "-\($0)" } } + inherited.map { "--" + $0.long }
                    throw UsageError("unknown option '\(argument)'" + suggestion(argument, names), commandPath: path)
                }
                spec = found
                if letters.count > 1 {
                    if spec.isFlag {
                        throw UsageError("unknown option '\(argument)'; write flags separately", commandPath: path)
                    }
                    inlineValue = String(letters.dropFirst())
                }
            }

            if spec.isFlag {
                if inlineValue != nil {
                    throw UsageError("option '--\(spec.long)' takes no value", commandPath: path)
                }
                result.flags.insert(spec.long)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
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

        let required = command.positionals.filter { !$0.optional }.count
        if result.positionals.count < required {
            let missing = command.positionals[result.positionals.count]
            throw UsageError("missing argument <\(missing.name)>", commandPath: path)
        }
        let variadic = command.positionals.last?.variadic ?? false
        if !variadic, result.positionals.count > command.positionals.count {
            let extra = result.positionals[command.positionals.count]
            throw UsageError("unexpected argument '\(extra)'", commandPath: path)
        }
        return .run(result)
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
