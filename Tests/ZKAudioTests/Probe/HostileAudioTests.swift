import Testing
import ZKCore

@testable import ZKAudio

/// Issue 55's audio files, made sparse here (a header, then zeros the source never holds): no
/// conversion traps and no decoder allocates what a header claims.
@Suite struct HostileAudioTests {
    /// A file of `size` bytes that are `head` and then zeros, read without holding them.
    final class SparseBytes: BoundedBytes {
        let head: [UInt8]
        let size: Int
        private(set) var bytesRead = 0

        init(head: [UInt8], size: Int) {
            self.head = head
            self.size = size
        }

        func read(at offset: Int, count: Int) -> [UInt8] {
            guard offset >= 0, count > 0, offset < size else { return [] }
            let wanted = min(count, size - offset)
            // A test file: what a reader asks for it gets, so an unbounded read shows as one.
            var bytes = [UInt8](repeating: 0, count: wanted)
            for index in 0..<wanted where offset + index < head.count { bytes[index] = head[offset + index] }
            bytesRead += wanted
            return bytes
        }
    }

    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(truncatingIfNeeded: value), UInt8(value >> 8)] }

    /// A WAV of 2.4 GB with a non-PCM tag, a rate of 2^32 - 1 and a byte rate of 1: the frame
    /// estimate (2^63) overflowed the conversion to Int (SIGILL in `probe` and `analyze`). The
    /// duration is unknown now, and the file is reported as not analysed.
    @Test func anAbsurdByteRateGivesNoDurationInsteadOfATrap() throws {
        let dataSize: UInt32 = 0x9000_0000
        var head = Array("RIFF".utf8) + Self.le32(dataSize + 36) + Array("WAVE".utf8)
        head += Array("fmt ".utf8) + Self.le32(16) + Self.le16(0x55) + Self.le16(1) + Self.le32(0xFFFF_FFFF)
        head += Self.le32(1) + Self.le16(1) + Self.le16(0)
        head += Array("data".utf8) + Self.le32(dataSize)
        let source = SparseBytes(head: head, size: head.count + Int(dataSize))
        let info = try AudioProbe.probe(source).get()
        #expect(info.frames == nil)
        #expect(info.durationMs == nil)
        #expect(info.durationSource.hasPrefix("unknown"))
        guard case .notAnalysed = FileAnalysis.analyze(source, info: info) else {
            Issue.record("analysed a file it cannot decode")
            return
        }
        #expect(source.bytesRead < 1 << 20)
    }

    /// An AAC track whose table claims 4 GB packets (a sparse 6 GB `.m4a`) made the analysis
    /// read each packet whole (4.1 GB, then an abort): a packet beyond what AAC-LC can hold is
    /// refused before anything is read.
    @Test func aPacketLargerThanAACLCAllowsIsNotRead() throws {
        let packet = 4 << 30
        let source = SparseBytes(head: [], size: 6 << 30)
        var info = AudioFileInfo(
            container: .mp4, codec: "aac", sampleRate: 44_100, channels: 2, frames: 2048, durationSource: "test")
        // AAC-LC, 44.1 kHz, stereo.
        info.encoded = EncodedTrack(config: [0x12, 0x10], packets: [0..<1024, 1024..<(1024 + packet)])
        guard case .failure(let failure) = AACDecoder.decode(source, info: info) else {
            Issue.record("decoded a packet of 4 GB")
            return
        }
        #expect(failure.description == "AAC packet 2 declares 4294967296 bytes; an AAC-LC packet holds at most 8192")
        #expect(source.bytesRead == 0)
    }
}
