import ZKCore

/// The asset-catalog checks, in the order they run; each declares its codes beside its logic.
public enum AssetChecks {
    static var checks: [any (ContentCheck & DeclaresCodes).Type] {
        [
            AssetNameCheck.self, AssetExistsCheck.self, NamespacedAssetCheck.self, AssetCatalogPlacementCheck.self,
            DuplicateAssetNameCheck.self, ImageSetFilesCheck.self, FilenameCaseCheck.self, ImageFormatCheck.self,
            ScaleConsistencyCheck.self, VectorSetCheck.self, AppIconCheck.self, UnusedAssetCheck.self,
        ]
    }

    /// Every type that declares asset codes (the checks, and the download-size budget).
    public static var all: [any DeclaresCodes.Type] { checks.map { $0 as any DeclaresCodes.Type } + [DownloadSizeBudget.self] }

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        checks.flatMap { $0.run(context) }
    }
}
