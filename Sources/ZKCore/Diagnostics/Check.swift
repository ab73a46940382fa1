/// The one shape of a check, in every module: it declares its codes (with their examples, in the
/// file that holds its logic and its messages), its group, and runs on one input. Each module
/// has one list of its checks (`ZKStringsChecks`, `ZKBrandChecks`, …), grouped by input type,
/// that both declares them (`explain`, the SARIF rules, the profiles, the example test) and
/// runs them; nothing calls a check by hand.
///
/// Codes that are not a check's (a parser's syntax error, a writer's refusal, a command's usage
/// error) are declared by a bare `DeclaresCodes` type of the module's list of reporters.
public protocol Check<Input>: DeclaresCodes {
    /// What the check reads: one catalog key, one store listing, the content model, …
    associatedtype Input
    /// The diagnostics for `input`; empty when it is clean.
    static func run(_ input: Input) -> [Diagnostic]
}

extension Check {
    /// Universal (on in every project) or a house rule (on with its profile): the group its codes
    /// declare. A check's codes are all of one group (`CheckShapeTests`).
    public static var group: CheckGroup { codes.first?.group ?? .universal }
}

extension Array {
    /// Runs every check of a list on one input, in the list's order.
    public func run<Input>(_ input: Input) -> [Diagnostic] where Element == any Check<Input>.Type {
        var diagnostics: [Diagnostic] = []
        for check in self { diagnostics += check.run(input) }
        return diagnostics
    }

    /// The list as declarations of codes, for a module's list of everything that declares codes.
    public func declaring<Input>() -> [any DeclaresCodes.Type] where Element == any Check<Input>.Type {
        map { $0 }
    }
}
