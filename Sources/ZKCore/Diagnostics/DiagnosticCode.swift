import Foundation

/// The single declaration of a diagnostic code (the SwiftLint pattern): its default severity, a
/// one-line summary, an explanation, and a broken and a fixed example that tests run.
public struct DiagnosticCode: Sendable, Hashable {
    public var code: String
    public var severity: Severity
    /// Where in the order of causes and consequences the code's diagnostics belong.
    public var phase: DiagnosticPhase
    public var summary: String
    public var explanation: String
    /// Input that must trigger the code; `↓` marks the exact position it is reported at.
    public var broken: DiagnosticExample?
    /// The same input, fixed; it must not trigger the code.
    public var fixed: DiagnosticExample?

    public init(
        _ code: String, _ severity: Severity, phase: DiagnosticPhase = .check, summary: String, explanation: String,
        broken: DiagnosticExample? = nil, fixed: DiagnosticExample? = nil
    ) {
        self.code = code
        self.severity = severity
        self.phase = phase
        self.summary = summary
        self.explanation = explanation
        self.broken = broken
        self.fixed = fixed
    }
}

/// What declares diagnostic codes: a check (or a parser, a writer, a command) lists the codes it
/// reports, in the file that holds its logic, its examples and its messages. A module's one list
/// of such types derives its `CodeRegistry`, `explain` and the SARIF rules (issue 16).
public protocol DeclaresCodes: Sendable {
    static var codes: [DiagnosticCode] { get }
}

/// A place an example marks with `↓`: the diagnostic must be reported exactly there.
public struct ExampleLocation: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }
}

/// A small set of files for a code's example. A broken example marks with `↓` every place the
/// code must be reported (before the character the diagnostic points at), in one file or several;
/// the example harness checks that the set of reported places equals the set of markers.
///
/// `command` is how the example is run: by default `zk-build check` on a project made of the
/// example's files; codes that only a tool's own command reports name it (`["zk-strings",
/// "import-xliff", "de.xliff", "Strings"]`), run in the same folder.
public struct DiagnosticExample: Sendable, Hashable {
    public static let marker: Character = "↓"
    public static let defaultCommand = ["zk-build", "check"]

    public var files: [ExampleFile]
    public var command: [String]
    /// Paths where the code is reported without a line (a file or folder that is missing or of the
    /// wrong kind has no text to mark); line and column 0 in `expectedPlaces`.
    public var unlocated: [String]

    public struct ExampleFile: Sendable, Hashable {
        public var path: String
        public var contents: String

        public init(_ path: String, _ contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    public init(_ files: [ExampleFile], command: [String] = DiagnosticExample.defaultCommand, unlocated: [String] = []) {
        self.files = files
        self.command = command
        self.unlocated = unlocated
    }

    public init(_ path: String, _ contents: String, command: [String] = DiagnosticExample.defaultCommand, unlocated: [String] = []) {
        self.files = [ExampleFile(path, contents)]
        self.command = command
        self.unlocated = unlocated
    }

    /// The example, also expected to report the code at `paths` without a line.
    public func unlocated(_ paths: [String]) -> DiagnosticExample {
        var copy = self
        copy.unlocated += paths
        return copy
    }

    /// Every place the code must be reported at: the markers, then the unlocated paths.
    public var expectedPlaces: [ExampleLocation] {
        markedLocations + unlocated.map { ExampleLocation(path: $0, line: 0, column: 0) }
    }

    /// The files with the marker removed.
    public var cleanFiles: [ExampleFile] {
        files.map { ExampleFile($0.path, $0.contents.replacingOccurrences(of: String(Self.marker), with: "")) }
    }

    /// Path, line and column (Unicode scalars, after the markers before it are removed) of every
    /// marker, in file order.
    public var markedLocations: [ExampleLocation] {
        var found: [ExampleLocation] = []
        for file in files {
            var line = 1, column = 1
            for scalar in file.contents.unicodeScalars {
                if Character(scalar) == Self.marker {
                    found.append(ExampleLocation(path: file.path, line: line, column: column))
                    continue
                }
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }
        return found
    }

    /// The first marked place, if there is one.
    public var markedLocation: (path: String, line: Int, column: Int)? {
        markedLocations.first.map { ($0.path, $0.line, $0.column) }
    }
}
