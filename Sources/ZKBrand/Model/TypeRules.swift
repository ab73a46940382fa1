import ZKCore

/// The value rules of every token type of the Design Tokens Format Module 2025.10 (and
/// zk-build's `string`), applied to a token's resolved value: each problem is located at the
/// offending part (an alias inside a composite is located at the alias, since the resolved
/// part carries its position).
enum TypeRules {
    struct Problem: Sendable, Hashable {
        var position: SourcePosition
        /// What is wrong (`its 'offsetX'`).
        var subject: String
        /// How (`is a string ("4px") (expected …)`).
        var complaint: String
    }

    static let dimensionUnits = ["px", "rem"]
    static let durationUnits = ["ms", "s"]
    static let fontWeightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800,
        "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]
    static let strokeStyles = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    static let lineCaps = ["round", "butt", "square"]

    static func problems(_ value: JSONValue, type: String) -> [Problem] {
        var found: [Problem] = []
        check(value, type: type, subject: "its value", into: &found)
        return found
    }

    static func check(_ value: JSONValue, type: String, subject: String, into found: inout [Problem]) {
        func fail(_ complaint: String, at position: SourcePosition? = nil, _ what: String? = nil) {
            found.append(Problem(position: position ?? value.position, subject: what ?? subject, complaint: complaint))
        }
        switch type {
        case "string":
            if value.string == nil { fail("is \(described(value))") }
        case "number":
            if value.number == nil { fail("is \(described(value)) (expected a number)") }
        case "color":
            if let problem = ColorValue.shapeProblem(value) { fail("is \(problem)") }
        case "dimension", "duration":
            let units = type == "dimension" ? dimensionUnits : durationUnits
            let unitList = units.map { "\"\($0)\"" }.joined(separator: " or ")
            guard let object = value.object else {
                fail("is \(described(value)) (expected an object { \"value\": <number>, \"unit\": \(unitList) })")
                return
            }
            if let number = object["value"] {
                if number.double == nil {
                    fail("is \(described(number)) (expected a number)", at: number.position, "its 'value'")
                }
            } else {
                fail("lacks 'value'")
            }
            if let unit = object["unit"] {
                if let text = unit.string, units.contains(text) {
                } else {
                    fail("is \(described(unit)) (expected \(unitList))", at: unit.position, "its 'unit'")
                }
            } else {
                fail("lacks 'unit' (\(unitList))")
            }
        case "fontFamily":
            if value.string != nil { return }
            guard let list = value.array, !list.isEmpty else {
                fail("is \(described(value)) (expected a font name or a non-empty array of font names)")
                return
            }
            for (index, item) in list.enumerated() where item.string == nil {
                fail("is \(described(item)) (expected a font name)", at: item.position, "\(subject)[\(index)]")
            }
        case "fontWeight":
            if let number = value.double {
                if !(1...1000).contains(number) { fail("is \(format(number)), outside 1…1000") }
            } else if let text = value.string {
                if fontWeightNames[text] == nil {
                    var complaint = "is \"\(text)\", which is no font weight name"
                    if let near = EditDistance.nearest(to: text, in: fontWeightNames.keys.sorted()) {
                        complaint += "; did you mean '\(near)'?"
                    }
                    fail(complaint)
                }
            } else {
                fail("is \(described(value)) (expected a number in 1…1000 or a weight name such as \"bold\")")
            }
        case "cubicBezier":
            guard let list = value.array, list.count == 4, list.allSatisfy({ $0.double != nil }) else {
                fail("is \(described(value)) (expected an array of 4 numbers [P1x, P1y, P2x, P2y])")
                return
            }
            for index in [0, 2] {
                if let x = list[index].double, !(0...1).contains(x) {
                    fail(
                        "is \(format(x)), outside 0…1 (x coordinates of a cubic Bézier curve lie in 0…1)",
                        at: list[index].position,
                        "\(subject)[\(index)]")
                }
            }
        case "strokeStyle":
            if let text = value.string {
                if !strokeStyles.contains(text) {
                    fail("is \"\(text)\", which is no stroke style (\(strokeStyles.joined(separator: ", ")))")
                }
                return
            }
            guard let object = value.object else {
                fail(
                    "is \(described(value)) (expected a stroke style name or an object with 'dashArray' and 'lineCap')")
                return
            }
            if let dashes = object["dashArray"] {
                if let list = dashes.array, !list.isEmpty {
                    for (index, item) in list.enumerated() {
                        check(item, type: "dimension", subject: "its 'dashArray'[\(index)]", into: &found)
                    }
                } else {
                    fail(
                        "is \(described(dashes)) (expected a non-empty array of dimensions)", at: dashes.position,
                        "its 'dashArray'")
                }
            } else {
                fail("lacks 'dashArray'")
            }
            if let cap = object["lineCap"] {
                if let text = cap.string, lineCaps.contains(text) {
                } else {
                    fail(
                        "is \(described(cap)) (expected \"round\", \"butt\" or \"square\")", at: cap.position,
                        "its 'lineCap'")
                }
            } else {
                fail("lacks 'lineCap'")
            }
        case "border":
            members(
                value, ["color": "color", "width": "dimension", "style": "strokeStyle"], type: type, subject: subject,
                into: &found)
        case "transition":
            members(
                value, ["duration": "duration", "delay": "duration", "timingFunction": "cubicBezier"], type: type,
                subject: subject, into: &found)
        case "shadow":
            let layers: [(JSONValue, String)]
            if let list = value.array {
                guard !list.isEmpty else {
                    fail("is an empty array (expected a shadow object or an array of them)")
                    return
                }
                layers = list.enumerated().map { ($0.element, "\(subject)[\($0.offset)]") }
            } else {
                layers = [(value, subject)]
            }
            for (layer, name) in layers {
                members(
                    layer,
                    [
                        "color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension",
                        "spread": "dimension",
                    ],
                    type: type, subject: name, into: &found)
                if let inset = layer.object?["inset"], inset.bool == nil {
                    found.append(
                        Problem(
                            position: inset.position, subject: "\(name) 'inset'",
                            complaint: "is \(described(inset)) (expected true or false)"))
                }
            }
        case "gradient":
            guard let stops = value.array, !stops.isEmpty else {
                fail("is \(described(value)) (expected a non-empty array of stops with 'color' and 'position')")
                return
            }
            for (index, stop) in stops.enumerated() {
                members(
                    stop, ["color": "color", "position": "number"], type: type, subject: "\(subject)[\(index)]",
                    into: &found)
            }
        case "typography":
            members(
                value,
                [
                    "fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                    "letterSpacing": "dimension", "lineHeight": "number",
                ], type: type, subject: subject, into: &found)
        default:
            break
        }
    }

    /// A composite object: each listed member present and valid for its type, in the listed order.
    static func members(
        _ value: JSONValue, _ rules: KeyValuePairs<String, String>, type: String, subject: String,
        into found: inout [Problem]
    ) {
        guard let object = value.object else {
            found.append(
                Problem(
                    position: value.position, subject: subject,
                    complaint:
                        "is \(described(value)) (expected a \(type) object with \(rules.map { "'\($0.key)'" }.joined(separator: ", ")))"
                ))
            return
        }
        let missing = rules.map(\.key).filter { object[$0] == nil }
        if !missing.isEmpty {
            found.append(
                Problem(
                    position: value.position, subject: subject,
                    complaint: "lacks \(missing.map { "'\($0)'" }.joined(separator: ", "))"))
        }
        for (key, memberType) in rules {
            guard let member = object[key] else { continue }
            check(
                member, type: memberType, subject: subject == "its value" ? "its '\(key)'" : "\(subject) '\(key)'",
                into: &found)
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

    static func format(_ value: Double) -> String { JSONWriter.format(.double(value)) }
}
