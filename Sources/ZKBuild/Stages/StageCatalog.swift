import ZKAudio
import ZKCore
import ZKBrand

/// Every stage zk-build knows, and every diagnostic code of every linked tool. A new tool adds
/// its stage and its code list here (one line each).
public enum StageCatalog {
    public static let stages: [any Stage] = [
        JSONSyntaxStage(),
        BrandStage(), MarketingStage(),
        AudioStage(),
    ]

    public static let registry = CodeRegistry([
        CoreCodes.all,
        BrandCodes.all,
        AudioCodes.all,
    ])
}
