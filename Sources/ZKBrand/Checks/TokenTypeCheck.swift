import ZKCore

/// Lint: a token's value must fit its type (`string` a string, `number` a number, `color` a
/// colour object or hex string, …), and an alias must point at a token of its own declared type.
enum TokenTypeCheck {
    static func check(_ resolved: ResolvedTokens) -> [Diagnostic] {
        let document = resolved.document
        var diagnostics: [Diagnostic] = []
        for entry in resolved.ordered {
            let token = entry.token
            if token.aliasTarget != nil {
                if let declared = token.declaredType, let target = entry.targetType, declared != target {
                    diagnostics.append(Diagnostic(
                        BrandCodes.typeMismatch,
                        "'\(token.path)' has type '\(declared)' but its alias '{\(token.aliasTarget ?? "")}' names a token of type '\(target)'",
                        at: document.location(token.value.position),
                        notes: [.init("'\(entry.source.path)' defined here", at: document.location(entry.source.keyPosition))]))
                }
                continue
            }
            guard let type = token.declaredType, let problem = problem(token.value, type: type) else { continue }
            let origin = token.ownType != nil ? "" : " (inherited from its group)"
            diagnostics.append(Diagnostic(
                BrandCodes.typeMismatch, "'\(token.path)' has type '\(type)'\(origin) but its value is \(problem)",
                at: document.location(token.value.position)))
        }
        return diagnostics
    }

    /// What is wrong with `value` for `type`, or nil when it fits.
    static func problem(_ value: JSONValue, type: String) -> String? {
        switch type {
        case "string":
            return value.string == nil ? described(value) : nil
        case "number":
            return value.number == nil ? described(value) : nil
        case "color":
            return ColorValue.shapeProblem(value)
        case "fontFamily":
            if value.string != nil { return nil }
            if let list = value.array, list.allSatisfy({ $0.string != nil }) { return nil }
            return described(value)
        case "fontWeight":
            return value.number == nil && value.string == nil ? described(value) : nil
        case "cubicBezier":
            if let list = value.array, list.count == 4, list.allSatisfy({ $0.double != nil }) { return nil }
            return described(value) + " (expected an array of 4 numbers)"
        case "dimension", "duration":
            if let object = value.object, object["value"]?.double != nil, object["unit"]?.string != nil { return nil }
            if value.string != nil { return nil }
            return described(value) + " (expected an object with 'value' and 'unit')"
        default:
            return value.object == nil && value.array == nil && value.string == nil ? described(value) : nil
        }
    }

    static func described(_ value: JSONValue) -> String {
        switch value.kind {
        case .string(let text): "a string (\"\(text)\")"
        case .number(let number): "a number (\(JSONWriter.format(number)))"
        case .bool(let flag): "a boolean (\(flag))"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
