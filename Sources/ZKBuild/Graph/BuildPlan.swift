import Foundation
import ZKCore

/// What a run will do, decided before anything runs: the stages in the order they may start,
/// each with its typed edges (the stages it waits for and the products they hand it), the files it
/// reads and the outputs it may write. `zk-build plan` prints it; the driver runs it and writes
/// only what it declares; hosts (Xcode's file lists, depfiles, Bazel rules) read the same plan.
public struct BuildPlan: Sendable, Encodable {
    /// A stage another waits for, and the kinds of product it hands on (none: order only).
    public struct Edge: Sendable, Encodable, Hashable {
        public var stage: String
        public var products: [String]
    }

    /// One stage of the plan.
    public struct Step: Sendable, Encodable {
        public var name: String
        /// Whether the stage runs: zk-build.json does not switch it off and the project holds
        /// anything for it (a stage that does not run reads and writes nothing).
        public var runs: Bool
        public var dependsOn: [Edge]
        public var products: [String]
        /// Project-relative files read, keyed by their bytes.
        public var inputs: [String]
        /// Large files read in part (recordings), keyed by size and time.
        public var metadataInputs: [String]
        /// What the stage may write (also when it does not run: it then removes what it wrote before).
        public var outputs: [String]
        public var outputFolders: [String]

        /// The declaration the driver holds the stage's artifacts to.
        public var declaredOutputs: StageOutputs { StageOutputs(files: outputs, folders: outputFolders) }
    }

    public var tool: String
    public var version: String
    public var buildFolder: String
    public var stages: [Step]

    /// The plan of `graph`'s `selected` stages (all when nil) for `project`, in dependency order
    /// (a stage after every stage it depends on; otherwise in the graph's order).
    public static func make(_ graph: StageGraph, _ project: Project, selected: Set<String>? = nil) -> BuildPlan {
        var steps: [Step] = []
        var placed = Set<String>()
        var pending = graph.stages.filter { selected?.contains($0.name) ?? true }
        while !pending.isEmpty {
            guard let next = pending.firstIndex(where: { $0.dependencies.allSatisfy(placed.contains) }) else { break }
            let stage = pending.remove(at: next)
            placed.insert(stage.name)
            steps.append(step(stage, graph, project))
        }
        return BuildPlan(
            tool: "zk-build", version: ToolVersion.current, buildFolder: project.configuration.buildPath, stages: steps)
    }

    static func step(_ stage: any Stage, _ graph: StageGraph, _ project: Project) -> Step {
        let outputs = stage.outputs(in: project)
        let edges = stage.dependencies.map { name in
            Edge(stage: name, products: (graph.stage(name)?.products ?? []).map(\.rawValue).sorted())
        }
        let runs = project.configuration.runs(stage: stage.name) && stage.hasInputs(in: project)
        return Step(
            name: stage.name, runs: runs, dependsOn: edges, products: stage.products.map(\.rawValue).sorted(),
            inputs: runs ? Array(Set(stage.inputs(in: project))).sorted() : [],
            metadataInputs: runs ? Array(Set(stage.metadataInputs(in: project))).sorted() : [],
            outputs: outputs.files, outputFolders: outputs.folders)
    }

    public func step(_ name: String) -> Step? { stages.first { $0.name == name } }

    /// Every file any stage reads, sorted (what a host declares as the run's inputs).
    public var allInputs: [String] { Array(Set(stages.flatMap { $0.inputs + $0.metadataInputs })).sorted() }

    /// Every file and folder any stage may write, sorted.
    public var allOutputs: [String] { Array(Set(stages.flatMap { $0.outputs + $0.outputFolders })).sorted() }

    /// The plan as JSON: keys sorted, two-space indentation, the same bytes for the same project.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        // Foundation writes an empty array over three lines; one is enough.
        let text = String(decoding: data, as: UTF8.self)
        return text.replacingOccurrences(of: #"\[\s*\n\s*\]"#, with: "[]", options: .regularExpression) + "\n"
    }

    /// The plan for a reader: one block per stage.
    public func text() -> String {
        var out = ""
        for step in stages {
            let edges = step.dependsOn.map { edge in
                edge.products.isEmpty ? edge.stage : "\(edge.stage) (\(edge.products.joined(separator: ", ")))"
            }
            out += "\(step.name)\(step.runs ? "" : " (nothing to do: no inputs)")\n"
            if !edges.isEmpty { out += "  after:   \(edges.joined(separator: ", "))\n" }
            out += "  reads:   \(step.inputs.count + step.metadataInputs.count) file(s)\n"
            for file in step.outputs { out += "  writes:  \(file)\n" }
            for folder in step.outputFolders { out += "  fills:   \(folder)/\n" }
        }
        return out
    }
}
