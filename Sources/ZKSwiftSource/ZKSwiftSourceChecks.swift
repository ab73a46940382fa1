import ZKCore

/// ZKSwiftSource's one list of what declares codes: the key extractor (a Swift file it cannot
/// read to the end).
public enum ZKSwiftSourceChecks {
    public static var all: [any DeclaresCodes.Type] { [SwiftKeyExtractor.self] }

    /// Every code of the Swift source reader, in code order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}
