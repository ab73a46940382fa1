/// ISO base media files (MP4, M4A). Boxes are a 32-bit big-endian size and a 4-byte type; size 1
/// means a 64-bit size follows the type, size 0 means "to the end of the enclosing space".
/// The probe walks the top-level box headers (catching truncation anywhere), reads `moov` whole
/// (a few kilobytes for a spoken line) and finds in it the sound track:
///
///     moov ─ mvhd (timescale, duration)
///          └ trak ─ mdia ─ hdlr (handler 'soun')
///                        ├ mdhd (timescale, duration)
///                        └ minf ─ stbl ─ stsd ─ audio sample entry (channels, rate 16.16)
enum MP4Probe {
    /// Box types that may open an ISO base media file.
    static let topLevelTypes: Set<String> = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pdin", "styp"]
    /// A `moov` above this size is not the header of a spoken line; refuse rather than allocate.
    static let maxMoovSize = 64 << 20

    struct Box {
        var type: String
        /// Payload range (after the header) within the enclosing buffer or file.
        var payload: Range<Int>
    }

    static func probe(_ source: some ByteSource) -> Result<AudioFileInfo, ProbeFailure> {
        var offset = 0
        var sawFtyp = false
        var moov: Box?
        var parts = 0
        while offset < source.size {
            parts += 1
            guard parts <= AudioProbe.maxParts else { return .failure(.malformed("more than \(AudioProbe.maxParts) top-level boxes")) }
            let header = source.read(at: offset, count: 16)
            guard header.count >= 8, let size32 = header.u32be(0), let type = header.fourCC(4) else {
                return .failure(.truncated("the box header at offset \(offset) is cut short"))
            }
            let remaining = source.size - offset
            let headerSize: Int, boxSize: Int
            switch BoxExtent(size32: size32, large: header.u64be(8), remaining: remaining) {
            case .valid(let header, let size): (headerSize, boxSize) = (header, size)
            case .largeSizeCutShort:
                return .failure(.truncated("box '\(type)' at offset \(offset) has a 64-bit size cut short by the end of the file"))
            case .pastTheEnd(let declared, let isLarge):
                return .failure(.truncated("box '\(type)' at offset \(offset) declares \(declared) bytes\(isLarge ? " (64-bit size)" : ""), only \(remaining) remain"))
            case .smallerThanHeader(let declared, let header):
                return .failure(.malformed("box '\(type)' at offset \(offset) declares \(declared) bytes, less than its \(header)-byte header"))
            }
            if offset == 0 && !topLevelTypes.contains(type) {
                return .failure(.unknownFormat("the first box is '\(type)', not an MP4 box"))
            }
            if type == "ftyp" { sawFtyp = true }
            if type == "moov" && moov == nil { moov = Box(type: type, payload: (offset + headerSize)..<(offset + boxSize)) }
            offset += boxSize
        }
        guard sawFtyp else { return .failure(.malformed("no 'ftyp' box")) }
        guard let moov else { return .failure(.malformed("no 'moov' box; the file has no header describing its audio")) }
        guard moov.payload.count <= maxMoovSize else {
            return .failure(.malformed("'moov' box of \(moov.payload.count) bytes exceeds the \(maxMoovSize >> 20) MiB a header may need"))
        }
        let bytes = source.read(at: moov.payload.lowerBound, count: moov.payload.count)
        guard bytes.count == moov.payload.count else { return .failure(.truncated("'moov' box is cut short")) }
        return parseMovie(bytes)
    }

    /// The children of the box whose payload is `range` of `bytes`; a child running past its parent is malformed.
    static func children(_ bytes: [UInt8], _ range: Range<Int>, parent: String) -> Result<[Box], ProbeFailure> {
        var boxes: [Box] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            guard boxes.count < AudioProbe.maxParts else { return .failure(.malformed("more than \(AudioProbe.maxParts) boxes in '\(parent)'")) }
            guard let size32 = bytes.u32be(offset), let type = bytes.fourCC(offset + 4) else { break }
            let remaining = range.upperBound - offset
            let large = offset + 16 <= range.upperBound ? bytes.u64be(offset + 8) : nil
            let headerSize: Int, boxSize: Int
            switch BoxExtent(size32: size32, large: large, remaining: remaining) {
            case .valid(let header, let size): (headerSize, boxSize) = (header, size)
            case .largeSizeCutShort:
                return .failure(.malformed("box '\(type)' in '\(parent)' has a 64-bit size cut short by the end of '\(parent)'"))
            case .pastTheEnd(let declared, _):
                return .failure(.malformed("box '\(type)' in '\(parent)' declares \(declared) bytes, past the end of '\(parent)' (\(remaining) remain)"))
            case .smallerThanHeader(let declared, let header):
                return .failure(.malformed("box '\(type)' in '\(parent)' declares \(declared) bytes, less than its \(header)-byte header"))
            }
            boxes.append(Box(type: type, payload: (offset + headerSize)..<(offset + boxSize)))
            offset += boxSize
        }
        return .success(boxes)
    }

    /// The first child of a given type.
    static func child(_ type: String, of box: Box, in bytes: [UInt8]) -> Result<Box?, ProbeFailure> {
        children(bytes, box.payload, parent: box.type).map { $0.first { $0.type == type } }
    }

    /// Timescale and duration of an `mvhd` or `mdhd` payload (version 0: 32-bit fields; 1: 64-bit times).
    static func timing(_ bytes: [UInt8], _ box: Box) -> Result<(timescale: UInt32, duration: UInt64?), ProbeFailure> {
        let start = box.payload.lowerBound
        guard let version = bytes.u8(start) else { return .failure(.malformed("'\(box.type)' is empty")) }
        let needed = version == 1 ? 32 : 20
        guard box.payload.count >= needed else {
            return .failure(.malformed("'\(box.type)' has \(box.payload.count) bytes; version \(version) needs \(needed)"))
        }
        if version == 1 {
            guard let scale = bytes.u32be(start + 20), let duration = bytes.u64be(start + 24) else { return .failure(.malformed("'\(box.type)' is cut short")) }
            return .success((scale, duration == UInt64.max ? nil : duration))
        }
        guard let scale = bytes.u32be(start + 12), let duration = bytes.u32be(start + 16) else { return .failure(.malformed("'\(box.type)' is cut short")) }
        return .success((scale, duration == UInt32.max ? nil : UInt64(duration)))
    }

    static func parseMovie(_ bytes: [UInt8]) -> Result<AudioFileInfo, ProbeFailure> {
        let moov = Box(type: "moov", payload: 0..<bytes.count)
        let top: [Box]
        switch children(bytes, moov.payload, parent: "moov") {
        case .success(let boxes): top = boxes
        case .failure(let failure): return .failure(failure)
        }
        var movieTiming: (timescale: UInt32, duration: UInt64?)?
        if let mvhd = top.first(where: { $0.type == "mvhd" }) {
            switch timing(bytes, mvhd) {
            case .success(let value):
                guard value.timescale > 0 else { return .failure(.malformed("zero timescale in 'mvhd'")) }
                movieTiming = value
            case .failure(let failure): return .failure(failure)
            }
        }
        for trak in top where trak.type == "trak" {
            switch soundTrack(bytes, trak) {
            case .success(.some(let info)):
                var info = info
                if info.durationMs == nil, let movieTiming, let duration = movieTiming.duration {
                    info.durationMs = Duration.milliseconds(units: Double(duration), perSecond: Double(movieTiming.timescale))
                }
                return .success(info)
            case .success(.none): continue
            case .failure(let failure): return .failure(failure)
            }
        }
        return .failure(.malformed("no audio track (no 'trak' whose 'hdlr' is 'soun' with an audio sample entry)"))
    }

    /// The audio description of a `trak`, nil if it is not a sound track.
    static func soundTrack(_ bytes: [UInt8], _ trak: Box) -> Result<AudioFileInfo?, ProbeFailure> {
        do {
            guard let mdia = try child("mdia", of: trak, in: bytes).get() else { return .success(nil) }
            guard let hdlr = try child("hdlr", of: mdia, in: bytes).get() else { return .success(nil) }
            guard hdlr.payload.count >= 12, bytes.fourCC(hdlr.payload.lowerBound + 8) == "soun" else { return .success(nil) }
            guard let mdhd = try child("mdhd", of: mdia, in: bytes).get() else { return .failure(.malformed("sound track without 'mdhd'")) }
            let media = try timing(bytes, mdhd).get()
            guard media.timescale > 0 else { return .failure(.malformed("zero timescale in 'mdhd'")) }
            guard let minf = try child("minf", of: mdia, in: bytes).get(), let stbl = try child("stbl", of: minf, in: bytes).get(),
                let stsd = try child("stsd", of: stbl, in: bytes).get()
            else { return .failure(.malformed("sound track without 'minf'/'stbl'/'stsd'")) }
            let start = stsd.payload.lowerBound
            guard stsd.payload.count >= 8 else { return .failure(.malformed("'stsd' has \(stsd.payload.count) bytes; at least 8 are needed")) }
            guard let count = bytes.u32be(start + 4), count > 0 else { return .failure(.malformed("'stsd' lists no sample entry")) }
            let entries = try children(bytes, (start + 8)..<stsd.payload.upperBound, parent: "stsd").get()
            guard let entry = entries.first else { return .failure(.malformed("'stsd' lists no sample entry")) }
            // Audio sample entry: reserved(6) data_reference_index(2) version(2) revision(2)
            // vendor(4) channelcount(2) samplesize(2) compression_id(2) packet_size(2) samplerate(4, 16.16).
            let body = entry.payload.lowerBound
            guard entry.payload.count >= 28, let channels = bytes.u16be(body + 16), let rate = bytes.u32be(body + 24) else {
                return .failure(.malformed("audio sample entry '\(entry.type)' has \(entry.payload.count) bytes; 28 are needed"))
            }
            guard channels > 0 else { return .failure(.malformed("audio sample entry '\(entry.type)' declares 0 channels")) }
            let sampleRate = rate >> 16 > 0 ? Int(rate >> 16) : Int(media.timescale)
            let duration = media.duration.flatMap { Duration.milliseconds(units: Double($0), perSecond: Double(media.timescale)) }
            return .success(AudioFileInfo(container: .mp4, codec: entry.type, sampleRate: sampleRate, channels: Int(channels), durationMs: duration))
        } catch {
            return .failure(error)
        }
    }
}

/// The extent of an ISO BMFF box from its size fields (ISO/IEC 14496-12 §4.2): a 32-bit size,
/// `1` for a 64-bit size after the type, `0` for "to the end of the container". Shared by the
/// top-level walk and the walk inside `moov`, which only word the problems differently.
enum BoxExtent: Equatable {
    case valid(header: Int, size: Int)
    case largeSizeCutShort
    case pastTheEnd(declared: UInt64, isLarge: Bool)
    case smallerThanHeader(declared: Int, header: Int)

    init(size32: UInt32, large: UInt64?, remaining: Int) {
        let header: Int, size: Int
        switch size32 {
        case 1:
            guard let large else {
                self = .largeSizeCutShort
                return
            }
            guard large <= UInt64(remaining) else {
                self = .pastTheEnd(declared: large, isLarge: true)
                return
            }
            (header, size) = (16, Int(large))
        case 0:
            (header, size) = (8, remaining)
        default:
            guard Int(size32) <= remaining else {
                self = .pastTheEnd(declared: UInt64(size32), isLarge: false)
                return
            }
            (header, size) = (8, Int(size32))
        }
        self = size >= header ? .valid(header: header, size: size) : .smallerThanHeader(declared: size, header: header)
    }
}
