import ZKCore

/// What a check of one probed file reads (`Check<ProbedFile>`): the header's facts, the file's
/// name and where to report, and, when a manifest declares the file, what it declares.
public struct ProbedFile {
    public let info: AudioFileInfo
    public let file: String
    public let at: SourceLocation
    public let declared: DeclaredFile?
}

/// The manifest entry of a probed file, its manifest and the duration tolerance.
public struct DeclaredFile {
    public let entry: AudioManifest.Entry
    public let manifest: AudioManifest
    public let tolerance: DurationTolerance
}

/// What a check of one measured file reads (`Check<MeasuredFile>`): its levels, its name and
/// where to report, and, for the policy checks, its category and the target that applies.
public struct MeasuredFile {
    public let report: LevelReport
    public let file: String
    public let at: SourceLocation
    public let policy: (category: AudioCategory, target: LevelTarget)?
}

/// What a check across every measured file reads (`Check<AudioLevels>`).
public struct AudioLevels {
    public let levels: [AudioFileCheck.EntryLevels]
    public let settings: AudioSettings
}
