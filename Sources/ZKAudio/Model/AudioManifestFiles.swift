import ZKCore

/// Which files of a manifests folder are manifests, and reading a set of them.
public enum AudioManifestFiles {
    /// The manifests among the `.json` files of the folder (relative paths): top-level files only,
    /// so `schemas/manifest.schema.json` is not taken for one.
    public static func manifestPaths(_ relativeJSONPaths: [String]) -> [String] {
        relativeJSONPaths.filter { !$0.contains("/") && $0.hasSuffix(".json") }.sorted { $0.precedesByCodePoints($1) }
    }

    /// Parses manifest files; shape and syntax diagnostics included.
    public static func read(_ files: [SourceFile]) -> (manifests: [AudioManifest], diagnostics: [Diagnostic]) {
        var manifests: [AudioManifest] = []
        var diagnostics: [Diagnostic] = []
        for file in files.sorted(by: { $0.path.precedesByCodePoints($1.path) }) {
            let (manifest, found) = ManifestReader.read(file)
            diagnostics += found
            if let manifest { manifests.append(manifest) }
        }
        return (manifests, diagnostics)
    }
}
