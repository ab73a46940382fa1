import Foundation

/// The single declaration of a diagnostic code (the SwiftLint pattern): its default severity, a
/// one-line summary, an explanation, and a broken and a fixed example that tests run.
public struct DiagnosticCode: Sendable, Hashable {
    public var code: String
    public var severity: Severity
    /// Where in the order of causes and consequences the code's diagnostics belong.
    public var phase: DiagnosticPhase
    /// Universal (every project) or a house rule that a profile turns on (`CheckGroup`).
    public var group: CheckGroup
    public var summary: String
    public var explanation: String
    /// Input that must trigger the code; `↓` marks the exact position it is reported at.
    public var broken: DiagnosticExample?
    /// The same input, fixed; it must not trigger the code.
    public var fixed: DiagnosticExample?
    /// The edit the broken and fixed examples were written as, when they were (`example:`).
    public var edit: ExampleEdit?

    public init(
        _ code: String, _ severity: Severity, phase: DiagnosticPhase = .check, group: CheckGroup = .universal,
        summary: String, explanation: String,
        broken: DiagnosticExample? = nil, fixed: DiagnosticExample? = nil
    ) {
        self.code = code
        self.severity = severity
        self.phase = phase
        self.group = group
        self.summary = summary
        self.explanation = explanation
        self.broken = broken
        self.fixed = fixed
        self.edit = nil
    }

    /// A code whose examples are one literal plus the edit that breaks it (`.edit(base, broken:, fixed:)`).
    public init(
        _ code: String, _ severity: Severity, phase: DiagnosticPhase = .check, group: CheckGroup = .universal,
        summary: String, explanation: String, example: ExampleEdit
    ) {
        self.init(
            code, severity, phase: phase, group: group, summary: summary, explanation: explanation,
            broken: example.broken, fixed: example.fixed)
        self.edit = example
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
/// the example harness checks that the sorted list of reported places equals that of the markers.
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

    /// One file of an example: text, bytes (for binary inputs: audio, images, invalid UTF-8), or a
    /// zero-filled file of a given size (written sparse, for size limits).
    public struct ExampleFile: Sendable, Hashable {
        public var path: String
        /// The file's bytes (the UTF-8 of the text for a text file; empty for a zero-filled file).
        public var bytes: [UInt8] {
            get { generator?() ?? storedBytes }
            set {
                storedBytes = newValue
                generator = nil
            }
        }
        private var storedBytes: [UInt8]
        /// Makes the bytes of a large binary file when they are first needed (`explain`, the
        /// example tests): every tool declares its codes at start, and most never look at them.
        private var generator: (@Sendable () -> [UInt8])?
        /// A zero-filled file of this many bytes instead of `bytes`.
        public var zeroFilledSize: Int?
        /// Whether the file was given as bytes rather than text.
        public var isBinary: Bool

        public init(_ path: String, _ contents: String) {
            self.path = path
            self.storedBytes = Array(contents.utf8)
            self.generator = nil
            self.zeroFilledSize = nil
            self.isBinary = false
        }

        /// A binary file, written byte for byte. The UTF-8 bytes of `↓` (E2 86 93) in it mark places
        /// like the marker in text, and are removed before the file is written.
        public init(_ path: String, bytes: [UInt8]) {
            self.path = path
            self.storedBytes = bytes
            self.generator = nil
            self.zeroFilledSize = nil
            self.isBinary = true
        }

        /// A binary file whose bytes `make` returns when they are first asked for (a cached
        /// `static let`, so they are made once): for examples too large to build at every start.
        public init(_ path: String, lazyBytes make: @escaping @Sendable () -> [UInt8]) {
            self.path = path
            self.storedBytes = []
            self.generator = make
            self.zeroFilledSize = nil
            self.isBinary = true
        }

        /// A file of `zeroFilledSize` zero bytes, written sparse.
        public init(_ path: String, zeroFilledSize: Int) {
            self.path = path
            self.storedBytes = []
            self.generator = nil
            self.zeroFilledSize = zeroFilledSize
            self.isBinary = true
        }

        public static func == (a: ExampleFile, b: ExampleFile) -> Bool {
            a.path == b.path && a.zeroFilledSize == b.zeroFilledSize && a.isBinary == b.isBinary && a.bytes == b.bytes
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(bytes)
            hasher.combine(zeroFilledSize)
            hasher.combine(isBinary)
        }

        /// The file's text; a binary file's bytes decoded with replacement characters.
        public var contents: String { String(decoding: bytes, as: UTF8.self) }

        /// Whether `explain` describes the file instead of printing it: a binary file, or a text
        /// whose bytes include control characters other than tab and line breaks (an image given
        /// as a string with NUL bytes, say), which would make docs/codes.md a binary file.
        public var showsAsBytes: Bool {
            isBinary || zeroFilledSize != nil
                || bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F }
        }

        /// How `explain` shows the file: its text, or a short description of its bytes.
        public var displayText: String {
            if let zeroFilledSize { return "(\(zeroFilledSize) zero bytes)" }
            guard showsAsBytes else { return contents }
            let shown = bytes.prefix(32).map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }
            return "(\(bytes.count) bytes: \(shown.joined(separator: " "))\(bytes.count > 32 ? " …" : ""))"
        }

        /// The same file with every marker removed.
        var withoutMarkers: ExampleFile {
            var copy = self
            copy.bytes = Self.removingMarkers(bytes)
            return copy
        }

        static let markerBytes = Array(String(DiagnosticExample.marker).utf8)

        static func removingMarkers(_ bytes: [UInt8]) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if isMarker(bytes, at: index) {
                    index += markerBytes.count
                } else {
                    out.append(bytes[index])
                    index += 1
                }
            }
            return out
        }

        static func isMarker(_ bytes: [UInt8], at index: Int) -> Bool {
            guard index + markerBytes.count <= bytes.count else { return false }
            for (offset, byte) in markerBytes.enumerated() where bytes[index + offset] != byte { return false }
            return true
        }
    }

    /// What the project needs besides its files' contents: a state of the file system that no
    /// file's bytes can express. The example harness makes it before the command runs.
    public enum Setup: Sendable, Hashable, CustomStringConvertible {
        /// A symbolic link at `path` whose target is `target` (relative to the link's folder).
        case symbolicLink(path: String, target: String)
        /// Another process holds the lock file at `path` while the command runs.
        case lockHeld(path: String)
        /// A file in `folder` whose name is these bytes (not UTF-8, so no `String` can name it).
        case rawName(folder: String, name: [UInt8], contents: String)

        public var description: String {
            switch self {
            case .symbolicLink(let path, let target): "'\(path)' is a symbolic link to '\(target)'"
            case .lockHeld(let path): "another zk-build holds the lock '\(path)'"
            case .rawName(let folder, let name, _):
                "'\(folder)/' holds a file whose name is the bytes \(name.map { String($0, radix: 16, uppercase: true) }.joined(separator: " "))"
            }
        }
    }

    /// The file-system states the example needs besides its files.
    public var setup: [Setup]

    public init(
        _ files: [ExampleFile], command: [String] = DiagnosticExample.defaultCommand, setup: [Setup] = [],
        unlocated: [String] = []
    ) {
        self.files = files
        self.command = command
        self.setup = setup
        self.unlocated = unlocated
    }

    public init(
        _ path: String, _ contents: String, command: [String] = DiagnosticExample.defaultCommand, setup: [Setup] = [],
        unlocated: [String] = []
    ) {
        self.files = [ExampleFile(path, contents)]
        self.command = command
        self.setup = setup
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

    /// The files with the markers removed.
    public var cleanFiles: [ExampleFile] {
        files.map(\.withoutMarkers)
    }

    /// Path, line and column of every marker, in file order, after the markers before it are
    /// removed. Columns count Unicode scalars as `SourceFile` does (every byte that is not a UTF-8
    /// continuation byte), so text and binary files are measured alike.
    public var markedLocations: [ExampleLocation] {
        var found: [ExampleLocation] = []
        for file in files {
            var line = 1
            var column = 1
            var index = 0
            let bytes = file.bytes
            while index < bytes.count {
                if ExampleFile.isMarker(bytes, at: index) {
                    found.append(ExampleLocation(path: file.path, line: line, column: column))
                    index += ExampleFile.markerBytes.count
                    continue
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
        }
        return found
    }

    /// The first marked place, if there is one.
    public var markedLocation: (path: String, line: Int, column: Int)? {
        markedLocations.first.map { ($0.path, $0.line, $0.column) }
    }
}
