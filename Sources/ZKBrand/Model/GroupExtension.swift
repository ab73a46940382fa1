import ZKCore

/// Resolves group extension before the token tree is read: a group with `$extends: "{base}"`
/// (or the JSON Schema form `$ref: "#/base"` naming a group) becomes the deep merge of the
/// named group and its own members (DTCG 2025.10, Groups > Extending groups): inherited tokens
/// and properties first, a local member of the same name replaces the inherited one (groups
/// merge recursively, tokens are replaced whole), new local members are added. Inherited tokens
/// keep the type they had where they were written. Positions stay those of the source, so a
/// finding in an inherited token points at where it is written. A missing target, a target
/// that is a token, and circular extension are reported at the `$extends` value.
enum GroupExtension {
    /// The expanded tree, the groups whose extension failed (their tokens may lack what they
    /// would have inherited, so checks stay quiet about them), and the findings.
    static func expand(_ root: JSONValue, file: SourceFile) -> (JSONValue, Set<CodePointString>, [Diagnostic]) {
        var expander = Expander(root: root, file: file)
        let result = expander.expand(root, path: [], visiting: [])
        return (result, expander.broken, expander.diagnostics)
    }

    private struct Expander {
        let root: JSONValue
        let file: SourceFile
        var diagnostics: [Diagnostic] = []
        var reported: Set<SourcePosition> = []
        var broken: Set<CodePointString> = []

        init(root: JSONValue, file: SourceFile) {
            self.root = root
            self.file = file
        }

        /// `visiting`: the groups whose extension is being expanded (a list: a set of `[String]`
        /// would merge look-alike paths).
        mutating func expand(_ value: JSONValue, path: [String], visiting: [[String]]) -> JSONValue {
            guard var object = value.object, !value.isTokenObject else { return value }
            if let (text, position, key) = extensionReference(object) {
                if let target = target(of: text, at: position, key: key, from: path, visiting: visiting) {
                    let inherited = expand(target.value, path: target.path, visiting: visiting + [path])
                    object = merge(
                        inherited: inherited.object ?? JSONObject(), type: effectiveType(target.path), local: object)
                } else {
                    object.members.removeAll { $0.key == key }
                    broken.insert(path.joined(separator: ".").codePoints)
                }
            }
            object.members = object.members.map { member in
                guard !member.key.hasCodePointPrefix("$") else { return member }
                return JSONMember(
                    key: member.key, keyPosition: member.keyPosition,
                    value: expand(member.value, path: path + [member.key], visiting: visiting))
            }
            return JSONValue(.object(object), at: value.position)
        }

        /// `$extends`, or a `$ref` that names a group (a `$ref` naming a token makes an alias token).
        func extensionReference(_ object: JSONObject) -> (String, SourcePosition, String)? {
            if let member = object.members.first(where: { $0.key == "$extends" }), let text = member.value.string {
                return (text, member.value.position, "$extends")
            }
            guard let member = object.members.first(where: { $0.key == "$ref" }), let text = member.value.string else {
                return nil
            }
            // A group (it has members of its own) or a pointer naming a group extends; a lone
            // `$ref` naming a token is an alias token.
            if !TokenParser.isToken(object) { return (text, member.value.position, "$ref") }
            if let pointer = JSONPointer(text), let target = pointer.resolve(in: root), target.object != nil,
                !target.isTokenObject,
                !pointer.tokens.contains("$value")
            {
                return (text, member.value.position, "$ref")
            }
            return nil
        }

        mutating func target(
            of text: String, at position: SourcePosition, key: String, from path: [String], visiting: [[String]]
        )
            -> (path: [String], value: JSONValue)?
        {
            let targetPath: [String]
            if let pointer = JSONPointer(text) {
                targetPath = pointer.tokens
            } else if let dotted = DesignToken.aliasPath(in: text) {
                targetPath = dotted.components(separatedByScalar: ".")
            } else {
                let message = AliasTargetCheck.extensionSyntaxMessage(key, group: dotted(path), found: text)
                report(AliasTargetCheck.missingTarget(message, at: location(position)), at: position)
                return nil
            }
            // Extending itself, a group it lies in, or a group on the way here never ends.
            if path.startsByCodePoints(with: targetPath)
                || visiting.contains(where: {
                    $0.startsByCodePoints(with: targetPath) || targetPath.startsByCodePoints(with: $0)
                })
            {
                let message = AliasCycleCheck.extensionCycleMessage(
                    key, group: dotted(path), target: dotted(targetPath))
                report(AliasCycleCheck.cycle(message, at: location(position)), at: position)
                return nil
            }
            guard let value = JSONPointer(tokens: targetPath).resolve(in: root), value.object != nil else {
                let message = AliasTargetCheck.extensionTargetMessage(
                    key, group: dotted(path), target: dotted(targetPath))
                report(AliasTargetCheck.missingTarget(message, at: location(position)), at: position)
                return nil
            }
            if value.isTokenObject {
                let message = AliasTargetCheck.extensionOfTokenMessage(
                    key, group: dotted(path), token: dotted(targetPath))
                report(AliasTargetCheck.missingTarget(message, at: location(position)), at: position)
                return nil
            }
            return (targetPath, value)
        }

        /// The `$type` in force at a group: its own or its nearest ancestor's.
        func effectiveType(_ path: [String]) -> JSONMember? {
            var found: JSONMember?
            var current: JSONValue? = root
            for index in 0...path.count {
                if let member = current?.object?.members.first(where: { $0.key == "$type" }) { found = member }
                guard index < path.count else { break }
                current = current?.object?[path[index]]
            }
            return found
        }

        /// Inherited members first (local replacements in their place), then new local members.
        func merge(inherited: JSONObject, type: JSONMember?, local: JSONObject) -> JSONObject {
            var members: [JSONMember] = []
            let localByKey = Dictionary(
                local.members.map { ($0.key.codePoints, $0) }, uniquingKeysWith: { first, _ in first })
            let ownType = local.members.first { $0.key == "$type" }
            for member in inherited.members where member.key != "$extends" && member.key != "$ref" {
                if let replacement = localByKey[member.key.codePoints] {
                    if !member.key.hasCodePointPrefix("$"), let inner = member.value.object,
                        !member.value.isTokenObject,
                        let localInner = replacement.value.object, !replacement.value.isTokenObject
                    {
                        let innerType = inner.members.first { $0.key == "$type" } ?? type
                        members.append(
                            JSONMember(
                                key: member.key, keyPosition: replacement.keyPosition,
                                value: JSONValue(
                                    .object(merge(inherited: inner, type: innerType, local: localInner)),
                                    at: replacement.value.position)))
                    } else {
                        members.append(replacement)
                    }
                    continue
                }
                members.append(pinned(member, type: type, localType: ownType, carried: inherited["$type"] != nil))
            }
            let inheritedKeys = Set(inherited.members.map(\.key.codePoints))
            for member in local.members
            where !inheritedKeys.contains(member.key.codePoints) && member.key != "$extends" && member.key != "$ref" {
                members.append(member)
            }
            return JSONObject(members)
        }

        /// An inherited token without its own `$type` keeps the type of the group it came from
        /// (when that type came from an ancestor, or the extending group sets another).
        func pinned(_ member: JSONMember, type: JSONMember?, localType: JSONMember?, carried: Bool) -> JSONMember {
            guard let type, var object = member.value.object, member.value.isTokenObject, object["$type"] == nil else {
                return member
            }
            // The group's own `$type` is carried over unless the extending group sets another.
            if carried, localType == nil || localType?.value.string == type.value.string { return member }
            object.members.append(type)
            return JSONMember(
                key: member.key, keyPosition: member.keyPosition,
                value: JSONValue(.object(object), at: member.value.position))
        }

        mutating func report(_ diagnostic: Diagnostic, at position: SourcePosition) {
            if reported.insert(position).inserted { diagnostics.append(diagnostic) }
        }

        func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(path: file.path, start: position) }
        func dotted(_ path: [String]) -> String { path.isEmpty ? "(root)" : path.joined(separator: ".") }
    }
}
