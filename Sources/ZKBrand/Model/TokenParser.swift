import ZKCore

/// Turns the JSON tree of `brand.json` into a `TokenDocument`: walks groups, inherits `$type`
/// and `$deprecated`, recognises aliases. Members it cannot model (bad names, non-objects) are
/// reported through their checks and left out, so later checks never see them.
public enum TokenParser {
    public static func parse(_ file: SourceFile, root: JSONValue) -> (TokenDocument, [Diagnostic]) {
        var walker = Walker(file: file)
        guard let object = root.object else {
            walker.diagnostics.append(TokenStructureCheck.rootNotObject(root, file: file))
            return (TokenDocument(file: file, tokens: [], groups: [:]), walker.diagnostics)
        }
        walker.walkGroup(object, path: "", keyPosition: nil, inheritedType: nil, inheritedDeprecation: nil)
        return (TokenDocument(file: file, tokens: walker.tokens, groups: walker.groups), walker.diagnostics)
    }

    private struct Walker {
        let file: SourceFile
        var tokens: [DesignToken] = []
        var groups: [String: TokenGroup] = [:]
        var diagnostics: [Diagnostic] = []

        init(file: SourceFile) { self.file = file }

        mutating func walkGroup(
            _ object: JSONObject, path: String, keyPosition: SourcePosition?, inheritedType: String?, inheritedDeprecation: String?
        ) {
            var groupType = inheritedType
            var deprecation = inheritedDeprecation
            // Group properties first, so `$type` applies to members written above it too.
            for member in object.members where member.key.hasPrefix("$") {
                switch member.key {
                case "$type":
                    if let type = typeName(member, owner: path) { groupType = type }
                case "$deprecated":
                    deprecation = deprecationValue(member, owner: path, inherited: deprecation)
                case "$description":
                    checkDescription(member, owner: path)
                case "$extensions":
                    break
                case "$schema" where path.isEmpty:
                    break
                case "$value":
                    break  // unreachable: an object with `$value` is a token
                default:
                    diagnostics.append(TokenNameCheck.reservedName(member.key, at: member.keyPosition, group: path, file: file))
                }
            }
            var names: [String] = []
            for member in object.members where !member.key.hasPrefix("$") {
                if let problem = TokenNameCheck.check(member.key, at: member.keyPosition, group: path, file: file) {
                    diagnostics.append(problem)
                    continue
                }
                let childPath = path.isEmpty ? member.key : path + "." + member.key
                guard let child = member.value.object else {
                    diagnostics.append(TokenStructureCheck.notAnObject(childPath, value: member.value, file: file))
                    continue
                }
                names.append(member.key)
                if child["$value"] != nil {
                    walkToken(child, path: childPath, keyPosition: member.keyPosition, inheritedType: groupType, inheritedDeprecation: deprecation)
                } else {
                    walkGroup(child, path: childPath, keyPosition: member.keyPosition, inheritedType: groupType, inheritedDeprecation: deprecation)
                }
            }
            groups[path] = TokenGroup(path: path, memberNames: names, keyPosition: keyPosition, description: object["$description"]?.string)
        }

        mutating func walkToken(
            _ object: JSONObject, path: String, keyPosition: SourcePosition, inheritedType: String?, inheritedDeprecation: String?
        ) {
            var ownType: String?
            var description: String?
            var deprecation = inheritedDeprecation
            var value = JSONValue(.null)
            for member in object.members {
                switch member.key {
                case "$value": value = member.value
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
            let alias = value.string.flatMap(DesignToken.aliasPath(in:))
            tokens.append(DesignToken(
                path: path, ownType: ownType, inheritedType: inheritedType, value: value, aliasTarget: alias,
                description: description, deprecation: deprecation, keyPosition: keyPosition))
        }

        mutating func typeName(_ member: JSONMember, owner: String) -> String? {
            guard let text = member.value.string else {
                diagnostics.append(TokenStructureCheck.propertyType(member, owner: owner, expected: "a string naming a token type", file: file))
                return nil
            }
            if let problem = UnknownTokenTypeCheck.check(text, value: member.value, owner: owner, file: file) {
                diagnostics.append(problem)
                return nil
            }
            return text
        }

        mutating func deprecationValue(_ member: JSONMember, owner: String, inherited: String?) -> String? {
            if let flag = member.value.bool { return flag ? "" : nil }
            if let text = member.value.string { return text }
            diagnostics.append(TokenStructureCheck.propertyType(member, owner: owner, expected: "true, false or a text naming the replacement", file: file))
            return inherited
        }

        mutating func checkDescription(_ member: JSONMember, owner: String) {
            if member.value.string == nil {
                diagnostics.append(TokenStructureCheck.propertyType(member, owner: owner, expected: "a string", file: file))
            }
        }
    }
}
