/// One finding of a tool: the compiler contract of DESIGN.md. Every check reports through this.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var severity: Severity
    public var code: String
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    public var fixIt: FixIt?
    /// The file it stands in parses but cannot be used by what depends on it (its shape is wrong
    /// per its schema: an array that is an object, a property of the wrong type): error recovery
    /// treats the file like one with a syntax error (`ErrorRecovery`). Not rendered.
    public var breaksFile = false

    /// A related place (`note: first defined here`).
    public struct Note: Sendable, Hashable, Codable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = MessageText.capped(message)
            self.location = location
        }
    }

    /// A suggested replacement of the diagnostic's range (or an insertion at its start).
    public struct FixIt: Sendable, Hashable, Codable {
        public var replacement: String
        public var description: String

        public init(replacement: String, description: String) {
            self.replacement = replacement
            self.description = MessageText.capped(description)
        }
    }

    public init(
        _ severity: Severity, code: String, _ message: String, at location: SourceLocation? = nil,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.code = code
        // Bounded: a message that quotes a huge value stays small (issue 23).
        self.message = MessageText.capped(message)
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }

    /// A diagnostic with the declared default severity of its code.
    public init(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.init(code.severity, code: code.code, message, at: location, notes: notes, fixIt: fixIt)
    }
}

extension Diagnostic {
    /// The same diagnostic, marking its file as unusable for what depends on it (`breaksFile`).
    public func breakingFile(_ breaks: Bool = true) -> Diagnostic {
        var copy = self
        copy.breaksFile = breaks
        return copy
    }

    /// Sort order of every report: by file, position, then code, so output never depends on the
    /// order in which parallel stages finished.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let pa = a.location?.path ?? ""
        let pb = b.location?.path ?? ""
        if pa != pb { return pa < pb }
        let la = a.location?.start?.line ?? 0
        let lb = b.location?.start?.line ?? 0
        if la != lb { return la < lb }
        let ca = a.location?.start?.column ?? 0
        let cb = b.location?.start?.column ?? 0
        if ca != cb { return ca < cb }
        if a.code != b.code { return a.code < b.code }
        return a.message < b.message
    }
}
