import ZKCore

/// zk-content's one list of codes: every check declares its own in its file (the schema codes in
/// `SchemaViolationCheck`, `SchemaAssignment` and `SchemaDefinitionCheck`, the cross-link rules in `Checks/`,
/// the asset checks in `Assets/`); this enum lists them and holds the examples' building blocks.
public enum ContentCodes {
    typealias File = DiagnosticExample.ExampleFile

    static let dialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

    // MARK: Instances against schemas, declared with their checks (SchemaViolationCheck, SchemaAssignment)

    public static let schemaViolation = SchemaViolationCheck.schemaViolation

    public static let wrongFileKind = SchemaViolationCheck.wrongFileKind

    public static let noSchema = SchemaAssignment.noSchema

    public static let schemaNotFound = SchemaAssignment.schemaNotFound

    // MARK: The schemas themselves, named by SchemaDefinitionCheck

    public static let unsupportedKeyword = SchemaDefinitionCheck.unsupportedKeyword

    public static let unresolvedReference = SchemaDefinitionCheck.unresolvedReference

    public static let referenceCycle = SchemaDefinitionCheck.referenceCycle

    public static let invalidSchema = SchemaDefinitionCheck.invalidSchema

    // MARK: IDs and references (ZK202x)

    // MARK: Grammars (ZK203x)

    // MARK: Example builders for the games, numbers and dot-picture checks

    static func game(_ leicht: String, mittel: String = #"{ "range": { "min": 1, "max": 10 } }"#, schwer: String? = #"{ "range": { "min": 1, "max": 20 } }"#) -> String {
        let last = schwer.map { #", "schwer": \#($0)"# } ?? ""
        return #"{ "id": "hoer_hin", "steps": {"leicht": \#(leicht), "mittel": \#(mittel)\#(last) } }"#
    }

    static func numbers(_ values: [Int], marked: Int? = nil) -> String {
        let entries = values.enumerated().map { position, value in
            position == marked ? #"{ "value": ↓\#(value) }"# : #"{ "value": \#(value) }"#
        }
        return #"{ "numbers": [\#n  "# + entries.joined(separator: ",\n  ") + "\n] }"
    }

    /// Every content code.
    /// The cross-link checks that declare codes (each declares them in its own file).
    static let crossLinkChecks: [any DeclaresCodes.Type] = [
        UniqueIDCheck.self, GamePromptCheck.self, DotPictureReferenceCheck.self, DotPictureStickerCheck.self,
        FriendNumberCheck.self, StringKeyGrammarCheck.self, AudioIDGrammarCheck.self, StepRangeCheck.self,
        DotNumberingCheck.self, GameStepsCheck.self, NumberStructureCheck.self, NumberConventionCheck.self,
        FileNameCheck.self, GameCoverageCheck.self, NumberCoverageCheck.self,
    ]

    /// Every content code: the schema codes, the cross-link checks', the asset checks'.
    public static let all: [DiagnosticCode] = [
        schemaViolation, wrongFileKind, noSchema, schemaNotFound,
        unsupportedKeyword, unresolvedReference, referenceCycle, invalidSchema,
    ] + crossLinkChecks.flatMap { $0.codes } + AssetChecks.all.flatMap { $0.codes }
}
