import Foundation
import Testing

@testable import ZKCore

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 55: the one writer of every command's outputs — never through a symbolic link, never
/// over an input, removal only by a record whose origin it can trust.
@Suite struct OutputWriterTests {
    let root: String
    let outside: String

    init() throws {
        let base = NSTemporaryDirectory() + "zk-output-writer-\(UUID().uuidString)"
        root = base + "/repo"
        outside = base + "/outside"
        for folder in [root, outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside + "/keep.txt"))
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aLinkedOutputFolderIsRefusedAndNothingIsWrittenThroughIt() throws {
        try FileManager.default.createDirectory(atPath: root + "/build", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/build/pseudo", withDestinationPath: outside)
        let writer = OutputWriter(root: root)
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try writer.write(Array("x".utf8), to: "build/pseudo/keep.txt")
        }
        do {
            try writer.write(Array("x".utf8), to: "build/pseudo/new/a.txt")
        } catch {
            #expect(error.reason == "'build/pseudo' is a symbolic link; outputs are never written through one")
        }
        #expect(contents(outside + "/keep.txt") == "precious")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["keep.txt"])
        // Absolute paths inside the working folder are checked the same way.
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try writer.write(Array("x".utf8), to: root + "/build/pseudo/b.txt")
        }
    }

    @Test func anOutputOverAnInputIsRefused() throws {
        try Data("input".utf8).write(to: URL(fileURLWithPath: root + "/words.txt"))
        let writer = OutputWriter(root: root)
        do {
            try writer.write(Array("x".utf8), to: "./words.txt", inputs: ["words.txt"])
            Issue.record("an input was overwritten")
        } catch {
            #expect(error.reason == "it is an input of this command; an output never replaces an input")
        }
        #expect(contents(root + "/words.txt") == "input")
    }

    @Test func deadTemporariesBesideTheTargetAreSweptBeforeTheWrite() throws {
        // A process id that cannot be alive: the temporary of a killed run.
        let stale = root + "/.a.xcstrings.zk-tmp-2147483646-17"
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        try OutputWriter(root: root).write(Array("{}".utf8), to: "a.xcstrings")
        #expect(!FileManager.default.fileExists(atPath: stale))
    }

    /// `-o .` or a folder holding other files: only what the record names goes, and only while
    /// it is the file written (a forged record naming a hand-placed file removes nothing).
    @Test func fillingRemovesOnlyRecordedFilesThatAreStillTheFilesWritten() throws {
        let writer = OutputWriter(root: root)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/README.md"))
        var filled = try writer.fill(".", with: [("a.json", Array("1".utf8)), ("games/b.json", Array("2".utf8))])
        #expect(filled.written == ["a.json", "games/b.json"])
        filled = try writer.fill(".", with: [("a.json", Array("1".utf8))])
        #expect(filled.removed == ["games/b.json"])
        #expect(!FileManager.default.fileExists(atPath: root + "/games"))
        #expect(contents(root + "/README.md") == "mine")
        // A record forged to name README.md with its hash: the stamp does not match.
        let hash = XXHash64.hex(XXHash64.hash(Array("mine".utf8)))
        let record = try #require(contents(root + "/" + OutputWriter.recordName))
        try Data((record + "\(hash) 1:2:3.4 README.md\n\(hash) 1:2:3.4 ../outside/keep.txt\n").utf8)
            .write(to: URL(fileURLWithPath: root + "/" + OutputWriter.recordName))
        filled = try writer.fill(".", with: [("a.json", Array("1".utf8))])
        #expect(filled.removed.isEmpty)
        #expect(filled.kept == ["README.md"])
        #expect(contents(root + "/README.md") == "mine")
        #expect(contents(outside + "/keep.txt") == "precious")
        // An edited output is kept too.
        _ = try writer.fill("out", with: [("c.json", Array("3".utf8))])
        try Data("edited".utf8).write(to: URL(fileURLWithPath: root + "/out/c.json"))
        filled = try writer.fill("out", with: [])
        #expect(filled.kept == ["c.json"])
        #expect(contents(root + "/out/c.json") == "edited")
    }
}
