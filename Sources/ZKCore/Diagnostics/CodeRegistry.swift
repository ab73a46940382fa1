/// Every declared diagnostic code of the tools that are linked in, looked up by code.
public struct CodeRegistry: Sendable {
    public let codes: [DiagnosticCode]
    private let byCode: [String: DiagnosticCode]

    /// Builds the registry; codes are listed sorted. A code declared twice keeps its first declaration
    /// and is reported by `duplicateCodes` (a test asserts there are none).
    public init(_ lists: [[DiagnosticCode]]) {
        var byCode: [String: DiagnosticCode] = [:]
        var duplicates: [String] = []
        for code in lists.joined() {
            if byCode[code.code] != nil {
                duplicates.append(code.code)
            } else {
                byCode[code.code] = code
            }
        }
        self.byCode = byCode
        self.codes = byCode.values.sorted { $0.code < $1.code }
        self.duplicateCodes = duplicates.sorted()
    }

    /// The registry of the codes that the given declarations (a module's one list of checks) declare.
    public init(declarations: [[any DeclaresCodes.Type]]) {
        self.init(declarations.map { $0.flatMap { $0.codes } })
    }

    public let duplicateCodes: [String]

    public subscript(code: String) -> DiagnosticCode? { byCode[code.uppercased()] }
}
