import Foundation
import Testing
import ZKCore

#if canImport(Glibc)
    import Glibc
#endif

/// Only regular files are read or replaced; temporary files carry the process id and are swept;
/// the directory walk reports what it cannot list; the build lock (issue 14).
@Suite struct FileSafetyTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "zk-io-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedWithoutBlocking() throws {
        #expect(mkfifo(folder + "/pipe.json", 0o644) == 0)
        guard case .failure(let error) = FileReader.read(folder + "/pipe.json", displayPath: "Content/pipe.json") else {
            Issue.record("a FIFO was read")
            return
        }
        #expect(error.diagnostic.code == "ZK0002")
        #expect(
            error.diagnostic.message
                == "expected a regular file, but 'Content/pipe.json' is a FIFO (named pipe); it is not read")
        #expect(error.diagnostic.location?.path == "Content/pipe.json")
    }

    @Test func aCharacterDeviceIsRefused() {
        guard case .failure(let error) = FileReader.read("/dev/null", displayPath: "Content/null.json") else {
            Issue.record("a device was read")
            return
        }
        #expect(
            error.diagnostic.message
                == "expected a regular file, but 'Content/null.json' is a character device; it is not read")
    }

    @Test(.timeLimit(.minutes(1))) func theWriterReplacesOnlyRegularFiles() throws {
        #expect(mkfifo(folder + "/pipe", 0o644) == 0)
        do {
            try AtomicFileWriter.write("x", to: folder + "/pipe")
            Issue.record("a FIFO was replaced")
        } catch {
            #expect(error.reason == "it is a FIFO (named pipe), not a regular file; only regular files are replaced")
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "/dev/null")
        #expect(throws: AtomicFileWriter.WriteError.self) { try AtomicFileWriter.write("x", to: folder + "/link") }
        var info = stat()
        #expect(lstat(folder + "/pipe", &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(lstat(folder + "/link", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    }

    @Test func aStreamedWriteThatThrowsLeavesThePreviousFile() throws {
        struct Broken: Error {}
        try AtomicFileWriter.write("previous", to: folder + "/out.txt")
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write(to: folder + "/out.txt") { emit in
                try emit(Array("half".utf8))
                throw Broken()
            }
        }
        #expect(try String(contentsOfFile: folder + "/out.txt", encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.txt"])
    }

    @Test func temporaryNamesCarryTheProcessIDAndDeadOnesAreSwept() throws {
        #expect(AtomicFileWriter.temporaryOwner(".catalog.json.zk-tmp-4242-17") == 4242)
        #expect(AtomicFileWriter.temporaryOwner("catalog.json") == nil)
        #expect(AtomicFileWriter.temporaryOwner(".x.zk-tmp-abc-1") == nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let dead = process.processIdentifier
        try FileManager.default.createDirectory(atPath: folder + "/a/b", withIntermediateDirectories: true)
        for name in [
            "a/b/.x.dawg.zk-tmp-\(dead)-1", "a/.y.json.zk-tmp-1-2", "a/.z.json.zk-tmp-\(getpid())-3", "a/keep.json",
        ] {
            try Data().write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        // Process 1 runs; this process's own files are swept only when asked (under the lock).
        #expect(AtomicFileWriter.sweepTemporaries(under: folder) == [folder + "/a/b/.x.dawg.zk-tmp-\(dead)-1"])
        #expect(
            AtomicFileWriter.sweepTemporaries(under: folder, includingOwn: true) == [
                folder + "/a/.z.json.zk-tmp-\(getpid())-3"
            ])
        #expect(
            DirectoryWalker.entries(under: folder) { _ in true } == [
                folder + "/a/.y.json.zk-tmp-1-2", folder + "/a/keep.json",
            ])
    }

    @Test func aNameThatIsNotUTF8IsReportedWithItsBytesEscaped() throws {
        let name: [UInt8] = Array((folder + "/caf").utf8) + [0xE9] + Array(".json".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map {
                $0.withMemoryRebound(to: CChar.self, capacity: name.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
            } ?? -1
        }
        #expect(descriptor >= 0)
        close(descriptor)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/ok.json"))
        let listing = DirectoryWalker.walk(under: folder, extensions: ["json"])
        #expect(listing.files == ["ok.json"])
        #expect(
            listing.problems.map { $0.diagnostic(displayRoot: "Content").message } == [
                "name 'caf\\xE9.json' in 'Content/' is not valid UTF-8; the entry is left out"
            ])
        #expect(listing.problems.first?.diagnostic(displayRoot: "Content").code == "ZK0041")
    }

    @Test(.timeLimit(.minutes(1))) func aLinkBackUpTheTreeIsListedOnce() throws {
        try FileManager.default.createDirectory(atPath: folder + "/tree/sub", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/tree/sub/a.json"))
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/tree/sub/up", withDestinationPath: folder + "/tree")
        #expect(DirectoryWalker.files(under: folder + "/tree", extensions: ["json"]) == ["sub/a.json"])
    }

    @Test func aSecondLockWaitsOrFailsAtOnce() throws {
        let path = folder + "/build/.zk-lock"
        let first = try FileLock.acquire(path, wait: false).get()
        guard case .failure(.busy(let holder)) = FileLock.acquire(path, wait: false) else {
            Issue.record("the lock was taken twice")
            return
        }
        #expect(holder == getpid())
        let acquired = Capture()
        let done = DispatchSemaphore(value: 0)
        let announced = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let second = FileLock.acquire(path, wait: true) { _ in announced.signal() }
            if case .success(let lock) = second {
                acquired.append("second")
                lock.release()
            }
            done.signal()
        }
        #expect(announced.wait(timeout: .now() + 30) == .success)
        #expect(acquired.text.isEmpty)
        first.release()
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(acquired.text == "second")
    }

    /// A hard link committed at the lock's path: the lock writes its process id into a fresh
    /// file, never into the linked one.
    @Test func aHardLinkAtTheLockIsNotOverwritten() throws {
        let victim = folder + "/keep.txt"
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/build", withIntermediateDirectories: true)
        #expect(link(victim, folder + "/build/.zk-lock") == 0)
        let lock = try FileLock.acquire(folder + "/build/.zk-lock", wait: false).get()
        defer { lock.release() }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: folder + "/build/.zk-lock", encoding: .utf8) == "\(getpid())\n")
    }
}

/// Collects output written from any thread.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    func append(_ text: String) { lock.withLock { buffer += text } }

    var text: String { lock.withLock { buffer } }
}
