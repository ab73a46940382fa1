import ZKCore
import ZKSchema

/// The schema part of zk-content's one list.
public enum SchemaChecks {
    /// Run on the project's schemas, before any document is validated against them.
    package static var libraryChecks: [any Check<SchemaLibrary>.Type] { [SchemaDefinitionCheck.self] }

    /// Codes the schema validation reports: a violation, a file without a schema or with one
    /// that cannot be found, a schema the metaschema rejects.
    static var reporters: [any DeclaresCodes.Type] {
        [SchemaViolationCheck.self, SchemaAssignment.self, MetaschemaCheck.self]
    }

    /// Every type that declares schema codes.
    public static var all: [any DeclaresCodes.Type] {
        [SchemaViolationCheck.self, SchemaAssignment.self, SchemaDefinitionCheck.self, MetaschemaCheck.self]
    }
}
