import ZKCore

/// Turns a manifest file into an `AudioManifest`: JSON syntax problems as the reader gives them,
/// shape problems from `ManifestShapeCheck` (the manifest's schema), and the model made
/// of what is usable — an entry needs a non-empty `id` and `file` and a `durationMs` in range;
/// a value of the wrong form is left out (the schema has reported it) and its default kept.
public enum ManifestReader {
    /// Upper bound of `durationMs`: ten minutes, far beyond any spoken line or jingle (the schema's `maximum`).
    public static let maxDurationMs = 600_000

    public static func read(_ file: SourceFile) -> (manifest: AudioManifest?, diagnostics: [Diagnostic]) {
        read(file, parsed: JSONReader.read(file))
    }

    /// Same, for a file the caller has already parsed (the driver parses each file once).
    public static func read(
        _ file: SourceFile, parsed: JSONParseResult
    ) -> (manifest: AudioManifest?, diagnostics: [Diagnostic]) {
        var diagnostics = parsed.diagnostics
        guard let root = parsed.value else { return (nil, diagnostics) }
        let (manifest, readable) = model(root, path: file.path)
        diagnostics += ManifestShapeCheck.check(root, path: file.path, readable: { readable.contains($0) })
        return (manifest, diagnostics)
    }

    /// The locale a manifest's file name stands for (`Audio-manifests/ru.json` → `ru`).
    public static func locale(fromPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// The manifest, and the indexes in `entries` of the elements that became entries.
    private static func model(_ root: JSONValue, path: String) -> (AudioManifest?, Set<Int>) {
        guard let object = root.object else { return (nil, []) }
        // The file name is the locale; a `locale` that says otherwise is a shape error.
        let locale = locale(fromPath: path)
        let localeValue = object["locale"]
        let localePosition = localeValue?.string == nil ? nil : localeValue?.position
        let isCommon = locale.hasSameCodePoints(as: AudioManifest.commonLocale)
        var format = isCommon ? AudioFormatRequirement.soundDefault : AudioFormatRequirement.voiceDefault
        if let value = object["format"], let fields = value.object {
            format.position = value.position
            if let rates = fields["sampleRates"].flatMap({ integers($0, range: 8_000...384_000) }) {
                format.sampleRates = rates
            }
            if let channels = fields["channels"].flatMap({ integers($0, range: 1...8) }) { format.channels = channels }
        }
        let tolerance = object["durationToleranceMs"]?.int.flatMap { (0...10_000).contains($0) ? $0 : nil }
        var entries: [AudioManifest.Entry] = []
        var readable = Set<Int>()
        for (index, value) in (object["entries"]?.array ?? []).enumerated() {
            if let entry = entry(value) {
                entries.append(entry)
                readable.insert(index)
            }
        }
        let manifest = AudioManifest(
            path: path, locale: locale, localePosition: localePosition, format: format,
            durationToleranceOverride: tolerance,
            entries: entries)
        return (manifest, readable)
    }

    /// A non-empty array of integers all in `range`, else nil (the default stays).
    private static func integers(_ value: JSONValue, range: ClosedRange<Int>) -> [Int]? {
        guard let array = value.array, !array.isEmpty else { return nil }
        let numbers = array.compactMap(\.int).filter(range.contains)
        return numbers.count == array.count ? numbers : nil
    }

    private static func entry(_ value: JSONValue) -> AudioManifest.Entry? {
        guard let object = value.object, let id = text(object, "id"), let file = text(object, "file"),
            let duration = object["durationMs"], let durationMs = duration.int, (1...maxDurationMs).contains(durationMs)
        else { return nil }
        let key = text(object, "key")
        let spoken = text(object, "text")
        return AudioManifest.Entry(
            id: id.value, file: file.value, key: key?.value, text: spoken?.value, durationMs: durationMs,
            take: object["take"]?.int.flatMap { $0 >= 1 ? $0 : nil }, version: text(object, "version")?.value,
            position: value.position, idPosition: id.position, filePosition: file.position, keyPosition: key?.position,
            textPosition: spoken?.position, durationPosition: duration.position)
    }

    /// A member that is a non-empty string, with where its value starts.
    private static func text(_ object: JSONObject, _ key: String) -> (value: String, position: SourcePosition)? {
        guard let value = object[key], let text = value.string, !text.isEmpty else { return nil }
        return (text, value.position)
    }
}
