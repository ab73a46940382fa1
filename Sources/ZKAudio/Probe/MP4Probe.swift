/// ISO base media files (MP4, M4A, QuickTime). Boxes are a 32-bit big-endian size and a 4-byte
/// type; size 1 means a 64-bit size follows the type, size 0 means "to the end of the enclosing
/// space". The probe walks the top-level box headers (catching truncation anywhere, `moov`
/// before or after `mdat`), reads `moov` whole (a few kilobytes for a spoken line) and every
/// `moof`, and finds the sound track:
///
///     moov ─ mvhd (movie timescale)            ─ mvex ─ mehd (fragment duration), trex (defaults)
///          ├ udta ─ meta ─ ilst ─ ---- iTunSMPB (priming, padding, frames)
///          └ trak ─ tkhd (track ID)  ─ edts ─ elst (what is played: priming and padding cut)
///                 └ mdia ─ hdlr 'soun', mdhd (media timescale, duration)
///                        └ minf ─ stbl ─ stts (sample durations)
///                                      └ stsd ─ mp4a ─ esds (AudioSpecificConfig) | wave ─ esds
///                                               alac ─ alac (magic cookie)   chan | chnl
///     moof ─ traf ─ tfhd (track ID, default duration), trun (sample durations)   sidx (durations)
///
/// Channels and rate come from the codec configuration (the sample entry's channel field is a
/// template that ffmpeg sets to 2); the duration is the one played (edit list, else iTunSMPB,
/// else the media duration, or the fragments summed), in frames at the output rate.
enum MP4Probe {
    /// Box types that may open an ISO base media file.
    static let topLevelTypes: Set<String> = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pdin", "styp"]
    /// A `moov` above this size is not the header of a spoken line; refuse rather than allocate.
    static let maxMoovSize = 64 << 20
    /// A movie fragment header larger than this is not read (its duration then stays unknown).
    static let maxMoofSize = 4 << 20

    struct Box {
        var type: String
        /// Payload range (after the header) within the enclosing buffer or file.
        var payload: Range<Int>
    }

    static func probe(_ source: some ByteSource) -> Result<AudioFileInfo, ProbeFailure> {
        let boxes: TopLevel
        switch readTopLevel(source) {
        case .success(let read): boxes = read
        case .failure(let failure): return .failure(failure)
        }
        guard boxes.sawFtyp else { return .failure(.malformed("no 'ftyp' box")) }
        guard let moov = boxes.moov else {
            return .failure(.malformed("no 'moov' box; the file has no header describing its audio"))
        }
        guard moov.payload.count <= maxMoovSize else {
            return .failure(
                .malformed(
                    "'moov' box of \(moov.payload.count) bytes exceeds the \(maxMoovSize >> 20) MiB a header may need"))
        }
        let bytes = source.read(at: moov.payload.lowerBound, count: moov.payload.count)
        guard bytes.count == moov.payload.count else { return .failure(.truncated("'moov' box is cut short")) }
        let track: SoundTrack
        switch parseMovie(bytes) {
        case .success(let found): track = found
        case .failure(let failure): return .failure(failure)
        }
        var fragments: FragmentTotals?
        if track.fragmented {
            switch fragmentTotals(source, boxes, track: track) {
            case .success(let totals): fragments = totals
            case .failure(let failure): return .failure(failure)
            }
        }
        var found = track
        if found.codec == "mp3", let first = found.packets?.first,
            let header = MPEGAudioHeader(source.read(at: first.lowerBound, count: 4))
        {
            // The sample entry's channel field is a template (ffmpeg writes 2); the frame header says.
            if header.channels != found.channels {
                found.remarks.append(
                    "the sample entry's channel field says \(found.channels); the first MP3 frame says \(header.channels)"
                )
            }
            found.channels = header.channels
            found.sampleRate = header.sampleRate
        }
        return .success(found.info(fragments: fragments))
    }

    /// The top-level boxes the probe reads: whether there is an `ftyp` (or `styp`), the first
    /// `moov`, every `moof` and `sidx`.
    struct TopLevel {
        var sawFtyp = false
        var moov: Box?
        var moofs: [Box] = []
        var sidxs: [Box] = []
    }

    /// Every top-level box header, to the end of the file.
    static func readTopLevel(_ source: some ByteSource) -> Result<TopLevel, ProbeFailure> {
        var boxes = TopLevel()
        var offset = 0
        var parts = 0
        while offset < source.size {
            parts += 1
            guard parts <= AudioProbe.maxParts else {
                return .failure(.malformed("more than \(AudioProbe.maxParts) top-level boxes"))
            }
            let header = source.read(at: offset, count: 16)
            guard header.count >= 8, let size32 = header.u32be(0), let type = header.fourCC(4) else {
                return .failure(.truncated("the box header at offset \(offset) is cut short"))
            }
            let remaining = source.size - offset
            let headerSize: Int
            let boxSize: Int
            switch BoxExtent(size32: size32, large: header.u64be(8), remaining: remaining) {
            case .valid(let header, let size): (headerSize, boxSize) = (header, size)
            case .largeSizeCutShort:
                return .failure(
                    .truncated("box '\(type)' at offset \(offset) has a 64-bit size cut short by the end of the file"))
            case .pastTheEnd(let declared, let isLarge):
                return .failure(
                    .truncated(
                        "box '\(type)' at offset \(offset) declares \(declared) bytes\(isLarge ? " (64-bit size)" : ""), only \(remaining) remain"
                    ))
            case .smallerThanHeader(let declared, let header):
                return .failure(
                    .malformed(
                        "box '\(type)' at offset \(offset) declares \(declared) bytes, less than its \(header)-byte header"
                    ))
            }
            if offset == 0 && !topLevelTypes.contains(type) {
                return .failure(.unknownFormat("the first box is '\(type)', not an MP4 box"))
            }
            let box = Box(type: type, payload: (offset + headerSize)..<(offset + boxSize))
            switch type {
            case "ftyp", "styp": boxes.sawFtyp = true
            case "moov": if boxes.moov == nil { boxes.moov = box }
            case "moof": boxes.moofs.append(box)
            case "sidx": boxes.sidxs.append(box)
            default: break
            }
            offset += boxSize
        }
        return .success(boxes)
    }

    /// The durations of a fragmented track: each `moof`'s runs, and the `sidx` segment durations.
    static func fragmentTotals(
        _ source: some ByteSource, _ boxes: TopLevel, track: SoundTrack
    ) -> Result<FragmentTotals, ProbeFailure> {
        var totals = FragmentTotals()
        for moof in boxes.moofs {
            guard moof.payload.count <= maxMoofSize else {
                totals.unknown = true
                continue
            }
            let body = source.read(at: moof.payload.lowerBound, count: moof.payload.count)
            guard body.count == moof.payload.count else { return .failure(.truncated("'moof' box is cut short")) }
            switch fragmentDuration(body, track: track) {
            case .success(let units):
                if let units { totals.units += units } else { totals.unknown = true }
            case .failure(let failure): return .failure(failure)
            }
        }
        for sidx in boxes.sidxs where sidx.payload.count <= maxMoofSize {
            let body = source.read(at: sidx.payload.lowerBound, count: sidx.payload.count)
            if let seconds = segmentIndexSeconds(body) { totals.sidxSeconds = (totals.sidxSeconds ?? 0) + seconds }
        }
        totals.count = boxes.moofs.count
        return .success(totals)
    }

    /// Durations summed over the movie fragments of the sound track.
    struct FragmentTotals {
        /// Media timescale units.
        var units: UInt64 = 0
        var unknown = false
        var count = 0
        var sidxSeconds: Double?
    }

    // MARK: The movie header

    /// The children of the box whose payload is `range` of `bytes`; a child running past its parent is malformed.
    static func children(_ bytes: [UInt8], _ range: Range<Int>, parent: String) -> Result<[Box], ProbeFailure> {
        var boxes: [Box] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            guard boxes.count < AudioProbe.maxParts else {
                return .failure(.malformed("more than \(AudioProbe.maxParts) boxes in '\(parent)'"))
            }
            guard let size32 = bytes.u32be(offset), let type = bytes.fourCC(offset + 4) else { break }
            // QuickTime ends some atom lists with a 4-byte zero terminator.
            if size32 == 0 && range.upperBound - offset < 8 { break }
            let remaining = range.upperBound - offset
            let large = offset + 16 <= range.upperBound ? bytes.u64be(offset + 8) : nil
            let headerSize: Int
            let boxSize: Int
            switch BoxExtent(size32: size32, large: large, remaining: remaining) {
            case .valid(let header, let size): (headerSize, boxSize) = (header, size)
            case .largeSizeCutShort:
                return .failure(
                    .malformed("box '\(type)' in '\(parent)' has a 64-bit size cut short by the end of '\(parent)'"))
            case .pastTheEnd(let declared, _):
                return .failure(
                    .malformed(
                        "box '\(type)' in '\(parent)' declares \(declared) bytes, past the end of '\(parent)' (\(remaining) remain)"
                    ))
            case .smallerThanHeader(let declared, let header):
                return .failure(
                    .malformed(
                        "box '\(type)' in '\(parent)' declares \(declared) bytes, less than its \(header)-byte header"))
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
            return .failure(
                .malformed("'\(box.type)' has \(box.payload.count) bytes; version \(version) needs \(needed)"))
        }
        if version == 1 {
            guard let scale = bytes.u32be(start + 20), let duration = bytes.u64be(start + 24) else {
                return .failure(.malformed("'\(box.type)' is cut short"))
            }
            return .success((scale, duration == UInt64.max ? nil : duration))
        }
        guard let scale = bytes.u32be(start + 12), let duration = bytes.u32be(start + 16) else {
            return .failure(.malformed("'\(box.type)' is cut short"))
        }
        return .success((scale, duration == UInt32.max ? nil : UInt64(duration)))
    }

    static func parseMovie(_ bytes: [UInt8]) -> Result<SoundTrack, ProbeFailure> {
        do {
            let moov = Box(type: "moov", payload: 0..<bytes.count)
            let top = try children(bytes, moov.payload, parent: "moov").get()
            var movieTimescale: UInt32 = 0
            if let mvhd = top.first(where: { $0.type == "mvhd" }) {
                let value = try timing(bytes, mvhd).get()
                guard value.timescale > 0 else { return .failure(.malformed("zero timescale in 'mvhd'")) }
                movieTimescale = value.timescale
            }
            var extends: (fragmentDuration: UInt64?, defaults: [UInt32: UInt32])?
            if let mvex = top.first(where: { $0.type == "mvex" }) {
                extends = try movieExtends(bytes, mvex)
            }
            let smpb = top.first { $0.type == "udta" }.flatMap { iTunSMPB(bytes, $0) }
            for trak in top where trak.type == "trak" {
                guard var track = try soundTrack(bytes, trak) else { continue }
                track.movieTimescale = movieTimescale
                track.smpb = smpb
                if let extends {
                    track.fragmented = true
                    track.fragmentDuration = extends.fragmentDuration
                    track.trexDefaultDuration = extends.defaults[track.trackID]
                }
                return .success(track)
            }
            return .failure(.malformed("no audio track (no 'trak' whose 'hdlr' is 'soun' with an audio sample entry)"))
        } catch {
            return .failure(error)
        }
    }

    /// `mehd` (fragment_duration in the movie timescale) and each `trex`'s default sample duration.
    static func movieExtends(
        _ bytes: [UInt8], _ mvex: Box
    ) throws(ProbeFailure) -> (fragmentDuration: UInt64?, defaults: [UInt32: UInt32]) {
        var duration: UInt64?
        var defaults: [UInt32: UInt32] = [:]
        for box in try children(bytes, mvex.payload, parent: "mvex").get() {
            let at = box.payload.lowerBound
            if box.type == "mehd", let version = bytes.u8(at) {
                duration = version == 1 ? bytes.u64be(at + 4) : bytes.u32be(at + 4).map(UInt64.init)
                if box.payload.count < (version == 1 ? 12 : 8) { duration = nil }
            } else if box.type == "trex", box.payload.count >= 24, let id = bytes.u32be(at + 4),
                let sampleDuration = bytes.u32be(at + 12)
            {
                defaults[id] = sampleDuration
            }
        }
        return (duration, defaults)
    }

    /// The audio description of a `trak`, nil if it is not a sound track.
    static func soundTrack(_ bytes: [UInt8], _ trak: Box) throws(ProbeFailure) -> SoundTrack? {
        let boxes = try children(bytes, trak.payload, parent: "trak").get()
        guard let mdia = boxes.first(where: { $0.type == "mdia" }) else { return nil }
        guard let hdlr = try child("hdlr", of: mdia, in: bytes).get() else { return nil }
        guard hdlr.payload.count >= 12, bytes.fourCC(hdlr.payload.lowerBound + 8) == "soun" else { return nil }
        guard let mdhd = try child("mdhd", of: mdia, in: bytes).get() else {
            throw .malformed("sound track without 'mdhd'")
        }
        let media = try timing(bytes, mdhd).get()
        guard media.timescale > 0 else { throw .malformed("zero timescale in 'mdhd'") }
        guard let minf = try child("minf", of: mdia, in: bytes).get(),
            let stbl = try child("stbl", of: minf, in: bytes).get(),
            let stsd = try child("stsd", of: stbl, in: bytes).get()
        else { throw .malformed("sound track without 'minf'/'stbl'/'stsd'") }
        var trackID: UInt32 = 0
        if let tkhd = boxes.first(where: { $0.type == "tkhd" }), let version = bytes.u8(tkhd.payload.lowerBound) {
            trackID = bytes.u32be(tkhd.payload.lowerBound + (version == 1 ? 20 : 12)) ?? 0
        }
        var edits: [SoundTrack.Edit] = []
        if let edts = boxes.first(where: { $0.type == "edts" }), let elst = try child("elst", of: edts, in: bytes).get()
        {
            edits = try editList(bytes, elst)
        }
        let start = stsd.payload.lowerBound
        guard stsd.payload.count >= 8 else {
            throw .malformed("'stsd' has \(stsd.payload.count) bytes; at least 8 are needed")
        }
        guard let count = bytes.u32be(start + 4), count > 0 else { throw .malformed("'stsd' lists no sample entry") }
        let entries = try children(bytes, (start + 8)..<stsd.payload.upperBound, parent: "stsd").get()
        guard let entry = entries.first else { throw .malformed("'stsd' lists no sample entry") }
        var track = try SampleEntry.read(bytes, entry, mediaTimescale: media.timescale)
        track.trackID = trackID
        track.mediaTimescale = media.timescale
        track.mediaDuration = media.duration
        track.edits = edits
        if let stts = try child("stts", of: stbl, in: bytes).get() {
            track.sampleTableUnits = timeToSampleTotal(bytes, stts)
        }
        track.packets = MP4SampleTable.packets(bytes, try children(bytes, stbl.payload, parent: "stbl").get())
        if let sampleSize = bytes.u16be(entry.payload.lowerBound + 18), sampleSize > 0, track.codec.hasPrefix("pcm_") {
            track.bitDepth = Int(sampleSize)
        }
        return track
    }

    /// `elst` entries: segment duration (movie timescale), media time (media timescale; -1 = empty edit).
    static func editList(_ bytes: [UInt8], _ elst: Box) throws(ProbeFailure) -> [SoundTrack.Edit] {
        let at = elst.payload.lowerBound
        guard let version = bytes.u8(at), let count = bytes.u32be(at + 4) else {
            throw .malformed("'elst' is cut short")
        }
        let size = version == 1 ? 20 : 12
        guard Int(count) <= (elst.payload.count - 8) / size else {
            throw .malformed("'elst' lists \(count) edits in \(elst.payload.count) bytes")
        }
        var edits: [SoundTrack.Edit] = []
        for index in 0..<Int(count) {
            let entry = at + 8 + index * size
            if version == 1 {
                guard let duration = bytes.u64be(entry), let time = bytes.u64be(entry + 8) else {
                    throw .malformed("'elst' is cut short")
                }
                edits.append(.init(segmentDuration: duration, mediaTime: Int64(bitPattern: time)))
            } else {
                guard let duration = bytes.u32be(entry), let time = bytes.u32be(entry + 4) else {
                    throw .malformed("'elst' is cut short")
                }
                edits.append(.init(segmentDuration: UInt64(duration), mediaTime: Int64(Int32(bitPattern: time))))
            }
        }
        return edits
    }

    /// The sum of `stts` (sample count × delta), in the media timescale; nil when malformed.
    static func timeToSampleTotal(_ bytes: [UInt8], _ stts: Box) -> UInt64? {
        let at = stts.payload.lowerBound
        guard let count = bytes.u32be(at + 4), Int(count) <= (stts.payload.count - 8) / 8 else { return nil }
        var total: UInt64 = 0
        for index in 0..<Int(count) {
            guard let samples = bytes.u32be(at + 8 + index * 8), let delta = bytes.u32be(at + 12 + index * 8) else {
                return nil
            }
            let (product, overflow) = UInt64(samples).multipliedReportingOverflow(by: UInt64(delta))
            guard !overflow else { return nil }
            total &+= product
        }
        return total
    }

    /// iTunes' gapless information: `udta/meta/ilst/----` named `iTunSMPB`, a text of hex words
    /// ` 00000000 <priming> <padding> <original frames> …`.
    static func iTunSMPB(_ bytes: [UInt8], _ udta: Box) -> SoundTrack.Gapless? {
        guard case .success(let boxes) = children(bytes, udta.payload, parent: "udta"),
            let meta = boxes.first(where: { $0.type == "meta" })
        else { return nil }
        // ISO's meta is a full box (4 bytes of version and flags); QuickTime's is not.
        var metaBody = meta
        if meta.payload.count >= 4, bytes.u32be(meta.payload.lowerBound) == 0 {
            metaBody.payload = (meta.payload.lowerBound + 4)..<meta.payload.upperBound
        }
        guard case .success(let inMeta) = children(bytes, metaBody.payload, parent: "meta"),
            let ilst = inMeta.first(where: { $0.type == "ilst" }),
            case .success(let items) = children(bytes, ilst.payload, parent: "ilst")
        else { return nil }
        for item in items where item.type == "----" {
            guard case .success(let parts) = children(bytes, item.payload, parent: "----"),
                let name = parts.first(where: { $0.type == "name" }),
                let data = parts.first(where: { $0.type == "data" }),
                name.payload.count > 4, data.payload.count > 8
            else { continue }
            let label = String(decoding: bytes[(name.payload.lowerBound + 4)..<name.payload.upperBound], as: UTF8.self)
            guard label == "iTunSMPB" else { continue }
            let text = String(decoding: bytes[(data.payload.lowerBound + 8)..<data.payload.upperBound], as: UTF8.self)
            let words = text.split(separator: " ").compactMap { UInt64($0, radix: 16) }
            guard words.count >= 4 else { return nil }
            return SoundTrack.Gapless(priming: words[1], padding: words[2], frames: words[3])
        }
        return nil
    }

    // MARK: Fragments

    /// The sound track's duration in one `moof` (media timescale), nil when a run gives no duration.
    static func fragmentDuration(_ bytes: [UInt8], track: SoundTrack) -> Result<UInt64?, ProbeFailure> {
        do {
            var total: UInt64 = 0
            for traf in try children(bytes, 0..<bytes.count, parent: "moof").get() where traf.type == "traf" {
                let boxes = try children(bytes, traf.payload, parent: "traf").get()
                guard let tfhd = boxes.first(where: { $0.type == "tfhd" }),
                    let flags = bytes.u32be(tfhd.payload.lowerBound),
                    let id = bytes.u32be(tfhd.payload.lowerBound + 4)
                else { return .failure(.malformed("'traf' without a complete 'tfhd'")) }
                guard id == track.trackID || track.trackID == 0 else { continue }
                var at = tfhd.payload.lowerBound + 8
                if flags & 0x01 != 0 { at += 8 }
                if flags & 0x02 != 0 { at += 4 }
                var defaultDuration = track.trexDefaultDuration
                if flags & 0x08 != 0 { defaultDuration = bytes.u32be(at) }
                for trun in boxes where trun.type == "trun" {
                    let start = trun.payload.lowerBound
                    guard let runFlags = bytes.u32be(start), let count = bytes.u32be(start + 4) else {
                        return .failure(.malformed("'trun' is cut short"))
                    }
                    var entry = start + 8
                    if runFlags & 0x01 != 0 { entry += 4 }
                    if runFlags & 0x04 != 0 { entry += 4 }
                    let fields = [0x100, 0x200, 0x400, 0x800].filter { runFlags & UInt32($0) != 0 }.count
                    guard Int(count) <= (trun.payload.upperBound - entry) / max(1, fields * 4) || fields == 0 else {
                        return .failure(.malformed("'trun' lists \(count) samples in \(trun.payload.count) bytes"))
                    }
                    if runFlags & 0x100 != 0 {
                        for index in 0..<Int(count) {
                            guard let duration = bytes.u32be(entry + index * fields * 4) else {
                                return .failure(.malformed("'trun' is cut short"))
                            }
                            total &+= UInt64(duration)
                        }
                    } else if let defaultDuration {
                        total &+= UInt64(count) * UInt64(defaultDuration)
                    } else {
                        return .success(nil)
                    }
                }
            }
            return .success(total)
        } catch {
            return .failure(error)
        }
    }

    /// The subsegment durations of a `sidx`, in seconds; nil when malformed.
    static func segmentIndexSeconds(_ bytes: [UInt8]) -> Double? {
        guard let version = bytes.u8(0), let timescale = bytes.u32be(8), timescale > 0 else { return nil }
        let countAt = version == 0 ? 22 : 30
        guard let count = bytes.u16be(countAt) else { return nil }
        var units: UInt64 = 0
        for index in 0..<Int(count) {
            guard let duration = bytes.u32be(countAt + 2 + index * 12 + 4) else { return nil }
            units &+= UInt64(duration)
        }
        return Double(units) / Double(timescale)
    }
}
