/// The `$type` names zk-build knows: the Design Tokens Community Group types plus `string`
/// (text tokens, a zk-build extension the schema documents).
public enum TokenTypes {
    public static let known: [String] = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
        "strokeStyle", "border", "transition", "shadow", "gradient", "typography", "string",
    ]

    /// Properties a token may carry besides its children-free body.
    public static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    /// Properties a group may carry.
    public static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions"]
    /// Properties only the root may carry.
    public static let rootProperties: Set<String> = ["$schema"]
}
