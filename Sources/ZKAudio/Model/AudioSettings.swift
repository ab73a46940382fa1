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

    static let keys = [
        "integratedLUFS", "toleranceLU", "maxTruePeakDBTP", "maxLeadingSilenceMs", "maxTrailingSilenceMs",
        "maxSpreadLU",
    ]
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

    public static let keys = ["durationTolerance", "analyze", "loudness", "silenceFloorDBFS"]

    /// Reads `"audio": { "durationTolerance": { "percent", "minimumMs" }, "analyze",
    /// "loudness": { "voice" | "sounds" | "music": { LevelTarget keys } } }`; every problem a
    /// located `ConfigurationValueCheck.invalidConfiguration` in `path`.
    public static func read(_ value: JSONValue, path: String) -> (AudioSettings, [Diagnostic]) {
        var settings = AudioSettings()
        var diagnostics: [Diagnostic] = []
        func problem(_ message: String, _ at: JSONValue) {
            diagnostics.append(
                Diagnostic(ConfigurationValueCheck.invalidConfiguration, message, at: at.location(in: path)))
        }
        func unknown(_ prefix: String, _ key: String, _ known: [String], _ position: SourcePosition) {
            var message = "unknown key '\(prefix)\(key)' in zk-build.json"
            if let near = EditDistance.nearest(to: key, in: known) { message += "; did you mean '\(prefix)\(near)'?" }
            diagnostics.append(
                Diagnostic(
                    ConfigurationValueCheck.invalidConfiguration, message,
                    at: SourceLocation(path: path, start: position)))
        }
        func number(_ value: JSONValue, _ name: String, _ range: ClosedRange<Double>) -> Double? {
            guard let number = value.double, range.contains(number) else {
                problem(
                    "'\(name)' must be a number from \(DurationTolerance.format(range.lowerBound)) to \(DurationTolerance.format(range.upperBound))",
                    value)
                return nil
            }
            return number
        }
        guard let object = value.object else {
            problem("'audio' must be an object, found \(value.typeName)", value)
            return (settings, diagnostics)
        }
        for member in object.members {
            switch member.key {
            case "durationTolerance":
                guard let tolerance = member.value.object else {
                    problem(
                        "'audio.durationTolerance' must be an object such as {\"percent\": 5, \"minimumMs\": 20}",
                        member.value)
                    continue
                }
                for field in tolerance.members {
                    switch field.key {
                    case "percent":
                        if let value = number(field.value, "audio.durationTolerance.percent", 0...100) {
                            settings.durationTolerance.percent = value
                        }
                    case "minimumMs":
                        if let value = number(field.value, "audio.durationTolerance.minimumMs", 0...10_000) {
                            settings.durationTolerance.minimumMs = Int(value)
                        }
                    default:
                        unknown("audio.durationTolerance.", field.key, ["percent", "minimumMs"], field.keyPosition)
                    }
                }
            case "silenceFloorDBFS":
                if let value = number(member.value, "audio.silenceFloorDBFS", -120...0) {
                    settings.silenceFloorDBFS = value
                }
            case "analyze":
                if let flag = member.value.bool {
                    settings.analyze = flag
                } else {
                    problem("'audio.analyze' must be true or false", member.value)
                }
            case "loudness":
                guard let categories = member.value.object else {
                    problem(
                        "'audio.loudness' must be an object with 'voice', 'sounds' and 'music' targets", member.value)
                    continue
                }
                for category in categories.members {
                    guard AudioCategory(rawValue: category.key) != nil else {
                        unknown(
                            "audio.loudness.", category.key, AudioCategory.allCases.map(\.rawValue),
                            category.keyPosition)
                        continue
                    }
                    guard let fields = category.value.object else {
                        problem("'audio.loudness.\(category.key)' must be an object", category.value)
                        continue
                    }
                    var target = settings.target(for: AudioCategory(rawValue: category.key) ?? .voice)
                    let prefix = "audio.loudness.\(category.key)."
                    for field in fields.members {
                        let name = prefix + field.key
                        switch field.key {
                        case "integratedLUFS":
                            if let value = number(field.value, name, -70...0) { target.integratedLUFS = value }
                        case "toleranceLU":
                            if let value = number(field.value, name, 0...30) { target.toleranceLU = value }
                        case "maxTruePeakDBTP":
                            if let value = number(field.value, name, -30...6) { target.maxTruePeakDBTP = value }
                        case "maxLeadingSilenceMs":
                            if let value = number(field.value, name, 0...600_000) {
                                target.maxLeadingSilenceMs = Int(value)
                            }
                        case "maxTrailingSilenceMs":
                            if let value = number(field.value, name, 0...600_000) {
                                target.maxTrailingSilenceMs = Int(value)
                            }
                        case "maxSpreadLU":
                            if let value = number(field.value, name, 0...70) { target.maxSpreadLU = value }
                        default: unknown(prefix, field.key, LevelTarget.keys, field.keyPosition)
                        }
                    }
                    settings.targets[category.key] = target
                    settings.projectTargets.insert(category.key)
                }
            default:
                unknown("audio.", member.key, keys, member.keyPosition)
            }
        }
        return (settings, diagnostics)
    }
}
