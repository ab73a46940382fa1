import ZKCore

/// zk-content's one list of checks, each declaring its codes in its own file: the schema checks
/// (`SchemaChecks`), the cross-link rules and the asset-catalog checks (`AssetChecks`). The
/// registry, `zk-build explain` and the SARIF rules derive from `all`; `ContentChecker` runs
/// `checks` on the content model.
public enum ZKContentChecks {
    /// The cross-link rules, in the order they run (the report is sorted anyway).
    static var crossLinks: [any Check<ContentCheckContext>.Type] {
        [
            UniqueIDCheck.self, GamePromptCheck.self, DotPictureReferenceCheck.self, DotPictureStickerCheck.self,
            FriendNumberCheck.self, StringKeyGrammarCheck.self, AudioIDGrammarCheck.self, StepRangeCheck.self,
            GameStepsCheck.self,
            DotNumberingCheck.self, NumberStructureCheck.self, NumberConventionCheck.self, FileNameCheck.self,
            GameCoverageCheck.self,
            NumberCoverageCheck.self, RequiredFilesCheck.self,
        ]
    }

    /// Every check that runs on the content model: the cross-link rules, then the asset checks.
    static var checks: [any Check<ContentCheckContext>.Type] { crossLinks + AssetChecks.checks }

    /// Every type that declares content codes.
    public static var all: [any DeclaresCodes.Type] {
        SchemaChecks.all + crossLinks.declaring() + AssetChecks.all + [AssetConstantsWriter.self]
    }

    /// Every content code.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes } }
}
