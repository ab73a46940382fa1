import ZKCore

/// The schema part of zk-content's checks, each declaring its codes: for the module's one list.
public enum SchemaChecks {
    public static let all: [any DeclaresCodes.Type] = [
        SchemaViolationCheck.self, SchemaAssignment.self, SchemaDefinitionCheck.self, MetaschemaCheck.self,
    ]
}
