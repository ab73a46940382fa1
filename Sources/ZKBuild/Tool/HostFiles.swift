import ZKCore

/// What a build host reads of the plan: Xcode's file lists (a sandboxed Run Script phase may read
/// only the files its input lists name and write only its outputs) and Makefile depfiles, as
/// `gcc -MD` writes them, for ninja's `deps = gcc` and make.
public enum HostFiles {
    /// The prefix of every path in an Xcode file list: the project folder, as Xcode names it.
    public static let sourceRoot = "$(SRCROOT)/"

    /// An `.xcfilelist`: one path a line, each under `prefix`, in the plan's (sorted) order.
    public static func xcfilelist(_ paths: [String], prefix: String = sourceRoot) -> String {
        paths.map { prefix + $0 + "\n" }.joined()
    }

    /// A depfile: `target: dependency …`, one dependency a line after the first, as gcc writes
    /// them; spaces and `#` escaped with a backslash, `$` doubled.
    public static func depfile(target: String, dependencies: [String]) -> String {
        var text = escaped(target) + ":"
        for dependency in dependencies { text += " \\\n  " + escaped(dependency) }
        return text + "\n"
    }

    /// The target a depfile names when none is given: the depfile's path without `.d`
    /// (`build/zk.stamp.d` → `build/zk.stamp`), which is how a ninja rule names its stamp.
    public static func defaultTarget(ofDepfile path: String) -> String {
        path.hasSuffix(".d") && path.count > 2 ? String(path.dropLast(2)) : path
    }

    static func escaped(_ path: String) -> String {
        var out = ""
        for character in path {
            switch character {
            case " ", "#", "\\": out += "\\" + String(character)
            case "$": out += "$$"
            default: out.append(character)
            }
        }
        return out
    }

    /// The files a run of `plan` reads: every running stage's inputs and metadata inputs, and
    /// zk-build.json when the project has one.
    public static func inputs(of plan: BuildPlan, configuration: String?) -> [String] {
        let read = plan.stages.filter(\.runs).flatMap { $0.inputs + $0.metadataInputs }
        return Array(Set(read + (configuration.map { [$0] } ?? []))).sorted()
    }

    /// What a build of `plan` may write: every running stage's output files and folders.
    public static func outputs(of plan: BuildPlan) -> [String] {
        Array(Set(plan.stages.filter(\.runs).flatMap { $0.outputs + $0.outputFolders })).sorted()
    }

    /// Writes a host file at `path` (relative to the project), only inside the project, never
    /// through a symbolic link and never over one of the run's inputs; the diagnostic that says
    /// why not, or nil.
    static func write(_ text: String, to path: String, project root: String, inputs: Set<String>) -> Diagnostic? {
        if path.hasPrefix("/") || path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) {
            return Diagnostic(
                AtomicFileWriter.writeFailed,
                "'\(path)' is not a path inside the project; a host file is written there only",
                at: SourceLocation(path: path))
        }
        if let link = SymbolicLinkGuard.firstLink(in: path, root: root) {
            return SymbolicLinkGuard.outputThroughLink(path, link: link, action: "write")
        }
        if inputs.contains(path) {
            return Diagnostic(
                AtomicFileWriter.writeFailed, "'\(path)' is an input of the run; it is not overwritten",
                at: SourceLocation(path: path))
        }
        let absolute = root + "/" + path
        do throws(AtomicFileWriter.WriteError) {
            try AtomicFileWriter.write(text, to: absolute)
        } catch {
            return Diagnostic(
                AtomicFileWriter.writeFailed, "cannot write '\(path)': \(error.reason)", at: SourceLocation(path: path))
        }
        return nil
    }
}
