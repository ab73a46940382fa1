/// A point in a source file: 1-based line, 1-based column counted in Unicode scalars, and the
/// 0-based byte offset it came from.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Where a diagnostic points: a file (project-relative path), and a position or range inside it.
/// A location without a position names a whole file.
public struct SourceLocation: Sendable, Hashable, Codable {
    public var path: String
    public var start: SourcePosition?
    public var end: SourcePosition?

    public init(path: String, start: SourcePosition? = nil, end: SourcePosition? = nil) {
        self.path = path
        self.start = start
        self.end = end
    }

    public init(path: String, line: Int, column: Int) {
        self.init(path: path, start: SourcePosition(line: line, column: column, offset: -1))
    }

    /// `path:line:col`, or `path` when the position is unknown.
    public var description: String {
        guard let start else { return path }
        return "\(path):\(start.line):\(start.column)"
    }
}
