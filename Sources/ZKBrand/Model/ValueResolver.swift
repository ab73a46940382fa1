import ZKCore

/// Resolves the references inside token values: an alias (`"{color.accent}"`) or a JSON
/// Pointer reference object (`{ "$ref": "#/base/blue/$value/components/0" }`) anywhere in a
/// value (a composite's `color`, a dimension's `value`, an element of a shadow array) is
/// replaced by what it names, followed through further references. A pointer that passes
/// through a token's `$value` continues in that token's resolved value. Every position in a
/// substituted part is the reference's own, so a finding in it points at the token that wrote
/// the reference. Unresolvable references (`AliasTargetCheck`) and cycles (`AliasCycleCheck`) are reported there; the
/// token is then left out like a token with a broken alias.
struct ValueResolver {
    let document: TokenDocument
    var top: [CodePointString: ResolvedToken]
    var deep: [CodePointString: JSONValue] = [:]
    var failed: Set<CodePointString> = []
    var diagnostics: [Diagnostic] = []
    var reported: Set<SourcePosition> = []

    static func resolve(_ tokens: ResolvedTokens) -> (ResolvedTokens, [Diagnostic]) {
        var resolver = ValueResolver(
            document: tokens.document,
            top: Dictionary(tokens.ordered.map { ($0.path.codePoints, $0) }, uniquingKeysWith: { a, _ in a }))
        var ordered: [ResolvedToken] = []
        for entry in tokens.ordered {
            guard let value = resolver.value(ofToken: entry.path, stack: []) else { continue }
            var resolved = entry
            resolved.value = value
            ordered.append(resolved)
        }
        return (ResolvedTokens(document: tokens.document, ordered: ordered), resolver.diagnostics)
    }

    /// The fully resolved value of a token, nil when a reference in it cannot be resolved.
    mutating func value(ofToken path: String, stack: [String]) -> JSONValue? {
        if let done = deep[path.codePoints] { return done }
        if failed.contains(path.codePoints) { return nil }
        guard let entry = top[path.codePoints] else { return nil }
        guard let value = substitute(entry.value, stack: stack + [path], at: nil) else {
            failed.insert(path.codePoints)
            return nil
        }
        deep[path.codePoints] = value
        return value
    }

    /// `value` with every reference in it replaced; `at` is the position to give substituted parts.
    mutating func substitute(_ value: JSONValue, stack: [String], at position: SourcePosition?) -> JSONValue? {
        let place = position ?? value.position
        switch value.kind {
        case .string(let text):
            guard let target = DesignToken.aliasPath(in: text) else { return Self.moved(value, to: position) }
            return follow(token: target, written: "{\(target)}", stack: stack, at: place)
        case .object(let object):
            if let (text, refPosition) = value.referenceObject {
                return pointer(text, stack: stack, at: position ?? refPosition)
            }
            var members: [JSONMember] = []
            for member in object.members {
                guard let inner = substitute(member.value, stack: stack, at: position) else { return nil }
                members.append(JSONMember(key: member.key, keyPosition: position ?? member.keyPosition, value: inner))
            }
            return JSONValue(.object(JSONObject(members)), at: place)
        case .array(let items):
            var out: [JSONValue] = []
            for item in items {
                guard let inner = substitute(item, stack: stack, at: position) else { return nil }
                out.append(inner)
            }
            return JSONValue(.array(out), at: place)
        default:
            return Self.moved(value, to: position)
        }
    }

    mutating func follow(token target: String, written: String, stack: [String], at place: SourcePosition) -> JSONValue?
    {
        guard document[target] != nil else {
            if let group = document.group(target) {
                let message = AliasTargetCheck.referenceToGroupMessage(
                    written, in: stack.first ?? "", group: target, members: group.memberNames)
                report(
                    AliasTargetCheck.missingTarget(message, at: document.location(place)), at: place)
            } else {
                let near = EditDistance.nearest(to: target, in: document.sortedPaths)
                let message = AliasTargetCheck.referenceMessage(written, in: stack.first ?? "", near: near)
                report(
                    AliasTargetCheck.missingTarget(message, at: document.location(place)), at: place)
            }
            return nil
        }
        if stack.containsCodePoints(target) {
            let message = AliasCycleCheck.referenceCycleMessage(written, in: stack.first ?? "", chain: stack + [target])
            report(AliasCycleCheck.cycle(message, at: document.location(place)), at: place)
            return nil
        }
        guard let resolved = value(ofToken: target, stack: stack) else { return nil }
        return Self.moved(resolved, to: place)
    }

    mutating func pointer(_ text: String, stack: [String], at place: SourcePosition) -> JSONValue? {
        guard let pointer = JSONPointer(text) else {
            let message = AliasTargetCheck.notAPointerMessage(text, in: stack.first ?? "")
            report(AliasTargetCheck.missingTarget(message, at: document.location(place)), at: place)
            return nil
        }
        var current = document.root
        var walked: [String] = []
        for (index, token) in pointer.tokens.enumerated() {
            if token == "$value", current.object.map(TokenParser.isToken) == true {
                // Continue inside the token's resolved value.
                let path = walked.joined(separator: ".")
                guard document[path] != nil else { break }
                guard let resolved = follow(token: path, written: text, stack: stack, at: place) else { return nil }
                let rest = JSONPointer(tokens: Array(pointer.tokens[(index + 1)...]))
                guard let found = rest.resolve(in: resolved) else { return missing(text, stack: stack, at: place) }
                return Self.moved(found, to: place)
            }
            guard let next = JSONPointer(tokens: [token]).resolve(in: current) else {
                return missing(text, stack: stack, at: place)
            }
            current = next
            walked.append(token)
        }
        if let object = current.object, TokenParser.isToken(object), document[walked.joined(separator: ".")] != nil {
            return follow(token: walked.joined(separator: "."), written: text, stack: stack, at: place)
        }
        return substitute(current, stack: stack, at: place)
    }

    mutating func missing(_ text: String, stack: [String], at place: SourcePosition) -> JSONValue? {
        let message = AliasTargetCheck.pointsAtNothingMessage(text, in: stack.first ?? "", file: document.file.path)
        report(AliasTargetCheck.missingTarget(message, at: document.location(place)), at: place)
        return nil
    }

    mutating func report(_ diagnostic: Diagnostic, at position: SourcePosition) {
        if reported.insert(position).inserted { diagnostics.append(diagnostic) }
    }

    /// `value` with every position (its own and its parts') set to `position`, when one is given.
    static func moved(_ value: JSONValue, to position: SourcePosition?) -> JSONValue {
        guard let position else { return value }
        switch value.kind {
        case .object(let object):
            return JSONValue(
                .object(
                    JSONObject(
                        object.members.map {
                            JSONMember(key: $0.key, keyPosition: position, value: moved($0.value, to: position))
                        })), at: position)
        case .array(let items):
            return JSONValue(.array(items.map { moved($0, to: position) }), at: position)
        default:
            return JSONValue(value.kind, at: position)
        }
    }
}
