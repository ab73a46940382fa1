import ZKCore

/// The asset-catalog checks, in the order they run: the part of `ZKContentChecks` that
/// `zk-bench assets` and the asset tests walk alone.
public enum AssetChecks {
    static var checks: [any Check<ContentCheckContext>.Type] {
        [
            AssetNameCheck.self, AssetExistsCheck.self, NamespacedAssetCheck.self, AssetCatalogPlacementCheck.self,
            DuplicateAssetNameCheck.self, AssetNameCollisionCheck.self, ImageSetFilesCheck.self, FilenameCaseCheck.self,
            ImageFormatCheck.self,
            ScaleConsistencyCheck.self, VectorSetCheck.self, SlotConflictCheck.self, UnlistedSetFileCheck.self,
            MissingScalesCheck.self, AppIconCheck.self, IconComposerCheck.self, SwiftAssetReferenceCheck.self,
            UnusedAssetCheck.self,
        ]
    }

    /// Every type that declares asset codes (the checks, and the download-size budget).
    public static var all: [any DeclaresCodes.Type] {
        checks.declaring() + [DownloadSizeBudget.self]
    }
}
