#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one input file with its project-relative path, and the line table that turns a
/// byte offset into a line and a column counted in Unicode scalars.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts (line 1 at index 0). Made when first asked for:
    /// most files are read, validated and dropped without a diagnostic, and never need it.
    public var lineStarts: [Int] { lines.value { Self.lineStarts(of: bytes) } }
    private let lines = LazyLineTable()
    private let blocks = LazyLineTable()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            // memchr finds the line breaks many bytes at a time; a first pass counts them so the
            // table is allocated once, at its size.
            guard let base = buffer.baseAddress else { return [0] }
            func forEachLineBreak(_ body: (Int) -> Void) {
                var offset = 0
                while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    body(index)
                    offset = index + 1
                }
            }
            var count = 0
            forEachLineBreak { _ in count += 1 }
            var starts = [0]
            starts.reserveCapacity(count + 1)
            forEachLineBreak { starts.append($0 + 1) }
            return starts
        }
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line containing `offset`.
    public func line(ofOffset offset: Int) -> Int { Self.line(ofOffset: offset, in: lineStarts) }

    static func line(ofOffset offset: Int, in lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The position of a byte offset: line, and column in Unicode scalars (1-based).
    public func position(ofOffset offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let lineStarts = lineStarts
        let line = Self.line(ofOffset: clamped, in: lineStarts)
        let start = lineStarts[line - 1]
        let column: Int
        if clamped - start <= Self.scalarBlock {
            column = 1 + Self.scalars(in: bytes, start..<clamped)
        } else {
            // A long line (a one-line catalog, a minified file): scalars counted from the block
            // table, so each position costs a block at most, not the line up to it.
            column = 1 + scalarsBefore(clamped) - scalarsBefore(start)
        }
        return SourcePosition(line: line, column: column, offset: clamped)
    }

    /// Bytes per entry of the scalar table of long lines.
    static let scalarBlock = 512

    /// The scalars (bytes that start one) in `range` of `bytes`.
    static func scalars(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The scalars before byte `offset` in the whole file, from the table of scalars before each
    /// block (made on first use, in one pass, only by a file that has a long line).
    private func scalarsBefore(_ offset: Int) -> Int {
        let table = blocks.value {
            var table: [Int] = []
            table.reserveCapacity(bytes.count / Self.scalarBlock + 1)
            var total = 0
            var block = 0
            while block <= bytes.count {
                table.append(total)
                total += Self.scalars(in: bytes, block..<min(bytes.count, block + Self.scalarBlock))
                block += Self.scalarBlock
            }
            return table
        }
        let block = offset / Self.scalarBlock
        return table[block] + Self.scalars(in: bytes, block * Self.scalarBlock..<offset)
    }

    /// A location in this file at a byte offset.
    public func location(ofOffset offset: Int, length: Int = 0) -> SourceLocation {
        let start = position(ofOffset: offset)
        let end = length > 0 ? position(ofOffset: offset + length) : nil
        return SourceLocation(path: path, start: start, end: end)
    }

    /// The text of a 1-based line without its line break, decoded leniently.
    public func lineText(_ line: Int) -> String? {
        let lineStarts = lineStarts
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        guard end >= start else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A file's line table, made once on first use by whichever thread asks first.
private final class LazyLineTable: @unchecked Sendable {
    private let lock = NSLockLike()
    private var starts: [Int]?

    func value(_ make: () -> [Int]) -> [Int] {
        lock.withLock {
            if let starts { return starts }
            let made = make()
            starts = made
            return made
        }
    }
}
