/// Recognises a file's container from its first bytes and hands it to the matching probe.
/// Reads headers only; whatever the file claims about itself, no read goes past its end.
public enum AudioProbe {
    /// Probe cap on chunks or boxes walked, so a file of millions of tiny chunks cannot stall a run.
    static let maxParts = 4096

    public static func probe(_ source: some ByteSource) -> Result<AudioFileInfo, ProbeFailure> {
        guard source.size > 0 else { return .failure(.empty) }
        let magic = source.read(at: 0, count: 12)
        switch sniff(magic) {
        case .some(.wav): return WAVProbe.probe(source)
        case .some(.caf): return CAFProbe.probe(source)
        case .some(.mp4): return MP4Probe.probe(source)
        case .none:
            if magic.count < 12, let container = prefixMatch(magic) {
                return .failure(
                    .truncated(
                        "the file has \(magic.count) byte\(magic.count == 1 ? "" : "s"), too few for a \(container) header"
                    ))
            }
            return .failure(.unknownFormat(describe(magic)))
        }
    }

    /// The container of a file that starts with `magic` (its first 12 bytes), if it is one zk-audio reads.
    static func sniff(_ magic: [UInt8]) -> AudioContainer? {
        if magic.count >= 12, ["RIFF", "RF64", "BW64"].contains(magic.fourCC(0) ?? ""), magic.fourCC(8) == "WAVE" {
            return .wav
        }
        if magic.count >= 8 && magic.fourCC(0) == "caff" { return .caf }
        if magic.count >= 8, let type = magic.fourCC(4), MP4Probe.topLevelTypes.contains(type) { return .mp4 }
        return nil
    }

    /// For a file too short to sniff: the container whose magic it starts like.
    private static func prefixMatch(_ magic: [UInt8]) -> String? {
        let candidates: [(String, [UInt8])] = [
            ("WAV", Array("RIFF".utf8)), ("WAV", Array("RF64".utf8)), ("CAF", Array("caff".utf8)),
        ]
        for (name, prefix) in candidates where magic.count <= prefix.count + 8 {
            let n = min(magic.count, prefix.count)
            if n > 0 && Array(magic[0..<n]) == Array(prefix[0..<n]) { return name }
        }
        if magic.count > 4, magic.count < 8 {
            let partial = Array(magic[4...])
            if MP4Probe.topLevelTypes.contains(where: { Array($0.utf8).starts(with: partial) }) { return "MP4" }
        }
        return nil
    }

    /// What the first bytes look like, for the unknown-format message.
    static func describe(_ magic: [UInt8]) -> String {
        func starts(_ text: String) -> Bool { magic.starts(with: Array(text.utf8)) }
        if starts("ID3") || (magic.count >= 2 && magic[0] == 0xFF && magic[1] & 0xE0 == 0xE0) {
            return "the file looks like MP3, not WAV, CAF or MP4/M4A"
        }
        if starts("OggS") { return "the file looks like Ogg, not WAV, CAF or MP4/M4A" }
        if starts("fLaC") { return "the file looks like FLAC, not WAV, CAF or MP4/M4A" }
        if starts("FORM") { return "the file looks like AIFF, not WAV, CAF or MP4/M4A" }
        if starts("RIFF") { return "the file is RIFF but not WAVE (found '\(magic.fourCC(8) ?? "?")')" }
        if starts("RF64") || starts("BW64") {
            return "the file is \(magic.fourCC(0) ?? "RF64") but not WAVE (found '\(magic.fourCC(8) ?? "?")')"
        }
        let shown = FourCC.text(Array(magic.prefix(4)))
        let printable = magic.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        return printable
            ? "the file looks like text ('\(shown)…'), not WAV, CAF or MP4/M4A"
            : "unrecognised leading bytes '\(shown)'; expected WAV, CAF or MP4/M4A"
    }
}
