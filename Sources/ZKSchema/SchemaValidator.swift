import ZKCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which members of an object or items of an array some subschema evaluated: the annotations
/// `unevaluatedProperties` and `unevaluatedItems` read (by member or item index).
struct EvaluatedMarks {
    var bits: [Bool]

    init(count: Int) { bits = Array(repeating: false, count: count) }

    mutating func merge(_ other: EvaluatedMarks) {
        for index in bits.indices where other.bits[index] { bits[index] = true }
    }
}

/// Validates one instance (a `JSONTape`: values are word indices) against compiled schema
/// nodes. With `collect` it reports every
/// violation at the offending value (or key) with its JSON path and a note at the schema keyword;
/// without, it stops at the first failure and builds no message (used inside `anyOf`/`oneOf` and
/// by the fast path).
struct SchemaValidator {
    /// The library's nodes, anchors and resource bases, lent unretained (`withValidator` runs
    /// inside a call on the library, which holds them): retaining and releasing the arrays the
    /// threads share cost each file six atomic operations on cache lines the other core wrote.
    private unowned(unsafe) let table: SchemaNodeTable
    var dynamicAnchors: [[CodePointString: Int]] { table.dynamicAnchors }
    let tape: JSONTape
    let file: String
    /// The instance path of the value being validated; keys as their tape words, so no
    /// `String` is made unless a message needs the pointer.
    var path: [PathStep] = []
    var violations: [SchemaViolation] = []
    /// Set when validation entered a node whose schema has errors.
    var reachedBroken = false
    /// The schema resources entered, outermost first: where `$dynamicRef` looks for its anchor.
    var dynamicScope: [Int] = []
    var depth = 0
    static let maximumDepth = 400

    /// The results of referenced nodes on object and array values, by node and value word:
    /// `allOf` (or `anyOf`, `oneOf`) of two references that meet again one level down would
    /// validate each value 2^depth times (36 s for 310 bytes nested 28 deep); with the results
    /// kept, each (node, value) is validated once, or twice when its violations are wanted
    /// after a first pass without. Not kept when annotations (`unevaluated…`), the dynamic
    /// scope or the evaluation path make a result depend on more than the two.
    var results: [ResultKey: KeptResult] = [:]
    /// The violation list in use (`reportAlternatives` collects into a fresh one and restores
    /// it): a kept failure's violations are added to a list once.
    var listGeneration = 0
    var generations = 0

    struct ResultKey: Hashable {
        var node: Int
        var value: Int
    }

    struct KeptResult {
        var valid: Bool
        /// The violations the failure reported (nil: found without collecting).
        var violations: [SchemaViolation]?
        /// The list they were last added to.
        var generation = 0
    }

    var nodes: [SchemaNode] { table.nodes }
    /// Whether node `index` is the schema `false`, read through the unretained nodes (`nodes[i]`
    /// retains the array the threads share).
    @inline(__always)
    func isAlwaysFalse(_ index: Int) -> Bool { nodeReferences[index]._withUnsafeGuaranteedRef { $0.alwaysFalse } }
    /// The same nodes unretained (`SchemaNodeTable`), for the hot path.
    let nodeReferences: UnsafeBufferPointer<Unmanaged<SchemaNode>>
    /// Whether any node has a `$dynamicRef`: else the dynamic scope is never read and not kept.
    let tracksDynamicScope: Bool
    /// A node of only `$ref` is skipped for its target (not when the dynamic scope or the
    /// evaluation path is kept, where the `$ref` itself counts).
    let hopsForward: Bool

    /// With `evaluationPaths` (the output formats): the subschemas being evaluated, outermost
    /// first, from which each violation's output units are made. Off, the hot path pays one
    /// test of `tracing` per node and keeps nothing.
    let tracing: Bool
    var frames: [TraceFrame] = []
    /// How the next node is entered: set just before a reference is followed.
    var nextVia: TraceFrame.Via = .lexical
    var resourceBases: [SchemaResourceBase] { table.resourceBases }

    /// One subschema on the evaluation path: the node, the instance depth it applies at, and
    /// whether it was reached through a reference keyword (else it is written inside its parent).
    struct TraceFrame {
        enum Via {
            case lexical
            case reference(String)
        }
        var node: Int
        var depth: Int
        var via: Via
    }

    enum PathStep {
        case key(Int)
        case index(Int)
    }

    /// The tape's buffers: every read of the hot path goes through them.
    let raw: JSONTape.Buffers

    /// The last `pattern` results of this file: the same string meets the same pattern several
    /// times (an `id` that is also a `key`, the branches of an `anyOf`), so the answer is kept.
    /// One slot per pattern, chosen by a hash of the pattern's address (16 slots: two patterns
    /// that share one take turns). The bytes point into `raw`, valid as long as the validator is. The slots
    /// are lent by `withValidator` (a buffer, not an array: no copy-on-write test on every store).
    private let patternMemo: UnsafeMutableBufferPointer<PatternMemo>
    static let patternMemoSize = 16

    struct PatternMemo {
        var pattern: ObjectIdentifier?
        var bytes: UnsafeBufferPointer<UInt8>
        var result: Bool
    }

    /// Whether `pattern` matches `bytes`, from the memo when this file asked it last.
    private mutating func matches(_ pattern: SchemaPattern, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let identity = ObjectIdentifier(pattern)
        let address = UInt64(UInt(bitPattern: identity))
        let slot = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) &>> 60)
        let entry = patternMemo[slot]
        if entry.pattern == identity, entry.bytes.count == bytes.count {
            guard let p = entry.bytes.baseAddress, let q = bytes.baseAddress else { return entry.result }
            if p == q || JSONTape.equalBytes(p, q, bytes.count) { return entry.result }
        }
        let result = pattern.matches(utf8: bytes)
        patternMemo[slot] = PatternMemo(pattern: identity, bytes: bytes, result: result)
        return result
    }

    /// `body` with a validator of `tape` (inside the tape's `withBuffers`, whose `raw` it reads).
    static func withValidator<Result>(
        library: SchemaLibrary, tape: JSONTape, raw: JSONTape.Buffers, file: String, evaluationPaths: Bool = false,
        _ body: (inout SchemaValidator) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: PatternMemo.self, capacity: patternMemoSize) { slots in
            slots.initialize(
                repeating: PatternMemo(pattern: nil, bytes: UnsafeBufferPointer(start: nil, count: 0), result: false))
            var validator = SchemaValidator(
                library: library, tape: tape, raw: raw, file: file, evaluationPaths: evaluationPaths, memo: slots)
            return body(&validator)
        }
    }

    /// Valid while `raw` is (inside the tape's `withBuffers`).
    private init(
        library: SchemaLibrary, tape: JSONTape, raw: JSONTape.Buffers, file: String, evaluationPaths: Bool,
        memo: UnsafeMutableBufferPointer<PatternMemo>
    ) {
        patternMemo = memo
        table = library.nodeTable
        self.tape = tape
        self.raw = raw
        self.file = file
        nodeReferences = UnsafeBufferPointer(library.nodeTable.references)
        tracksDynamicScope = library.usesDynamicReferences
        tracing = evaluationPaths
        hopsForward = !library.usesDynamicReferences && !evaluationPaths
    }

    // MARK: The file's kind

    /// The mismatch when the document's root has a type the schema's root never admits (`typed`:
    /// the node whose `type` applies there, `SchemaNodeTable.typed(from:)`).
    func rootTypeMismatch(_ typed: Int, _ value: Int) -> SchemaRootTypeMismatch? {
        let node = nodes[typed]
        guard let types = node.types, !types.contains(typeBit(value)) else { return nil }
        return SchemaRootTypeMismatch(
            found: Self.article(typeName(value)), expected: node.typeNames.map(Self.article),
            location: location(value), typeLocation: node.location(of: "type"))
    }

    // MARK: Validation

    mutating func validate(_ index: Int, _ value: Int, collect: Bool) -> Bool {
        // The leaf test here too: before `marks` exists, whose release is a call per node.
        if !tracing, let leaf = stringLeaf(index, value) {
            return nodeReferences[leaf]._withUnsafeGuaranteedRef { validateString($0, value, collect: collect) }
        }
        var marks: EvaluatedMarks?
        return validate(index, value, collect: collect, marks: &marks)
    }

    /// The node (after `$ref`-only hops) when it is a string leaf and `value` a string: nothing
    /// of `validate`'s bookkeeping (depth, dynamic scope, annotations) can matter there, so the
    /// string keywords are checked at once. nil for anything else.
    @inline(__always)
    private func stringLeaf(_ index: Int, _ value: Int) -> Int? {
        guard raw.kind(value) == .string else { return nil }
        let index = hopsForward ? forwarded(index) : index
        return nodeReferences[index]._withUnsafeGuaranteedRef { $0.stringLeaf } ? index : nil
    }

    /// Validates `value` against node `index`. When `marks` is given (an ancestor reads the
    /// annotations), the members or items this node and its in-place subschemas evaluated are
    /// marked in it; a node that fails leaves no reliable marks (callers that go on after a
    /// failure pass a fresh set).
    mutating func validate(_ index: Int, _ value: Int, collect: Bool, marks: inout EvaluatedMarks?) -> Bool {
        if !tracing, let leaf = stringLeaf(index, value) {
            return nodeReferences[leaf]._withUnsafeGuaranteedRef { validateString($0, value, collect: collect) }
        }
        let index = hopsForward ? forwarded(index) : index
        // The node lent, not retained: a retain and release per node visited cost more than
        // the checks of most nodes (and, shared between threads, bounce between cores).
        return nodeReferences[index]._withUnsafeGuaranteedRef { node in
            if node.referenced, hopsForward, marks == nil, raw.kind(value) == .object || raw.kind(value) == .array {
                return kept(node, index, value, collect: collect)
            }
            return validate(node, index, value, collect: collect, marks: &marks)
        }
    }

    /// `validate` of a referenced node through `results`.
    private mutating func kept(_ node: SchemaNode, _ index: Int, _ value: Int, collect: Bool) -> Bool {
        let key = ResultKey(node: index, value: value)
        if let known = results[key] {
            if known.valid { return true }
            if !collect { return false }
            if let reported = known.violations {
                if known.generation != listGeneration {
                    violations += reported
                    results[key]?.generation = listGeneration
                }
                return false
            }
        }
        // Kept even when the depth limit cut it short (a value reached again at another depth
        // gets the same answer): the limit is then an error of the file anyway, and not keeping
        // it made every level above the limit double again.
        let start = violations.count
        var none: EvaluatedMarks?
        let valid = validate(node, index, value, collect: collect, marks: &none)
        var result = KeptResult(valid: valid)
        if !valid, collect, violations.count >= start {
            result.violations = Array(violations[start...])
            result.generation = listGeneration
        }
        results[key] = result
        return valid
    }

    /// `validate` with the node at `index` in hand.
    private mutating func validate(
        _ node: SchemaNode, _ index: Int, _ value: Int, collect: Bool, marks: inout EvaluatedMarks?
    ) -> Bool {
        if tracing {
            frames.append(TraceFrame(node: index, depth: path.count, via: nextVia))
            nextVia = .lexical
        }
        defer { if tracing { frames.removeLast() } }
        if node.broken { reachedBroken = true }
        if node.alwaysFalse {
            if collect {
                report("\(subject(value)) is not allowed here (its schema is 'false')", value, node, keyword: nil)
            }
            return false
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            reachedBroken = true
            if collect {
                report(
                    "\(subject(value)): the schema references nest too deeply (a '$dynamicRef' loop?)", value, node,
                    keyword: nil)
            }
            return false
        }
        let enteredResource = tracksDynamicScope && dynamicScope.last != node.resource
        if enteredResource { dynamicScope.append(node.resource) }
        defer { if enteredResource { dynamicScope.removeLast() } }

        var localMarks: EvaluatedMarks?
        let tracking = marks != nil || node.needsAnnotations
        if tracking, marks == nil {
            switch raw.kind(value) {
            case .object, .array: localMarks = EvaluatedMarks(count: raw.count(value))
            default: break
            }
        } else {
            localMarks = marks
        }
        defer { if marks != nil { marks = localMarks } }

        var valid = true
        if let types = node.types, !admits(types, value, integersAsWritten: node.integersAsWritten) {
            if !collect { return false }
            let expected = node.typeNames.joined(separator: " or ")
            // Draft 4: `1.0` is a number, not an integer.
            let what = node.integersAsWritten && raw.kind(value) == .number ? "number \(describe(value))" : found(value)
            report("expected \(expected) at \(pointer), found \(what)", value, node, keyword: "type")
            return false
        }
        if node.enumValues != nil || node.constValue != nil, !validateValue(node, value, collect: collect) {
            if !collect { return false }
            valid = false
        }
        if !validateKind(node, value, collect: collect, marks: &localMarks) {
            if !collect { return false }
            valid = false
        }
        if node.checks.contains(.inPlace), !validateInPlace(node, value, collect: collect, marks: &localMarks) {
            if !collect { return false }
            valid = false
        }
        if node.needsAnnotations, !validateUnevaluated(node, value, collect: collect, marks: &localMarks) {
            if !collect { return false }
            valid = false
        }
        return valid
    }

    /// The node a chain of `$ref`-only nodes leads to: a few hops at most (a cycle of them still
    /// meets the depth limit, one round of hops per level).
    @inline(__always)
    private func forwarded(_ index: Int) -> Int {
        var index = index
        var hops = 0
        while hops < 8, let next = nodeReferences[index]._withUnsafeGuaranteedRef({ $0.forward }) {
            index = next
            hops += 1
        }
        return index
    }

    /// `enum` and `const`.
    @inline(__always)
    private mutating func validateValue(_ node: SchemaNode, _ value: Int, collect: Bool) -> Bool {
        var valid = true
        if let values = node.enumValues,
            !Self.inStringEnum(node, value, raw)
                && !values.contains(where: { JSONEquality.equal(tape, value, $0) })
        {
            if !collect { return false }
            valid = false
            reportNotInEnum(values, value, node)
        }
        if let constant = node.constValue, !JSONEquality.equal(tape, value, constant) {
            if !collect { return false }
            valid = false
            report(
                "\(describe(value)) at \(pointer) must be \(JSONEquality.literal(constant))", value, node,
                keyword: "const")
        }
        return valid
    }

    /// Whether `value` is a string and one of the node's string `enum` values, by its bytes (a
    /// node whose values are all strings). false says nothing: the values are then compared as
    /// `JSONValue`s (a non-string instance, an enum of other values, a miss).
    @inline(__always)
    private static func inStringEnum(_ node: SchemaNode, _ value: Int, _ raw: JSONTape.Buffers) -> Bool {
        guard raw.kind(value) == .string, let bytes = node.enumStringBytes else { return false }
        return bytes.withUnsafeBufferPointer { all in
            var start = 0
            for end in node.enumStringEnds {
                defer { start = end }
                if raw.bytes(value, equal: UnsafeBufferPointer(rebasing: all[start..<end])) { return true }
            }
            return false
        }
    }

    /// A value that is none of `enum`'s, with the nearest string when it is a near miss of one.
    private mutating func reportNotInEnum(_ values: [JSONValue], _ value: Int, _ node: SchemaNode) {
        let listed =
            values.prefix(12).map(JSONEquality.literal).joined(separator: ", ") + (values.count > 12 ? ", …" : "")
        var message = "\(describe(value)) at \(pointer) is not one of \(listed)"
        if raw.kind(value) == .string, case let text = tape.string(value),
            let near = EditDistance.nearest(to: text, in: values.compactMap(\.string))
        {
            message += "; did you mean \"\(near)\"?"
        }
        report(message, value, node, keyword: "enum")
    }

    /// The keywords of the value's own type: string, number, array or object.
    @inline(__always)
    private mutating func validateKind(
        _ node: SchemaNode, _ value: Int, collect: Bool, marks: inout EvaluatedMarks?
    ) -> Bool {
        switch raw.kind(value) {
        case .string where node.checks.contains(.string):
            return validateString(node, value, collect: collect)
        case .number where node.checks.contains(.number):
            return validateNumber(node, value, collect: collect)
        case .array where node.checks.contains(.array):
            return validateArray(node, value, collect: collect, marks: &marks)
        case .object where node.checks.contains(.object):
            return validateObject(node, value, collect: collect, marks: &marks)
        default:
            return true
        }
    }

    // MARK: In-place applicators

    /// Validates a subschema on the same instance; on success its marks join `marks`.
    private mutating func branch(_ index: Int, _ value: Int, collect: Bool, marks: inout EvaluatedMarks?) -> Bool {
        guard let current = marks else {
            var none: EvaluatedMarks?
            return validate(index, value, collect: collect, marks: &none)
        }
        var own: EvaluatedMarks? = EvaluatedMarks(count: current.bits.count)
        let ok = validate(index, value, collect: collect, marks: &own)
        if ok, let own { marks?.merge(own) }
        return ok
    }

    private mutating func validateInPlace(
        _ node: SchemaNode, _ value: Int, collect: Bool, marks: inout EvaluatedMarks?
    ) -> Bool {
        var valid = true
        if let ref = node.ref {
            if tracing { nextVia = .reference("$ref") }
            if !branch(ref, value, collect: collect, marks: &marks) {
                if !collect { return false }
                valid = false
            }
        }
        // Checked here: calling a method of this validator from a mutating one copies the validator.
        if node.dynamicRef != nil, let target = dynamicTarget(node) {
            if tracing {
                nextVia = .reference(node.keywordPositions["$recursiveRef"] != nil ? "$recursiveRef" : "$dynamicRef")
            }
            if !branch(target, value, collect: collect, marks: &marks) {
                if !collect { return false }
                valid = false
            }
        }
        for sub in node.allOf where !branch(sub, value, collect: collect, marks: &marks) {
            if !collect { return false }
            valid = false
        }
        if !node.anyOf.isEmpty {
            var matched = false
            for sub in node.anyOf where branch(sub, value, collect: false, marks: &marks) {
                matched = true
                if marks == nil { break }
            }
            if !matched {
                if !collect { return false }
                valid = false
                reportAlternatives("anyOf", node.anyOf, value, node)
            }
        }
        if !node.oneOf.isEmpty {
            var matching: [Int] = []
            var chosen: EvaluatedMarks?
            for (position, sub) in node.oneOf.enumerated() {
                var own: EvaluatedMarks? = marks.map { EvaluatedMarks(count: $0.bits.count) }
                if validate(sub, value, collect: false, marks: &own) {
                    matching.append(position)
                    chosen = own
                    if matching.count > 1 && !collect { break }
                }
            }
            if matching.count == 1 {
                if let chosen { marks?.merge(chosen) }
            } else {
                if !collect { return false }
                valid = false
                if matching.isEmpty {
                    reportAlternatives("oneOf", node.oneOf, value, node)
                } else {
                    let which = matching.map { "#\($0)" }.joined(separator: ", ")
                    report(
                        "\(subject(value)) matches \(matching.count) of the schemas of 'oneOf' (\(which)); exactly one must match",
                        value, node, keyword: "oneOf")
                }
            }
        }
        if let negated = node.not {
            var none: EvaluatedMarks?
            if validate(negated, value, collect: false, marks: &none) {
                if !collect { return false }
                valid = false
                report("\(subject(value)) must not match the schema of 'not'", value, node, keyword: "not")
            }
        }
        if let condition = node.ifSchema {
            if branch(condition, value, collect: false, marks: &marks) {
                if let then = node.thenSchema, !branch(then, value, collect: collect, marks: &marks) {
                    if !collect { return false }
                    valid = false
                }
            } else if let otherwise = node.elseSchema, !branch(otherwise, value, collect: collect, marks: &marks) {
                if !collect { return false }
                valid = false
            }
        }
        if !node.dependentSchemas.isEmpty, raw.kind(value) == .object {
            for dependent in node.dependentSchemas where member(value, named: dependent.key) != nil {
                if !branch(dependent.node, value, collect: collect, marks: &marks) {
                    if !collect { return false }
                    valid = false
                }
            }
        }
        return valid
    }

    /// The node a `$dynamicRef` leads to: its static target, unless that target carries the
    /// same `$dynamicAnchor`, in which case the outermost resource of the dynamic scope that
    /// defines the anchor.
    private func dynamicTarget(_ node: SchemaNode) -> Int? {
        guard let target = node.dynamicRef else { return nil }
        guard let name = node.dynamicRefName, let anchor = nodes[target].dynamicAnchor,
            anchor.hasSameCodePoints(as: name)
        else { return target }
        for resource in dynamicScope {
            if let found = dynamicAnchors[resource][CodePointString(name)] { return found }
        }
        return target
    }

    // MARK: Strings and numbers

    private mutating func validateString(_ node: SchemaNode, _ value: Int, collect: Bool) -> Bool {
        var valid = true
        // A plain string's length is found in the source: once.
        let bytes = node.minLength != nil || node.maxLength != nil || node.pattern != nil ? raw.bytes(value) : nil
        // A scalar takes 1 to 4 bytes: most strings are within both bounds by their byte count.
        if let bytes,
            node.minLength.map({ (bytes.count + 3) / 4 < $0 }) ?? false
                || node.maxLength.map({ bytes.count > $0 }) ?? false
        {
            // Unicode scalars: the bytes that do not continue a UTF-8 sequence.
            let length = bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
            if let minimum = node.minLength, length < minimum {
                if !collect { return false }
                valid = false
                report(
                    "string at \(pointer) has \(length) characters; at least \(minimum) required", value, node,
                    keyword: "minLength")
            }
            if let maximum = node.maxLength, length > maximum {
                if !collect { return false }
                valid = false
                report(
                    "string at \(pointer) has \(length) characters; at most \(maximum) allowed", value, node,
                    keyword: "maxLength")
            }
        }
        if let pattern = node.patternReference, let bytes,
            !pattern._withUnsafeGuaranteedRef({ matches($0, bytes) })
        {
            if !collect { return false }
            valid = false
            report(
                "\(describe(value)) at \(pointer) does not match the pattern \"\(pattern.takeUnretainedValue().source)\"",
                value, node,
                keyword: "pattern")
        }
        if let format = node.format, let problem = SchemaFormat.violation(format, tape.string(value)) {
            if !collect { return false }
            valid = false
            report(
                "\(describe(value)) at \(pointer) is not a valid '\(format)': \(problem)", value, node,
                keyword: "format")
        }
        if node.contentEncoding != nil || node.contentMediaType != nil,
            let (keyword, problem) = SchemaContent.violation(
                encoding: node.contentEncoding, mediaType: node.contentMediaType, tape.string(value))
        {
            if !collect { return false }
            valid = false
            report("\(describe(value)) at \(pointer) \(problem)", value, node, keyword: keyword)
        }
        return valid
    }

    /// The bounds compare on the number's double first: rounding is monotonic, so doubles that
    /// differ order the exact values alike, and only a tie needs the exact lexeme. An integer
    /// lexeme is exact as it is; another is parsed once (not once per bound, through a `String`).
    private mutating func validateNumber(_ node: SchemaNode, _ value: Int, collect: Bool) -> Bool {
        var valid = true
        let isExact = raw.isIntegerLexeme(value)
        let number = isExact ? tape.number(value) : nil
        let double = isExact ? 0 : JSONLexer.double(raw.bytes(value))
        func check(_ bound: NumberBound?, _ keyword: String, _ fails: (Int) -> Bool, _ phrase: String) -> Bool {
            guard let bound else { return true }
            let order: Int
            if let number {
                order = bound.compare(number)
            } else if double != bound.double {
                order = double < bound.double ? -1 : 1
            } else {
                order = bound.compare(tape.number(value))
            }
            guard fails(order) else { return true }
            if collect {
                report("\(describe(value)) at \(pointer) \(phrase) \(bound.text)", value, node, keyword: keyword)
            }
            return false
        }
        if !check(node.minimum, "minimum", { $0 < 0 }, "is less than the minimum") {
            if !collect { return false }
            valid = false
        }
        if !check(node.maximum, "maximum", { $0 > 0 }, "is greater than the maximum") {
            if !collect { return false }
            valid = false
        }
        if !check(node.exclusiveMinimum, "exclusiveMinimum", { $0 <= 0 }, "must be greater than") {
            if !collect { return false }
            valid = false
        }
        if !check(node.exclusiveMaximum, "exclusiveMaximum", { $0 >= 0 }, "must be less than") {
            if !collect { return false }
            valid = false
        }
        if let multiple = node.multipleOf, !multiple.divides(number ?? tape.number(value)) {
            if !collect { return false }
            valid = false
            report(
                "\(describe(value)) at \(pointer) is not a multiple of \(multiple.text)", value, node,
                keyword: "multipleOf")
        }
        return valid
    }

    // MARK: Arrays

    /// The items of an array (word indices).
    private func children(_ value: Int) -> [Int] {
        var result: [Int] = []
        let end = raw.next(value)
        var child = raw.firstChild(value)
        while child < end {
            result.append(child)
            child = raw.next(child)
        }
        return result
    }

    private mutating func validateArray(
        _ node: SchemaNode, _ value: Int, collect: Bool, marks: inout EvaluatedMarks?
    ) -> Bool {
        var valid = true
        let count = raw.count(value)
        if let minimum = node.minItems, count < minimum {
            if !collect { return false }
            valid = false
            report(
                "array at \(pointer) has \(count) item\(count == 1 ? "" : "s"); at least \(minimum) required", value,
                node, keyword: "minItems")
        }
        if let maximum = node.maxItems, count > maximum {
            if !collect { return false }
            valid = false
            report(
                "array at \(pointer) has \(count) items; at most \(maximum) allowed", value, node, keyword: "maxItems")
        }
        if node.prefixItems.isEmpty && node.items == nil && node.contains == nil && !node.uniqueItems { return valid }
        var item = raw.firstChild(value)
        for position in 0..<count {
            defer { item = raw.next(item) }
            let schema = position < node.prefixItems.count ? node.prefixItems[position] : node.items
            guard let schema else { continue }
            path.append(.index(position))
            if collect, isAlwaysFalse(schema), position >= node.prefixItems.count {
                report(
                    "item \(pointer) is not allowed: the array may hold \(node.prefixItems.count) item\(node.prefixItems.count == 1 ? "" : "s") ('\(node.keywordName("items"))' is false)",
                    item, node, keyword: "items")
                path.removeLast()
                valid = false
                continue
            }
            let ok = validate(schema, item, collect: collect)
            path.removeLast()
            if !ok {
                if !collect { return false }
                valid = false
            }
            marks?.bits[position] = true
        }
        if let contains = node.contains {
            var matches = 0
            var item = raw.firstChild(value)
            for position in 0..<count {
                path.append(.index(position))
                let matched = validate(contains, item, collect: false)
                path.removeLast()
                if matched {
                    matches += 1
                    marks?.bits[position] = true
                }
                item = raw.next(item)
            }
            let minimum = node.minContains ?? 1
            if matches < minimum {
                if !collect { return false }
                valid = false
                let keyword = node.minContains == nil ? "contains" : "minContains"
                report(
                    matches == 0 && minimum == 1
                        ? "no item of the array at \(pointer) matches the schema of 'contains'"
                        : "array at \(pointer) has \(matches) item\(matches == 1 ? "" : "s") matching 'contains'; at least \(minimum) required",
                    value, node, keyword: keyword)
            }
            if let maximum = node.maxContains, matches > maximum {
                if !collect { return false }
                valid = false
                report(
                    "array at \(pointer) has \(matches) items matching 'contains'; at most \(maximum) allowed", value,
                    node, keyword: "maxContains")
            }
        }
        if node.uniqueItems, count > 1 {
            // Items are compared only with earlier ones of the same hash (equal values hash
            // alike): 20,000 distinct items took 9 s compared pairwise.
            let items = children(value)
            var byHash: [Int: [Int]] = [:]
            for later in 0..<items.count {
                let hash = JSONEquality.hash(raw, items[later])
                guard let earlier = byHash[hash]?.first(where: { JSONEquality.equal(tape, items[$0], items[later]) })
                else {
                    byHash[hash, default: []].append(later)
                    continue
                }
                if !collect { return false }
                valid = false
                path.append(.index(later))
                report(
                    "item \(pointer) repeats item \(earlier) (\(describe(items[later]))); the items must be unique",
                    items[later], node, keyword: "uniqueItems",
                    extra: [Diagnostic.Note("item \(earlier) is here", at: location(items[earlier]))])
                path.removeLast()
            }
        }
        return valid
    }

    // MARK: Objects

    /// The value of the member named `name` (by code point), if the object has one.
    func member(_ object: Int, named name: String) -> Int? {
        var name = name
        return name.withUTF8 { wanted in
            let end = raw.next(object)
            var key = raw.firstChild(object)
            while key < end {
                let value = raw.next(key)
                if raw.bytes(key, equal: wanted) { return value }
                key = raw.next(value)
            }
            return nil
        }
    }

    /// The key words of an object's members.
    private func keys(_ object: Int) -> [Int] {
        var result: [Int] = []
        let end = raw.next(object)
        var key = raw.firstChild(object)
        while key < end {
            result.append(key)
            key = raw.next(raw.next(key))
        }
        return result
    }

    private mutating func validateObject(
        _ node: SchemaNode, _ value: Int, collect: Bool, marks: inout EvaluatedMarks?
    ) -> Bool {
        var valid = true
        let count = raw.count(value)
        if node.minProperties != nil || node.maxProperties != nil,
            !validatePropertyCount(node, value, count: count, collect: collect)
        {
            if !collect { return false }
            valid = false
        }
        if !node.required.isEmpty && !Self.hasRequired(node, value, count: count, in: raw)
            || !node.dependentRequired.isEmpty,
            !validateRequired(node, value, collect: collect)
        {
            if !collect { return false }
            valid = false
        }
        let simple =
            node.propertyNames == nil && node.patternProperties.isEmpty && node.additionalProperties == nil
            && marks == nil
        if simple && node.properties.isEmpty { return valid }
        if !validateMembers(node, value, count: count, collect: collect, marks: &marks) {
            if !collect { return false }
            valid = false
        }
        return valid
    }

    /// `minProperties` and `maxProperties`.
    @inline(__always)
    private mutating func validatePropertyCount(_ node: SchemaNode, _ value: Int, count: Int, collect: Bool) -> Bool {
        var valid = true
        if let minimum = node.minProperties, count < minimum {
            if !collect { return false }
            valid = false
            report(
                "object at \(pointer) has \(count) propert\(count == 1 ? "y" : "ies"); at least \(minimum) required",
                value, node, keyword: "minProperties")
        }
        if let maximum = node.maxProperties, count > maximum {
            if !collect { return false }
            valid = false
            report(
                "object at \(pointer) has \(count) properties; at most \(maximum) allowed", value, node,
                keyword: "maxProperties")
        }
        return valid
    }

    /// Whether the object has every `required` name, the fast way: each looked for from the
    /// member after the last one found (objects tend to list them in the schema's order).
    /// Static, on the tape's buffers: a method of the validator called from the mutating
    /// `validateObject` copied the whole validator (256 bytes) on every object.
    @inline(__always)
    private static func hasRequired(
        _ node: SchemaNode, _ value: Int, count: Int, in raw: JSONTape.Buffers
    ) -> Bool {
        // Many names in a large object: looked up in a set of its keys (50,000 names listed
        // in the reverse of the object's order took minutes searched one by one).
        if count > 16, node.requiredEnds.count > 16 {
            let present = keySet(value, raw)
            return node.required.allSatisfy { present.contains(CodePointString($0)) }
        }
        return node.requiredBytes.withUnsafeBufferPointer { bytes in
            let first = raw.firstChild(value)
            let end = raw.next(value)
            var key = first
            var start = 0
            for nameEnd in node.requiredEnds {
                let name = UnsafeBufferPointer(rebasing: bytes[start..<nameEnd])
                start = nameEnd
                var probe = key
                var found = false
                for _ in 0..<count {
                    if probe >= end { probe = first }
                    let after = raw.next(raw.next(probe))
                    if raw.bytes(probe, equal: name) {
                        found = true
                        key = after
                        break
                    }
                    probe = after
                }
                if !found { return false }
            }
            return true
        }
    }

    /// The keys of an object, by code point.
    private static func keySet(_ object: Int, _ raw: JSONTape.Buffers) -> Set<CodePointString> {
        var keys: Set<CodePointString> = []
        let end = raw.next(object)
        var key = raw.firstChild(object)
        while key < end {
            keys.insert(CodePointString(String(decoding: raw.bytes(key), as: UTF8.self)))
            key = raw.next(raw.next(key))
        }
        return keys
    }

    /// `required` and `dependentRequired`.
    @inline(__always)
    private mutating func validateRequired(_ node: SchemaNode, _ value: Int, collect: Bool) -> Bool {
        var valid = true
        // As `hasRequired`: a set of the keys for many names in a large object; the keys that
        // may be a missing name misspelt are listed once per object, not once per name.
        let present = node.required.count > 16 && raw.count(value) > 16 ? Self.keySet(value, raw) : nil
        var unknown: [String]?
        for name in node.required {
            if let present {
                if present.contains(CodePointString(name)) { continue }
            } else if member(value, named: name) != nil {
                continue
            }
            if !collect { return false }
            valid = false
            if unknown == nil {
                unknown = keys(value).map { tape.string($0) }.filter { node.properties[CodePointString($0)] == nil }
            }
            reportMissing(name, value, node, unknown: unknown ?? [])
        }
        for dependent in node.dependentRequired {
            guard let trigger = keys(value).first(where: { tape.stringEquals($0, dependent.key) }) else { continue }
            for name in dependent.names where member(value, named: name) == nil {
                if !collect { return false }
                valid = false
                record(
                    "property '\(dependent.key)' requires property '\(name)' in the object at \(pointer)",
                    at: location(trigger),
                    node, keyword: "dependentRequired",
                    notes: [
                        Diagnostic.Note(
                            "'\(node.keywordName("dependentRequired"))' of \(node.file) is here",
                            at: node.location(of: node.keywordName("dependentRequired")))
                    ])
            }
        }
        return valid
    }

    /// The most keys a missing property's misspelling is looked for among.
    static let nearMissKeys = 256

    /// A required property that is missing, with the present key that may be it misspelt.
    private mutating func reportMissing(_ name: String, _ value: Int, _ node: SchemaNode, unknown: [String]) {
        var message = "missing required property '\(name)' in the object at \(pointer)"
        var restates = false
        // Past a few hundred keys no misspelling is looked for: each missing name would be
        // compared with every key.
        if unknown.count <= Self.nearMissKeys, let near = EditDistance.nearest(to: name, in: unknown) {
            // One misspelt property, one error: the forbidden key is reported at the key, with
            // the fix-it (`validateLeftover`); the missing one it meant is that same mistake,
            // kept for the specification's output formats (which list every failing keyword)
            // and left out of the diagnostics (`SchemaValidation.reported`).
            restates = forbidsLeftover(node, near)
            message += "; '\(near)' is there, is it misspelt?"
        }
        let before = violations.count
        report(message, value, node, keyword: "required")
        if restates, violations.count > before { violations[violations.count - 1].restatesAnother = true }
    }

    /// Each member against `propertyNames`, the `properties` and `patternProperties` that name
    /// it, else `additionalProperties`; the members evaluated are marked.
    private mutating func validateMembers(
        _ node: SchemaNode, _ value: Int, count: Int, collect: Bool, marks: inout EvaluatedMarks?
    ) -> Bool {
        var valid = true
        var key = raw.firstChild(value)
        for position in 0..<count {
            let member = raw.next(key)
            defer { key = raw.next(member) }
            if let names = node.propertyNames, !validate(names, key, collect: false) {
                if !collect { return false }
                valid = false
                record(
                    "property name '\(tape.string(key))' does not match the schema of 'propertyNames'",
                    at: location(key),
                    node, keyword: "propertyNames",
                    notes: [
                        Diagnostic.Note(
                            "'propertyNames' of \(node.file) is here", at: node.location(of: "propertyNames"))
                    ])
            }
            var matched = false
            if let schema = raw.withBytes(key, { node.propertyTable.node(for: $0) }) {
                matched = true
                path.append(.key(key))
                let ok = validate(schema, member, collect: collect)
                path.removeLast()
                if !ok {
                    if !collect { return false }
                    valid = false
                }
            }
            for pattern in node.patternProperties where raw.withBytes(key, { pattern.pattern.matches(utf8: $0) }) {
                matched = true
                path.append(.key(key))
                let ok = validate(pattern.node, member, collect: collect)
                path.removeLast()
                if !ok {
                    if !collect { return false }
                    valid = false
                }
            }
            if !matched, let extra = node.additionalProperties {
                if !validateLeftover(extra, key, node, keyword: "additionalProperties", collect: collect) {
                    if !collect { return false }
                    valid = false
                }
                matched = true
            }
            if matched { marks?.bits[position] = true }
        }
        return valid
    }

    /// A member (its key word) no `properties` or `patternProperties` name, against
    /// `additionalProperties` (or one nothing evaluated, against `unevaluatedProperties`).
    private mutating func validateLeftover(
        _ schema: Int, _ key: Int, _ node: SchemaNode, keyword: String, collect: Bool
    ) -> Bool {
        if isAlwaysFalse(schema) {
            guard collect else { return false }
            let name = tape.string(key)
            var message = "property '\(name)' is not allowed in the object at \(pointer)"
            var fixIt: Diagnostic.FixIt?
            let known = node.properties.keys.map(\.string).sorted()
            if let twin = known.first(where: { $0 == name }) {
                // Canonically equivalent, different code points: the names look identical.
                message +=
                    "; '\(twin)' is allowed, written with other code points (\(JSONEquality.scalars(twin)), here \(JSONEquality.scalars(name)))"
            } else if let near = EditDistance.nearest(to: name, in: known) {
                message += "; did you mean '\(near)'?"
                fixIt = Diagnostic.FixIt(
                    replacement: JSONWriter(style: .compact).string(JSONValue(.string(near))),
                    description: "rename to '\(near)'")
            }
            let why =
                keyword == "additionalProperties"
                ? "'additionalProperties' forbids other properties here"
                : "'unevaluatedProperties' forbids properties no subschema evaluates"
            record(
                message, at: location(key), node, keyword: keyword,
                notes: [Diagnostic.Note(why, at: node.location(of: keyword))], member: key, fixIt: fixIt)
            return false
        }
        path.append(.key(key))
        let ok = validate(schema, raw.next(key), collect: collect)
        path.removeLast()
        return ok
    }

    // MARK: Unevaluated

    private mutating func validateUnevaluated(
        _ node: SchemaNode, _ value: Int, collect: Bool, marks: inout EvaluatedMarks?
    ) -> Bool {
        guard var current = marks else { return true }
        var valid = true
        switch raw.kind(value) {
        case .object:
            guard let schema = node.unevaluatedProperties else { return true }
            for (position, key) in keys(value).enumerated() where !current.bits[position] {
                if !validateLeftover(schema, key, node, keyword: "unevaluatedProperties", collect: collect) {
                    if !collect { return false }
                    valid = false
                }
                current.bits[position] = true
            }
        case .array:
            guard let schema = node.unevaluatedItems else { return true }
            for (position, item) in children(value).enumerated() where !current.bits[position] {
                path.append(.index(position))
                if collect, isAlwaysFalse(schema) {
                    report(
                        "item \(pointer) is not allowed: no subschema evaluates it ('unevaluatedItems' is false)", item,
                        node, keyword: "unevaluatedItems")
                    valid = false
                } else if !validate(schema, item, collect: collect) {
                    path.removeLast()
                    if !collect { return false }
                    valid = false
                    continue
                }
                path.removeLast()
                current.bits[position] = true
            }
        default:
            return true
        }
        marks = current
        return valid
    }

    // MARK: Reporting

    private var pointer: String {
        JSONPointer.string(
            path.map { step in
                switch step {
                case .key(let key): .key(tape.string(key))
                case .index(let index): .index(index)
                }
            })
    }

    private func location(_ value: Int) -> SourceLocation { SourceLocation(path: file, start: tape.position(value)) }

    private func describe(_ value: Int) -> String { JSONEquality.describe(tape.value(value)) }

    private func subject(_ value: Int) -> String {
        "\(describe(value)) at \(pointer)"
    }

    /// A violation at `value`, with a note at the schema keyword (after the `extra` notes).
    /// `keyword` is 2020-12's name; the message and notes get the draft's own (`keywordName`).
    private mutating func report(
        _ message: String, _ value: Int, _ node: SchemaNode, keyword: String?, extra: [Diagnostic.Note] = []
    ) {
        let name = keyword.map(node.keywordName)
        let noteText = name.map { "'\($0)' of \(node.file) is here" } ?? "the schema is here"
        let schemaLocation = name.map(node.location(of:)) ?? SourceLocation(path: node.file, start: node.position)
        record(
            message, at: location(value), node, keyword: keyword,
            notes: extra + [Diagnostic.Note(noteText, at: schemaLocation)])
    }

    /// `member`: the key of an object member that `keyword` rejects as a whole (`additionalProperties: false`):
    /// the output unit's `instanceLocation` is that member's, as in the specification's examples.
    private mutating func record(
        _ message: String, at place: SourceLocation, _ node: SchemaNode, keyword: String?, notes: [Diagnostic.Note],
        member: Int? = nil,
        fixIt: Diagnostic.FixIt? = nil
    ) {
        let name = keyword.map(node.keywordName)
        let schemaLocation = name.map(node.location(of:)) ?? SourceLocation(path: node.file, start: node.position)
        var violation = SchemaViolation(
            message, at: place, instancePointer: pointer, keyword: name, schemaLocation: schemaLocation, notes: notes,
            fixIt: fixIt)
        if tracing { violation.evaluation = evaluationUnits(keyword: name, member: member) }
        violations.append(violation)
    }

    // MARK: Output units

    /// The output units of the current evaluation path, the failing keyword's last.
    private func evaluationUnits(keyword: String?, member: Int?) -> [SchemaOutputUnit] {
        var units: [SchemaOutputUnit] = []
        var keywordLocation = ""
        for (position, frame) in frames.enumerated() {
            let node = nodes[frame.node]
            if position > 0 {
                let parent = nodes[frames[position - 1].node]
                switch frame.via {
                case .reference(let name):
                    keywordLocation += "/" + name
                case .lexical:
                    let inside = node.file == parent.file && node.pointer.hasPrefix(parent.pointer)
                    keywordLocation += inside ? String(node.pointer.dropFirst(parent.pointer.count)) : node.pointer
                }
            }
            units.append(
                SchemaOutputUnit(
                    keywordLocation: keywordLocation, absoluteKeywordLocation: absoluteLocation(node),
                    instanceLocation: instanceLocation(depth: frame.depth)))
        }
        guard let keyword, let last = frames.last else { return units }
        let node = nodes[last.node]
        var instance = instanceLocation(depth: path.count)
        if let member { instance += "/" + JSONPointer.escape(tape.string(member)) }
        units.append(
            SchemaOutputUnit(
                keywordLocation: keywordLocation + "/" + JSONPointer.escape(keyword),
                absoluteKeywordLocation: absoluteLocation(node) + "/" + JSONPointer.escape(keyword),
                instanceLocation: instance))
        return units
    }

    /// The node's canonical place: its schema resource's URI (the `$id`, else the document's
    /// URI or path) and a JSON pointer from that resource's root.
    private func absoluteLocation(_ node: SchemaNode) -> String {
        guard node.resource < resourceBases.count else { return node.file + "#" + node.pointer }
        let base = resourceBases[node.resource]
        guard base.document == node.file, node.pointer.hasPrefix(base.pointer) else {
            return node.file + "#" + node.pointer
        }
        return base.uri + "#" + node.pointer.dropFirst(base.pointer.count)
    }

    /// RFC 6901 pointer of the first `depth` steps of the instance path (`""` for the root).
    private func instanceLocation(depth: Int) -> String {
        var out = ""
        for step in path.prefix(depth) {
            out.append("/")
            switch step {
            case .key(let key): out.append(JSONPointer.escape(tape.string(key)))
            case .index(let index): out.append(String(index))
            }
        }
        return out
    }

    /// Whether `additionalProperties: false` reports the member `name` of an object of `node` at
    /// its key (no `properties` or `patternProperties` admits it).
    private func forbidsLeftover(_ node: SchemaNode, _ name: String) -> Bool {
        guard let extra = node.additionalProperties, isAlwaysFalse(extra),
            node.properties[CodePointString(name)] == nil
        else { return false }
        return !node.patternProperties.contains { pattern in
            Array(name.utf8).withUnsafeBufferPointer { pattern.pattern.matches(utf8: $0) }
        }
    }

    /// No alternative of `anyOf`/`oneOf` matched: one diagnostic at the value, a note per alternative.
    private mutating func reportAlternatives(_ keyword: String, _ alternatives: [Int], _ value: Int, _ node: SchemaNode)
    {
        var notes: [Diagnostic.Note] = []
        for (position, alternative) in alternatives.enumerated() {
            let saved = violations
            let savedGeneration = listGeneration
            generations += 1
            listGeneration = generations
            violations = []
            _ = validate(alternative, value, collect: true)
            if let first = violations.first {
                notes.append(
                    Diagnostic.Note("#\(position): \(first.message)", at: first.notes.last?.location ?? first.location))
            }
            violations = saved
            listGeneration = savedGeneration
        }
        record(
            "\(subject(value)) matches none of the \(alternatives.count) schemas of '\(keyword)'", at: location(value),
            node, keyword: keyword, notes: notes)
    }

    /// Whether `types` admits the value; a number is parsed only when integer and number are told
    /// apart. `integersAsWritten` (draft 4): an integer is a number written without a fraction or
    /// an exponent (the tape's flag), so `1.0` is not one.
    @inline(__always)
    func admits(_ types: SchemaNode.Types, _ value: Int, integersAsWritten: Bool = false) -> Bool {
        switch raw.kind(value) {
        case .null: types.contains(.null)
        case .false, .true: types.contains(.boolean)
        case .string: types.contains(.string)
        case .array: types.contains(.array)
        case .object: types.contains(.object)
        case .number:
            // Only the tape is read (no other method of this validator is called): calling one
            // from the mutating `validate` copied the whole validator, 256 bytes, on every node.
            types.contains(.number)
                || (types.contains(.integer)
                    && (raw.isIntegerLexeme(value)
                        || (integersAsWritten ? tape.isWrittenAsInteger(value) : tape.number(value).isIntegral)))
        }
    }

    func typeBit(_ value: Int) -> SchemaNode.Types {
        switch raw.kind(value) {
        case .null: .null
        case .false, .true: .boolean
        // An integer lexeme (the tape's flag) needs no parsing; `1.0` and `1e2` do.
        case .number: raw.isIntegerLexeme(value) || tape.number(value).isIntegral ? .integer : .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    func typeName(_ value: Int) -> String {
        switch raw.kind(value) {
        case .null: "null"
        case .false, .true: "boolean"
        case .number: tape.number(value).isIntegral ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    func found(_ value: Int) -> String {
        switch raw.kind(value) {
        case .array, .object: Self.article(typeName(value))
        default: "\(typeName(value)) \(describe(value))"
        }
    }

    static func article(_ name: String) -> String {
        MessageText.withArticle(name)
    }
}

extension JSONTape {
    /// Whether a number is written without a fraction or an exponent (`12`, a bignum; not `1.0`).
    func isWrittenAsInteger(_ value: Int) -> Bool {
        if isIntegerLexeme(value) { return true }
        switch number(value) {
        case .integer: return true
        case .decimal(let written): return !written.contains { $0 == "." || $0 == "e" || $0 == "E" }
        case .double: return false
        }
    }
}
