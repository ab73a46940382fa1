import Testing
import ZKCore

@testable import ZKAudio

/// The probes on generated files: valid layouts parse with the right facts, every broken variant
/// yields exactly its diagnostic at the manifest entry, and no probe reads past the buffer.
@Suite struct AudioProbeTests {
    typealias S = SyntheticAudio

    @Test func wavCafAndM4AReportRateChannelsAndDuration() throws {
        let cases: [([UInt8], AudioContainer)] = [
            (S.wav(sampleRate: 44_100, channels: 2, durationMs: 40), .wav),
            (S.wav(sampleRate: 44_100, channels: 2, durationMs: 40, extraChunk: true), .wav),
            (S.caf(sampleRate: 44_100, channels: 2, durationMs: 40), .caf),
            (S.caf(sampleRate: 44_100, channels: 2, durationMs: 40, compressed: true), .caf),
            (S.caf(sampleRate: 44_100, channels: 2, durationMs: 40, dataToEnd: true), .caf),
            (S.m4a(sampleRate: 44_100, channels: 2, durationMs: 40), .mp4),
            (S.m4a(sampleRate: 44_100, channels: 2, durationMs: 40, layout: .init(moovFirst: true)), .mp4),
            (S.m4a(sampleRate: 44_100, channels: 2, durationMs: 40, layout: .init(largeMdat: true)), .mp4),
            (S.m4a(sampleRate: 44_100, channels: 2, durationMs: 40, layout: .init(mdatToEnd: true)), .mp4),
            (S.m4a(sampleRate: 44_100, channels: 2, durationMs: 40, layout: .init(version1: true)), .mp4),
        ]
        for (bytes, container) in cases {
            let info = try AudioProbe.probe(MemoryByteSource(bytes)).get()
            #expect(info.container == container)
            #expect(info.sampleRate == 44_100)
            #expect(info.channels == 2)
            #expect(info.durationMs == 40)
        }
    }

    @Test func probesReadHeadersOnly() {
        // A 3 s M4A with moov at the end: the walk reads box headers and moov, not the payload.
        let m4a = MemoryByteSource(S.m4a(durationMs: 3_000))
        _ = AudioProbe.probe(m4a)
        #expect(m4a.bytesRead < 2_048, "read \(m4a.bytesRead) of \(m4a.size) bytes")
        let wav = MemoryByteSource(S.wav(durationMs: 3_000))
        _ = AudioProbe.probe(wav)
        #expect(wav.bytesRead < 64, "read \(wav.bytesRead) of \(wav.size) bytes")
    }

    // MARK: Broken fixtures, each with exactly its code at the manifest entry

    static let manifestText = """
        { "locale": "de", "entries": [
          { "id": "num.7", "file": ↓"Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": ↑20 }
        ] }
        """

    /// Runs the file check on one file named by the manifest above.
    func diagnostics(_ bytes: [UInt8]?) throws -> [Diagnostic] {
        // The file is named for what it is (a WAV is num.7.wav), so only the broken part is reported.
        let ext =
            bytes.flatMap { AudioProbe.sniff(Array($0.prefix(12))) }.map { $0 == .mp4 ? "m4a" : $0.rawValue } ?? "m4a"
        let name = "Audio/de/num.7.\(ext)"
        let text = Self.manifestText.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
            .replacingOccurrences(of: "Audio/de/num.7.m4a", with: name)
        let manifest = try #require(
            ManifestReader.read(SourceFile(path: "Audio-manifests/de.json", text: text)).manifest)
        let files = MemoryAudioFiles(bytes.map { [name: $0] } ?? [:])
        return AudioFileCheck.run([manifest], files: files, jobs: 1).diagnostics
    }

    /// Line and column of `marker` in the manifest text (with the other marker removed).
    func position(of marker: Character) throws -> (line: Int, column: Int) {
        let other: Character = marker == "↓" ? "↑" : "↓"
        let text = String(Self.manifestText.filter { $0 != other }).replacingOccurrences(of: String(marker), with: "↓")
        let marked = try #require(DiagnosticExample("Audio-manifests/de.json", text).markedLocation)
        return (marked.line, marked.column)
    }

    func expectOnly(
        _ code: DiagnosticCode, _ bytes: [UInt8]?, at marker: Character = "↓", containing words: String? = nil
    ) throws {
        let found = try diagnostics(bytes)
        let place = try position(of: marker)
        #expect(found.count == 1, "\(found.map { "\($0.code) \($0.message)" })")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.code == code.code, "\(diagnostic.code): \(diagnostic.message)")
        #expect(diagnostic.location?.path == "Audio-manifests/de.json")
        #expect(diagnostic.location?.start?.line == place.line)
        #expect(diagnostic.location?.start?.column == place.column)
        if let words { #expect(diagnostic.message.contains(words), "\(diagnostic.message)") }
    }

    @Test func validFileIsClean() throws {
        #expect(try diagnostics(S.m4a(durationMs: 20)).isEmpty)
        #expect(try diagnostics(S.wav(durationMs: 20)).isEmpty)
        #expect(try diagnostics(S.caf(durationMs: 20, compressed: true)).isEmpty)
    }

    @Test func missingFile() throws { try expectOnly(AudioFileCheck.fileMissing, nil, containing: "does not exist") }

    @Test func emptyFile() throws { try expectOnly(AudioHeaderCheck.fileEmpty, []) }

    @Test func unknownFormat() throws {
        try expectOnly(
            AudioHeaderCheck.unknownFormat, Array("ID3\u{4}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}".utf8),
            containing: "MP3")
        try expectOnly(AudioHeaderCheck.unknownFormat, Array("hello, studio".utf8), containing: "text")
    }

    @Test func truncatedHeader() throws {
        try expectOnly(AudioHeaderCheck.fileTruncated, Array(S.wav().prefix(30)), containing: "RIFF header declares")
        try expectOnly(AudioHeaderCheck.fileTruncated, Array(S.wav().prefix(6)), containing: "too few for a WAV header")
        try expectOnly(
            AudioHeaderCheck.fileTruncated, Array(S.caf().prefix(14)),
            containing: "chunk header at offset 8 is cut short")
        try expectOnly(
            AudioHeaderCheck.fileTruncated, Array(S.caf().prefix(20)),
            containing: "chunk 'desc' at offset 8 declares 32 bytes, only 0 remain")
        try expectOnly(AudioHeaderCheck.fileTruncated, Array(S.m4a().prefix(10)), containing: "ftyp")
    }

    @Test func chunkSizeBeyondTheFile() throws {
        var wav = S.wav()
        // Keep the RIFF size honest but make 'data' claim more than there is.
        let dataAt = try #require(indexOf("data", in: wav))
        wav.replaceSubrange((dataAt + 4)..<(dataAt + 8), with: S.le32(1_000_000))
        try expectOnly(AudioHeaderCheck.fileTruncated, wav, containing: "chunk 'data'")
        var caf = S.caf()
        let cafData = try #require(indexOf("data", in: caf))
        caf.replaceSubrange((cafData + 4)..<(cafData + 12), with: S.be64(1 << 40))
        try expectOnly(AudioHeaderCheck.fileTruncated, caf, containing: "chunk 'data'")
        let m4a = Array(S.m4a(durationMs: 100).dropLast(7))
        try expectOnly(AudioHeaderCheck.fileTruncated, m4a, containing: "box 'moov'")
    }

    @Test func zeroTimescale() throws {
        try expectOnly(AudioHeaderCheck.malformedHeader, S.m4a(timescale: 0), containing: "zero timescale")
    }

    @Test func boxSizeOneWithA64BitSize() throws {
        // Valid: mdat with size 1 and a correct 64-bit size.
        #expect(try diagnostics(S.m4a(durationMs: 20, layout: .init(largeMdat: true))).isEmpty)
        var beyond = S.m4a(layout: .init(largeMdat: true))
        let mdat = try #require(indexOf("mdat", in: beyond))
        beyond.replaceSubrange((mdat + 4)..<(mdat + 12), with: S.be64(UInt64.max))
        try expectOnly(AudioHeaderCheck.fileTruncated, beyond, containing: "64-bit size")
        var tooSmall = beyond
        tooSmall.replaceSubrange((mdat + 4)..<(mdat + 12), with: S.be64(12))
        try expectOnly(AudioHeaderCheck.malformedHeader, tooSmall, containing: "less than its 16-byte header")
    }

    @Test func boxSizeZero() throws {
        // Valid: the last box runs to the end of the file.
        #expect(try diagnostics(S.m4a(durationMs: 20, layout: .init(mdatToEnd: true))).isEmpty)
        // A size-0 ftyp swallows the rest of the file: no moov is left.
        var swallowed = S.m4a()
        swallowed.replaceSubrange(0..<4, with: S.be32(0))
        try expectOnly(AudioHeaderCheck.malformedHeader, swallowed, containing: "no 'moov' box")
    }

    @Test func otherMalformedHeaders() throws {
        var noChannels = S.wav()
        noChannels.replaceSubrange(22..<24, with: S.le16(0))
        try expectOnly(AudioHeaderCheck.malformedHeader, noChannels, containing: "0 channels")
        let noFmt = Array("RIFF".utf8) + S.le32(4) + Array("WAVE".utf8)
        try expectOnly(AudioHeaderCheck.malformedHeader, noFmt, containing: "no 'fmt ' chunk")
        var nanRate = S.caf()
        nanRate.replaceSubrange(20..<28, with: S.be64(Double.nan.bitPattern))
        try expectOnly(AudioHeaderCheck.malformedHeader, nanRate, containing: "sample rate")
    }

    /// Found by scripts/fuzz-audio.sh: an 'stsd' shorter than its own version, flags and count.
    @Test func shortSampleDescriptionIsMalformedNotACrash() throws {
        var m4a = S.m4a()
        let stsd = try #require(indexOf("stsd", in: m4a))
        m4a.replaceSubrange((stsd - 4)..<stsd, with: S.be32(12))
        guard case .failure(.malformed) = AudioProbe.probe(MemoryByteSource(m4a)) else {
            Issue.record("expected a malformed header")
            return
        }
    }

    @Test func sampleRateOffTheDeclaredFormat() throws {
        try expectOnly(
            SampleRateCheck.sampleRateMismatch, S.m4a(sampleRate: 22_050),
            containing: "22050 Hz; 'de.json' expects 44100 Hz or 48000 Hz")
    }

    @Test func channelsOffTheDeclaredFormat() throws {
        try expectOnly(ChannelCountCheck.channelMismatch, S.wav(channels: 2), containing: "2 channels; voice lines")
    }

    @Test func durationOffTheTolerance() throws {
        try expectOnly(
            DurationCheck.durationMismatch, S.caf(durationMs: 900), at: "↑",
            containing: "lasts 900 ms, but the manifest says 20 ms")
        // 20 ms declared: 5 % is 1 ms, so the 20 ms floor applies.
        #expect(try diagnostics(S.caf(durationMs: 40)).isEmpty, "within the 20 ms floor")
        try expectOnly(
            DurationCheck.durationMismatch, S.caf(durationMs: 50), at: "↑",
            containing: "(+150 %; tolerance ±20 ms: 5 %, at least 20 ms)")
    }

    @Test func aWAVNamedM4AIsReportedNamingBoth() throws {
        let manifest = try #require(
            ManifestReader.read(
                SourceFile(
                    path: "Audio-manifests/de.json",
                    text: Self.manifestText
                        .replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: ""))
            ).manifest)
        let found = AudioFileCheck.run(
            [manifest], files: MemoryAudioFiles(["Audio/de/num.7.m4a": S.wav(durationMs: 20)]), jobs: 1
        ).diagnostics
        #expect(found.map(\.code) == [ContainerNameCheck.containerMismatch.code])
        #expect(
            found.first?.message
                == "audio file 'Audio/de/num.7.m4a' is a WAV file (pcm_s16le), but its name says MP4/M4A ('.m4a')")
        let place = try position(of: "↓")
        #expect(found.first?.location?.start?.line == place.line)
        #expect(found.first?.location?.start?.column == place.column)
    }

    @Test func audioFilesOnDiskAreReadThroughPread() throws {
        let folder = try TemporaryFolder()
        try folder.write("Audio/de/num.7.m4a", S.m4a(durationMs: 20))
        let source = try FileByteSource(path: folder.path + "/Audio/de/num.7.m4a")
        #expect(try AudioProbe.probe(source).get().durationMs == 20)
        #expect(throws: FileByteSource.OpenError.missing) {
            try FileByteSource(path: folder.path + "/Audio/de/none.m4a")
        }
        #expect(throws: FileByteSource.OpenError.notAFile) { try FileByteSource(path: folder.path + "/Audio") }
    }

    func indexOf(_ fourCC: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(fourCC.utf8)
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == needle }
    }
}
