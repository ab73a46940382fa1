import ZKCore

/// Lint: each friend's `number` is a number of `numbers.json`, no number has two friends, and
/// (when both files exist) every number has a friend.
enum FriendNumberCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let model = context.model
        guard model.friendsPath != nil else { return [] }
        var numbers: [Int: SourceLocation] = [:]
        for entry in model.numbers {
            if let value = entry.value, numbers[value.value] == nil { numbers[value.value] = value.location }
        }
        var diagnostics: [Diagnostic] = []
        var owner: [Int: ContentModel.Friend] = [:]
        for friend in model.friends {
            guard let number = friend.number else { continue }
            let name = friend.id?.value ?? "?"
            if model.numbersPath != nil, numbers[number.value] == nil {
                let definedAt = model.numbersListLocation ?? model.numbersPath.map { SourceLocation(path: $0) }
                diagnostics.append(.unknownNumber(name, number, numbersAt: definedAt))
            }
            if let earlier = owner[number.value] {
                diagnostics.append(.secondFriend(name, number, first: earlier))
            } else {
                owner[number.value] = friend
            }
        }
        if let friendsList = model.friendsListLocation, model.numbersPath != nil {
            for (value, location) in numbers.sorted(by: { $0.key < $1.key }) where owner[value] == nil {
                diagnostics.append(.noFriend(value, at: friendsList, numberAt: location))
            }
        }
        return diagnostics
    }
}

extension FriendNumberCheck {
    static let codes = [friendNumber]

    public static let friendNumber = DiagnosticCode(
        "ZK2024", .error, phase: .crossLink, group: .zahlenkette,
        summary: "a Zahlenfreund's number is not a number of the content, or has two friends, or none",
        explanation: """
            Each of the Zahlenfreunde belongs to exactly one number of `Content/numbers.json` \
            (`number`), and each number has exactly one friend. A friend of an unknown number and \
            the second friend of a number are reported at their `number`; a number without a \
            friend at the `friends` list, with a note at the number.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile("Content/numbers.json", #"{ "numbers": [ { "value": 1 } ] }"#),
            DiagnosticExample.ExampleFile(
                "Content/friends.json",
                #"{ "friends": [ { "id": "friend.01", "number": 1 }, { "id": "friend.21", "number": ↓21 } ] }"#),
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile("Content/numbers.json", #"{ "numbers": [ { "value": 1 } ] }"#),
            DiagnosticExample.ExampleFile(
                "Content/friends.json", #"{ "friends": [ { "id": "friend.01", "number": 1 } ] }"#),
        ]))
}

extension Diagnostic {
    fileprivate static func unknownNumber(
        _ friend: String, _ number: Located<Int>, numbersAt: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            FriendNumberCheck.friendNumber,
            "friend '\(friend)' belongs to number \(number.value), which numbers.json does not define",
            at: number.location, notes: [Diagnostic.Note("the numbers are defined here", at: numbersAt)])
    }

    fileprivate static func secondFriend(
        _ friend: String, _ number: Located<Int>, first: ContentModel.Friend
    ) -> Diagnostic {
        Diagnostic(
            FriendNumberCheck.friendNumber,
            "friend '\(friend)' belongs to number \(number.value), which already has friend '\(first.id?.value ?? "?")'",
            at: number.location,
            notes: [Diagnostic.Note("the first friend of \(number.value) is here", at: first.number?.location)])
    }

    fileprivate static func noFriend(_ value: Int, at friends: SourceLocation, numberAt: SourceLocation) -> Diagnostic {
        Diagnostic(
            FriendNumberCheck.friendNumber, "number \(value) has no Zahlenfreund in friends.json",
            at: friends, notes: [Diagnostic.Note("number \(value) is defined here", at: numberAt)])
    }
}
