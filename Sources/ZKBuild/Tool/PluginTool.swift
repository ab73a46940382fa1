import Foundation
import ZKBrand
import ZKCore

/// What the SwiftPM and Xcode build-tool plugin runs (`zk-plugin-tool`): every check of a
/// project, reported as `/absolute/path:line:col: error: message [code]` lines (the form Xcode's
/// issue navigator and SwiftPM show inline), then `BrandTokens.swift` written where the plugin
/// asks, so the app compiles its brand constants instead of copying them. Exits 1 when the
/// check found errors (the build fails), 2 on a usage error, 3 when the output cannot be written.
public enum PluginTool {
    public static let usage = """
        usage: zk-plugin-tool --project DIR --brand-swift FILE [--strings-swift FILE] [--assets-swift FILE]
                              [--stamp FILE] [--warnings-as-errors]
          Runs 'zk-build check' on the project in DIR, prints its diagnostics with absolute paths,
          and writes the project's BrandTokens.swift to FILE (an empty BrandTokens when the
          project has no brand tokens), only when its bytes change. --strings-swift writes the
          typed accessors of every String Catalog into one file, --assets-swift the constants of
          every asset catalog (both as 'zk-build build' writes them under build/swift/). --stamp
          names a file that is rewritten first on every run: the build plugin's one input, so
          every build runs the tool.
        """

    /// The first argument that makes `zk-build` run this tool instead of its own commands: the
    /// artifact bundle of plugins-binary/ carries one binary, `zk-build`, and its build-tool
    /// plugin runs `zk-build plugin-tool --project …`. Not in `zk-build --help`: only the plugin
    /// calls it.
    public static let binaryEntry = "plugin-tool"

    /// Runs the tool; returns the process exit code.
    public static func main(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        standardOutput: @escaping @Sendable (String) -> Void = { print($0, terminator: "") },
        standardError: @escaping @Sendable (String) -> Void = { ToolMain.printError($0, terminator: "") }
    ) -> Int32 {
        var project: String?
        var output: String?
        var stamp: String?
        var stringsOutput: String?
        var assetsOutput: String?
        var strict = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--project": project = remaining.popFirst()
            case "--brand-swift": output = remaining.popFirst()
            case "--stamp": stamp = remaining.popFirst()
            case "--strings-swift": stringsOutput = remaining.popFirst()
            case "--assets-swift": assetsOutput = remaining.popFirst()
            case "--warnings-as-errors": strict = true
            case "--help", "-h":
                standardOutput(usage + "\n")
                return ExitCode.success.rawValue
            default:
                standardError("error: unknown argument '\(argument)'\n\(usage)\n")
                return ExitCode.usage.rawValue
            }
        }
        guard let project, let output else {
            standardError("error: --project and --brand-swift are required\n\(usage)\n")
            return ExitCode.usage.rawValue
        }
        let root = (project as NSString).standardizingPath
        if let stamp {
            do throws(AtomicFileWriter.WriteError) {
                // Always replaced (the streaming writer does not skip equal bytes): a new file is what the build system sees.
                try AtomicFileWriter.write(to: stamp) {
                    (emit: ([UInt8]) throws(AtomicFileWriter.WriteError) -> Void) throws(AtomicFileWriter.WriteError) in
                    try emit(Array(stampText.utf8))
                }
            } catch {
                standardError("\(stamp): error: \(error.description) [\(AtomicFileWriter.writeFailed.code)]\n")
                return ExitCode.failure.rawValue
            }
        }

        let captured = Captured()
        var checkArguments = ["check", "-C", root, "--format", "json"]
        if strict { checkArguments.append("--warnings-as-errors") }
        let status = ZKBuildCommand.main(
            arguments: checkArguments, standardOutput: { captured.append($0) }, standardError: { standardError($0) })
        let report = render(json: captured.text, root: root)
        standardOutput(report)

        // The same bytes are left alone (AtomicFileWriter skips them): a new modification time
        // would recompile the app target on every build.
        let (loaded, _, _) = BuildDriver.loadProject(root: root)
        var files = [(output, brandTokensSwift(root: root))]
        if let stringsOutput { files.append((stringsOutput, StringsStage.pluginAccessors(loaded))) }
        if let assetsOutput { files.append((assetsOutput, ContentStage.pluginAssets(loaded))) }
        for (path, text) in files {
            do throws(AtomicFileWriter.WriteError) {
                try AtomicFileWriter.write(Array(text.utf8), to: path)
            } catch {
                standardError("\(path): error: \(error.description) [\(AtomicFileWriter.writeFailed.code)]\n")
                return ExitCode.failure.rawValue
            }
        }
        return status
    }

    /// What the stamp file holds; its modification time is what the build system compares.
    static let stampText = "zk-plugin-tool rewrites this file on every run, so that every build runs it\n"

    /// The JSON report of `zk-build check` as one line per diagnostic and note, paths absolute,
    /// and the summary line when there was anything to report.
    static func render(json: String, root: String) -> String {
        guard let data = json.data(using: .utf8),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let diagnostics = document["diagnostics"] as? [[String: Any]]
        else { return json }
        func place(_ object: [String: Any]) -> String {
            guard let file = object["file"] as? String else { return "zk-build: " }
            let path = file.hasPrefix("/") ? file : root + "/" + file
            guard let line = object["line"] as? Int else { return path + ": " }
            return "\(path):\(line):\(object["column"] as? Int ?? 1): "
        }
        var out = ""
        for diagnostic in diagnostics {
            let severity = diagnostic["severity"] as? String ?? "error"
            let code = diagnostic["code"] as? String ?? ""
            out += place(diagnostic) + "\(severity): \(diagnostic["message"] as? String ?? "") [\(code)]\n"
            for note in diagnostic["notes"] as? [[String: Any]] ?? [] {
                out += place(note) + "note: \(note["message"] as? String ?? "")\n"
            }
        }
        // The command runs on every build: a clean run says nothing (the build's own progress
        // line names it), so `swift build` and `swift run` stay quiet.
        if let summary = document["summary"] as? [String: Any], !diagnostics.isEmpty {
            let errors = summary["errors"] as? Int ?? 0
            let warnings = summary["warnings"] as? Int ?? 0
            out +=
                "zk-build: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(root)\n"
        }
        return out
    }

    /// The project's `BrandTokens.swift`, or an empty `BrandTokens` when there are no tokens to
    /// resolve (the check reports why).
    static func brandTokensSwift(root: String) -> String {
        let (project, _, _) = BuildDriver.loadProject(root: root)
        let options = BrandStage.options(project)
        if let tokens = BrandStage.analyzeTokens(project, options) {
            let (artifact, _) = SwiftConstantsWriter.artifact(tokens.tokens, dark: tokens.dark)
            return String(decoding: artifact.bytes, as: UTF8.self)
        }
        return """
            // BrandTokens.swift: generated by zk-build's plugin. '\(options.tokenPath)' was not found or
            // did not parse, so there are no brand constants; see the build's diagnostics.

            /// The brand tokens of the app (none: the project has no readable brand tokens).
            public enum BrandTokens {}

            """
    }

    /// Standard output of the check, collected across the driver's threads.
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var chunks: [String] = []

        func append(_ text: String) { lock.withLock { chunks.append(text) } }

        var text: String { lock.withLock { chunks.joined() } }
    }
}
