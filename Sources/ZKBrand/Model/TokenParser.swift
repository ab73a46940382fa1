import ZKCore

/// Turns the JSON tree of `brand.json` into a `TokenDocument`: resolves group extension
/// (`$extends`), walks groups, inherits `$type` and `$deprecated`, recognises aliases (`{a.b}`
/// and `$ref` JSON pointers naming a token) and `$root` tokens. Members it cannot model (bad
/// names, non-objects) are reported through their checks and left out, so later checks never
/// see them.
public enum TokenParser {
    public static func parse(_ file: SourceFile, root: JSONValue) -> (TokenDocument, [Diagnostic]) {
        guard root.object != nil else {
            return (
                TokenDocument(file: file, tokens: [], groups: []), [TokenStructureCheck.rootNotObject(root, file: file)]
            )
        }
        let (expanded, broken, extensionDiagnostics) = GroupExtension.expand(root, file: file)
        var walker = Walker(file: file, root: expanded)
        walker.diagnostics = extensionDiagnostics
        walker.walkGroup(
            expanded.object ?? JSONObject(), path: "", keyPosition: nil, inheritedType: nil, inheritedDeprecation: nil)
        var document = TokenDocument(file: file, tokens: walker.tokens, groups: walker.groups, root: expanded)
        document.brokenGroups = broken
        document.mistypedOwners = walker.mistypedOwners
        return (document, walker.diagnostics)
    }

    /// Whether a member object is a token: it has `$value`, or it is a `$ref` to a token with
    /// nothing but `$` properties beside it.
    static func isToken(_ object: JSONObject) -> Bool {
        if object["$value"] != nil { return true }
        guard object["$ref"]?.string != nil else { return false }
        return object.members.allSatisfy { $0.key.hasCodePointPrefix("$") }
    }

    private struct Walker {
        let file: SourceFile
        let root: JSONValue
        var tokens: [DesignToken] = []
        var groups: [TokenGroup] = []
        var diagnostics: [Diagnostic] = []
        /// Owners (group or token paths) whose `$type` was reported.
        var mistypedOwners: Set<CodePointString> = []

        init(file: SourceFile, root: JSONValue) {
            self.file = file
            self.root = root
        }

        mutating func walkGroup(
            _ object: JSONObject, path: String, keyPosition: SourcePosition?, inheritedType: String?,
            inheritedDeprecation: String?
        ) {
            var groupType = inheritedType
            var deprecation = inheritedDeprecation
            // Group properties first, so `$type` applies to members written above it too.
            for member in object.members where member.key.hasCodePointPrefix("$") {
                switch member.key {
                case "$type":
                    if let type = typeName(member, owner: path) { groupType = type }
                case "$deprecated":
                    deprecation = deprecationValue(member, owner: path, inherited: deprecation)
                case "$description":
                    checkDescription(member, owner: path)
                case "$extensions", "$extends", "$ref", "$root":
                    break  // `$extends` and a group `$ref` were merged by GroupExtension; `$root` is a token
                case "$schema" where path.isEmpty:
                    break
                case "$value":
                    break  // unreachable: an object with `$value` is a token
                default:
                    diagnostics.append(
                        TokenNameCheck.reservedName(member.key, at: member.keyPosition, group: path, file: file))
                }
            }
            var names: [String] = []
            for member in object.members where !member.key.hasCodePointPrefix("$") || member.key == "$root" {
                if member.key != "$root",
                    let problem = TokenNameCheck.check(member.key, at: member.keyPosition, group: path, file: file)
                {
                    diagnostics.append(problem)
                    continue
                }
                let childPath = path.isEmpty ? member.key : path + "." + member.key
                guard let child = member.value.object else {
                    diagnostics.append(TokenStructureCheck.notAnObject(childPath, value: member.value, file: file))
                    continue
                }
                if member.key == "$root", !TokenParser.isToken(child) {
                    diagnostics.append(TokenStructureCheck.notAnObject(childPath, value: member.value, file: file))
                    continue
                }
                names.append(member.key)
                if TokenParser.isToken(child) {
                    walkToken(
                        child, path: childPath, keyPosition: member.keyPosition, inheritedType: groupType,
                        inheritedDeprecation: deprecation)
                } else {
                    walkGroup(
                        child, path: childPath, keyPosition: member.keyPosition, inheritedType: groupType,
                        inheritedDeprecation: deprecation)
                }
            }
            groups.append(
                TokenGroup(
                    path: path, memberNames: names, keyPosition: keyPosition,
                    description: object["$description"]?.string))
        }

        mutating func walkToken(
            _ object: JSONObject, path: String, keyPosition: SourcePosition, inheritedType: String?,
            inheritedDeprecation: String?
        ) {
            var ownType: String?
            var description: String?
            var deprecation = inheritedDeprecation
            var value = JSONValue(.null)
            var reference: JSONMember?
            for member in object.members {
                switch member.key {
                case "$value": value = member.value
                case "$ref" where object["$value"] == nil: reference = member
                case "$type": ownType = typeName(member, owner: path)
                case "$description":
                    checkDescription(member, owner: path)
                    description = member.value.string
                case "$deprecated": deprecation = deprecationValue(member, owner: path, inherited: deprecation)
                case "$extensions": break
                default:
                    diagnostics.append(TokenStructureCheck.memberInToken(member, token: path, file: file))
                }
            }
            var alias = value.string.flatMap(DesignToken.aliasPath(in:))
            if let reference {
                // `{ "$ref": "#/colors/blue" }`: an alias of the token the pointer names (its
                // `$value` too); a pointer into a value stays a reference the value resolver follows.
                value = JSONValue(.object(JSONObject([reference])), at: reference.keyPosition)
                alias = Self.tokenPath(of: reference.value.string ?? "", in: root)
            }
            tokens.append(
                DesignToken(
                    path: path, ownType: ownType, inheritedType: inheritedType, value: value, aliasTarget: alias,
                    description: description, deprecation: deprecation, keyPosition: keyPosition))
        }

        /// The dotted path of the token a pointer names (`#/a/b` or `#/a/b/$value`), nil otherwise.
        static func tokenPath(of pointer: String, in root: JSONValue) -> String? {
            guard var tokens = JSONPointer(pointer)?.tokens, !tokens.isEmpty else { return nil }
            if tokens.last == "$value" { tokens.removeLast() }
            guard let object = JSONPointer(tokens: tokens).resolve(in: root)?.object, TokenParser.isToken(object) else {
                return nil
            }
            return tokens.joined(separator: ".")
        }

        mutating func typeName(_ member: JSONMember, owner: String) -> String? {
            guard let text = member.value.string else {
                diagnostics.append(
                    TokenStructureCheck.propertyType(
                        member, owner: owner, expected: "a string naming a token type", file: file))
                mistypedOwners.insert(CodePointString(owner))
                return nil
            }
            if let problem = UnknownTokenTypeCheck.check(text, value: member.value, owner: owner, file: file) {
                diagnostics.append(problem)
                mistypedOwners.insert(CodePointString(owner))
                return nil
            }
            return text
        }

        mutating func deprecationValue(_ member: JSONMember, owner: String, inherited: String?) -> String? {
            if let flag = member.value.bool { return flag ? "" : nil }
            if let text = member.value.string { return text }
            diagnostics.append(
                TokenStructureCheck.propertyType(
                    member, owner: owner, expected: "true, false or a text naming the replacement", file: file))
            return inherited
        }

        mutating func checkDescription(_ member: JSONMember, owner: String) {
            if member.value.string == nil {
                diagnostics.append(
                    TokenStructureCheck.propertyType(member, owner: owner, expected: "a string", file: file))
            }
        }
    }
}
