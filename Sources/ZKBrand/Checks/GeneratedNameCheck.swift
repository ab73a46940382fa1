import ZKCore

/// Lint: two tokens of one group become the same name in the generated code (`bundle_id` and
/// `bundleId` both `bundleId`; `bead_red` and `bead-red` both the colour set `BeadRed`); the
/// second is left out. Reported at the second token.
enum GeneratedNameCheck: DeclaresCodes {
    public static let swiftNameCollision = DiagnosticCode(
        "ZK5015", .error, summary: "two BrandExampleFiles.tokens become the same name in the generated code",
        explanation: """
            `BrandTokens.swift` names constants in lowerCamelCase (`bundle_id` → `bundleId`) and colour \
            sets in UpperCamelCase (`bead_red` → `BeadRed`). Two BrandExampleFiles.tokens of one group that map to the same \
            name would collide; the second is left out. Rename one.
            """,
        broken: BrandExampleFiles.example(BrandExampleFiles.File("Brand/brand.json", """
            { "app": { "$type": "string", "bundle_id": { "$value": "de.zahlenkette.app" },
                       ↓"bundleId": { "$value": "de.zahlenkette.beta" } } }
            """)),
        fixed: BrandExampleFiles.example(BrandExampleFiles.File("Brand/brand.json", """
            { "app": { "$type": "string", "bundle_id": { "$value": "de.zahlenkette.app" },
                       "beta_bundle_id": { "$value": "de.zahlenkette.beta" } } }
            """)))

    static let codes = [swiftNameCollision]
}
