import ZKCore

/// The stages of a run and their dependencies, checked once at start-up: every dependency names
/// a stage that exists, no name is taken twice, and there is no cycle. A selection of stages
/// (`zk-build check strings audio`) is closed over what the selected stages need.
public struct StageGraph: Sendable {
    public let stages: [any Stage]
    /// Stage name → its position in `stages`.
    let position: [String: Int]

    /// The graph, or the internal errors (`InternalError`) that make it unusable.
    public static func make(_ stages: [any Stage]) -> Result<StageGraph, GraphError> {
        var position: [String: Int] = [:]
        var problems: [Diagnostic] = []
        for (index, stage) in stages.enumerated() {
            if position[stage.name] != nil {
                problems.append(Diagnostic(InternalError.internalError, Self.duplicateStage(stage.name)))
            } else {
                position[stage.name] = index
            }
        }
        for stage in stages {
            for dependency in stage.dependencies where position[dependency] == nil {
                problems.append(Diagnostic(InternalError.internalError, Self.unknownDependency(stage.name, dependency)))
            }
        }
        guard problems.isEmpty else { return .failure(GraphError(diagnostics: problems)) }
        let graph = StageGraph(stages: stages, position: position)
        if let cycle = graph.cycle() {
            return .failure(GraphError(diagnostics: [Diagnostic(InternalError.internalError, Self.cycle(cycle))]))
        }
        return .success(graph)
    }

    public struct GraphError: Error, Sendable {
        public var diagnostics: [Diagnostic]
    }

    public var names: [String] { stages.map(\.name) }

    public func stage(_ name: String) -> (any Stage)? { position[name].map { stages[$0] } }

    /// The stages named and every stage they depend on, transitively; an unknown name is a usage
    /// error that suggests the nearest stage.
    public func closure(of selected: [String]) throws(UsageError) -> Set<String> {
        var result = Set<String>()
        var pending: [String] = []
        for name in selected {
            guard position[name] != nil else {
                throw UsageError(Self.unknownStage(name, known: names), commandPath: [])
            }
            pending.append(name)
        }
        while let name = pending.popLast() {
            guard result.insert(name).inserted, let stage = stage(name) else { continue }
            pending += stage.dependencies
        }
        return result
    }

    /// The names of a dependency cycle, if there is one.
    func cycle() -> [String]? {
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        var path: [String] = []
        func visit(_ name: String) -> [String]? {
            if state[name] == 2 { return nil }
            if state[name] == 1 {
                let start = path.firstIndex(of: name) ?? 0
                return Array(path[start...]) + [name]
            }
            state[name] = 1
            path.append(name)
            for dependency in stage(name)?.dependencies ?? [] {
                if let found = visit(dependency) { return found }
            }
            path.removeLast()
            state[name] = 2
            return nil
        }
        for stage in stages {
            if let found = visit(stage.name) { return found }
        }
        return nil
    }

    static func unknownStage(_ name: String, known: [String]) -> String {
        var message = "unknown stage '\(name)'"
        if let near = EditDistance.nearest(to: name, in: known) { message += "; did you mean '\(near)'?" }
        return message + " (stages: \(known.joined(separator: ", ")))"
    }

    static func unknownDependency(_ stage: String, _ dependency: String) -> String {
        "stage '\(stage)' depends on '\(dependency)', which is not a stage of this build"
    }

    static func duplicateStage(_ name: String) -> String { "two stages are named '\(name)'" }

    static func cycle(_ names: [String]) -> String { "stage dependency cycle: \(names.joined(separator: " → "))" }
}
