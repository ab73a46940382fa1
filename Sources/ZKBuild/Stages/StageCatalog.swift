import ZKAudio
import ZKBrand
import ZKContent
import ZKCore
import ZKDawg
import ZKProject
import ZKStrings
import ZKSwiftSource

/// Every stage zk-build knows, and every diagnostic code of every linked tool. A new tool adds
/// its stage and its code list here (one line each).
public enum StageCatalog {
    public static let stages: [any Stage] = [
        JSONSyntaxStage(),
        JSONSchemaStage(),
        ContentStage(),
        DictionaryStage(),
        BrandStage(),
        MarketingStage(),
        StoreTextsStage(),
        SwiftSourcesStage(),
        StringsStage(),
        AudioStage(),
        ReportStage(),
    ]

    public static let registry = CodeRegistry([
        ZKCoreChecks.codes,
        ZKProjectChecks.codes,
        ZKSwiftSourceChecks.codes,
        ZKBuildChecks.codes,
        ZKContentChecks.codes,
        ZKDawgChecks.codes,
        ZKStringsChecks.codes,
        ZKAudioChecks.codes,
        ZKBrandChecks.codes,
    ])
}
