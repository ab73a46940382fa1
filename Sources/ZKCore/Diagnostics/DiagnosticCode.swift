import Foundation

/// The single declaration of a diagnostic code (the SwiftLint pattern): its default severity, a
/// one-line summary, an explanation, and a broken and a fixed example that tests run.
public struct DiagnosticCode: Sendable, Hashable {
    public var code: String
    public var severity: Severity
    public var summary: String
    public var explanation: String
    /// Input that must trigger the code; `↓` marks the exact position it is reported at.
    public var broken: DiagnosticExample?
    /// The same input, fixed; it must not trigger the code.
    public var fixed: DiagnosticExample?

    public init(
        _ code: String, _ severity: Severity, summary: String, explanation: String,
        broken: DiagnosticExample? = nil, fixed: DiagnosticExample? = nil
    ) {
        self.code = code
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.broken = broken
        self.fixed = fixed
    }
}

/// A small set of files for a code's example. In a broken example exactly one file holds the
/// marker `↓` before the character the diagnostic must point at.
public struct DiagnosticExample: Sendable, Hashable {
    public static let marker: Character = "↓"

    public var files: [ExampleFile]

    public struct ExampleFile: Sendable, Hashable {
        public var path: String
        public var contents: String

        public init(_ path: String, _ contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    public init(_ files: [ExampleFile]) { self.files = files }

    public init(_ path: String, _ contents: String) { self.files = [ExampleFile(path, contents)] }

    /// The files with the marker removed.
    public var cleanFiles: [ExampleFile] {
        files.map { ExampleFile($0.path, $0.contents.replacingOccurrences(of: String(Self.marker), with: "")) }
    }

    /// Path, line and column (Unicode scalars) of the marker, if there is one.
    public var markedLocation: (path: String, line: Int, column: Int)? {
        for file in files {
            var line = 1, column = 1
            for scalar in file.contents.unicodeScalars {
                if Character(scalar) == Self.marker { return (file.path, line, column) }
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }
        return nil
    }
}
