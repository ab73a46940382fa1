import ZKCore

/// The module's one list of what declares codes: every brand and marketing check.
public enum BrandChecks {
    public static var all: [any DeclaresCodes.Type] { [BrandCodes.self] }

    /// Every code the module declares.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes } }
}
