import ZKCore

/// One audio manifest (`Audio-manifests/<locale>.json` or `common.json`): what the studio
/// delivered, with the position of every field so checks can point at it.
public struct AudioManifest: Sendable, Hashable {
    /// The locale name of `common.json`, which holds the locale-independent sounds.
    public static let commonLocale = "common"

    /// Project-relative path (`Audio-manifests/ru.json`).
    public var path: String
    /// `de`, `en`, `ru`, … or `common`.
    public var locale: String
    public var localePosition: SourcePosition?
    /// The file format the project declares for this manifest's recordings.
    public var format: AudioFormatRequirement
    /// The manifest's own floor of the duration tolerance (`durationToleranceMs`), if it sets one.
    public var durationToleranceOverride: Int?
    public var entries: [Entry]

    public var isCommon: Bool { locale.hasSameCodePoints(as: Self.commonLocale) }

    /// File name without folder (`ru.json`), for notes.
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    public init(
        path: String, locale: String, localePosition: SourcePosition? = nil, format: AudioFormatRequirement,
        durationToleranceOverride: Int? = nil, entries: [Entry]
    ) {
        self.path = path
        self.locale = locale
        self.localePosition = localePosition
        self.format = format
        self.durationToleranceOverride = durationToleranceOverride
        self.entries = entries
    }

    /// One delivered recording.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var file: String
        /// The string key whose value the line speaks (voice lines).
        public var key: String?
        /// The exact text that was recorded (voice lines).
        public var text: String?
        public var durationMs: Int
        public var take: Int?
        public var version: String?
        /// Where the entry's object starts, and where each field's value starts.
        public var position: SourcePosition
        public var idPosition: SourcePosition
        public var filePosition: SourcePosition
        public var keyPosition: SourcePosition?
        public var textPosition: SourcePosition?
        public var durationPosition: SourcePosition

        public init(
            id: String, file: String, key: String? = nil, text: String? = nil, durationMs: Int, take: Int? = nil,
            version: String? = nil, position: SourcePosition, idPosition: SourcePosition, filePosition: SourcePosition,
            keyPosition: SourcePosition? = nil, textPosition: SourcePosition? = nil, durationPosition: SourcePosition
        ) {
            self.id = id
            self.file = file
            self.key = key
            self.text = text
            self.durationMs = durationMs
            self.take = take
            self.version = version
            self.position = position
            self.idPosition = idPosition
            self.filePosition = filePosition
            self.keyPosition = keyPosition
            self.textPosition = textPosition
            self.durationPosition = durationPosition
        }
    }

    /// A location in this manifest.
    public func location(_ position: SourcePosition?) -> SourceLocation {
        SourceLocation(path: path, start: position)
    }
}

/// The sample rates and channel counts a manifest's files may have.
public struct AudioFormatRequirement: Sendable, Hashable {
    public var sampleRates: [Int]
    public var channels: [Int]
    /// Where the manifest declares it (nil: the default applies).
    public var position: SourcePosition?

    public init(sampleRates: [Int], channels: [Int], position: SourcePosition? = nil) {
        self.sampleRates = sampleRates
        self.channels = channels
        self.position = position
    }

    /// Voice: 44.1 or 48 kHz, mono. Sounds may be stereo.
    public static let voiceDefault = AudioFormatRequirement(sampleRates: [44_100, 48_000], channels: [1])
    public static let soundDefault = AudioFormatRequirement(sampleRates: [44_100, 48_000], channels: [1, 2])
}
