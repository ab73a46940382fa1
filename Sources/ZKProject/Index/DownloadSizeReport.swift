import ZKCore

/// What the app bundle carries, in bytes: the files of the asset catalogs and the audio
/// recordings, per kind, category and locale, with the budgets of `zk-build.json` measured
/// against them. Plain data, so the build report and the project page show the same figures.
public struct DownloadSizeReport: Sendable, Codable, Hashable {
    /// One cell of the table: the files of one kind, category and locale.
    public struct Line: Sendable, Codable, Hashable {
        /// `assets` or `audio`.
        public var kind: String
        /// Asset-name category (`friend`, `glyph`, `other`) or audio kind (`num`, `prompt`, `sfx`, `music`).
        public var category: String
        /// A locale (`de`), or `all` for what every locale uses.
        public var locale: String
        public var bytes: Int
        public var files: Int

        public init(kind: String, category: String, locale: String, bytes: Int, files: Int) {
            self.kind = kind
            self.category = category
            self.locale = locale
            self.bytes = bytes
            self.files = files
        }
    }

    /// One file, for the list of the biggest.
    public struct FileSize: Sendable, Codable, Hashable {
        public var path: String
        public var bytes: Int
        public var kind: String
        public var category: String
        public var locale: String

        public init(path: String, bytes: Int, kind: String, category: String, locale: String) {
            self.path = path
            self.bytes = bytes
            self.kind = kind
            self.category = category
            self.locale = locale
        }
    }

    /// A budget and what it measured: `scope` is `total`, `category <name>` or `locale <name>`.
    public struct Budget: Sendable, Codable, Hashable {
        public var scope: String
        public var limit: Int
        public var used: Int
        public var exceeded: Bool { used > limit }

        public init(scope: String, limit: Int, used: Int) {
            self.scope = scope
            self.limit = limit
            self.used = used
        }
    }

    /// Sorted by kind, category, locale.
    public var lines: [Line]
    public var totalBytes: Int
    /// The biggest files, largest first (at most 20).
    public var biggest: [FileSize]
    public var budgets: [Budget]

    public init(lines: [Line] = [], totalBytes: Int = 0, biggest: [FileSize] = [], budgets: [Budget] = []) {
        self.lines = lines
        self.totalBytes = totalBytes
        self.biggest = biggest
        self.budgets = budgets
    }

    /// `1.23 MB`, `456 KB`, `789 bytes`: decimal units, as App Store Connect counts.
    public static func text(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return String(format2(Double(bytes) / 1_000_000)) + " MB" }
        if bytes >= 1_000 { return String(format2(Double(bytes) / 1_000)) + " KB" }
        return "\(bytes) byte\(bytes == 1 ? "" : "s")"
    }

    static func format2(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        return fraction == 0
            ? "\(whole)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction % 10 == 0 ? fraction / 10 : fraction)"
    }
}

extension DownloadSizeReport {
    /// The report as `build/reports/download-size.json`, written by ZKCore's one JSON writer:
    /// keys sorted, two-space indented, ending in a newline, the same bytes for the same figures.
    /// Its keys are the `Codable` ones, so `JSONDecoder` reads it back.
    public func json() -> String { JSONWriter(style: .pretty, sortKeys: true).string(jsonValue) }

    public var jsonValue: JSONValue {
        .object([
            (
                "biggest",
                .array(
                    biggest.map { file in
                        .object([
                            ("bytes", .int(file.bytes)), ("category", .string(file.category)),
                            ("kind", .string(file.kind)),
                            ("locale", .string(file.locale)), ("path", .string(file.path)),
                        ])
                    })
            ),
            (
                "budgets",
                .array(
                    budgets.map { budget in
                        .object([
                            ("limit", .int(budget.limit)), ("scope", .string(budget.scope)),
                            ("used", .int(budget.used)),
                        ])
                    })
            ),
            (
                "lines",
                .array(
                    lines.map { line in
                        .object([
                            ("bytes", .int(line.bytes)), ("category", .string(line.category)),
                            ("files", .int(line.files)),
                            ("kind", .string(line.kind)), ("locale", .string(line.locale)),
                        ])
                    })
            ),
            ("totalBytes", .int(totalBytes)),
        ])
    }
}
