import Foundation
import ZKCore

/// The incremental cache in `build/.zk-cache`: per stage, the key its last run had, the result it
/// produced and the hash of every artifact it wrote. A stage whose key is unchanged (same input
/// bytes, same upstream products and artifacts, same stage and tool version, same configuration)
/// and whose artifacts are on disk as written is skipped and its result replayed.
///
/// The file is one header line and a JSON body:
///
///     zk-build-cache 5 xxh64:<16 hex digits of the body's XXH64>\n
///     {"entries":{…},"folders":[…],"tool":"0.1.0+…","written":{…}}
///
/// The body is the cache's `Codable` form through `JSONValueEncoder`, written by `JSONWriter`
/// (compact, members in code-point order) and read back by `JSONReader`.
///
/// Nothing in it is trusted blindly: a file whose magic, format version, checksum, tool or
/// contents do not fit is discarded whole (with a note under `--verbose`) and every stage reruns.
public struct BuildCache: Sendable, Codable {
    public struct Entry: Sendable, Codable {
        public var key: String
        public var mode: BuildMode
        public var result: StageResult
        /// Hash of each artifact written, to notice a deleted or edited artifact.
        public var outputHashes: [String: String]
    }

    public static let magic = "zk-build-cache"
    /// 3: catalog texts are encoded as key-value pairs in code-point order (look-alike keys stay apart).
    /// 4: `folders`, the folders zk-build made for its artifacts (`clean` removes them when empty).
    /// 5: written by `JSONWriter`, read by `JSONReader`; products as a list of typed products.
    /// 6: `stamps`, the origin of each artifact (`FileStamp`): a file is removed only while it has it.
    public static let formatVersion = 6
    public static let fileName = ".zk-cache"

    /// The tool that wrote the cache (`BuildDriver.toolFingerprint`).
    public var tool: String
    public var entries: [String: Entry] = [:]
    /// Per stage, the artifacts it last wrote (path → hash). Kept when an entry is dropped (a
    /// failed write, held-back artifacts), so that artifacts a stage no longer makes are removed.
    public var written: [String: [String: String]] = [:]
    /// The project-relative folders zk-build made to hold artifacts (sorted): `clean` removes
    /// them when they are empty, and no other folder.
    public var folders: [String] = []
    /// The stamp (`FileStamp`: device, inode, ctime) of each artifact as this machine's zk-build
    /// wrote it. The checksum proves the file whole, not that zk-build wrote it: a cache committed
    /// with hand-placed files cannot know the stamps their checkout gets, so nothing it names is
    /// removed unless its stamp is the one recorded here.
    public var stamps: [String: String] = [:]

    public init(tool: String) { self.tool = tool }

    public static func path(in project: Project) -> String { project.buildFolder + "/" + fileName }

    /// The cache of `project`, or an empty one and why the file on disk was discarded (nil when
    /// there was none).
    /// With `tool` nil the cache of any build of zk-build is accepted (`clean` reads the record of
    /// what was written, whichever build wrote it).
    public static func load(from project: Project, tool: String?) -> (cache: BuildCache, discarded: String?) {
        let path = path(in: project)
        let empty = BuildCache(tool: tool ?? "")
        guard DirectoryWalker.exists(path) else { return (empty, nil) }
        switch FileReader.read(path, displayPath: project.configuration.buildPath + "/" + fileName) {
        case .failure(let error):
            return (empty, error.diagnostic.message)
        case .success(let file):
            switch decode(
                file.bytes, tool: tool, buildPath: project.configuration.buildPath, configuration: project.configuration
            ) {
            case .success(let cache): return (cache, nil)
            case .failure(let problem): return (empty, problem.reason)
            }
        }
    }

    struct Problem: Error {
        var reason: String
    }

    /// Parses and checks the bytes of a cache file.
    static func decode(
        _ bytes: [UInt8], tool: String?, buildPath: String, configuration: ProjectConfiguration? = nil
    ) -> Result<BuildCache, Problem> {
        guard let newline = bytes.firstIndex(of: 0x0A) else {
            return .failure(Problem(reason: "it has no header line"))
        }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").map(String.init)
        guard header.count == 3, header[0] == magic else {
            return .failure(Problem(reason: "it is not a zk-build cache"))
        }
        guard header[1] == String(formatVersion) else {
            return .failure(
                Problem(reason: "its format version is '\(header[1])', this zk-build writes \(formatVersion)"))
        }
        let body = Array(bytes[(newline + 1)...])
        let checksum = "xxh64:" + XXHash64.hex(XXHash64.hash(body))
        guard header[2] == checksum else {
            return .failure(
                Problem(reason: "checksum mismatch: header says \(header[2]), contents hash to \(checksum)"))
        }
        let parsed = JSONReader.read(SourceFile(path: fileName, bytes: body))
        guard !parsed.hasErrors, let tree = parsed.value,
            let cache = try? JSONValueDecoder().decode(BuildCache.self, from: tree)
        else {
            return .failure(Problem(reason: "its contents cannot be decoded"))
        }
        if let tool, cache.tool != tool {
            return .failure(
                Problem(reason: "it was written by another build of zk-build (\(cache.tool); this is \(tool))"))
        }
        // Typed, in two steps: as one untyped expression it took the type checker 230 ms.
        var paths: [String] = cache.entries.values.flatMap { (entry: Entry) -> [String] in
            Array(entry.outputHashes.keys) + entry.result.outputs
        }
        paths += cache.written.values.flatMap { (hashes: [String: String]) -> [String] in Array(hashes.keys) }
        paths += cache.stamps.keys
        if let configuration,
            let outside = cache.folders.first(where: { !OutputRecord.isRecordable($0, configuration) })
        {
            return .failure(Problem(reason: "it names the folder '\(outside)', which leads to no output place"))
        }
        if let outside = paths.first(where: {
            !(configuration?.isOutputPath($0) ?? BuildDriver.isInside(buildPath, $0))
        }) {
            return .failure(Problem(reason: "it names '\(outside)', which is not inside '\(buildPath)/'"))
        }
        return .success(cache)
    }

    /// The file's bytes: header line with the checksum, then the sorted-keys JSON body.
    public func encoded() throws -> [UInt8] {
        let body = Self.writer.bytes(try JSONValueEncoder().encode(self))
        return Array("\(Self.magic) \(Self.formatVersion) xxh64:\(XXHash64.hex(XXHash64.hash(body)))\n".utf8) + body
    }

    /// Compact, members in code-point order: equal caches are equal bytes.
    static let writer = JSONWriter(style: .compact, sortKeys: true)

    public func save(to project: Project) throws {
        try AtomicFileWriter.write(try encoded(), to: Self.path(in: project))
    }

    /// The key of a stage run: stage name and version, tool version, configuration, the hash of
    /// every input file, the products it receives and the artifacts of the stages it depends on.
    public static func key(
        stage: any Stage, toolVersion: String, configuration: ProjectConfiguration, inputs: [(String, UInt64)],
        upstream: StageProducts, upstreamOutputs: [String: String] = [:]
    ) -> String {
        var text = "\(stage.name)\u{0}\(stage.version)\u{0}\(toolVersion)\u{0}"
        let encoder = JSONValueEncoder()
        if let tree = try? encoder.encode(configuration) { text += writer.string(tree) }
        text += "\u{0}"
        for (path, hash) in inputs { text += "\(path)\u{0}\(XXHash64.hex(hash))\n" }
        if let tree = try? encoder.encode(upstream) { text += writer.string(tree) }
        text += "\u{0}"
        for (path, hash) in upstreamOutputs.sorted(by: { $0.key < $1.key }) { text += "\(path)\u{0}\(hash)\n" }
        return XXHash64.hex(XXHash64.hash(text))
    }

    /// Hash of a regular file on disk, nil if it cannot be read.
    public static func hashOfFile(_ path: String) -> String? {
        guard case .success(let file) = FileReader.read(path, displayPath: path) else { return nil }
        return hash(file.bytes)
    }

    public static func hash(_ bytes: [UInt8]) -> String { XXHash64.hex(XXHash64.hash(bytes)) }
}
