import ZKCore

/// What a check of one probed file reads (`Check<ProbedFile>`): the header's facts, the file's
/// name and where to report, and, when a manifest declares the file, what it declares.
public struct ProbedFile {
    public let info: AudioFileInfo
    public let file: String
    public let at: SourceLocation
    public let declared: DeclaredFile?

    package init(info: AudioFileInfo, file: String, at: SourceLocation, declared: DeclaredFile?) {
        self.info = info
        self.file = file
        self.at = at
        self.declared = declared
    }
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

    package init(
        report: LevelReport, file: String, at: SourceLocation, policy: (category: AudioCategory, target: LevelTarget)?
    ) {
        self.report = report
        self.file = file
        self.at = at
        self.policy = policy
    }
}

/// What a check across every measured file reads (`Check<AudioLevels>`).
public struct AudioLevels {
    public let levels: [AudioFileCheck.EntryLevels]
    public let settings: AudioSettings
}
