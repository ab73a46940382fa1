import ZKCore

/// A file a stage wants in the build folder: its project-relative path (`build/content/catalog.json`)
/// and its bytes, or a writer that streams them. Stages only describe artifacts; the driver writes
/// them atomically when the stage and every stage it depends on succeeded; a report is written
/// whatever the diagnostics, because that is when it is read, and so is generated code made
/// from inputs that all parsed, because the app's code depends on it.
public struct StageArtifact: Sendable {
    /// A report (the strings report, the project page): written even when the stage or one it
    /// depends on failed, with the diagnostics in it.
    public var isReport = false
    /// Generated code (the typed accessors of the String Catalogs, the asset constants) made
    /// from inputs that all parsed, without errors of its own: written even when the stage or
    /// one it depends on failed on other findings (a missing translation), which still fail
    /// the build. The app keeps compiling while a translation is late.
    public var isGeneratedFromParsedInputs = false

    /// Whether the driver writes it when the stage or one it depends on failed.
    public var isWrittenWhateverTheFindings: Bool { isReport || isGeneratedFromParsedInputs }
    /// How the bytes are made.
    public enum Body: Sendable {
        case bytes([UInt8])
        /// Streams the bytes to `emit`, chunk by chunk, for outputs too large to hold twice.
        case writer(@Sendable (_ emit: ([UInt8]) throws -> Void) throws -> Void)
    }

    public var path: String
    public var body: Body

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.body = .bytes(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public init(path: String, writer: @escaping @Sendable (_ emit: ([UInt8]) throws -> Void) throws -> Void) {
        self.path = path
        self.body = .writer(writer)
    }

    /// The bytes, made now (a writer runs once more on each call).
    public func contents() throws -> [UInt8] {
        switch body {
        case .bytes(let bytes): return bytes
        case .writer(let writer):
            var bytes: [UInt8] = []
            try writer { bytes += $0 }
            return bytes
        }
    }
}

extension StageArtifact: Equatable {
    /// Two artifacts are equal when their paths and bytes are (a writer that throws equals nothing).
    public static func == (lhs: StageArtifact, rhs: StageArtifact) -> Bool {
        guard lhs.path == rhs.path, let left = try? lhs.contents(), let right = try? rhs.contents() else {
            return false
        }
        return left == right
    }
}
