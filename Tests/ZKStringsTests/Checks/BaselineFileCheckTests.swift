import Testing
import ZKCore

@testable import ZKStrings

/// A baseline that cannot be used is refused at the place it goes wrong, with what is wrong.
@Suite struct BaselineFileCheckTests {
    func refusal(_ text: String) -> Diagnostic? {
        guard case .failure(let error) = BaselineFileCheck.read(SourceFile(path: "baseline.json", text: text)) else {
            return nil
        }
        return error.diagnostic
    }

    @Test func malformedBaselineIsRefused() {
        let result = BaselineFileCheck.read(
            SourceFile(path: "baseline.json", text: #"{ "version" : 1, "findings" : [ { "code" : 3 } ] }"#))
        guard case .failure(let error) = result else {
            Issue.record("a malformed baseline was accepted")
            return
        }
        #expect(error.diagnostic.place == "ZK3030 baseline.json:1:33")
    }

    @Test func eachReasonIsNamedAtItsPlace() {
        let notJSON = refusal(#"{ "findings" : [ }"#)
        #expect(notJSON?.place == "ZK3030 baseline.json:1:18")
        #expect(notJSON?.message.hasPrefix("baseline 'baseline.json' is not valid JSON: ") == true)
        let noList = refusal(#"{ "version" : 1 }"#)
        #expect(noList?.place == "ZK3030 baseline.json:1:1")
        #expect(
            noList?.message
                == "baseline 'baseline.json' cannot be used: it has no 'findings' array (write one with --write-baseline)"
        )
        let wrongList = refusal(#"{ "findings" : { } }"#)
        #expect(wrongList?.place == "ZK3030 baseline.json:1:16")
        #expect(
            wrongList?.message
                == "baseline 'baseline.json' cannot be used: 'findings' must be an array, found object (write one with --write-baseline)"
        )
        let lacking = refusal(#"{ "findings" : [ { "code" : "ZK3013", "path" : "Strings/Content.xcstrings" } ] }"#)
        #expect(lacking?.place == "ZK3030 baseline.json:1:18")
        #expect(lacking?.message == "finding of baseline 'baseline.json' lacks the string member 'message'")
        let notObject = refusal(#"{ "findings" : [ "ZK3013" ] }"#)
        #expect(
            notObject?.message
                == "finding of baseline 'baseline.json' must be an object with string members 'code', 'path' and 'message'"
        )
    }
}
