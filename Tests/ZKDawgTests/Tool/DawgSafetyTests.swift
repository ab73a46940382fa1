import DawgReader
import Foundation
import Testing
import ZKCore

@testable import DawgReader
@testable import ZKDawg
@testable import ZKDawgCLI

#if canImport(Glibc)
    import Glibc
#endif

/// zk-dawg against inputs and outputs that change or are not files (issue 14, defects 4, 5, 8).
@Suite struct DawgSafetyTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "zk-dawg-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Runs `zk-dawg` in `folder`; exit code, standard output, standard error.
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = Capture()
        let err = Capture()
        let code = ToolMain.run(
            spec: DawgCommand.spec, version: DawgCommand.version, registry: DawgCommand.registry,
            arguments: ["-C", folder] + arguments,
            environment: ["CI": "true"], standardOutput: { out.append($0) }, standardError: { err.append($0) },
            handler: DawgCommand.run)
        return (code, out.text, err.text)
    }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    /// A hostile pull request's word list that links to a secret outside the repository: one
    /// error at the link, exit 1, and not one byte of the secret in what the tool prints.
    @Test func aWordListLinkedOutsideTheRepositoryIsNotRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let secret = NSTemporaryDirectory() + "zk-dawg-secret-\(UUID().uuidString).txt"
        try Data("tokenghp1234567890\n".utf8).write(to: URL(fileURLWithPath: secret))
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try write("en/alphabet.json", Support.alphabet("scrabble_en").bytes)
        try FileManager.default.createSymbolicLink(atPath: folder + "/en/words.txt", withDestinationPath: secret)
        let run = run(["build", "en", "-o", "en.dawg"])
        #expect(run.code == 1, "\(run.out)\(run.err)")
        #expect(
            (run.out + run.err).contains(
                "en/words.txt: error: 'en/words.txt' is a symbolic link to a place outside the repository"),
            "\(run.err)")
        #expect(!(run.out + run.err).contains("ghp1234567890"))
        #expect(!(run.out + run.err).contains(secret))
        #expect(!FileManager.default.fileExists(atPath: folder + "/en.dawg"))
    }

    /// Issue 53: the variant folder named with `--trust-declared-inputs` is read through the links
    /// a host's sandbox makes of its files; the dictionary is written as a real file.
    @Test func aDeclaredVariantFolderIsReadThroughItsLinks() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = NSTemporaryDirectory() + "zk-dawg-declared-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: source) }
        try Data(Support.alphabet("scrabble_en").bytes).write(to: URL(fileURLWithPath: source + "/alphabet.json"))
        try Data("cat\ndog\n".utf8).write(to: URL(fileURLWithPath: source + "/words.txt"))
        try FileManager.default.createDirectory(atPath: folder + "/en", withIntermediateDirectories: true)
        for name in ["alphabet.json", "words.txt"] {
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/en/" + name, withDestinationPath: source + "/" + name)
        }
        let refused = run(["build", "en", "-o", "en.dawg"])
        #expect(refused.code == 1, "\(refused.out)\(refused.err)")
        let declared = run(["build", "--trust-declared-inputs", "en", "-o", "en.dawg"])
        #expect(declared.code == 0, "\(declared.out)\(declared.err)")
        #expect(!DirectoryWalker.isLink(folder + "/en.dawg"))
        #expect((try? DawgFile(path: folder + "/en.dawg")) != nil)
    }

    func variantFolder(words: String) throws {
        try write("en/alphabet.json", Support.alphabet("scrabble_en").bytes)
        try write("en/words.txt", Array(words.utf8))
    }

    // Defect 4: a word list truncated while the build holds it.
    @Test func aWordListTruncatedAfterItWasOpenedIsAnErrorNotAFault() throws {
        let words = (0..<5_000).map {
            "word" + String(repeating: "s", count: $0 % 5) + String(UnicodeScalar(UInt8(97 + $0 % 26)))
        }
        try write("list.txt", Array(words.joined(separator: "\n").utf8))
        let source = try WordListSource.read(folder + "/list.txt", displayPath: "list.txt").get()
        // Mapped, these pages would vanish and the scan below would die of SIGBUS.
        #expect(truncate(folder + "/list.txt", 0) == 0)
        let outcome = DictionaryCompiler.compile(
            alphabet: Support.alphabet("scrabble_en"), sources: [source], variant: "en",
            options: DictionaryCompiler.Options(lenient: true))
        #expect(source.count > 30_000)
        // Streamed with read(2): the list ends early, which fails the build, lenient or not.
        #expect(outcome.bytes == nil)
        let error = try #require(outcome.diagnostics.first { $0.code == "ZK0001" })
        #expect(
            error.message
                == "'list.txt' ended after 0 of its \(source.count) bytes: it was truncated or replaced while it was read"
        )
    }

    // Defect 5: a FIFO among the word lists, and as the output.
    @Test(.timeLimit(.minutes(1))) func aFIFONamedLikeAWordListIsRefusedWithoutBlocking() throws {
        try variantFolder(words: "cat\ndog\n")
        #expect(mkfifo(folder + "/en/words-x.txt", 0o644) == 0)
        let result = run(["build", "-o", "en.dawg", "en"])
        #expect(result.code == 1)
        #expect(
            (result.out + result.err).contains(
                "en/words-x.txt: error: expected a regular file, but 'en/words-x.txt' is a FIFO (named pipe); it is not read [ZK0002]"
            ), "\(result.out)")
    }

    @Test(.timeLimit(.minutes(1))) func outputReplacesOnlyARegularFile() throws {
        try variantFolder(words: "cat\ndog\n")
        #expect(mkfifo(folder + "/pipe.dawg", 0o644) == 0)
        let fifo = run(["build", "-o", "pipe.dawg", "en"])
        #expect(fifo.code == 3)
        #expect(
            fifo.err.contains(
                "pipe.dawg: error: cannot write 'pipe.dawg': it is a FIFO (named pipe), not a regular file; only regular files are replaced [ZK0004]"
            ), "\(fifo.err)")
        var info = stat()
        #expect(lstat(folder + "/pipe.dawg", &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)

        try FileManager.default.createDirectory(atPath: folder + "/folder.dawg", withIntermediateDirectories: true)
        #expect(
            run(["build", "-o", "folder.dawg", "en"]).err.contains(
                "cannot write 'folder.dawg': it is a directory, not a regular file"))

        try write("old.dawg", Array("old".utf8))
        let replaced = run(["build", "-o", "old.dawg", "en"])
        #expect(replaced.code == 0)
        #expect(try DawgFile(path: folder + "/old.dawg").wordCount == 2)
    }

    @Test func aTemporaryFileOfAKilledBuildIsSweptByTheNextBuild() throws {
        try variantFolder(words: "cat\n")
        let dead = Self.deadProcessID()
        let stale = folder + "/out/.en.dawg.zk-tmp-\(dead)-42"
        try write("out/.en.dawg.zk-tmp-\(dead)-42", [1, 2, 3])
        #expect(run(["build", "-o", "out/en.dawg", "en"]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out") == ["en.dawg"])
    }

    /// The id of a process that has exited.
    static func deadProcessID() -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    // Defect 8: checksums recomputed over wrong content.

    /// `bytes` with both CRC-32C fields recomputed, as a tool that edits a file would.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        func u32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        func put(_ value: UInt32, _ at: Int) {
            for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
        }
        let header = Int(u32(12))
        put(bytes[header...].withUnsafeBytes { DawgCRC32C.checksum($0) }, 28)
        put(0, 24)
        put(bytes[0..<header].withUnsafeBytes { DawgCRC32C.checksum($0) }, 24)
        return bytes
    }

    func verify(_ bytes: [UInt8]) throws -> (code: Int32, out: String, err: String) {
        try write("d.dawg", bytes)
        return run(["verify", "d.dawg"])
    }

    @Test func verifyAcceptsWhatTheBuilderWrote() throws {
        let bytes = try #require(Support.compile("scrabble_en", "cat\ncats\ndog\nact\n", gaddag: true).bytes)
        let result = try verify(Self.resealed(bytes))
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("d.dawg: ok, 4 words, with GADDAG"))
    }

    @Test func verifyRejectsAControlCharacterAsALetter() throws {
        var bytes = try #require(Support.compile("scrabble_en", "cat\ndog\n").bytes)
        let letters = DawgWriter.fixedHeaderSize + DawgWriter.directoryEntrySize * 1
        bytes[letters + 8 * 25] = 0x01  // 'z' becomes U+0001
        bytes[letters + 8 * 25 + 1] = 0
        let result = try verify(Self.resealed(bytes))
        #expect(result.code == 1)
        #expect(
            result.err.contains(
                "d.dawg: error: letter 25 of the alphabet is U+0001, a control or unassigned character [ZK1030]"),
            "\(result.err)")
    }

    @Test func verifyInAMachineFormatPrintsTheReportAloneOnStandardOutput() throws {
        var bytes = try #require(Support.compile("scrabble_en", "at\ncat\ndogs\n").bytes)
        bytes[42] = 3
        try write("d.dawg", Self.resealed(bytes))
        let result = run(["verify", "--format", "json", "d.dawg"])
        #expect(result.code == 1)
        #expect(result.err.isEmpty, "\(result.err)")
        #expect(result.out.hasPrefix("{") && result.out.contains("\"ZK1030\""), "\(result.out)")
        try write("d.dawg", try #require(Support.compile("scrabble_en", "at\ncat\n").bytes))
        let clean = run(["verify", "--format", "json", "d.dawg"])
        #expect(clean.code == 0 && !clean.out.contains("ok,"), "\(clean.out)")
    }

    @Test func verifyRejectsAMinimumLengthTheWordsContradict() throws {
        var bytes = try #require(Support.compile("scrabble_en", "at\ncat\ndogs\n").bytes)
        bytes[42] = 3
        let result = try verify(Self.resealed(bytes))
        #expect(result.code == 1)
        #expect(
            result.err.contains(
                "d.dawg: error: 1 word is shorter than the stored minimum length 3, the first 'at' [ZK1030]"),
            "\(result.err)")
    }

    @Test func verifyRejectsAGADDAGThatDisagreesWithItsDAWG() throws {
        let bytes = try #require(Support.compile("scrabble_en", "cat\ndog\n", gaddag: true).bytes)
        let file = try DawgFile(bytes: bytes)
        let gaddag = try #require(file.gaddag)
        // A state of one edge whose letter can change without breaking the structure.
        let entry = DawgWriter.fixedHeaderSize + DawgWriter.directoryEntrySize
        let edgesOffset = Int(bytes[(entry + 32)..<(entry + 40)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        let separator = UInt8(file.alphabet.letters.count)
        let candidate = (1..<gaddag.edgeCount).first { index in
            gaddag.edge(index - 1).isLast && gaddag.edge(index).isLast && gaddag.edge(index).label < separator
        }
        let index = try #require(candidate)
        // Its label byte: in the first group of 64 edges, after the group's two masks.
        try #require(index < 64)
        let position = edgesOffset + 16 + index
        var changed = bytes
        let label = changed[position] & 0x3F
        changed[position] = (changed[position] & 0xC0) | (label == 0 ? 1 : 0)
        let result = try verify(Self.resealed(changed))
        #expect(result.code == 1, "\(result.err)")
        #expect(result.err.contains("d.dawg: error: the GADDAG lacks "), "\(result.err)")
        #expect(result.err.contains("of the DAWG's words, the first"), "\(result.err)")
        #expect(result.err.contains("that no word of the DAWG makes, the first"), "\(result.err)")
        #expect(result.err.contains("[ZK1030]"))
    }
}

/// Collects output written from any thread.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    func append(_ text: String) { lock.withLock { buffer += text } }

    var text: String { lock.withLock { buffer } }
}
