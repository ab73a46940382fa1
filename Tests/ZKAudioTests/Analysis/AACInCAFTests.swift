import Testing
import ZKCore

@testable import ZKAudio

/// AAC in CAF (what `afconvert -f caff -d aac` delivers): the packets laid out by the `pakt`
/// table are decoded as the same packets in an M4A are; a table that does not fit the data chunk
/// is reported as not analysed at the entry, never measured from the wrong bytes.
@Suite struct AACInCAFTests {
    static let manifestText = """
        { "locale": "de", "format": {"channels": [2]}, "entries": [
          { "id": "num.7", "file": ↓"Audio/de/num.7.caf", "key": "number.7.word", "text": "sieben", "durationMs": 1600 }
        ] }
        """

    func check(_ bytes: [UInt8]) throws -> [Diagnostic] {
        let text = Self.manifestText.replacingOccurrences(of: "↓", with: "")
        let manifest = try #require(
            ManifestReader.read(SourceFile(path: "Audio-manifests/de.json", text: text)).manifest)
        return AudioFileCheck.run(
            [manifest], files: MemoryAudioFiles(["Audio/de/num.7.caf": bytes]), jobs: 1,
            options: AudioFileCheck.Options(settings: AudioSettings(), analyze: true)
        ).diagnostics
    }

    @Test func aacInCAFMeasuresAsTheSamePacketsInM4A() throws {
        // scripts/remux-aac-caf.py moved the M4A's 70 packets into CAF (priming 1024 in `pakt`);
        // ffmpeg decodes both to the same 70560 samples after the priming.
        let caf = try #require(AudioFixture.named("aac-lc-voice-stereo-44100.caf"))
        let m4a = try #require(AudioFixture.named("aac-lc-voice-stereo-44100.m4a"))
        let cafSource = MemoryByteSource(caf.bytes)
        let m4aSource = MemoryByteSource(m4a.bytes)
        let cafInfo = try AudioProbe.probe(cafSource).get()
        #expect(cafInfo.codec == "aac")
        #expect(cafInfo.frames == 70_560)
        #expect(cafInfo.priming == 1024)
        #expect(cafInfo.encoded?.packets.count == 70)
        guard case .measured(let fromCAF) = FileAnalysis.analyze(cafSource, info: cafInfo),
            case .measured(let fromM4A) = FileAnalysis.analyze(m4aSource, info: try AudioProbe.probe(m4aSource).get())
        else {
            Issue.record("not measured")
            return
        }
        #expect(fromCAF == fromM4A)
        let integrated: Double = fromCAF.integratedLUFS ?? 0
        #expect(abs(integrated + 14.857) <= 0.1, "\(fromCAF)")
        #expect(try check(caf.bytes).isEmpty)
    }

    @Test func aPacketTablePastTheDataIsNotAnalysedAtTheEntry() throws {
        var bytes = try #require(AudioFixture.named("aac-lc-voice-stereo-44100.caf")).bytes
        // The first packet's size (one BER byte) raised: the table now ends past the data chunk.
        let pakt = try #require(Self.chunkBody("pakt", in: bytes))
        #expect(bytes[pakt + 24] < 0x7F)
        bytes[pakt + 24] = 0x7F
        let found = try check(bytes)
        #expect(found.map(\.code) == [NotAnalysedCheck.notAnalysed.code])
        #expect(
            found.first?.message
                == "not analysed: 1 file (AAC in CAF without an AudioSpecificConfig in 'kuki' or whose packet table ('pakt') does not fit its data chunk: not decoded): 'Audio/de/num.7.caf'"
        )
        let marked = try #require(DiagnosticExample("Audio-manifests/de.json", Self.manifestText).markedLocation)
        #expect(found.first?.location?.start?.line == marked.line)
        #expect(found.first?.location?.start?.column == marked.column)
    }

    /// The offset of the body of the first chunk of `type` in a CAF file.
    static func chunkBody(_ type: String, in bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let name = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = bytes[(offset + 4)..<(offset + 12)].reduce(0) { $0 << 8 | Int($1) }
            if name == type { return offset + 12 }
            offset += 12 + size
        }
        return nil
    }
}
