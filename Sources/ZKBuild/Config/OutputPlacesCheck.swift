import ZKCore

/// Lint: `paths.build` and the destinations of `outputs` are where zk-build writes, replaces and
/// deletes, so zk-build.json (which a pull request may change) cannot point them anywhere: each
/// must be relative and inside the project, never `.git`, never an input folder or file or a
/// folder above one, and no two outputs may overlap. Each mistake is a configuration-value error at its value,
/// reported before anything runs.
enum OutputPlacesCheck: Check {
    /// It reports ZKCore's `ConfigurationValueCheck.invalidConfiguration` and declares none of its own.
    static let codes: [DiagnosticCode] = []

    /// One place zk-build writes: its setting, its project-relative path, and whether it is a folder.
    struct Place {
        var key: String
        var path: String
        var isFolder: Bool
        /// The value in zk-build.json, nil for a convention (`build/dictionaries`).
        var value: JSONValue?
    }

    /// `text` with `.` steps and empty steps removed (`./build/` → `build`).
    static func normal(_ text: String) -> String {
        text.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// Whether `inner` is `outer` or lies inside it (both normal project-relative paths).
    static func contains(_ outer: String, _ inner: String) -> Bool {
        inner == outer || inner.hasPrefix(outer + "/")
    }

    /// The folders and files zk-build reads by the configuration (relative ones only).
    static func inputPlaces(_ configuration: ProjectConfiguration) -> [(setting: String, path: String)] {
        var places: [(String, String)] = [
            ("paths.content", configuration.contentPath), ("paths.strings", configuration.stringsPath),
            ("paths.audioManifests", configuration.audioManifestsPath), ("paths.brand", configuration.brandPath),
        ]
        if let assets = configuration.assetsPath { places.append(("paths.assets", assets)) }
        if let marketing = configuration.marketingPath { places.append(("paths.marketing", marketing)) }
        if let audioRoot = configuration.audioRoot, !audioRoot.hasPrefix("/") {
            places.append(("audioRoot", audioRoot))
        }
        return places.map { ($0.0, normal($0.1)) }.filter {
            !$0.1.isEmpty && !$0.1.split(separator: "/").contains("..")
        }
    }

    /// Every mistake in where the build folder and the outputs lie, at its value in zk-build.json.
    static func run(_ input: LoadedConfiguration) -> [Diagnostic] {
        let (configuration, build, destinations, file) = (
            input.configuration, input.buildValue, input.destinations, input.file
        )
        var problems: [Diagnostic] = []
        let inputs = inputPlaces(configuration)
        var places = [Place(key: "paths.build", path: normal(configuration.buildPath), isFolder: true, value: build)]
        for kind in ProjectConfiguration.outputKinds {
            let value = destinations.last { $0.key == kind.key }?.value
            let path =
                configuration.outputs[kind.key].map(normal) ?? normal(configuration.buildPath) + "/" + kind.artifact
            places.append(Place(key: "outputs." + kind.key, path: path, isFolder: kind.isFolder, value: value))
        }
        var reported = Set<String>()
        func report(_ place: Place, _ message: String) {
            guard let value = place.value, reported.insert(place.key).inserted else { return }
            problems.append(
                ConfigurationValueCheck.invalidValue(
                    message, at: SourceLocation(path: file.path, start: value.position)))
        }
        for place in places where place.value != nil {
            let path = place.path
            let shown = "'\(place.key)' is '\(MessageText.escaped(path))'"
            if path.split(separator: "/").first == ".git" {
                report(place, "\(shown), inside the repository's '.git' folder; zk-build never writes there")
            } else if path == ProjectConfiguration.fileName {
                report(place, "\(shown), the configuration itself; give the output a path of its own")
            } else if let input = inputs.first(where: { contains(path, $0.path) }) {
                let relation = input.path == path ? "which is the input folder" : "which holds the input folder"
                report(
                    place,
                    "\(shown), \(relation) '\(input.path)' (\(input.setting)); zk-build writes and deletes there, so give a folder of its own"
                )
            } else if place.key == "paths.build", let input = inputs.first(where: { contains($0.path, path) }) {
                report(
                    place,
                    "\(shown), inside the input folder '\(input.path)' (\(input.setting)), whose stages would read the artifacts; give a folder of its own"
                )
            }
        }
        // No two outputs overlap: one's folder holds no other output (the build folder holds the
        // conventional places, which a destination of `outputs` then must not take).
        for (index, place) in places.enumerated() where place.value != nil {
            for (otherIndex, other) in places.enumerated() where otherIndex != index {
                if place.key == "paths.build", other.value == nil { continue }
                if other.key == "paths.build", contains(other.path, place.path), place.path != other.path { continue }
                let overlaps =
                    place.path == other.path || (other.isFolder && contains(other.path, place.path))
                    || (place.isFolder && contains(place.path, other.path))
                guard overlaps else { continue }
                // Both set: the later one in the file is the mistake.
                if let otherValue = other.value, let value = place.value,
                    otherValue.position.offset > value.position.offset
                {
                    continue
                }
                report(
                    place,
                    "'\(place.key)' is '\(MessageText.escaped(place.path))', which overlaps '\(other.key)' ('\(MessageText.escaped(other.path))'); each output needs a place of its own"
                )
            }
        }
        return problems
    }

    /// Destinations of `outputs` that are, or hold, a file a stage reads (`Brand/brand.json`):
    /// writing there would overwrite an input. Needs the project on disk, so it runs after loading.
    static func overInputs(_ project: Project, stages: [any Stage], file: SourceFile?) -> [Diagnostic] {
        let configuration = project.configuration
        guard let file, !configuration.outputs.isEmpty, let root = JSONReader.read(file).value?.object,
            let outputs = root["outputs"]?.object
        else { return [] }
        // The project page reads the built dictionaries, outputs by design: not an input here.
        var inputs = Set(stages.filter { !($0 is ReportStage) }.flatMap { $0.inputs(in: project) }.map(normal))
        inputs.insert(ProjectConfiguration.fileName)
        var problems: [Diagnostic] = []
        for member in outputs.members {
            guard let destination = configuration.outputs[member.key].map(normal), member.value.string != nil else {
                continue
            }
            guard let input = inputs.sorted().first(where: { contains(destination, $0) }) else { continue }
            let relation = input == destination ? "the input" : "a folder that holds the input"
            problems.append(
                ConfigurationValueCheck.invalidValue(
                    "'outputs.\(member.key)' is '\(MessageText.escaped(destination))', \(relation) '\(MessageText.escaped(input))'; "
                        + "zk-build would overwrite what it reads, so give the output a path of its own",
                    at: SourceLocation(path: file.path, start: member.value.position)))
        }
        return problems
    }
}
