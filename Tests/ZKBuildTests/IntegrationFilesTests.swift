import Foundation
import Testing
import ZKCore

@testable import ZKBuild

/// What apps and CI use zk-build through: the plugins' executable, the GitHub Action, the
/// pre-commit hooks and the install script. (The plugins themselves run in a consumer package:
/// `scripts/test-plugins.sh`, by hand, because it builds this package from scratch.)
@Suite struct IntegrationFilesTests {
    static func read(_ path: String) -> String { DocumentationTests.read(path) }

    /// The build-tool plugin's executable: located lines with absolute paths, exit 1 on an
    /// error, and BrandTokens.swift written either way.
    @Test func pluginToolReportsAbsolutePlacesAndWritesBrandTokens() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let output = project.root + "/plugin-out/BrandTokens.swift"
        let clean = Capture()
        #expect(
            PluginTool.main(
                arguments: ["--project", project.root, "--brand-swift", output], standardOutput: { clean.append($0) })
                == 0)
        #expect(clean.text == "", "a clean run prints nothing: the command runs on every build")
        let swift = try String(contentsOfFile: output, encoding: .utf8)
        #expect(swift.contains("public enum BrandTokens") && swift.contains("Zahlenkette"))

        var lines = try String(contentsOfFile: project.root + "/Strings/Localizable.xcstrings", encoding: .utf8)
            .components(separatedBy: "\n")
        lines.insert(#"  "sourceLanguage" : "de","#, at: 2)
        try project.write("Strings/Localizable.xcstrings", lines.joined(separator: "\n"))
        try FileManager.default.removeItem(atPath: output)
        let broken = Capture()
        #expect(
            PluginTool.main(
                arguments: ["--project", project.root, "--brand-swift", output], standardOutput: { broken.append($0) })
                == 1)
        #expect(
            broken.text.hasPrefix(
                """
                \(project.root)/Strings/Localizable.xcstrings:3:3: error: duplicate key 'sourceLanguage' in object [ZK0102]
                \(project.root)/Strings/Localizable.xcstrings:2:3: note: 'sourceLanguage' first defined here

                """), "\(broken.text)")
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test func pluginToolWithoutBrandWritesAnEmptyBrandTokens() throws {
        let project = try TestProject()
        try FileManager.default.removeItem(atPath: project.root + "/Brand")
        #expect(PluginTool.brandTokensSwift(root: project.root).contains("public enum BrandTokens {}"))
        let err = Capture()
        #expect(PluginTool.main(arguments: ["--project", project.root], standardError: { err.append($0) }) == 2)
        #expect(err.text.hasPrefix("error: --project and --brand-swift are required"))
    }

    @Test func packageDeclaresTheLibraryAndThePlugins() {
        let manifest = Self.read("Package.swift")
        #expect(manifest.contains(#".library(name: "DawgReader", targets: ["DawgReader"])"#))
        #expect(manifest.contains(#".target(name: "DawgReader"),"#), "DawgReader depends on nothing in the package")
        #expect(
            manifest.contains(
                #".plugin(name: "ZKBuildPlugin", capability: .buildTool(), dependencies: ["zk-plugin-tool"])"#))
        #expect(
            manifest.contains(#"intent: .custom(verb: "zk-build""#) && manifest.contains(".writeToPackageDirectory("))
        #expect(manifest.contains(".iOS(.v17)"))
    }

    @Test func actionIsACompositeThatCachesChecksAndWritesSARIF() {
        let action = Self.read("action.yml")
        #expect(action.contains("using: composite"))
        #expect(action.contains("uses: actions/cache@v4") && action.contains("path: ${{ github.action_path }}/.build"))
        #expect(action.contains(#"check -C "$ZK_PROJECT" --format github"#))
        #expect(action.contains(#"check -C "$ZK_PROJECT" --format sarif "${options[@]}" "${extra[@]}" > "$ZK_SARIF""#))
        #expect(action.contains(#"echo "sarif=$ZK_SARIF" >> "$GITHUB_OUTPUT""#) && action.contains("exit $status"))
    }

    @Test func preCommitHooksRunTheWholeCheck() {
        let hooks = Self.read(".pre-commit-hooks.yaml")
        for (id, language) in [("zk-build-check", "swift"), ("zk-build-check-installed", "system")] {
            let entry =
                hooks.components(separatedBy: "\n- id: \(id)\n").dropFirst().first?.components(separatedBy: "\n- id:")
                .first ?? ""
            #expect(entry.contains("entry: zk-build check\n"), "\(id)")
            #expect(entry.contains("language: \(language)\n"), "\(id)")
            #expect(entry.contains("pass_filenames: false\n"), "\(id)")
        }
    }

    static func runScript(
        _ arguments: [String], script: String = "install.sh", environment: [String: String] = [:]
    ) throws -> (code: Int32, out: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [DefaultProjectTests.root + "/scripts/" + script] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func installScriptBuildsStaticallyIntoThePrefix() throws {
        let plan = try Self.runScript(["--dry-run", "--prefix", "/opt/zk"])
        #expect(plan.code == 0, "\(plan.out)")
        for tool in ["zk-build", "zk-dawg", "zk-content", "zk-strings", "zk-audio", "zk-marketing"] {
            #expect(
                plan.out.contains(
                    "swift build -c release --static-swift-stdlib --scratch-path \(DefaultProjectTests.root)/.build/install --product \(tool)"
                ))
            #expect(
                plan.out.contains(
                    "install -s -m 0755 \(DefaultProjectTests.root)/.build/install/release/\(tool) /opt/zk/bin/\(tool)")
            )
        }
        let bad = try Self.runScript(["--prefx", "/opt/zk"])
        #expect(bad.code == 2 && bad.out.contains("unknown option '--prefx'"))
    }

    @Test func installScriptOnMacOSLinksTheSystemRuntime() throws {
        let plan = try Self.runScript(["--dry-run", "--prefix", "/opt/zk"], environment: ["ZK_UNAME": "Darwin"])
        #expect(plan.code == 0, "\(plan.out)")
        #expect(
            plan.out.contains(
                "swift build -c release --scratch-path \(DefaultProjectTests.root)/.build/install --product zk-build"))
        #expect(!plan.out.contains("--static-swift-stdlib"), "macOS has no static Swift runtime")
    }

    /// A folder of stand-in commands (each exits 0), for a PATH that has exactly these.
    static func fakeBin(_ commands: [String]) throws -> String {
        let folder = NSTemporaryDirectory() + "zk-fakebin-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for command in commands {
            let path = folder + "/" + command
            try "#!/bin/sh\nexit 0\n".write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        return folder
    }

    /// ensure-deps.sh's decision per platform: what install.sh, the Action and the README's
    /// commands do first on Linux with and without apt, and on macOS with and without Xcode.
    @Test func ensureDepsDecidesPerPlatform() throws {
        let header = NSTemporaryDirectory() + "zk-parser-\(UUID().uuidString).h"
        try "".write(toFile: header, atomically: true, encoding: .utf8)
        let missing = "/nonexistent/libxml/parser.h"
        let cases: [(uname: String, commands: [String], header: String, plan: String)] = [
            ("Linux", ["swift", "apt-get"], header, "ok: Linux, libxml2's headers at \(header)"),
            ("Linux", ["swift", "apt-get"], missing, "apt: Linux, install libxml2-dev with apt-get"),
            ("Linux", ["swift"], missing, "error: libxml2's headers are missing and there is no apt-get"),
            ("Linux", ["apt-get"], header, "error: swift is not on PATH"),
            ("Darwin", ["swift", "xcrun"], missing, "ok: macOS, Xcode's toolchain and the SDK's libxml2"),
            (
                "Darwin", [], missing,
                "error: macOS without Xcode's toolchain; install Xcode or run 'xcode-select --install'"
            ),
            ("FreeBSD", ["swift"], header, "error: unsupported platform 'FreeBSD'"),
        ]
        for item in cases {
            let path = try Self.fakeBin(item.commands)
            let environment = ["ZK_UNAME": item.uname, "ZK_PATH": path, "ZK_LIBXML2_HEADER": item.header]
            let result = try Self.runScript(["--plan"], script: "ensure-deps.sh", environment: environment)
            #expect(
                result.code == 0 && result.out.hasPrefix(item.plan), "\(item.uname) \(item.commands): \(result.out)")
            if item.plan.hasPrefix("error") {
                let run = try Self.runScript([], script: "ensure-deps.sh", environment: environment)
                #expect(run.code == 3 && run.out.hasPrefix(item.plan), "an error stops the set-up: \(run.out)")
            }
        }
    }

    /// The hooks run when a commit touches any input kind the checks read, and not for others.
    @Test func preCommitHooksTriggerOnEveryInputKind() throws {
        let hooks = Self.read(".pre-commit-hooks.yaml")
        let patterns = hooks.components(separatedBy: "\n").filter { $0.hasPrefix("  files: '") }
            .map { String($0.dropFirst("  files: '".count).dropLast()) }
        #expect(patterns.count == 2 && Set(patterns).count == 1, "both hooks use one filter")
        let filter = try NSRegularExpression(pattern: try #require(patterns.first))
        func triggers(_ path: String) -> Bool {
            filter.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        for path in [
            "zk-build.json", "Content/games/memory.json", "Strings/Localizable.xcstrings",
            "App/de.lproj/Localizable.strings",
            "App/en.lproj/Localizable.stringsdict", "Exports/de.xliff", "Exports/de.xcloc/Localized Contents/de.xliff",
            "Brand/marketing/de/description.txt", "Content/Illustrations.xcassets/bg_wald.imageset/bg_wald.png",
            "Content/Illustrations.xcassets/bg_wald.imageset/Contents.json",
            "Content/Illustrations.xcassets/bg_wald.imageset/bg_wald.heic",
            "Audio/de/num.12.m4a", "Audio/de/num.12.wav", "Audio/de/num.12.caf", "Content/dictionaries/erudit_ru/words",
            "Content/dictionaries/scrabble_en/alphabet.json",
        ] { #expect(triggers(path), "\(path)") }
        for path in ["README.md", "Package.swift", "scripts/test.sh", ".github/workflows/ci.yml"] {
            #expect(!triggers(path), "\(path)")
        }
    }

    /// The build-tool plugin's command runs on every build (its one input, the stamp, is
    /// rewritten each run), and BrandTokens.swift keeps its file when its bytes are the same,
    /// so the app target does not recompile.
    @Test func pluginToolRewritesTheStampAndKeepsUnchangedBrandTokens() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let output = project.root + "/plugin-out/BrandTokens.swift"
        let stamp = project.root + "/plugin-out/zk-build.stamp"
        let arguments = ["--project", project.root, "--brand-swift", output, "--stamp", stamp]
        func identity(_ path: String) throws -> [Int] {
            var info = stat()
            try #require(stat(path, &info) == 0, "\(path) exists")
            return [Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        }
        #expect(PluginTool.main(arguments: arguments, standardOutput: { _ in }) == 0)
        let brand = try identity(output)
        let firstStamp = try identity(stamp)
        #expect(try String(contentsOfFile: stamp, encoding: .utf8) == PluginTool.stampText)
        #expect(PluginTool.main(arguments: arguments, standardOutput: { _ in }) == 0)
        #expect(try identity(output) == brand, "same bytes: BrandTokens.swift is left alone")
        #expect(try identity(stamp) != firstStamp, "the stamp is replaced on every run")
    }

    /// The licence and the versions the README names exist (no tag that nobody made).
    @Test func licenceExistsAndTheReadmePinsNoMissingTag() {
        #expect(Self.read("LICENSE").hasPrefix("MIT License"))
        for file in ["README.md", "action.yml", ".pre-commit-hooks.yaml"] {
            let text = Self.read(file)
            for stale in ["@v1", "rev: v1", "from: \"1.0.0\""] {
                #expect(!text.contains(stale), "\(file) names '\(stale)'")
            }
        }
    }
}
