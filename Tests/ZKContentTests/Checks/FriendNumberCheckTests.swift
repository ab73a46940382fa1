import Testing
import ZKCore

@testable import ZKContent

/// ZK2024 is reported where the mistake can be seen: at the friend's `number`, or, for a number
/// without a friend, at the `friends` list (not at the file without a line).
@Suite struct FriendNumberCheckTests {
    typealias File = DiagnosticExample.ExampleFile

    static func findings(_ numbers: String, _ friends: String) -> [String] {
        ContentChecker.check(examples: [File("Content/numbers.json", numbers), File("Content/friends.json", friends)])
            .filter { $0.code == "ZK2024" }.map { d in
                "\(d.location?.description ?? "-"): \(d.message) | "
                    + d.notes.map { "\($0.location?.description ?? "-") \($0.message)" }.joined(separator: "; ")
            }
    }

    @Test func aNumberWithoutAFriendIsReportedAtTheFriendsList() {
        let found = Self.findings(
            #"{ "numbers": [ { "value": 1 }, { "value": 2 } ] }"#,
            #"{ "friends": [ { "id": "friend.01", "number": 1 } ] }"#)
        #expect(
            found == [
                "Content/friends.json:1:14: number 2 has no Zahlenfreund in friends.json | Content/numbers.json:1:43 number 2 is defined here"
            ])
    }

    @Test func aSecondFriendOfANumberIsReportedAtItsNumber() {
        let found = Self.findings(
            #"{ "numbers": [ { "value": 1 } ] }"#,
            #"{ "friends": [ { "id": "friend.01", "number": 1 }, { "id": "friend.eins", "number": 1 } ] }"#)
        #expect(
            found == [
                "Content/friends.json:1:85: friend 'friend.eins' belongs to number 1, which already has friend 'friend.01' | Content/friends.json:1:47 the first friend of 1 is here"
            ])
    }
}
