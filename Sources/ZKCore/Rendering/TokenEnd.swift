extension RenderContext {
    /// The text files whose tokens a fix-it without an end replaces: JSON, catalogs, Swift and
    /// `.strings` tables.
    static let tokenFiles = [".json", ".xcstrings", ".swift", ".strings"]

    /// The position after the token starting at `start`, on its line: the closing quote of a
    /// string literal (JSON or Swift), or the last character of a number, literal (`true`,
    /// `null`) or identifier. The one place the JSON and SARIF renderers take a fix-it's range
    /// from when the diagnostic gives none (issue 52: JSON fix-its carry a range, Swift fix-its
    /// are kept in SARIF).
    public func tokenEnd(_ path: String, _ start: SourcePosition) -> SourcePosition? {
        guard Self.tokenFiles.contains(where: path.hasSuffix), let line = source(path)?.lineText(start.line) else {
            return nil
        }
        let scalars = Array(line.unicodeScalars)
        let first = start.column - 1
        guard first >= 0, first < scalars.count else { return nil }
        if scalars[first] != "\"" {
            var index = first
            while index < scalars.count,
                scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || "_+-.".unicodeScalars.contains(scalars[index])
            {
                index += 1
            }
            return index > first ? SourcePosition(line: start.line, column: index + 1, offset: -1) : nil
        }
        var index = first + 1
        while index < scalars.count {
            if scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == "\"" { return SourcePosition(line: start.line, column: index + 2, offset: -1) }
            index += 1
        }
        return nil
    }
}
