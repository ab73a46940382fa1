import ZKCore

/// Lint: `brand.json` must be a tree of groups and tokens. A member that is neither (a bare
/// string, a number), a token that contains other members, or a `$` property of the wrong type
/// is an error; the member is left out of the token set, so the file is broken for what depends
/// on it (`Diagnostic.breaksFile`, issue 31): no template is reported for the token it lacks.
enum TokenStructureCheck: DeclaresCodes {
    public static let tokenStructure = DiagnosticCode(
        "ZK5001", .error, phase: .structure, summary: "a member of the token file is neither a token nor a group",
        explanation: """
            In the Design Tokens format every member of a group is an object: a token when it has \
            `$value`, else a group. A bare value (`"de": "Zahlenkette"`), children inside a token, or a \
            `$type`/`$description`/`$deprecated` of the wrong JSON type cannot be read; the member is left out. \
            The token file is then broken for what depends on it, like one that does not parse: the \
            templates and listings that need the missing token are not checked until it is fixed \
            (a note counts what was skipped).
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json", ##"{ "app": { "$type": "string", "bundle_id": ↓"de.zahlenkette.app" } }"##)),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json",
                ##"{ "app": { "$type": "string", "bundle_id": { "$value": "de.zahlenkette.app" } } }"##)))

    static let codes = [tokenStructure]

    static func rootNotObject(_ root: JSONValue, file: SourceFile) -> Diagnostic {
        Diagnostic(
            TokenStructureCheck.tokenStructure,
            "expected an object of token groups at the top of the token file, found \(root.typeName)",
            at: SourceLocation(path: file.path, start: root.position)
        ).breakingFile()
    }

    static func notAnObject(_ path: String, value: JSONValue, file: SourceFile) -> Diagnostic {
        Diagnostic(
            TokenStructureCheck.tokenStructure,
            "'\(path)' must be a token (an object with '$value') or a group, found \(value.typeName)",
            at: SourceLocation(path: file.path, start: value.position),
            fixIt: value.string.map {
                .init(
                    replacement: "{ \"$value\": \(JSONWriter.quoted($0)) }",
                    description: "wrap the value in a token object")
            }
        ).breakingFile()
    }

    static func memberInToken(_ member: JSONMember, token: String, file: SourceFile) -> Diagnostic {
        let message =
            member.key.hasCodePointPrefix("$")
            ? "unknown property '\(member.key)' on token '\(token)'; a token has '$value', '$type', '$description', '$deprecated' and '$extensions'"
            : "token '\(token)' cannot contain '\(member.key)'; a token with '$value' has no children, move '\(member.key)' into a group"
        return Diagnostic(
            TokenStructureCheck.tokenStructure, message, at: SourceLocation(path: file.path, start: member.keyPosition)
        ).breakingFile()
    }

    static func propertyType(_ member: JSONMember, owner: String, expected: String, file: SourceFile) -> Diagnostic {
        let ownerName = owner.isEmpty ? "the root" : "'\(owner)'"
        return Diagnostic(
            TokenStructureCheck.tokenStructure,
            "'\(member.key)' of \(ownerName) must be \(expected), found \(member.value.typeName)",
            at: SourceLocation(path: file.path, start: member.value.position)
        ).breakingFile()
    }
}
