import Testing
import ZKCore

@testable import ZKBrand

/// ZK5015: two tokens that become one name in `BrandTokens.swift` or one colour set are a
/// finding at the second, never an overwrite: also look-alike names (issue 13) and colour sets
/// whose names differ only in case (one folder on macOS).
@Suite struct GeneratedNameCheckTests {
    static let nfc = "\u{00F1}"
    static let nfd = "n\u{0303}"

    func outputs(_ json: String) -> (swift: String, colorSets: [String], diagnostics: [Diagnostic]) {
        let file = SourceFile(path: "Brand/brand.json", text: json)
        let tokens = BrandAnalyzer.analyzeTokens(
            file: file, parse: JSONReader.read(file), options: BrandOptions(locales: ["de"]))
        let (swift, swiftDiagnostics) = SwiftConstantsWriter.artifact(tokens.tokens)
        let (colors, colorDiagnostics) = ColorSetWriter.artifacts(tokens.tokens)
        let sets = colors.map(\.path).filter { $0.hasSuffix(".colorset/Contents.json") }
        return (String(decoding: swift.bytes, as: UTF8.self), sets, swiftDiagnostics + colorDiagnostics)
    }

    @Test func lookAlikeTokensBecomeOneNFCIdentifierAndTheSecondIsReported() {
        let result = outputs(
            #"{ "$type": "string", "\#(Self.nfc)": { "$value": "one" }, "\#(Self.nfd)": { "$value": "two" } }"#)
        let findings = result.diagnostics.filter { $0.code == GeneratedNameCheck.swiftNameCollision.code }
        #expect(findings.map(\.place) == ["ZK5015 Brand/brand.json:1:48"])
        #expect(
            findings.first?.notes.map(\.message) == [
                "the names differ only in Unicode normalization: '\(Self.nfc)' is U+00F1 in the first and U+006E U+0303 in the second"
            ])
        #expect(result.swift.contains("public static let \(Self.nfc): Swift.String = \"one\""))
        #expect(!result.swift.contains("\"two\""))
    }

    @Test func aDecomposedNameIsWrittenInNFC() {
        // Swift tells `ñ` and `n` + U+0303 apart, so the generated name must be the one a user types.
        let result = outputs(#"{ "$type": "string", "\#(Self.nfd)o": { "$value": "x" } }"#)
        #expect(result.swift.unicodeScalars.contains("\u{00F1}"))
        #expect(!result.swift.unicodeScalars.contains("\u{0303}"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func lookAlikeColoursAreReportedInsteadOfDroppingOne() {
        // The old writer merged the two paths into one colour set and dropped the second silently.
        let result = outputs(
            ##"{ "color": { "$type": "color", "\##(Self.nfc)": { "$value": "#ffffff" }, "\##(Self.nfd)": { "$value": "#000000" } } }"##
        )
        let findings = result.diagnostics.filter { $0.code == GeneratedNameCheck.swiftNameCollision.code }
        // One for the Swift constant, one for the colour set, both at the second colour.
        #expect(findings.map(\.place) == ["ZK5015 Brand/brand.json:1:62", "ZK5015 Brand/brand.json:1:62"])
        #expect(findings.contains { $0.message.contains("both become the colour set '\u{00D1}'") })
        #expect(result.colorSets == ["brand/Brand.xcassets/\u{00D1}.colorset/Contents.json"])
    }

    @Test func colourSetsThatDifferOnlyInCaseAreOneFolderOnMacOS() {
        let result = outputs(
            ##"{ "color": { "$type": "color", "bead_red": { "$value": "#d4433a" }, "beadred": { "$value": "#000000" } } }"##
        )
        let findings = result.diagnostics.filter { $0.code == GeneratedNameCheck.swiftNameCollision.code }
        #expect(
            findings.map(\.message) == [
                "colours 'color.bead_red' and 'color.beadred' both become the colour set 'Beadred'; rename one"
            ])
        #expect(
            findings.first?.notes.map(\.message) == [
                "'BeadRed.colorset' and 'Beadred.colorset' are one folder where file names ignore case (macOS)"
            ])
        #expect(result.colorSets == ["brand/Brand.xcassets/BeadRed.colorset/Contents.json"])
    }
}
