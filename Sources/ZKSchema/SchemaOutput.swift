import ZKCore

/// The output formats of the JSON Schema specification (2020-12 §12.4, 2019-09 §10.4 "Output
/// Formats"), beside the located diagnostics: what `zk-content validate --output` prints.
///
/// - `flag`: `{"valid": false}`.
/// - `basic`: `{"valid": false, "errors": [unit, …]}`, a flat list with one output unit per
///   failing keyword, in the order the validator met them.
/// - `detailed`: the units as a tree that follows the schema: the root unit holds the units of
///   the subschemas whose evaluation failed, down to the failing keywords; a subschema unit
///   with a single child is replaced by that child (the specification's condensing).
///
/// A unit has `keywordLocation` (the path through the schema as evaluated, references included:
/// `/items/$ref/required`), `absoluteKeywordLocation` (the keyword's canonical place: its schema
/// resource's `$id`, else the document's URI or path, and a JSON pointer from that resource's
/// root: `https://example.com/polygon#/$defs/point/required`), `instanceLocation` (an RFC 6901
/// pointer, `""` for the root) and `error` (the diagnostic's message) or `errors`. Keywords keep
/// their draft's names (`additionalItems`, `dependencies`). Annotations are not reported. An
/// instance that is invalid without a violation (its schema has errors, it is not JSON) gets
/// one unit at the root whose `error` says why.
///
///     {"valid":false,"errors":[{"keywordLocation":"/items/$ref/required",
///       "absoluteKeywordLocation":"https://example.com/polygon#/$defs/point/required",
///       "instanceLocation":"/1","error":"missing required property 'y' in the object at /1"}]}
///
/// Units cost nothing unless asked for: `SchemaLibrary.validate(…, evaluationPaths: true)` keeps
/// the evaluation path only then.
public enum SchemaOutputFormat: String, Sendable, CaseIterable {
    case flag, basic, detailed

    /// Whether the format lists units (and validation must keep the evaluation paths).
    public var needsEvaluationPaths: Bool { self != .flag }
}

/// One output unit: where a keyword or subschema was evaluated and on which instance value.
public struct SchemaOutputUnit: Sendable, Hashable {
    public var keywordLocation: String
    public var absoluteKeywordLocation: String
    public var instanceLocation: String

    public init(keywordLocation: String, absoluteKeywordLocation: String, instanceLocation: String) {
        self.keywordLocation = keywordLocation
        self.absoluteKeywordLocation = absoluteKeywordLocation
        self.instanceLocation = instanceLocation
    }
}

/// A schema resource's URI and the place of its root (document path, JSON pointer).
struct SchemaResourceBase: Sendable {
    var uri: String
    var document: String
    var pointer: String
}

public enum SchemaOutput {
    /// The output of one instance in `format`. `valid` is the verdict (which may be false with
    /// no violation: a broken schema, a file that is not JSON); `reason` is then the root unit's error.
    public static func render(
        _ violations: [SchemaViolation], valid: Bool, format: SchemaOutputFormat, rootLocation: String, reason: String
    ) -> JSONValue {
        let verdict = member("valid", .bool(valid))
        switch format {
        case .flag:
            return object([verdict])
        case .basic:
            if valid { return object([verdict]) }
            let units =
                violations.isEmpty
                ? [leaf(rootUnit(rootLocation), reason)]
                : violations.map { violation in
                    leaf(violation.evaluation.last ?? rootUnit(rootLocation), violation.message)
                }
            return object([verdict, member("errors", .array(units))])
        case .detailed:
            var tree = Tree(root: rootUnit(rootLocation))
            if !valid {
                if violations.isEmpty {
                    tree.add(path: [], leaf: rootUnit(rootLocation), error: reason)
                } else {
                    for violation in violations {
                        let units = violation.evaluation
                        tree.add(
                            path: Array(units.dropFirst().dropLast()), leaf: units.last ?? rootUnit(rootLocation),
                            error: violation.message)
                    }
                }
            }
            return tree.json(valid: valid)
        }
    }

    private static func rootUnit(_ location: String) -> SchemaOutputUnit {
        SchemaOutputUnit(keywordLocation: "", absoluteKeywordLocation: location, instanceLocation: "")
    }

    /// The units of `detailed`, merged by unit: index 0 is the root.
    private struct Tree {
        struct Node {
            var unit: SchemaOutputUnit
            var error: String?
            var children: [Int] = []
        }
        var nodes: [Node]

        init(root: SchemaOutputUnit) { nodes = [Node(unit: root)] }

        mutating func add(path: [SchemaOutputUnit], leaf: SchemaOutputUnit, error: String) {
            var current = 0
            for unit in path {
                if let known = nodes[current].children.first(where: { nodes[$0].error == nil && nodes[$0].unit == unit }
                ) {
                    current = known
                } else {
                    nodes.append(Node(unit: unit))
                    nodes[current].children.append(nodes.count - 1)
                    current = nodes.count - 1
                }
            }
            nodes.append(Node(unit: leaf, error: error))
            nodes[current].children.append(nodes.count - 1)
        }

        /// A subschema unit with one child stands for that child (condensed).
        private func condensed(_ index: Int) -> Int {
            var index = index
            while nodes[index].error == nil, nodes[index].children.count == 1 { index = nodes[index].children[0] }
            return index
        }

        func json(valid: Bool) -> JSONValue {
            unit(0, valid: valid)
        }

        private func unit(_ index: Int, valid: Bool) -> JSONValue {
            let node = nodes[index]
            var members = [member("valid", .bool(valid))] + SchemaOutput.locations(node.unit)
            if let error = node.error {
                members.append(member("error", .string(error)))
            } else if !node.children.isEmpty {
                members.append(member("errors", .array(node.children.map { unit(condensed($0), valid: false) })))
            }
            return object(members)
        }
    }

    private static func leaf(_ unit: SchemaOutputUnit, _ error: String) -> JSONValue {
        object(locations(unit) + [member("error", .string(error))])
    }

    private static func locations(_ unit: SchemaOutputUnit) -> [JSONMember] {
        [
            member("keywordLocation", .string(unit.keywordLocation)),
            member("absoluteKeywordLocation", .string(unit.absoluteKeywordLocation)),
            member("instanceLocation", .string(unit.instanceLocation)),
        ]
    }

    /// A member for output documents (no source position).
    public static func member(_ key: String, _ kind: JSONValue.Kind) -> JSONMember {
        JSONMember(key: key, keyPosition: SourcePosition(line: 0, column: 0, offset: 0), value: JSONValue(kind))
    }

    /// An object of `members`, in their order.
    public static func object(_ members: [JSONMember]) -> JSONValue { JSONValue(.object(JSONObject(members))) }
}
