import Foundation
import Testing
@testable import ZKBuild
import ZKCore

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
        #expect(PluginTool.main(arguments: ["--project", project.root, "--brand-swift", output], standardOutput: { clean.append($0) }) == 0)
        #expect(clean.text == "zk-build: 0 errors, 0 warnings in \(project.root)\n")
        let swift = try String(contentsOfFile: output, encoding: .utf8)
        #expect(swift.contains("public enum BrandTokens") && swift.contains("Zahlenkette"))

        var lines = try String(contentsOfFile: project.root + "/Strings/Localizable.xcstrings", encoding: .utf8).components(separatedBy: "\n")
        lines.insert(#"  "sourceLanguage" : "de","#, at: 2)
        try project.write("Strings/Localizable.xcstrings", lines.joined(separator: "\n"))
        try FileManager.default.removeItem(atPath: output)
        let broken = Capture()
        #expect(PluginTool.main(arguments: ["--project", project.root, "--brand-swift", output], standardOutput: { broken.append($0) }) == 1)
        #expect(broken.text.hasPrefix("""
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
        #expect(manifest.contains(#".plugin(name: "ZKBuildPlugin", capability: .buildTool(), dependencies: ["zk-plugin-tool"])"#))
        #expect(manifest.contains(#"intent: .custom(verb: "zk-build""#) && manifest.contains(".writeToPackageDirectory("))
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
            let entry = hooks.components(separatedBy: "\n- id: \(id)\n").dropFirst().first?.components(separatedBy: "\n- id:").first ?? ""
            #expect(entry.contains("entry: zk-build check\n"), "\(id)")
            #expect(entry.contains("language: \(language)\n"), "\(id)")
            #expect(entry.contains("pass_filenames: false\n"), "\(id)")
        }
    }

    static func runScript(_ arguments: [String]) throws -> (code: Int32, out: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [DefaultProjectTests.root + "/scripts/install.sh"] + arguments
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
            #expect(plan.out.contains("swift build -c release --static-swift-stdlib --scratch-path \(DefaultProjectTests.root)/.build/install --product \(tool)"))
            #expect(plan.out.contains("install -s -m 0755 \(DefaultProjectTests.root)/.build/install/release/\(tool) /opt/zk/bin/\(tool)"))
        }
        let bad = try Self.runScript(["--prefx", "/opt/zk"])
        #expect(bad.code == 2 && bad.out.contains("unknown option '--prefx'"))
    }
}
