import Foundation
import ZKCore

/// The incremental cache in `build/.zk-cache.json`: per stage, the key its last run had and the
/// result it produced. A stage whose key is unchanged (same input bytes, same upstream products,
/// same stage and tool version, same configuration) is skipped and its result replayed.
public struct BuildCache: Sendable, Codable {
    public struct Entry: Sendable, Codable, Hashable {
        public var key: String
        public var mode: BuildMode
        public var result: StageResult
        /// Hash of each output written, to notice a deleted or edited artifact.
        public var outputHashes: [String: String]
    }

    public static let formatVersion = 1
    public var formatVersion = BuildCache.formatVersion
    public var entries: [String: Entry] = [:]

    public init() {}

    public static func path(in project: Project) -> String { project.buildFolder + "/.zk-cache.json" }

    /// Loads the cache; a missing, unreadable or outdated cache is simply empty.
    public static func load(from project: Project) -> BuildCache {
        guard let data = FileManager.default.contents(atPath: path(in: project)),
            let cache = try? JSONDecoder().decode(BuildCache.self, from: data),
            cache.formatVersion == formatVersion
        else { return BuildCache() }
        return cache
    }

    public func save(to project: Project) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(self)
        try AtomicFileWriter.write([UInt8](data), to: Self.path(in: project))
    }

    /// The key of a stage run: stage name and version, tool version, configuration, the hash of
    /// every input file, and the products it receives.
    public static func key(
        stage: any Stage, toolVersion: String, configuration: ProjectConfiguration, inputs: [(String, UInt64)],
        upstream: StageProducts
    ) -> String {
        var text = "\(stage.name)\u{0}\(stage.version)\u{0}\(toolVersion)\u{0}"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(configuration) { text += String(decoding: data, as: UTF8.self) }
        text += "\u{0}"
        for (path, hash) in inputs { text += "\(path)\u{0}\(XXHash64.hex(hash))\n" }
        if let data = try? encoder.encode(upstream) { text += String(decoding: data, as: UTF8.self) }
        return XXHash64.hex(XXHash64.hash(text))
    }

    /// Hash of a file on disk, nil if it cannot be read.
    public static func hashOfFile(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return XXHash64.hex(XXHash64.hash([UInt8](data)))
    }
}
