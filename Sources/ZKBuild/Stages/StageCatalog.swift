import ZKCore
import ZKDawg

/// Every stage zk-build knows, and every diagnostic code of every linked tool. A new tool adds
/// its stage and its code list here (one line each).
public enum StageCatalog {
    public static let stages: [any Stage] = [
        JSONSyntaxStage(),
        DictionaryStage(),
    ]

    public static let registry = CodeRegistry([
        CoreCodes.all,
        ZKDawgCodes.all,
    ])
}
