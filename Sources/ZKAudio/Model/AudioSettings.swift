import Foundation
import ZKCore

/// How far a file's duration may be from the manifest's: a share of the declared duration, but
/// never less than a floor (a short sound 40 % too long is caught; trimming a long line is not
/// an error).
public struct DurationTolerance: Sendable, Hashable, Codable {
    public var percent: Double
    public var minimumMs: Int

    public init(percent: Double = 5, minimumMs: Int = 20) {
        self.percent = percent
        self.minimumMs = minimumMs
    }

    /// The allowed difference, in milliseconds, for a declared duration.
    public func allowedMs(for declaredMs: Int) -> Double {
        max(Double(minimumMs), percent / 100 * Double(declaredMs))
    }

    /// For messages: `5 % of 660 ms, at least 20 ms`.
    public func describe(for declaredMs: Int) -> String {
        "±\(Self.format(allowedMs(for: declaredMs))) ms: \(Self.format(percent)) %, at least \(minimumMs) ms"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}

/// What a category of recordings should measure: integrated loudness within a window, a true
/// peak ceiling, and at most so much silence before and after.
public struct LevelTarget: Sendable, Hashable, Codable {
    public var integratedLUFS: Double
    public var toleranceLU: Double
    public var maxTruePeakDBTP: Double
    public var maxLeadingSilenceMs: Int
    public var maxTrailingSilenceMs: Int
    /// The largest loudness difference between a locale's lines (voice only; nil: reported, not checked).
    public var maxSpreadLU: Double?

    public init(
        integratedLUFS: Double, toleranceLU: Double, maxTruePeakDBTP: Double = -1, maxLeadingSilenceMs: Int = 500,
        maxTrailingSilenceMs: Int = 1000
    ) {
        self.integratedLUFS = integratedLUFS
        self.toleranceLU = toleranceLU
        self.maxTruePeakDBTP = maxTruePeakDBTP
        self.maxLeadingSilenceMs = maxLeadingSilenceMs
        self.maxTrailingSilenceMs = maxTrailingSilenceMs
    }
}

/// The three kinds of recordings the level targets distinguish.
public enum AudioCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every spoken line (the locale manifests).
    case voice
    /// `sfx.*`.
    case sounds
    /// `music.*`.
    case music

    /// By the ID's bytes, as `AudioID.kind` decides sound or voice.
    public static func of(_ id: String) -> AudioCategory {
        if id.utf8.starts(with: "music.".utf8) { return .music }
        if id.utf8.starts(with: "sfx.".utf8) { return .sounds }
        return .voice
    }
}

/// The audio part of the project configuration (`"audio"` in zk-build.json).
public struct AudioSettings: Sendable, Hashable, Codable {
    public var durationTolerance = DurationTolerance()
    /// Whether `zk-build` runs the level analysis on PCM masters (it reads every sample).
    public var analyze = false
    public var targets: [String: LevelTarget] = AudioSettings.defaultTargets
    /// The categories whose targets zk-build.json sets: their findings are errors.
    public var projectTargets: Set<String> = []
    /// The absolute silence floor in dBFS (`audio.silenceFloorDBFS`); room tone above it raises the threshold per file.
    public var silenceFloorDBFS = -60.0

    public init() {}

    /// The silence floor as a linear magnitude.
    public var silenceFloor: Double { pow(10, silenceFloorDBFS / 20) }

    public func isProjectTarget(_ category: AudioCategory) -> Bool { projectTargets.contains(category.rawValue) }

    /// Voice lines at the level Apple suggests for speech on phones, all equally loud (±2 LU);
    /// sounds may vary more; music sits a little below the voice.
    public static let defaultTargets: [String: LevelTarget] = [
        AudioCategory.voice.rawValue: LevelTarget(integratedLUFS: -16, toleranceLU: 2),
        AudioCategory.sounds.rawValue: LevelTarget(
            integratedLUFS: -16, toleranceLU: 4, maxLeadingSilenceMs: 100, maxTrailingSilenceMs: 500),
        AudioCategory.music.rawValue: LevelTarget(
            integratedLUFS: -18, toleranceLU: 2, maxLeadingSilenceMs: 1000, maxTrailingSilenceMs: 2000),
    ]

    public func target(for category: AudioCategory) -> LevelTarget {
        targets[category.rawValue] ?? Self.defaultTargets[category.rawValue]
            ?? LevelTarget(integratedLUFS: -16, toleranceLU: 2)
    }

    /// Reads the `"audio"` member of zk-build.json (`configuration` is the file's root): checked
    /// by `schema`, each violation a located `ConfigurationValueCheck.invalidConfiguration` in
    /// `path`, then what the schema accepts decoded over the defaults.
    public static func read(configuration: JSONValue, path: String) -> (AudioSettings, [Diagnostic]) {
        let checked = schema.check(configuration, file: path, code: ConfigurationValueCheck.invalidConfiguration)
        var settings = AudioSettings()
        guard let audio = checked.accepted?["audio"] else { return (settings, checked.diagnostics) }
        let tolerance = audio["durationTolerance"]
        settings.durationTolerance.percent = tolerance?["percent"]?.double ?? settings.durationTolerance.percent
        settings.durationTolerance.minimumMs =
            tolerance?["minimumMs"]?.double.map { Int($0) } ?? settings.durationTolerance.minimumMs
        settings.analyze = audio["analyze"]?.bool ?? settings.analyze
        settings.silenceFloorDBFS = audio["silenceFloorDBFS"]?.double ?? settings.silenceFloorDBFS
        for member in audio["loudness"]?.object?.members ?? [] {
            guard let category = AudioCategory(rawValue: member.key), let fields = member.value.object else { continue }
            var target = settings.target(for: category)
            target.integratedLUFS = fields["integratedLUFS"]?.double ?? target.integratedLUFS
            target.toleranceLU = fields["toleranceLU"]?.double ?? target.toleranceLU
            target.maxTruePeakDBTP = fields["maxTruePeakDBTP"]?.double ?? target.maxTruePeakDBTP
            target.maxLeadingSilenceMs =
                fields["maxLeadingSilenceMs"]?.double.map { Int($0) } ?? target.maxLeadingSilenceMs
            target.maxTrailingSilenceMs =
                fields["maxTrailingSilenceMs"]?.double.map { Int($0) } ?? target.maxTrailingSilenceMs
            target.maxSpreadLU = fields["maxSpreadLU"]?.double ?? target.maxSpreadLU
            settings.targets[member.key] = target
            settings.projectTargets.insert(member.key)
        }
        return (settings, checked.diagnostics)
    }
}
