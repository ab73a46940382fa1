import ZKCore

/// The value rules of every token type of the Design Tokens Format Module 2025.10 (and
/// zk-build's `string`), applied to a token's resolved value: each problem is located at the
/// offending part (an alias inside a composite is located at the alias, since the resolved
/// part carries its position).
///
/// Written as one rule per type rather than as a bundled JSON Schema: the value checked is the
/// resolved one (aliases inside composites replaced, each part keeping its own position), the
/// rule is chosen by the token's `$type` (declared or inherited), and every message names the
/// part in the words of the type (`its 'offsetX'`, `its 'dashArray'[1]`) with a suggestion
/// (`did you mean 'bold'?`) that a schema's generic violations would not give.
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

    /// The members of each composite type, each with its own type, in the order they are checked.
    static let borderMembers: KeyValuePairs<String, String> = [
        "color": "color", "width": "dimension", "style": "strokeStyle",
    ]
    static let transitionMembers: KeyValuePairs<String, String> = [
        "duration": "duration", "delay": "duration", "timingFunction": "cubicBezier",
    ]
    static let shadowMembers: KeyValuePairs<String, String> = [
        "color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension", "spread": "dimension",
    ]
    static let gradientStopMembers: KeyValuePairs<String, String> = ["color": "color", "position": "number"]
    static let typographyMembers: KeyValuePairs<String, String> = [
        "fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
        "letterSpacing": "dimension", "lineHeight": "number",
    ]

    static func problems(_ value: JSONValue, type: String) -> [Problem] {
        var found: [Problem] = []
        check(value, type: type, subject: "its value", into: &found)
        return found
    }

    /// The rule of `type` applied to `value`, named `subject` in the messages; an unknown type
    /// has no rule (it is reported where the token is parsed).
    static func check(_ value: JSONValue, type: String, subject: String, into found: inout [Problem]) {
        let part = Part(value: value, subject: subject)
        switch type {
        case "string":
            if value.string == nil { found.fail("is \(described(value))", part) }
        case "number":
            if value.number == nil { found.fail("is \(described(value)) (expected a number)", part) }
        case "color":
            if let problem = ColorValue.shapeProblem(value) { found.fail("is \(problem)", part) }
        case "dimension": checkMeasure(part, units: dimensionUnits, into: &found)
        case "duration": checkMeasure(part, units: durationUnits, into: &found)
        case "fontFamily": checkFontFamily(part, into: &found)
        case "fontWeight": checkFontWeight(part, into: &found)
        case "cubicBezier": checkCubicBezier(part, into: &found)
        case "strokeStyle": checkStrokeStyle(part, into: &found)
        case "border": members(value, borderMembers, type: type, subject: subject, into: &found)
        case "transition": members(value, transitionMembers, type: type, subject: subject, into: &found)
        case "shadow": checkShadow(part, into: &found)
        case "gradient": checkGradient(part, into: &found)
        case "typography": members(value, typographyMembers, type: type, subject: subject, into: &found)
        default: break
        }
    }

    /// A value under a rule, and how the messages name it.
    struct Part {
        var value: JSONValue
        var subject: String
    }

    // MARK: The rules of the simple types

    /// `dimension` and `duration`: `{ "value": <number>, "unit": <one of units> }`.
    static func checkMeasure(_ part: Part, units: [String], into found: inout [Problem]) {
        let unitList = units.map { "\"\($0)\"" }.joined(separator: " or ")
        guard let object = part.value.object else {
            found.fail(
                "is \(described(part.value)) (expected an object { \"value\": <number>, \"unit\": \(unitList) })",
                part)
            return
        }
        if let number = object["value"] {
            if number.double == nil {
                found.fail("is \(described(number)) (expected a number)", Part(value: number, subject: "its 'value'"))
            }
        } else {
            found.fail("lacks 'value'", part)
        }
        if let unit = object["unit"] {
            if !(unit.string.map(units.contains) ?? false) {
                found.fail("is \(described(unit)) (expected \(unitList))", Part(value: unit, subject: "its 'unit'"))
            }
        } else {
            found.fail("lacks 'unit' (\(unitList))", part)
        }
    }

    /// `fontFamily`: a font name or a non-empty array of them.
    static func checkFontFamily(_ part: Part, into found: inout [Problem]) {
        if part.value.string != nil { return }
        guard let list = part.value.array, !list.isEmpty else {
            found.fail("is \(described(part.value)) (expected a font name or a non-empty array of font names)", part)
            return
        }
        for (index, item) in list.enumerated() where item.string == nil {
            found.fail(
                "is \(described(item)) (expected a font name)", Part(value: item, subject: "\(part.subject)[\(index)]"))
        }
    }

    /// `fontWeight`: a number in 1…1000 or one of `fontWeightNames`.
    static func checkFontWeight(_ part: Part, into found: inout [Problem]) {
        if let number = part.value.double {
            if !(1...1000).contains(number) { found.fail("is \(format(number)), outside 1…1000", part) }
        } else if let text = part.value.string {
            guard fontWeightNames[text] == nil else { return }
            var complaint = "is \"\(text)\", which is no font weight name"
            if let near = EditDistance.nearest(to: text, in: fontWeightNames.keys.sorted()) {
                complaint += "; did you mean '\(near)'?"
            }
            found.fail(complaint, part)
        } else {
            found.fail(
                "is \(described(part.value)) (expected a number in 1…1000 or a weight name such as \"bold\")", part)
        }
    }

    /// `cubicBezier`: four numbers `[P1x, P1y, P2x, P2y]`, the x coordinates in 0…1.
    static func checkCubicBezier(_ part: Part, into found: inout [Problem]) {
        guard let list = part.value.array, list.count == 4, list.allSatisfy({ $0.double != nil }) else {
            found.fail("is \(described(part.value)) (expected an array of 4 numbers [P1x, P1y, P2x, P2y])", part)
            return
        }
        for index in [0, 2] {
            if let x = list[index].double, !(0...1).contains(x) {
                found.fail(
                    "is \(format(x)), outside 0…1 (x coordinates of a cubic Bézier curve lie in 0…1)",
                    Part(value: list[index], subject: "\(part.subject)[\(index)]"))
            }
        }
    }

    /// `strokeStyle`: one of `strokeStyles`, or `{ "dashArray": [<dimension>, …], "lineCap": … }`.
    static func checkStrokeStyle(_ part: Part, into found: inout [Problem]) {
        if let text = part.value.string {
            if !strokeStyles.contains(text) {
                found.fail(
                    "is \"\(text)\", which is no stroke style (\(strokeStyles.joined(separator: ", ")))", part)
            }
            return
        }
        guard let object = part.value.object else {
            found.fail(
                "is \(described(part.value)) (expected a stroke style name or an object with 'dashArray' and 'lineCap')",
                part)
            return
        }
        if let dashes = object["dashArray"] {
            if let list = dashes.array, !list.isEmpty {
                for (index, item) in list.enumerated() {
                    check(item, type: "dimension", subject: "its 'dashArray'[\(index)]", into: &found)
                }
            } else {
                found.fail(
                    "is \(described(dashes)) (expected a non-empty array of dimensions)",
                    Part(value: dashes, subject: "its 'dashArray'"))
            }
        } else {
            found.fail("lacks 'dashArray'", part)
        }
        if let cap = object["lineCap"] {
            if !(cap.string.map(lineCaps.contains) ?? false) {
                found.fail(
                    "is \(described(cap)) (expected \"round\", \"butt\" or \"square\")",
                    Part(value: cap, subject: "its 'lineCap'"))
            }
        } else {
            found.fail("lacks 'lineCap'", part)
        }
    }

    // MARK: The rules of the composite types

    /// `shadow`: one shadow object or a non-empty array of them (layers), each with an optional
    /// boolean `inset`.
    static func checkShadow(_ part: Part, into found: inout [Problem]) {
        let layers: [Part]
        if let list = part.value.array {
            guard !list.isEmpty else {
                found.fail("is an empty array (expected a shadow object or an array of them)", part)
                return
            }
            layers = list.enumerated().map { Part(value: $0.element, subject: "\(part.subject)[\($0.offset)]") }
        } else {
            layers = [part]
        }
        for layer in layers {
            members(layer.value, shadowMembers, type: "shadow", subject: layer.subject, into: &found)
            if let inset = layer.value.object?["inset"], inset.bool == nil {
                found.fail(
                    "is \(described(inset)) (expected true or false)",
                    Part(value: inset, subject: "\(layer.subject) 'inset'"))
            }
        }
    }

    /// `gradient`: a non-empty array of stops, each with a `color` and a `position`.
    static func checkGradient(_ part: Part, into found: inout [Problem]) {
        guard let stops = part.value.array, !stops.isEmpty else {
            found.fail(
                "is \(described(part.value)) (expected a non-empty array of stops with 'color' and 'position')", part)
            return
        }
        for (index, stop) in stops.enumerated() {
            members(stop, gradientStopMembers, type: "gradient", subject: "\(part.subject)[\(index)]", into: &found)
        }
    }

    /// A composite object: each listed member present and valid for its type, in the listed order.
    static func members(
        _ value: JSONValue, _ rules: KeyValuePairs<String, String>, type: String, subject: String,
        into found: inout [Problem]
    ) {
        let part = Part(value: value, subject: subject)
        guard let object = value.object else {
            let names = rules.map { "'\($0.key)'" }.joined(separator: ", ")
            found.fail("is \(described(value)) (expected \(MessageText.withArticle(type)) object with \(names))", part)
            return
        }
        let missing = rules.map(\.key).filter { object[$0] == nil }
        if !missing.isEmpty { found.fail("lacks \(missing.map { "'\($0)'" }.joined(separator: ", "))", part) }
        for (key, memberType) in rules {
            guard let member = object[key] else { continue }
            check(
                member, type: memberType, subject: subject == "its value" ? "its '\(key)'" : "\(subject) '\(key)'",
                into: &found)
        }
    }

    // MARK: Messages

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

extension [TypeRules.Problem] {
    /// A problem of `part`, located at its value.
    fileprivate mutating func fail(_ complaint: String, _ part: TypeRules.Part) {
        append(TypeRules.Problem(position: part.value.position, subject: part.subject, complaint: complaint))
    }
}
