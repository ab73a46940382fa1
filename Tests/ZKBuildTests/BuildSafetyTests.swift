import Foundation
import Testing
import ZKBuild
import ZKCore

#if canImport(Glibc)
    import Glibc
#endif

/// The driver owns every side effect (issue 14): each defect of the issue is a test here.
@Suite struct BuildSafetyTests {
    func run(_ project: TestProject, _ arguments: [String]) -> (code: Int32, out: String, err: String) {
        project.run(arguments, stages: StageCatalog.stages)
    }

    /// Every artifact under `build/` (hidden files, the cache and the lock, left out), by path.
    static func artifacts(_ project: TestProject) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in DirectoryWalker.files(under: project.root + "/build") {
            files[path] = FileManager.default.contents(atPath: project.root + "/build/" + path)
        }
        return files
    }

    /// Every hidden temporary file under `build/`.
    static func temporaries(_ project: TestProject) -> [String] {
        DirectoryWalker.entries(under: project.root + "/build") { AtomicFileWriter.temporaryOwner($0) != nil }
    }

    // Defect 1: a failed write was cached and replayed forever.
    @Test func aFailedWriteIsNeverCached() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write("build/reports", "a file where the reports folder belongs")
        let failed = run(project, ["build"])
        #expect(failed.code == 3)
        // The content stage's download-size report is the first artifact written there.
        #expect(
            failed.out.contains(
                "build/reports/download-size.json: error: cannot write 'build/reports/download-size.json': "),
            "\(failed.out)")
        try FileManager.default.removeItem(atPath: project.root + "/build/reports")
        let again = run(project, ["build", "--verbose"])
        #expect(again.code == 0, "\(again.out)")
        #expect(again.err.contains("[strings] ran"))
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/reports/strings.html"))
        #expect(run(project, ["build", "--verbose"]).err.contains("nothing to do: all 11 stages up to date"))
    }

    // Defect 2: an edited artifact survived every later build. Issue 23/24: a file zk-build did
    // not write is kept (and named), never deleted, and does not make the stage rerun.
    @Test func anEditedArtifactIsRewrittenAndAFileZkDidNotWriteIsKept() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        #expect(run(project, ["build"]).code == 0)
        var clean = Self.artifacts(project)
        try project.write("build/content/dotpictures/herz-alt.json", "{}")
        try project.write("build/content/dotpictures/herz.json", "{\"stale\": true}")
        let rebuilt = run(project, ["build", "--verbose"])
        #expect(rebuilt.err.contains("[content] ran"))
        #expect(
            rebuilt.out.contains(
                "build/content: note: 'build/content/' holds 1 file zk-build did not write; it is kept: 'dotpictures/herz-alt.json' [ZK0053]"
            ),
            "\(rebuilt.out)")
        clean["content/dotpictures/herz-alt.json"] = Data("{}".utf8)
        #expect(Self.artifacts(project) == clean)
        #expect(run(project, ["build", "--verbose"]).err.contains("nothing to do: all 11 stages up to date"))
    }

    /// Writes `build/made/<line>.txt` for each line of `Content/list.txt`.
    struct Maker: Stage {
        let name = "maker"
        let dependencies: [String] = []
        let version = "1"
        func inputs(in project: Project) -> [String] { ["Content/list.txt"] }
        func outputFolders(in project: Project) -> [String] { ["build/made"] }
        func run(_ context: StageContext) -> StageResult {
            guard case .success(let file) = context.project.read("Content/list.txt") else { return StageResult() }
            let names = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n")
            return StageResult(
                artifacts: names.map { StageArtifact(path: "build/made/\($0).txt", text: String($0)) },
                filesRead: [file.path])
        }
    }

    @Test func anArtifactAStageNoLongerMakesIsRemovedByTheRecord() throws {
        let project = try TestProject(["Content/list.txt": "a\nsub/b\nc"])
        #expect(project.run(["build"], stages: [Maker()]).code == 0)
        try project.write("build/made/sub/mine.txt", "hand-placed")
        try project.write("build/made/c.txt", "edited")
        try project.write("Content/list.txt", "a")
        let rebuilt = project.run(["build", "--verbose"], stages: [Maker()])
        #expect(rebuilt.code == 0)
        #expect(rebuilt.err.contains("[maker] removed stale 'build/made/sub/b.txt'"), "\(rebuilt.err)")
        #expect(
            rebuilt.err.contains("[maker] kept 'build/made/c.txt': it changed since zk-build wrote it"),
            "\(rebuilt.err)")
        #expect(Set(DirectoryWalker.files(under: project.root + "/build/made")) == ["a.txt", "c.txt", "sub/mine.txt"])
        #expect(
            rebuilt.out.contains(
                "'build/made/' holds 2 files zk-build did not write; they are kept: 'c.txt', 'sub/mine.txt' [ZK0053]"),
            "\(rebuilt.out)")
        try FileManager.default.removeItem(atPath: project.root + "/build/made/sub/mine.txt")
        try project.write("Content/list.txt", "a\nsub/d")
        _ = project.run(["build"], stages: [Maker()])
        try project.write("Content/list.txt", "a")
        _ = project.run(["build"], stages: [Maker()])
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/made/sub"))  // emptied by the removal
    }

    @Test func concurrentBuildsTakeTurnsAndLeaveACleanBuildsArtifacts() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let reference = try ProjectScenarioTests.copyOfDefaultProject()
        #expect(run(reference, ["build"]).code == 0)
        let group = DispatchGroup()
        let codes = Capture()
        for round in 0..<4 {
            if round == 2 {
                try FileManager.default.removeItem(atPath: project.root + "/Content/dotpictures/herz.json")
            }
            for _ in 0..<2 {
                group.enter()
                DispatchQueue.global().async {
                    codes.append("\(self.run(project, ["build"]).code)")
                    group.leave()
                }
            }
            group.wait()
            if round == 2 {
                try FileManager.default.copyItem(
                    atPath: reference.root + "/Content/dotpictures/herz.json",
                    toPath: project.root + "/Content/dotpictures/herz.json")
            }
        }
        #expect(codes.text.filter { $0 == "0" }.count == 6)  // the two rounds without herz.json fail on its sticker
        #expect(run(project, ["build"]).code == 0)
        #expect(Self.artifacts(project) == Self.artifacts(reference))
        #expect(Self.temporaries(project).isEmpty)
    }

    @Test func aSecondBuildWaitsForTheLockOrStopsWithNoWait() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        let held = try FileLock.acquire(project.root + "/build/.zk-lock", wait: false).get()
        let busy = project.run(["build", "--no-wait"])
        #expect(busy.code == 3)
        #expect(
            busy.out.hasPrefix(
                "build: error: another zk-build (process \(getpid())) is building in 'build/'; --no-wait was given, so this run stops (without it, zk-build waits for the lock) [ZK0040]"
            ),
            "\(busy.out)")
        #expect(project.run(["clean", "--no-wait"]).code == 3)
        let finished = DispatchSemaphore(value: 0)
        let log = Capture()
        DispatchQueue.global().async {
            let result = project.run(["build", "--verbose"])
            log.append("\(result.code)|\(result.err)")
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 1) == .timedOut)  // waits while the lock is held
        held.release()
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(log.text.hasPrefix("0|"))
        #expect(
            log.text.contains(
                "waiting for the lock on 'build/': another zk-build (process \(getpid())) is building there"))
    }

    // Defect 3: the cache was trusted blindly.
    @Test func everyBitFlipOfTheCacheIsNoticedAndTheStagesRerun() throws {
        let project = try TestProject()
        try project.write("Content/bom.json", [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        let clean = project.run(["build"])
        let path = project.root + "/build/.zk-cache"
        let original = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        var generator = SplitMix(state: 14)
        for _ in 0..<40 {
            var flipped = original
            let bit = Int.random(in: 0..<(original.count * 8), using: &generator)
            flipped[bit / 8] ^= UInt8(1 << (bit % 8))
            try Data(flipped).write(to: URL(fileURLWithPath: path))
            let result = project.run(["build", "--verbose"])
            #expect(result.out == clean.out)
            #expect(
                result.err.contains("note: discarded the build cache 'build/.zk-cache': "), "bit \(bit): \(result.err)")
            #expect(result.err.contains("[json-syntax] ran"))
        }
        try Data("{\"entries\": {}}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            project.run(["build", "--verbose"]).err.contains(
                "discarded the build cache 'build/.zk-cache': it has no header line"))
        try Data("zk-build-cache 1 xxh64:0\n{}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            project.run(["build", "--verbose"]).err.contains(
                "its format version is '1', this zk-build writes \(BuildCache.formatVersion)"))
        #expect(project.run(["build", "--verbose"]).err.contains("[json-syntax] skipped"))
    }

    // Defect 6: unreadable folders were skipped silently; a non-UTF-8 name was "no such file".
    @Test func anUnreadableFolderIsAnIOErrorBeforeAnyStageRuns() throws {
        let project = try TestProject(["Content/a.json": "{}", "Content/games/b.json": "{}"])
        chmod(project.root + "/Content/games", 0)
        defer { chmod(project.root + "/Content/games", 0o755) }
        let result = try Self.runUnprivileged(project, ["check", "--verbose"])
        #expect(result.code == 3, "\(result.out)")
        #expect(
            result.out.hasPrefix(
                "Content/games: error: cannot read folder 'Content/games/': permission denied [ZK0001]"),
            "\(result.out)")
        #expect(!result.err.contains("ran"))
    }

    /// Runs zk-build as a user that permissions apply to: in this process when that is not root,
    /// else the built executable as `nobody` (root reads every folder).
    static func runUnprivileged(
        _ project: TestProject, _ arguments: [String]
    ) throws -> (code: Int32, out: String, err: String) {
        guard getuid() == 0 else { return project.run(arguments) }
        let executable = DefaultProjectTests.root + "/.build/debug/zk-build"
        #expect(FileManager.default.isExecutableFile(atPath: executable), "build zk-build first: \(executable)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments =
            ["--reuid=65534", "--regid=65534", "--clear-groups", executable, "-C", project.root] + arguments
        process.environment = ["CI": "true", "PATH": "/usr/bin:/bin"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
        )
    }

    @Test func aNonUTF8FileNameIsReportedNotMistakenForAMissingFile() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        let name: [UInt8] = Array((project.root + "/Content/caf").utf8) + [0xE9] + Array(".json".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map {
                $0.withMemoryRebound(to: CChar.self, capacity: name.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
            } ?? -1
        }
        close(descriptor)
        let result = project.run(["check"])
        #expect(result.code == 1)
        #expect(
            result.out.hasPrefix(
                "Content: error: name 'caf\\xE9.json' in 'Content/' is not valid UTF-8; the entry is left out [ZK0041]"),
            "\(result.out)")
        #expect(!result.out.contains("no such file"))
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOAmongTheInputsIsReportedAndNeverWaitedOn() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        #expect(mkfifo(project.root + "/Content/pipe.json", 0o644) == 0)
        let result = project.run(["check"])
        #expect(result.code == 1)
        #expect(
            result.out.contains(
                "Content/pipe.json: error: expected a regular file, but 'Content/pipe.json' is a FIFO (named pipe); it is not read [ZK0002]"
            ))
    }

    // Defect 7: temporary files of a killed build were never removed.
    @Test func temporaryFilesOfAKilledBuildAreSweptByTheNextBuild() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let dead = process.processIdentifier
        try project.write("build/dictionaries/.erudit_ru.dawg.zk-tmp-\(dead)-99", [UInt8](repeating: 7, count: 216_000))
        try project.write("build/.zk-cache.zk-tmp-\(dead)-1", "{")
        let result = project.run(["build", "--verbose"])
        #expect(result.code == 0)
        #expect(result.err.contains("removed 2 temporary files left by an interrupted run"))
        #expect(Self.temporaries(project).isEmpty)
    }

    // Defect 9: after a failed stage, the stages depending on it still wrote.
    @Test func stagesThatDependOnAFailedStageWriteNothing() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        #expect(run(project, ["build"]).code == 0)
        let before = Self.artifacts(project)
        let game = project.root + "/Content/games/blitzblick.json"
        let text = try String(contentsOfFile: game, encoding: .utf8)
        try project.write(
            "Content/games/blitzblick.json",
            text.replacingOccurrences(of: "\"tier\": \"premium\",", with: "\"tier\": \"premium\",,"))
        let broken = run(project, ["build", "--verbose"])
        #expect(broken.code == 1)
        #expect(broken.err.contains("[strings] ran"), "\(broken.err)")
        #expect(broken.err.contains("(held back: 'content' failed)"), "\(broken.err)")
        // Reports are written whatever the diagnostics (issue 30), and so is the typed API of
        // inputs that parsed (issue 48: the same bytes here); nothing else is.
        func outputs(_ files: [String: Data]) -> [String: Data] { files.filter { !$0.key.hasPrefix("reports/") } }
        #expect(outputs(Self.artifacts(project)) == outputs(before))
        // The strings stage: its two reports and the accessors of its two catalogs.
        #expect(broken.err.contains("4 outputs written (held back: 'content' failed)"), "\(broken.err)")
        #expect(Self.artifacts(project)["reports/strings.html"] != nil)
        try project.write("Content/games/blitzblick.json", text)
        let fixed = run(project, ["build", "--verbose"])
        #expect(fixed.code == 0)
        #expect(fixed.err.contains("[strings] ran"), "\(fixed.err)")
        #expect(Self.artifacts(project) == before)
    }

    /// Issue 30: with a missing translation, `build` failed and wrote no `build/reports/` at all
    /// ("held back: 'strings' failed"). The report is written, and names what is missing.
    @Test func stringsReportIsWrittenWhenTranslationsAreMissing() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let catalog = project.root + "/Strings/Content.xcstrings"
        let text = try String(contentsOfFile: catalog, encoding: .utf8)
        let english = """
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "This game is still closed. How about another one?"
                      }
                    },

            """
        #expect(text.contains(english))
        try project.write("Strings/Content.xcstrings", text.replacingOccurrences(of: english, with: ""))
        let broken = run(project, ["build"])
        #expect(broken.code == 1)
        let report = try #require(
            Self.artifacts(project)["reports/strings.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(report.contains("<code>prompt.home.game_locked</code>"))
        #expect(report.contains("missing · ZK3002"))
        let json = try #require(
            Self.artifacts(project)["reports/strings.json"].map { String(decoding: $0, as: UTF8.self) })
        #expect(json.contains("\"prompt.home.game_locked\""))
    }

    // Stage selection, the ready queue, the graph checked at start-up.
    @Test func selectedStagesRunWithWhatTheyNeed() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let result = run(project, ["check", "strings", "--verbose"])
        #expect(result.code == 0, "\(result.out)")
        for stage in ["content", "brand", "strings"] { #expect(result.err.contains("[\(stage)] ran")) }
        for stage in ["json-syntax", "dictionary", "marketing", "audio"] { #expect(!result.err.contains("[\(stage)]")) }
        let unknown = run(project, ["check", "strngs"])
        #expect(unknown.code == 2)
        #expect(
            unknown.err.hasPrefix(
                "error: unknown stage 'strngs'; did you mean 'strings'? (stages: json-syntax, json-schema, content, dictionary, brand, marketing, store-texts, swift, strings, audio, report)"
            ))
    }

    struct Probe: Stage {
        let name: String
        let dependencies: [String]
        let version = "1"
        var body: @Sendable () -> [Diagnostic] = { [] }
        func inputs(in project: Project) -> [String] { [] }
        func run(_ context: StageContext) -> StageResult { StageResult(diagnostics: body()) }
    }

    @Test func aDependencyOnAStageThatDoesNotExistIsAnErrorAtStartUp() throws {
        let project = try TestProject()
        let result = project.run(
            ["check", "--verbose"], stages: [Probe(name: "a", dependencies: ["contnet"]), JSONSyntaxStage()])
        #expect(result.code == 3)
        #expect(
            result.out.hasPrefix("error: stage 'a' depends on 'contnet', which is not a stage of this build [ZK0009]"),
            "\(result.out)")
        #expect(!result.err.contains("ran"))
        let cycle = project.run(
            ["check"], stages: [Probe(name: "a", dependencies: ["b"]), Probe(name: "b", dependencies: ["a"])])
        #expect(cycle.out.hasPrefix("error: stage dependency cycle: a → b → a [ZK0009]"), "\(cycle.out)")
    }

    @Test func aStageStartsAsSoonAsItsDependenciesFinishNotWhenItsWaveDoes() throws {
        // `slow` waits until `late` (which depends only on `quick`) has run; with waves of
        // independent stages `late` would start only after `slow`, and `slow` would time out.
        let lateRan = DispatchSemaphore(value: 0)
        let slow = Probe(name: "slow", dependencies: []) {
            lateRan.wait(timeout: .now() + 20) == .success
                ? [] : [Diagnostic(.error, code: "ZK0009", "'late' did not start before 'slow' ended")]
        }
        let quick = Probe(name: "quick", dependencies: [])
        let late = Probe(name: "late", dependencies: ["quick"]) {
            lateRan.signal()
            return []
        }
        let project = try TestProject()
        let result = project.run(["check", "-j", "3"], stages: [slow, quick, late])
        #expect(result.code == 0, "\(result.out)")
    }
}

/// A deterministic pseudo-random generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
