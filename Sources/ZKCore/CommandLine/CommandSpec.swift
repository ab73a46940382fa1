/// The declaration of a command: what `--help` prints and what the parser accepts.
public struct CommandSpec: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String?
    public var options: [OptionSpec]
    public var positionals: [PositionalSpec]
    public var subcommands: [CommandSpec]
    /// The subcommand run when none is named (`zk-build` = `zk-build build`).
    public var defaultSubcommand: String?
    public var examples: [String]

    public init(
        name: String, abstract: String, discussion: String? = nil, options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil,
        examples: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.examples = examples
    }
}

/// An option (`--format sarif`, `-j 4`) or a flag (`--quiet`).
public struct OptionSpec: Sendable {
    public var long: String
    public var short: Character?
    /// The value's name in help (`<format>`); nil for a flag.
    public var valueName: String?
    public var help: String
    public var defaultValue: String?
    public var allowedValues: [String]?
    public var repeatable: Bool

    public init(
        _ long: String, short: Character? = nil, value valueName: String? = nil, help: String,
        default defaultValue: String? = nil, allowed allowedValues: [String]? = nil, repeatable: Bool = false
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.repeatable = repeatable
    }

    public static func flag(_ long: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(long, short: short, help: help)
    }

    public var isFlag: Bool { valueName == nil }
}

/// A positional argument; `variadic` takes all that remain.
public struct PositionalSpec: Sendable {
    public var name: String
    public var help: String
    public var optional: Bool
    public var variadic: Bool

    public init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.optional = optional
        self.variadic = variadic
    }
}
