import Testing
import ZKCore

/// The shared command-line parser: subcommands, options, usage errors with suggestions.
@Suite struct ArgumentParserTests {
    static let spec = CommandSpec(
        name: "tool", abstract: "A tool.",
        options: [
            OptionSpec("format", value: "format", help: "Format.", default: "human", allowed: ["human", "json"]),
            .flag("verbose", short: "v", help: "More."),
            OptionSpec("directory", short: "C", value: "dir", help: "Dir."),
            OptionSpec("jobs", short: "j", value: "n", help: "Jobs."),
        ],
        subcommands: [
            CommandSpec(name: "build", abstract: "Build."),
            CommandSpec(
                name: "lookup", abstract: "Look up.",
                options: [OptionSpec("locale", value: "code", help: "Locale.", repeatable: true)],
                positionals: [PositionalSpec("word", help: "Words.", variadic: true)], examples: ["tool lookup ёж"]),
        ],
        defaultSubcommand: "build")

    func run(_ arguments: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try ArgumentParser(Self.spec).parse(arguments) else {
            throw UsageError("not a run", commandPath: [])
        }
        return parsed
    }

    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try ArgumentParser(Self.spec).parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func defaultSubcommandAndOptionsInAnyForm() throws {
        let parsed = try run(["--format=json", "-v", "-C", "dir", "-j4"])
        #expect(parsed.commandPath == ["build"])
        #expect(parsed.value("format") == "json")
        #expect(parsed.flag("verbose"))
        #expect(parsed.value("directory") == "dir")
        #expect(parsed.value("jobs") == "4")
    }

    @Test func subcommandAfterAnOptionValue() throws {
        let parsed = try run([
            "-C", "some dir", "lookup", "ёж", "--locale", "ru", "--locale", "de", "--", "--not-an-option",
        ])
        #expect(parsed.commandPath == ["lookup"])
        #expect(parsed.positionals == ["ёж", "--not-an-option"])
        #expect(parsed.all("locale") == ["ru", "de"])
    }

    @Test func unknownOptionNamesItAndSuggestsTheNearest() {
        #expect(usageError(["--formt", "json"]) == "unknown option '--formt'; did you mean '--format'?")
        #expect(usageError(["lookup", "--local", "ru"]) == "unknown option '--local'; did you mean '--locale'?")
        #expect(usageError(["-x"]) != nil)
    }

    @Test func unknownSubcommandSuggestsTheNearest() {
        #expect(usageError(["biuld"]) == "unknown subcommand 'biuld'; did you mean 'build'?")
    }

    @Test func invalidValuesAndMissingArguments() {
        #expect(usageError(["--format", "xml"]) == "invalid value 'xml' for '--format'; expected one of: human, json")
        #expect(usageError(["--format"]) == "option '--format' needs a value <format>")
        #expect(usageError(["lookup"]) == "missing argument <word>")
        #expect(usageError(["build", "extra"]) == "unexpected argument 'extra'")
        #expect(usageError(["--format", "json", "--format", "human"]) == "option '--format' given twice")
        #expect(usageError(["--verbose=yes"]) == "option '--verbose' takes no value")
    }

    @Test func helpAndVersion() throws {
        guard case .help(let path) = try ArgumentParser(Self.spec).parse(["lookup", "--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(path == ["lookup"])
        guard case .help(let helpPath) = try ArgumentParser(Self.spec).parse(["help", "lookup"]) else {
            Issue.record("expected help")
            return
        }
        #expect(helpPath == ["lookup"])
        guard case .version = try ArgumentParser(Self.spec).parse(["--version"]) else {
            Issue.record("expected version")
            return
        }
    }

    @Test func helpTextListsOptionsWithDefaultsAndExamples() throws {
        let lookup = try #require(ArgumentParser(Self.spec).command(at: ["lookup"]))
        let text = HelpFormatter.help(
            for: lookup, path: ["lookup"], toolName: "tool",
            inherited: HelpFormatter.inheritedOptions(root: Self.spec, path: ["lookup"]))
        #expect(text.hasPrefix("OVERVIEW: Look up.\n\nUSAGE: tool lookup [options] <word> ...\n"))
        #expect(text.contains("  --format <format>       Format. (values: human, json) (default: human)\n"))
        #expect(text.contains("  --locale <code>         Locale.\n"))
        #expect(text.contains("EXAMPLES:\n  tool lookup ёж\n"))
    }

    @Test func editDistance() {
        #expect(EditDistance.distance("kitten", "sitting") == 3)
        #expect(EditDistance.nearest(to: "--qiet", in: ["--quiet", "--format"]) == "--quiet")
        #expect(EditDistance.nearest(to: "zzzzzz", in: ["--quiet"]) == nil)
    }
}
