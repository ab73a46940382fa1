import Foundation
import ZKAudio
import ZKCore

/// How `zk-audio probe` and `analyze` print a file's facts: one line each, or JSON records.
enum ProbeReport {
    static func line(_ path: String, _ info: AudioFileInfo) -> String {
        var text = "\(path): \(info.container.rawValue) \(info.codec)"
        if let profile = info.profile { text += " \(profile)" }
        text += ", \(info.sampleRate) Hz, \(info.channels) channel\(info.channels == 1 ? "" : "s")"
        if let bits = info.bitDepth { text += ", \(bits)-bit" }
        if info.frames == 0 {
            text += ", empty (0 frames)"
        } else if let frames = info.frames, let seconds = info.seconds {
            text += ", \(frames) frames, \(String(format: "%.3f", seconds * 1000)) ms (\(info.durationSource))"
        } else {
            text += ", unknown duration"
        }
        if let priming = info.priming, priming > 0 || (info.padding ?? 0) > 0 { text += ", priming \(priming)" }
        if let padding = info.padding, padding > 0 { text += ", padding \(padding)" }
        return text
    }

    static func json(_ path: String, _ info: AudioFileInfo) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("path", .string(path)), ("format", .string(info.container.rawValue)), ("codec", .string(info.codec)),
            ("profile", .optional(info.profile)), ("sampleRate", .int(info.sampleRate)),
            ("channels", .int(info.channels)),
            ("bitDepth", .optional(info.bitDepth)), ("frames", .optional(info.frames)),
        ]
        members.append(("durationMs", info.seconds.map { .double(($0 * 1_000_000).rounded() / 1000) } ?? .null))
        members += [
            ("priming", .optional(info.priming)), ("padding", .optional(info.padding)),
            ("durationSource", .string(info.durationSource)),
            ("remarks", .array(info.remarks.map(JSONValue.string))),
        ]
        return .object(members)
    }

    static func decibels(_ value: Double?, _ unit: String) -> String {
        value.map { String(format: "%.1f", $0) + " " + unit } ?? "-inf \(unit)"
    }

    static func levelLine(_ path: String, _ levels: LevelReport) -> String {
        var text = "\(path): "
        text +=
            levels.integratedLUFS.map { String(format: "%.1f LUFS", $0) }
            ?? "no gated block (shorter than 400 ms or silent)"
        if let range = levels.loudnessRangeLU { text += String(format: ", LRA %.1f LU", range) }
        if let momentary = levels.maxMomentaryLUFS, momentary > -70 {
            text += String(format: ", max momentary %.1f", momentary)
        }
        if let short = levels.maxShortTermLUFS, short > -70 { text += String(format: ", max short-term %.1f", short) }
        text +=
            ", true peak \(decibels(levels.truePeakDBTP, "dBTP")), sample peak \(decibels(levels.samplePeakDBFS, "dBFS"))"
        if let floor = levels.noiseFloorDBFS { text += String(format: ", room tone %.1f dBFS", floor) }
        text += ", silence \(levels.leadingSilenceMs) ms before, \(levels.trailingSilenceMs) ms after"
        if abs(levels.dcOffset) >= 0.0005 { text += String(format: ", DC offset %.1f %%", levels.dcOffset * 100) }
        text +=
            levels.clippedRuns > 0
            ? ", clipped (\(levels.clippedSamples) samples in \(levels.clippedRuns) runs)" : ", not clipped"
        return text
    }

    static func levelJSON(_ path: String, _ info: AudioFileInfo, _ levels: LevelReport) -> JSONValue {
        func rounded(_ value: Double?) -> JSONValue {
            value.flatMap { $0.isFinite ? .double(($0 * 1000).rounded() / 1000) : nil } ?? .null
        }
        return .object([
            ("path", .string(path)), ("codec", .string(info.codec)), ("analysed", .bool(true)),
            ("integratedLUFS", rounded(levels.integratedLUFS)), ("loudnessRangeLU", rounded(levels.loudnessRangeLU)),
            ("maxMomentaryLUFS", rounded(levels.maxMomentaryLUFS)),
            ("maxShortTermLUFS", rounded(levels.maxShortTermLUFS)),
            ("truePeakDBTP", rounded(levels.truePeakDBTP)),
            ("samplePeakDBFS", rounded(levels.samplePeakDBFS)), ("noiseFloorDBFS", rounded(levels.noiseFloorDBFS)),
            ("silenceThresholdDBFS", rounded(levels.silenceThresholdDBFS)),
            ("leadingSilenceMs", .int(levels.leadingSilenceMs)),
            ("trailingSilenceMs", .int(levels.trailingSilenceMs)), ("dcOffsetPercent", rounded(levels.dcOffset * 100)),
            ("clippedSamples", .int(levels.clippedSamples)),
            ("clippedRuns", .int(levels.clippedRuns)), ("blocks", .int(levels.blocks)),
            ("gatedBlocks", .int(levels.gatedBlocks)),
            ("oversampling", .int(levels.oversampling)), ("frames", .int(levels.frames)),
        ])
    }
}
