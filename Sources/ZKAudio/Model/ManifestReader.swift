import ZKCore

/// Turns a manifest file into an `AudioManifest`, reporting JSON syntax problems as the reader
/// gives them and every shape problem (a missing, unknown or mistyped field) as ZK4001.
/// The rules mirror `Audio-manifests/schemas/manifest.schema.json`.
public enum ManifestReader: DeclaresCodes {
    public static let codes = [manifestShape]

    public static let manifestShape = DiagnosticCode(
        "ZK4001", .error, phase: .structure, summary: "a manifest field is missing, unknown or of the wrong type",
        explanation: """
            An audio manifest is an object with `locale` (its file name without `.json`: `de`, \
            `en`, `ru` or `common`), optional `format` (`sampleRates`, `channels`) and \
            `durationToleranceMs`, and `entries`. Each entry has `id`, `file` (relative to the audio \
            root), `durationMs` (1 to 600000), optional `take` and `version`; a voice line also has \
            `key` (the string key it speaks) and `text` (what was recorded). \
            `Audio-manifests/schemas/manifest.schema.json` describes the same shape for editors.
            """,
        broken: DiagnosticExample("Audio-manifests/de.json", """
            {
              "locale": "de",
              "entries": [
                ↓{ "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", ↓"duration": 640 }
              ]
            }
            """),
        fixed: DiagnosticExample("Audio-manifests/de.json", """
            {
              "locale": "de",
              "entries": [
                { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
              ]
            }
            """))

    /// Top-level keys a manifest may hold.
    public static let manifestKeys = ["$schema", "locale", "format", "durationToleranceMs", "entries"]
    /// Keys an entry may hold.
    public static let entryKeys = ["id", "file", "key", "text", "durationMs", "take", "version"]
    public static let formatKeys = ["sampleRates", "channels"]
    /// Upper bound of `durationMs`: ten minutes, far beyond any spoken line or jingle.
    public static let maxDurationMs = 600_000

    public static func read(_ file: SourceFile) -> (manifest: AudioManifest?, diagnostics: [Diagnostic]) {
        read(file, parsed: JSONReader.read(file))
    }

    /// Same, for a file the caller has already parsed (the driver parses each file once).
    public static func read(_ file: SourceFile, parsed: JSONParseResult) -> (manifest: AudioManifest?, diagnostics: [Diagnostic]) {
        var diagnostics = parsed.diagnostics
        guard let root = parsed.value else { return (nil, diagnostics) }
        var shape = ShapeReporter(path: file.path)
        let manifest = read(root, path: file.path, shape: &shape)
        diagnostics += shape.diagnostics
        return (manifest, diagnostics)
    }

    /// The locale a manifest's file name stands for (`Audio-manifests/ru.json` → `ru`).
    public static func locale(fromPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    private static func read(_ root: JSONValue, path: String, shape: inout ShapeReporter) -> AudioManifest? {
        guard let object = root.object else {
            shape.report("expected an object at the top of the manifest, found \(root.typeName)", at: root.position)
            return nil
        }
        shape.unknownKeys(object, known: manifestKeys, what: "manifest")
        let expectedLocale = locale(fromPath: path)
        var locale = expectedLocale
        var localePosition: SourcePosition?
        if let value = shape.required(object, "locale", in: "manifest", at: root.position) {
            if let text = value.string {
                localePosition = value.position
                if !text.hasSameCodePoints(as: expectedLocale) {
                    shape.report("manifest declares locale '\(text)' but its file name says '\(expectedLocale)'", at: value.position)
                } else {
                    locale = text
                }
            } else {
                shape.wrongType("locale", expected: "string", value)
            }
        }
        let isCommon = locale.hasSameCodePoints(as: AudioManifest.commonLocale)
        var format = isCommon ? AudioFormatRequirement.soundDefault : AudioFormatRequirement.voiceDefault
        if let value = object["format"] {
            format = readFormat(value, default: format, shape: &shape)
        }
        var tolerance: Int?
        if let value = object["durationToleranceMs"] {
            if let number = value.int, number >= 0, number <= 10_000 {
                tolerance = number
            } else {
                shape.report("'durationToleranceMs' must be an integer from 0 to 10000, found \(describe(value))", at: value.position)
            }
        }
        var entries: [AudioManifest.Entry] = []
        if let value = shape.required(object, "entries", in: "manifest", at: root.position) {
            if let array = value.array {
                entries = array.compactMap { readEntry($0, shape: &shape) }
            } else {
                shape.wrongType("entries", expected: "array", value)
            }
        }
        return AudioManifest(
            path: path, locale: locale, localePosition: localePosition, format: format, durationToleranceOverride: tolerance,
            entries: entries)
    }

    private static func readFormat(_ value: JSONValue, default fallback: AudioFormatRequirement, shape: inout ShapeReporter) -> AudioFormatRequirement {
        guard let object = value.object else {
            shape.wrongType("format", expected: "object", value)
            return fallback
        }
        shape.unknownKeys(object, known: formatKeys, what: "'format'")
        var format = fallback
        format.position = value.position
        if let rates = object["sampleRates"] {
            if let list = integers(rates, range: 8_000...384_000) {
                format.sampleRates = list
            } else {
                shape.report("'sampleRates' must be a non-empty array of sample rates in Hz (8000 to 384000)", at: rates.position)
            }
        }
        if let channels = object["channels"] {
            if let list = integers(channels, range: 1...8) {
                format.channels = list
            } else {
                shape.report("'channels' must be a non-empty array of channel counts (1 to 8)", at: channels.position)
            }
        }
        return format
    }

    private static func integers(_ value: JSONValue, range: ClosedRange<Int>) -> [Int]? {
        guard let array = value.array, !array.isEmpty else { return nil }
        let numbers = array.compactMap(\.int).filter(range.contains)
        return numbers.count == array.count ? numbers : nil
    }

    private static func readEntry(_ value: JSONValue, shape: inout ShapeReporter) -> AudioManifest.Entry? {
        guard let object = value.object else {
            shape.report("expected an entry object, found \(value.typeName)", at: value.position)
            return nil
        }
        shape.unknownKeys(object, known: entryKeys, what: "entry")
        let id = shape.requiredString(object, "id", at: value.position)
        let file = shape.requiredString(object, "file", at: value.position)
        let key = shape.optionalString(object, "key")
        let text = shape.optionalString(object, "text")
        let version = shape.optionalString(object, "version")
        var duration: (Int, SourcePosition)?
        if let member = shape.required(object, "durationMs", in: "entry", at: value.position) {
            if let number = member.int, number >= 1, number <= maxDurationMs {
                duration = (number, member.position)
            } else {
                shape.report("'durationMs' must be an integer from 1 to \(maxDurationMs), found \(describe(member))", at: member.position)
            }
        }
        var take: Int?
        if let member = object["take"] {
            if let number = member.int, number >= 1 {
                take = number
            } else {
                shape.report("'take' must be a positive integer, found \(describe(member))", at: member.position)
            }
        }
        if let id, AudioID.kind(of: id.value) == .voice {
            if key == nil, object["key"] == nil {
                shape.report("voice line '\(id.value)' lacks 'key', the string key whose text it speaks", at: value.position)
            }
            if text == nil, object["text"] == nil {
                shape.report("voice line '\(id.value)' lacks 'text', the text that was recorded", at: value.position)
            }
        }
        guard let id, let file, let duration else { return nil }
        return AudioManifest.Entry(
            id: id.value, file: file.value, key: key?.value, text: text?.value, durationMs: duration.0, take: take,
            version: version?.value, position: value.position, idPosition: id.position, filePosition: file.position,
            keyPosition: key?.position, textPosition: text?.position, durationPosition: duration.1)
    }

    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .number(let number): JSONWriter.format(number)
        case .string(let text): "\"\(text)\""
        default: value.typeName
        }
    }
}

/// Collects the ZK4001 diagnostics of one manifest.
private struct ShapeReporter {
    let path: String
    var diagnostics: [Diagnostic] = []

    mutating func report(_ message: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(ManifestReader.manifestShape, message, at: SourceLocation(path: path, start: position)))
    }

    mutating func wrongType(_ key: String, expected: String, _ value: JSONValue) {
        report("'\(key)' must be \(expected == "array" || expected == "object" ? "an" : "a") \(expected), found \(value.typeName)", at: value.position)
    }

    mutating func unknownKeys(_ object: JSONObject, known: [String], what: String) {
        for member in object.members where !known.contains(where: { $0.hasSameCodePoints(as: member.key) }) {
            var message = "unknown key '\(member.key)' in \(what)"
            if let near = EditDistance.nearest(to: member.key, in: known) { message += "; did you mean '\(near)'?" }
            diagnostics.append(Diagnostic(
                ManifestReader.manifestShape, message, at: SourceLocation(path: path, start: member.keyPosition),
                notes: [Diagnostic.Note("known keys: \(known.joined(separator: ", "))")]))
        }
    }

    mutating func required(_ object: JSONObject, _ key: String, in what: String, at position: SourcePosition) -> JSONValue? {
        if let value = object[key] { return value }
        report("\(what) lacks the required key '\(key)'", at: position)
        return nil
    }

    mutating func requiredString(_ object: JSONObject, _ key: String, at position: SourcePosition) -> (value: String, position: SourcePosition)? {
        guard let value = required(object, key, in: "entry", at: position) else { return nil }
        guard let text = value.string, !text.isEmpty else {
            if value.string == nil {
                wrongType(key, expected: "string", value)
            } else {
                report("'\(key)' must not be empty", at: value.position)
            }
            return nil
        }
        return (text, value.position)
    }

    mutating func optionalString(_ object: JSONObject, _ key: String) -> (value: String, position: SourcePosition)? {
        guard let value = object[key] else { return nil }
        guard let text = value.string, !text.isEmpty else {
            if value.string == nil {
                wrongType(key, expected: "string", value)
            } else {
                report("'\(key)' must not be empty", at: value.position)
            }
            return nil
        }
        return (text, value.position)
    }
}
