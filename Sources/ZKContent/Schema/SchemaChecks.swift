import ZKCore

/// The schema part of zk-content's checks, each declaring its codes: for the module's one list.
public enum SchemaChecks {
    public static let all: [any DeclaresCodes.Type] = [SchemaAssignment.self, SchemaViolationCheck.self, SchemaDefinitionCheck.self]
}
