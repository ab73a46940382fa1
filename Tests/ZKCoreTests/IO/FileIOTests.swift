import Foundation
import Testing
import ZKCore

/// Reading inputs and writing outputs: failures are diagnostics, writes are atomic.
@Suite struct FileIOTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "zk-io-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func missingFileIsZK0001() {
        guard case .failure(let error) = FileReader.read(folder + "/nope.json", displayPath: "Content/nope.json") else {
            Issue.record("read succeeded")
            return
        }
        #expect(error.diagnostic.code == "ZK0001")
        #expect(error.diagnostic.message == "cannot read 'Content/nope.json': no such file or directory")
        #expect(error.diagnostic.location?.path == "Content/nope.json")
    }

    @Test func directoryIsZK0002() throws {
        try FileManager.default.createDirectory(atPath: folder + "/dir.json", withIntermediateDirectories: true)
        guard case .failure(let error) = FileReader.read(folder + "/dir.json", displayPath: "Content/dir.json") else {
            Issue.record("read succeeded")
            return
        }
        #expect(error.diagnostic.code == "ZK0002")
        #expect(error.diagnostic.message == "expected a file, but 'Content/dir.json' is a directory")
    }

    @Test func unreadableFileIsZK0001() throws {
        // A symbolic link that points at itself cannot be opened by anyone, root included (ELOOP),
        // unlike a file without read permission, which root reads anyway.
        let path = folder + "/loop.json"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
        guard case .failure(let error) = FileReader.read(path, displayPath: "Content/loop.json") else {
            Issue.record("read succeeded")
            return
        }
        #expect(error.diagnostic.code == "ZK0001")
        #expect(error.diagnostic.message.hasPrefix("cannot read 'Content/loop.json': "))
        #expect(error.diagnostic.location?.path == "Content/loop.json")
    }

    @Test func fileOneByteOverTheLimitIsZK0005WithItsSizeInBytes() throws {
        let path = folder + "/big.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(FileReader.sizeLimit + 1))
        try handle.close()
        guard case .failure(let error) = FileReader.read(path, displayPath: "Content/big.json") else {
            Issue.record("read succeeded")
            return
        }
        #expect(error.diagnostic.code == FileReader.fileTooLarge.code)
        #expect(
            error.diagnostic.message
                == "'Content/big.json' is 268435457 bytes, above the input limit of 256 MiB (268435456 bytes)")
    }

    @Test func atomicWriteReplacesAndLeavesNoTemporaryFiles() throws {
        let path = folder + "/out/nested/file.txt"
        try AtomicFileWriter.write("one", to: path)
        try AtomicFileWriter.write("two", to: path)
        #expect(String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) == "two")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/out/nested")
        #expect(names == ["file.txt"])
    }

    @Test func failedWriteLeavesThePreviousFileIntact() throws {
        let path = folder + "/keep.txt"
        try AtomicFileWriter.write("previous", to: path)
        // A directory where the temporary file's folder should be makes the write fail.
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write("new", to: path + "/child")
        }
        #expect(String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) == "previous")
    }

    @Test func directoryWalkerIsSortedAndSkipsHidden() throws {
        for name in ["b.json", "a.json", ".hidden.json", "sub/c.json", ".git/d.json", "x.txt"] {
            let path = folder + "/tree/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(
            DirectoryWalker.files(under: folder + "/tree", extensions: ["json"]) == ["a.json", "b.json", "sub/c.json"])
    }

    /// Folders are entered in order as they are met, so the paths come out in `String` order
    /// without a sort of the whole list: a folder sorts by its name and `/`, its own entry
    /// (when it is named like an input) by its name, names that share eight bytes by the rest.
    @Test func directoryWalkerListsInStringOrderWhateverTheFolders() throws {
        let names = [
            "a-", "a-b/x.json", "a/x.json", "a/b/c.json", "a.txt", "ab", "A", "Z/y.json", "_", "~x", "0/9.json",
            "prompts-00002.json", "prompts-00001.json", "prompts/00001.json", "prompts-0000/z.json",
            "broken.json/inner.json", "broken.json-2.json", "broken.jsom",
        ]
        for name in names {
            let path = folder + "/tree/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        }
        let all = DirectoryWalker.files(under: folder + "/tree")
        #expect(all == names.sorted())
        #expect(all.count == names.count)
        // A folder named like an input is listed itself, before what is in it and after what sorts before it.
        let json = DirectoryWalker.files(under: folder + "/tree", extensions: ["json"])
        #expect(json == (names.filter { $0.hasSuffix(".json") } + ["broken.json"]).sorted())
        #expect(
            DirectoryWalker.files(under: folder + "/tree/a", prefix: "Content/a") == [
                "Content/a/b/c.json", "Content/a/x.json",
            ])
        // Names that are not ASCII: `String`'s order, not the bytes'.
        for name in ["ä/x.json", "b.json", "z.json", "Ä.json"] {
            let path = folder + "/other/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(DirectoryWalker.files(under: folder + "/other") == ["ä/x.json", "b.json", "z.json", "Ä.json"].sorted())
    }

    @Test func pathsAreJoinedWithOneSlash() {
        for (folder, name) in [("Content", "bench/a.json"), ("", "x"), ("/abs", ""), ("Inhalte/ä", "straße.json")] {
            #expect(folder.slashJoined(name) == folder + "/" + name)
        }
    }

    @Test func sourceFileLineTable() {
        let file = SourceFile(path: "x", text: "ab\r\nцд\nend")
        #expect(file.lineText(1) == "ab")
        #expect(file.lineText(2) == "цд")
        #expect(file.position(ofOffset: 8) == SourcePosition(line: 2, column: 3, offset: 8))
        #expect(file.line(ofOffset: 9) == 3)
    }

    /// Columns on a long line come from the block table (a one-line catalog of 20,000 keys
    /// counted each key's column from the line start: 23.8 s): the same columns as counted by
    /// hand, for 40,000 positions on a 2.4 MB line, and on lines around it.
    @Test func columnsOnALongLineAreCountedFromTheBlockTable() {
        var text = "first\n"
        var offsets: [Int] = []
        var columns: [Int] = []
        var line = ""
        var column = 1
        for index in 0..<40_000 {
            offsets.append(text.utf8.count + line.utf8.count)
            columns.append(column)
            let piece = index % 3 == 0 ? "цд—𝄞 " : "key.\(index), "
            line += piece
            column += piece.unicodeScalars.count
        }
        text += line + "\nлast"
        let file = SourceFile(path: "x", text: text)
        for (offset, column) in zip(offsets, columns) {
            #expect(file.position(ofOffset: offset) == SourcePosition(line: 2, column: column, offset: offset))
        }
        let end = text.utf8.count
        #expect(file.position(ofOffset: end) == SourcePosition(line: 3, column: 5, offset: end))
        #expect(file.position(ofOffset: 3) == SourcePosition(line: 1, column: 4, offset: 3))
        #expect(file.position(ofOffset: end + 10) == SourcePosition(line: 3, column: 5, offset: end))
    }

    /// A FIFO named as an image is refused at once (`check` waited for a writer forever): the
    /// open does not block, and only a regular file is kept.
    @Test func aFIFOIsNotAFileAndIsNotWaitedOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("icon.png").path
        #expect(mkfifo(path, 0o644) == 0)
        // On a thread of its own: a blocking open would hang this one, not the run.
        let outcome = OpenOutcome()
        let thread = Thread {
            do {
                _ = try FileBytes(path: path)
                outcome.set("opened")
            } catch {
                outcome.set("\(error)")
            }
        }
        thread.start()
        var waited = 0
        while outcome.value == nil, waited < 1000 {
            usleep(10_000)
            waited += 1
        }
        #expect(outcome.value == "notAFile")
        if outcome.value == nil {
            // Release the blocked open so the thread ends.
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
    }

    @Test func parallelMapKeepsOrder() {
        #expect(parallelMap(Array(0..<200), jobs: 4) { $0 * 2 } == (0..<200).map { $0 * 2 })
    }

    /// Each thread makes its state once and keeps it: the items a worker maps count up from 1
    /// in its own state, and no more than `jobs` workers (numbers below `jobs`) take part.
    @Test func parallelMapGivesEachThreadItsOwnState() {
        let numbered: @Sendable (Int) -> (Int, Int) = { number in (number, 0) }
        for jobs in [1, 2, 3] {
            let mapped = parallelMap(Array(0..<500), jobs: jobs, worker: numbered) { state, item in
                state.1 += 1
                return (item: item, worker: state.0, seen: state.1)
            }
            #expect(mapped.map(\.item) == Array(0..<500))
            let workers = Set(mapped.map(\.worker))
            #expect(workers.allSatisfy { $0 >= 0 && $0 < jobs })
            for worker in workers {
                #expect(
                    mapped.filter { $0.worker == worker }.map(\.seen) == Array(1...mapped.count { $0.worker == worker })
                )
            }
        }
        #expect(parallelMap([Int](), jobs: 2, worker: numbered) { _, item in item }.isEmpty)
    }
}

/// What the thread of `aFIFOIsNotAFileAndIsNotWaitedOn` found.
private final class OpenOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var found: String?

    var value: String? { lock.withLock { found } }
    func set(_ text: String) { lock.withLock { found = text } }
}
